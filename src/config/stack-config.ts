// The `stack:` section of the config: what `svc up` hosts besides the gateway (which backends,
// on which ports, with which options). `svc gateway` and the backend commands ignore it. Its
// schema (src/schema/stack-schema.ts) checks it; this reads it into the shape `svc up` plans from.
import type { StackEventsSection, StackProcessorsSection, StackSection } from '../schema/stack-schema.js'
import { ConfigError } from './config-error.js'
import { parseStoreSpec, STORE_FORMS } from './store-spec.js'
import type { YamlFile } from './yaml-file.js'

/** The events service `svc up` hosts. Options left out take the events service's defaults. */
export type StackEventsConfig = Omit<StackEventsSection, 'port'> & {
  /** 0: a free port chosen at start (kept across restarts of the backends). */
  port: number
}

export interface StackProcessorsConfig {
  port: number
  /** Host only these processor identifiers, in this order; null: every built-in one. */
  only: string[] | null
}

/** One pipeline service: a built-in pipeline by name, or a definition file. */
export interface StackPipelineConfig {
  /** A built-in pipeline (svc-rtf-to-text, svc-default-pipeline); null when `file` is given. */
  name: string | null
  /**
   * A pipeline definition file (relative to the config file). Its `events_address` and each
   * component's `address` may be left out: they then mean the stack's own services.
   */
  file: string | null
  port: number
}

export interface StackConfig {
  /** Where the hosted backends listen; loopback, since the gateway is their client. */
  host: string
  /** Run the backends in the `svc up` process instead of one child process. */
  single_process: boolean
  /**
   * Worker threads of the backends process that run the stack's clinical pipelines, off its
   * event loop (pipeline-workers.ts); null: one per core this process may use
   * (os.availableParallelism()); 0: none, the pipelines run on the main thread.
   */
  workers: number | null
  /** The port the backends serve their Prometheus metrics on (GET /metrics); 0: a free one; null (`false`): none. */
  metrics_port: number | null
  /** null (`events: false`): no events service hosted (gateway.events or the registry names one). */
  events: StackEventsConfig | null
  /** null (`processors: false`): no processors hosted. */
  processors: StackProcessorsConfig | null
  pipelines: StackPipelineConfig[]
}

export const DEFAULT_STACK: StackConfig = Object.freeze({
  host: '127.0.0.1',
  single_process: false,
  workers: null,
  metrics_port: 0,
  events: { port: 0 },
  processors: { port: 0, only: null },
  pipelines: [
    { name: 'svc-rtf-to-text', file: null, port: 0 },
    { name: 'svc-default-pipeline', file: null, port: 0 },
  ],
}) as StackConfig

/** The `stack:` section, checked by the schema, read with its defaults; a store spec and repeated files checked here. */
export function stackOf(section: StackSection | null | undefined, source: string, file: YamlFile): StackConfig {
  const stack = structuredClone(DEFAULT_STACK)
  if (section == null) return stack
  if (section.host !== undefined) stack.host = section.host
  if (section.single_process !== undefined) stack.single_process = section.single_process
  if (section.workers !== undefined) stack.workers = section.workers
  // false: none; a key left empty keeps the default.
  if (section.metrics_port != null)
    stack.metrics_port = section.metrics_port === false ? null : Number(section.metrics_port)
  // false (or []) hosts none; a key left empty keeps the default.
  if (section.events != null) stack.events = section.events === false ? null : eventsOf(section.events, source, file)
  if (section.processors != null)
    stack.processors = section.processors === false ? null : processorsOf(section.processors)
  if (section.pipelines != null) stack.pipelines = pipelinesOf(section.pipelines, source, file)
  return stack
}

function eventsOf(events: true | StackEventsSection, source: string, file: YamlFile): StackEventsConfig {
  if (events === true) return { port: 0 }
  const { port, ...options } = events
  // Checked now so that a mistake stops start-up naming the key, not the backends child.
  if (options.store !== undefined && !isStoreSpec(options.store)) {
    throw new ConfigError(
      source,
      'stack.events.store',
      `one of ${STORE_FORMS}`,
      file.positionOf(['stack', 'events', 'store']),
    )
  }
  return { port: Number(port ?? 0), ...options }
}

function isStoreSpec(text: string): boolean {
  try {
    parseStoreSpec(text)
    return true
  } catch {
    return false
  }
}

function processorsOf(processors: true | StackProcessorsSection): StackProcessorsConfig {
  if (processors === true) return { port: 0, only: null }
  return { port: Number(processors.port ?? 0), only: processors.only ?? null }
}

function pipelinesOf(
  pipelines: NonNullable<StackSection['pipelines']>,
  source: string,
  file: YamlFile,
): StackPipelineConfig[] {
  const seenFiles = new Set<string>()
  return pipelines.map((item, i) => {
    if (typeof item === 'string') return { name: item, file: null, port: 0 }
    if (item.file !== undefined) {
      if (seenFiles.has(item.file))
        throw new ConfigError(
          source,
          `stack.pipelines[${i}].file`,
          `each definition file once (${item.file} appears twice)`,
          file.positionOf(['stack', 'pipelines', i, 'file']),
        )
      seenFiles.add(item.file)
    }
    return { name: item.name ?? null, file: item.file ?? null, port: Number(item.port ?? 0) }
  })
}
