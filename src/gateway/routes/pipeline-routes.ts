// The pipelines' routes (PROTOCOL.md §4): the list the gateway answers itself, and process,
// answered by the pipeline named in the path.
import { durationMapToJson, durationToJson, type PbDuration } from '../../api/duration.js'
import type { Json } from '../../api/json.js'
import { invalidBody } from '../errors.js'
import { optBool, optObject } from './body-readers.js'
import { backendRoute, type BackendDef, type LocalSpec, type RouteSpec } from './route-spec.js'
import { listing, ref } from './schemas.js'

const LIST: LocalSpec = {
  method: 'GET', path: '/v1/pipelines', operation: 'ListPipelines', summary: 'The pipelines routed now',
  kind: 'gateway', body: 'none', responseSchema: listing('Pipelines'),
  handler: (_scope, { snapshot }) => ({ Pipelines: [...snapshot.pipelines.keys()].map((Identifier) => ({ Identifier })) }),
}

const PIPELINES: BackendDef[] = [
  {
    method: 'POST', path: '/v1/pipeline/:pipeline_id/process', operation: 'PipelineProcess',
    summary: 'Create an event from the body, run the pipeline on it, and answer the processed event',
    kind: 'pipeline', idParam: 'pipeline_id', grpcMethod: 'Process', idempotent: false, body: 'required',
    requestSchema: ref('PipelineRequest'),
    responseSchema: ref('PipelineAnswer'),
    toRequest: ({ params, body }) => {
      const event = optObject(body, 'event')
      if (!event) throw invalidBody('event', 'an object', body?.event)
      return { pipeline_id: params.pipeline_id, event, params: optObject(body, 'params') ?? {}, keep_after: optBool(body, 'keep_after') }
    },
    fromResponse: (r) => ({
      event: r.event ?? {},
      timing_info: durationMapToJson(r.timing_info),
      result: {
        component_results: (r.result?.component_results ?? []).map((c: { identifier: string; result_dict: Record<string, Json>; timing_info: Record<string, PbDuration> }) => ({
          identifier: c.identifier,
          result_dict: c.result_dict ?? {},
          timing_info: durationMapToJson(c.timing_info),
        })),
        elapsed_time: durationToJson(r.result?.elapsed_time),
      },
    }),
  },
]

export const PIPELINE_ROUTES: readonly RouteSpec[] = [LIST, ...PIPELINES.map(backendRoute)]
