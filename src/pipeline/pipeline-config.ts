// Pipeline definitions (config/pipelines/*.yaml): which events service, which processors in
// which order. Checked once at load against their schema (src/schema/pipeline-definition-schema.ts);
// an error names the file, the line and column, and the key. The events service and any
// component may be given no address: the pipeline service then finds it in the registry by its
// identifier (svc-events; the processor_id), balanced over its instances.
import { readFileSync } from 'node:fs'
import { invalidArgument } from '../api/errors.js'
import type { Json } from '../api/json.js'
import { ConfigError, issueError, located } from '../config/config-error.js'
import { parseYamlFile, type YamlFile } from '../config/yaml-file.js'
import { PIPELINE_DEFINITION, type PipelineDefinitionFile } from '../schema/pipeline-definition-schema.js'
import { issueOf } from '../schema/validator.js'

export interface ComponentDefinition {
  /** The processor to call (ProcessRequest.processor_id). */
  processor_id: string
  /** host:port (or a gRPC target) of the processor's server; absent: found in the registry by processor_id. */
  address?: string
  /** Name of the component in timings and results; default processor_id. Unique per pipeline. */
  component_id?: string
  /** Parameters for this component; the request's params override them key by key. */
  params?: Record<string, Json>
  /** Deadline of each call to the component; none when absent. */
  timeout_seconds?: number
  /**
   * The label indices this component exists for, when nothing after it reads what it writes
   * (svc-tokens: tokens): it is skipped for a request that keeps no event and whose answer
   * (`return.label_indices`) names none of them. Absent: it always runs.
   */
  skip_unless_returned?: string[]
}

export interface PipelineDefinition {
  /** The pipeline identifier (ProcessEventInPipelineRequest.pipeline_id). */
  name: string
  /** host:port of the events service the pipeline and its processors share; absent: svc-events in the registry. */
  events_address?: string
  components: ComponentDefinition[]
}

/**
 * Addresses a definition may leave out, and what they then mean: `svc up` hosts the events
 * service and the processors a definition file of its stack would otherwise have to name.
 */
export interface DefinitionDefaults {
  events_address?: string
  /** The address of a component that names none. */
  address?: string
}

/** Reads and validates one pipeline definition file. */
export function loadPipelineFile(path: string, defaults: DefinitionDefaults = {}): PipelineDefinition {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (err) {
    throw invalidArgument(
      `${path}: cannot read pipeline definition (${(err as NodeJS.ErrnoException).code ?? 'error'})`,
    )
  }
  let file: YamlFile
  try {
    file = parseYamlFile(text, path)
  } catch (err) {
    throw invalidArgument(err instanceof ConfigError ? err.message : String(err))
  }
  return definitionOf(file, path, defaults)
}

/** Validates a parsed definition; `source` prefixes error messages. */
export function parsePipelineDefinition(
  doc: unknown,
  source = 'pipeline',
  defaults: DefinitionDefaults = {},
): PipelineDefinition {
  return definitionOf({ value: doc, positionOf: () => undefined }, source, defaults)
}

function definitionOf(file: YamlFile, source: string, defaults: DefinitionDefaults): PipelineDefinition {
  const issue = issueOf(PIPELINE_DEFINITION, file.value)
  if (issue) throw invalidArgument(issueError(source, issue, file).message)
  const root = file.value as PipelineDefinitionFile
  const ids = new Set<string>()
  const components = root.components.map((c, i): ComponentDefinition => {
    const component: ComponentDefinition = { processor_id: c.processor_id }
    const address = c.address ?? defaults.address
    if (address != null) component.address = address
    if (c.component_id !== undefined) component.component_id = c.component_id
    if (c.params != null) component.params = c.params as Record<string, Json>
    if (c.timeout_seconds != null) component.timeout_seconds = c.timeout_seconds
    if (c.skip_unless_returned != null) component.skip_unless_returned = c.skip_unless_returned
    const id = componentId(component)
    if (ids.has(id))
      throw invalidArgument(
        `${located(source, file.positionOf(['components', i]))}: components[${i}] repeats component '${id}': give one of them a distinct component_id`,
      )
    ids.add(id)
    return component
  })
  const events_address = root.events_address ?? defaults.events_address
  return events_address == null ? { name: root.name, components } : { name: root.name, events_address, components }
}

/** Whether the definition names a backend by identifier alone (found through the registry). */
export function usesRegistry(def: PipelineDefinition): boolean {
  return def.events_address === undefined || def.components.some((c) => c.address === undefined)
}

/** The name a component goes by in timings and results. */
export function componentId(c: ComponentDefinition): string {
  return c.component_id ?? c.processor_id
}
