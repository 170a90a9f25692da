// The two pipelines of the specification, as definitions over the built-in processors.
import type { PipelineDefinition } from '../pipeline/pipeline-config.js'

export const RTF_PIPELINE = 'svc-rtf-to-text'
export const DEFAULT_PIPELINE = 'svc-default-pipeline'

/** Processor identifiers of the clinical-text pipeline, in order. */
export const CLINICAL_COMPONENTS = [
  'svc-rtf',
  'svc-sentences',
  'svc-tokens',
  'svc-sections',
  'svc-concepts',
  'svc-context',
] as const

/**
 * Components whose output nothing later in the pipeline reads: skipped when the answer does not
 * carry it (svc-tokens, with the part-of-speech tagger, is the pipeline's largest step).
 */
const ANSWER_ONLY: Readonly<Record<string, string[]>> = { 'svc-tokens': ['tokens'] }

export function defaultPipelines(eventsAddress: string, processorsAddress: string): PipelineDefinition[] {
  const component = (processor_id: string) => ({
    processor_id,
    address: processorsAddress,
    ...(ANSWER_ONLY[processor_id] ? { skip_unless_returned: ANSWER_ONLY[processor_id] } : {}),
  })
  return [
    { name: RTF_PIPELINE, events_address: eventsAddress, components: [component('svc-rtf')] },
    { name: DEFAULT_PIPELINE, events_address: eventsAddress, components: CLINICAL_COMPONENTS.map(component) },
  ]
}
