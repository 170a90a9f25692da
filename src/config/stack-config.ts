// The `stack:` section of the config: what `svc up` hosts besides the gateway (which backends,
// on which ports, with which options). `svc gateway` and the backend commands ignore it. Kept
// apart from config.ts so the section can grow in one place.
import { parseStoreSpec, STORE_FORMS } from './store-spec.js'

/** The events service `svc up` hosts. Options left out take the events service's defaults. */
export interface StackEventsConfig {
  /** 0: a free port chosen at start (kept across restarts of the backends). */
  port: number
  /** Seconds after which an event nobody touches expires; 0 = never. */
  idle_timeout?: number
  /** Most events held at once; 0 = no limit. */
  max_events?: number
  /** Most bytes held at once (estimate); 0 = no limit. */
  max_bytes?: number
  /** Where the events are kept, as `svc events --store` takes it (memory, redis://…); checked when read. */
  store?: string
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

/** The checks config.ts's validator offers; each throws a ConfigError naming the key. */
export interface ConfigChecks {
  fail(key: string, expected: string): never
  object(x: unknown, key: string): Record<string, unknown>
  string(x: unknown, key: string): string
  boolean(x: unknown, key: string): boolean
  number(x: unknown, key: string, min: number): number
  integer(x: unknown, key: string, min: number): number
  port(x: unknown, key: string, allowZero?: boolean): number
  unknownKeys(o: Record<string, unknown>, known: Set<string>, prefix: string): void
}

const STACK_KEYS = new Set(['host', 'single_process', 'workers', 'metrics_port', 'events', 'processors', 'pipelines'])
const EVENTS_KEYS = new Set(['port', 'idle_timeout', 'max_events', 'max_bytes', 'store'])
const PROCESSORS_KEYS = new Set(['port', 'only'])
const PIPELINE_KEYS = new Set(['name', 'file', 'port'])

/** The `stack:` section, checked, with defaults filled in. */
export function validateStack(raw: unknown, v: ConfigChecks): StackConfig {
  const stack = structuredClone(DEFAULT_STACK)
  if (raw === undefined || raw === null) return stack
  const s = v.object(raw, 'stack')
  v.unknownKeys(s, STACK_KEYS, 'stack.')
  if (s.host !== undefined) stack.host = v.string(s.host, 'stack.host')
  if (s.single_process !== undefined) stack.single_process = v.boolean(s.single_process, 'stack.single_process')
  if (s.workers !== undefined) stack.workers = s.workers === null ? null : v.integer(s.workers, 'stack.workers', 0)
  if (s.metrics_port !== undefined && s.metrics_port !== null) stack.metrics_port = s.metrics_port === false ? null : v.port(s.metrics_port, 'stack.metrics_port', true)
  // false (or []) hosts none; a key left empty keeps the default.
  if (s.events !== undefined && s.events !== null) stack.events = s.events === false ? null : events(s.events, v)
  if (s.processors !== undefined && s.processors !== null) stack.processors = s.processors === false ? null : processors(s.processors, v)
  if (s.pipelines !== undefined && s.pipelines !== null) stack.pipelines = pipelines(s.pipelines, v)
  return stack
}

function events(raw: unknown, v: ConfigChecks): StackEventsConfig {
  if (raw === true) return { port: 0 }
  const o = v.object(raw, 'stack.events')
  v.unknownKeys(o, EVENTS_KEYS, 'stack.events.')
  const out: StackEventsConfig = { port: o.port === undefined ? 0 : v.port(o.port, 'stack.events.port', true) }
  if (o.idle_timeout !== undefined) out.idle_timeout = v.number(o.idle_timeout, 'stack.events.idle_timeout', 0)
  if (o.max_events !== undefined) out.max_events = v.integer(o.max_events, 'stack.events.max_events', 0)
  if (o.max_bytes !== undefined) out.max_bytes = v.integer(o.max_bytes, 'stack.events.max_bytes', 0)
  if (o.store !== undefined) out.store = storeSpecText(v.string(o.store, 'stack.events.store'), v)
  return out
}

/** A store spec, checked now so that a mistake stops start-up naming the key, not the backends child. */
function storeSpecText(text: string, v: ConfigChecks): string {
  try {
    parseStoreSpec(text)
  } catch {
    v.fail('stack.events.store', `one of ${STORE_FORMS}`)
  }
  return text
}

function processors(raw: unknown, v: ConfigChecks): StackProcessorsConfig {
  if (raw === true) return { port: 0, only: null }
  const o = v.object(raw, 'stack.processors')
  v.unknownKeys(o, PROCESSORS_KEYS, 'stack.processors.')
  let only: string[] | null = null
  if (o.only !== undefined && o.only !== null) {
    if (!Array.isArray(o.only) || o.only.length === 0) v.fail('stack.processors.only', 'a non-empty list of processor identifiers')
    only = (o.only as unknown[]).map((id, i) => v.string(id, `stack.processors.only[${i}]`))
  }
  return { port: o.port === undefined ? 0 : v.port(o.port, 'stack.processors.port', true), only }
}

function pipelines(raw: unknown, v: ConfigChecks): StackPipelineConfig[] {
  if (!Array.isArray(raw)) v.fail('stack.pipelines', 'a list of pipelines ({name | file, port})')
  const seenFiles = new Set<string>()
  return raw.map((item, i) => {
    const key = `stack.pipelines[${i}]`
    if (typeof item === 'string') return { name: v.string(item, key), file: null, port: 0 }
    const o = v.object(item, key)
    v.unknownKeys(o, PIPELINE_KEYS, `${key}.`)
    if ((o.name === undefined) === (o.file === undefined)) v.fail(key, 'either name (a built-in pipeline) or file (a pipeline definition)')
    const file = o.file === undefined ? null : v.string(o.file, `${key}.file`)
    if (file !== null) {
      if (seenFiles.has(file)) v.fail(`${key}.file`, `each definition file once (${file} appears twice)`)
      seenFiles.add(file)
    }
    return { name: o.name === undefined ? null : v.string(o.name, `${key}.name`), file, port: o.port === undefined ? 0 : v.port(o.port, `${key}.port`, true) }
  })
}
