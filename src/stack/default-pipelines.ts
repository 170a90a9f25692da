// The two pipelines of the specification, as definitions over the built-in processors.
import type { PipelineDefinition } from '../pipeline/pipeline-config.js'

export const RTF_PIPELINE = 'svc-rtf-to-text'
export const DEFAULT_PIPELINE = 'svc-default-pipeline'

/** Processor identifiers of the clinical-text pipeline, in order. */
export const CLINICAL_COMPONENTS = ['svc-rtf', 'svc-sentences', 'svc-tokens', 'svc-sections', 'svc-concepts', 'svc-context'] as const

export function defaultPipelines(eventsAddress: string, processorsAddress: string): PipelineDefinition[] {
  const component = (processor_id: string) => ({ processor_id, address: processorsAddress })
  return [
    { name: RTF_PIPELINE, events_address: eventsAddress, components: [component('svc-rtf')] },
    { name: DEFAULT_PIPELINE, events_address: eventsAddress, components: CLINICAL_COMPONENTS.map(component) },
  ]
}
