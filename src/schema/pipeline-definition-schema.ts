// A pipeline definition file (config/pipelines/*.yaml, docs/backends.md): which events service,
// which processors in which order. The events service and any component may be given no
// address: the pipeline service then finds it in the registry by its identifier.
import { Type, type Static } from '@sinclair/typebox'
import { nonEmptyString, orNull, section } from './fragments.js'
import { expecting } from './validator.js'

const COMPONENT = section({
  processor_id: nonEmptyString({ description: 'the processor to call (ProcessRequest.processor_id)' }),
  address: Type.Optional(
    orNull(
      nonEmptyString({
        description: "host:port (or a gRPC target) of the processor's server; absent: the processor_id in the registry",
      }),
    ),
  ),
  component_id: Type.Optional(
    nonEmptyString({ description: 'its name in timings and results (default processor_id); unique in the pipeline' }),
  ),
  params: Type.Optional(
    orNull(expecting(Type.Object({}, { additionalProperties: true }), 'a mapping'), {
      description: "parameters for this component; the request's params override them key by key",
    }),
  ),
  timeout_seconds: Type.Optional(
    orNull(expecting(Type.Number({ exclusiveMinimum: 0 }), 'a positive number'), {
      description: 'deadline of each call to the component; none when absent',
    }),
  ),
  skip_unless_returned: Type.Optional(
    orNull(expecting(Type.Array(nonEmptyString(), { minItems: 1 }), 'a non-empty list of label index names'), {
      description:
        'the label indices this component exists for, when nothing after it reads what it writes: it is skipped for a request that keeps no event and whose return.label_indices names none of them',
    }),
  ),
})

export const PIPELINE_DEFINITION = section({
  name: nonEmptyString({ description: 'the pipeline identifier (pipeline_id)' }),
  events_address: Type.Optional(
    orNull(
      expecting(Type.String({ minLength: 1 }), 'a non-empty host:port string (or absent: svc-events in the registry)'),
      {
        description:
          'host:port of the events service the pipeline and its processors share; absent: svc-events in the registry',
      },
    ),
  ),
  components: expecting(Type.Array(COMPONENT, { minItems: 1 }), 'a non-empty list of components'),
})

export type PipelineDefinitionFile = Static<typeof PIPELINE_DEFINITION>
export type ComponentEntry = Static<typeof COMPONENT>
