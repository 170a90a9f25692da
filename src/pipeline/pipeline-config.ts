// Pipeline definitions (config/pipelines/*.yaml): which events service, which processors in
// which order. Validated once at load; an error names the file and the offending key. The events
// service and any component may be given no address: the pipeline service then finds it in the
// registry by its identifier (svc-events; the processor_id), balanced over its instances.
import { readFileSync } from 'node:fs'
import { parse as parseYaml } from 'yaml'
import { invalidArgument } from '../api/errors.js'
import type { Json } from '../api/json.js'

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

const PIPELINE_KEYS = ['name', 'events_address', 'components']
const COMPONENT_KEYS = ['processor_id', 'address', 'component_id', 'params', 'timeout_seconds', 'skip_unless_returned']

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
    throw invalidArgument(`${path}: cannot read pipeline definition (${(err as NodeJS.ErrnoException).code ?? 'error'})`)
  }
  let doc: unknown
  try {
    doc = parseYaml(text)
  } catch (err) {
    throw invalidArgument(`${path}: not valid YAML (${err instanceof Error ? err.message : String(err)})`)
  }
  return parsePipelineDefinition(doc, path, defaults)
}

/** Validates a parsed definition; `source` prefixes error messages. */
export function parsePipelineDefinition(doc: unknown, source = 'pipeline', defaults: DefinitionDefaults = {}): PipelineDefinition {
  const fail = (key: string, problem: string) => invalidArgument(`${source}: ${key} ${problem}`)
  const root = asObject(doc, () => fail('(root)', 'must be a mapping with name, components and (optionally) events_address'))
  checkKeys(root, PIPELINE_KEYS, '', fail)
  const name = nonEmptyString(root.name, () => fail('name', 'must be a non-empty string'))
  const events_address = optional(root.events_address ?? defaults.events_address, () => fail('events_address', 'must be a non-empty host:port string (or absent: svc-events in the registry)'))
  if (!Array.isArray(root.components) || root.components.length === 0) {
    throw fail('components', 'must be a non-empty list of components')
  }
  const ids = new Set<string>()
  const components = root.components.map((raw: unknown, i: number): ComponentDefinition => {
    const at = `components[${i}]`
    const c = asObject(raw, () => fail(at, 'must be a mapping with processor_id and (optionally) address'))
    checkKeys(c, COMPONENT_KEYS, `${at}.`, fail)
    const component: ComponentDefinition = {
      processor_id: nonEmptyString(c.processor_id, () => fail(`${at}.processor_id`, 'must be a non-empty string')),
    }
    const address = optional(c.address ?? defaults.address, () => fail(`${at}.address`, 'must be a non-empty host:port string (or absent: the processor_id in the registry)'))
    if (address !== undefined) component.address = address
    if (c.component_id !== undefined) {
      component.component_id = nonEmptyString(c.component_id, () => fail(`${at}.component_id`, 'must be a non-empty string'))
    }
    if (c.params !== undefined && c.params !== null) {
      component.params = asObject(c.params, () => fail(`${at}.params`, 'must be a mapping')) as Record<string, Json>
    }
    if (c.timeout_seconds !== undefined && c.timeout_seconds !== null) {
      if (typeof c.timeout_seconds !== 'number' || !(c.timeout_seconds > 0) || !Number.isFinite(c.timeout_seconds)) {
        throw fail(`${at}.timeout_seconds`, 'must be a positive number')
      }
      component.timeout_seconds = c.timeout_seconds
    }
    if (c.skip_unless_returned !== undefined && c.skip_unless_returned !== null) {
      const names = c.skip_unless_returned
      if (!Array.isArray(names) || names.length === 0 || !names.every((n) => typeof n === 'string' && n !== '')) {
        throw fail(`${at}.skip_unless_returned`, 'must be a non-empty list of label index names')
      }
      component.skip_unless_returned = names as string[]
    }
    const id = componentId(component)
    if (ids.has(id)) throw fail(`${at}`, `repeats component '${id}': give one of them a distinct component_id`)
    ids.add(id)
    return component
  })
  return events_address === undefined ? { name, components } : { name, events_address, components }
}

/** Whether the definition names a backend by identifier alone (found through the registry). */
export function usesRegistry(def: PipelineDefinition): boolean {
  return def.events_address === undefined || def.components.some((c) => c.address === undefined)
}

/** The name a component goes by in timings and results. */
export function componentId(c: ComponentDefinition): string {
  return c.component_id ?? c.processor_id
}

function asObject(v: unknown, error: () => Error): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw error()
  return v as Record<string, unknown>
}

function optional(v: unknown, error: () => Error): string | undefined {
  return v === undefined || v === null ? undefined : nonEmptyString(v, error)
}

function nonEmptyString(v: unknown, error: () => Error): string {
  if (typeof v !== 'string' || v === '') throw error()
  return v
}

function checkKeys(obj: Record<string, unknown>, allowed: string[], prefix: string, fail: (key: string, problem: string) => Error): void {
  for (const key of Object.keys(obj)) {
    if (!allowed.includes(key)) throw fail(`${prefix}${key}`, `is not a known key (expected one of ${allowed.join(', ')})`)
  }
}
