// The one config loader: SVC_CONFIG, else ./svcConfig.yaml, else the embedded defaults.
// Validation names the bad key and what was expected; unknown keys are warnings, not errors.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { DEFAULT_API_PACKAGE } from '../api/names.js'
import { DEFAULT_STACK, validateStack, type ConfigChecks, type StackConfig } from './stack-config.js'

export type { StackConfig, StackEventsConfig, StackPipelineConfig, StackProcessorsConfig } from './stack-config.js'

/** A backend reached at a fixed address. */
export interface Endpoint {
  Identifier: string
  Endpoint: string
}

export interface PluginConfig {
  /** A built-in plugin's name (retry, metrics, logging, auth, cors) or a module path. */
  name?: string
  path?: string
  enabled?: boolean
  /** A required plugin that fails to load stops start-up; default true for auth, else false. */
  required?: boolean
  options?: Record<string, unknown>
}

export interface SvcConfig {
  /** 'registry' (Consul) or 'static' (only this file). */
  discovery: 'static' | 'registry'
  registry: { host: string; port: number; scheme: 'http' | 'https' }
  /** 'ipv4' writes multi-instance targets as ipv4:a:p,b:p; 'dns' uses the first address. */
  python_naming_scheme: 'ipv4' | 'dns'
  gateway: {
    host: string
    port: number
    /** Seconds between re-reads of this file (static) or fallback polls (registry). */
    refresh_interval: number
    /** host:port of the events service, or null to discover `svc-events`. */
    events: string | null
    /** Largest request body in bytes. */
    body_limit: number
    /** Per-call deadline to backends, in seconds. */
    deadline: number
    /** Deadline for pipeline calls, in seconds (pipelines run many components). */
    pipeline_deadline: number
    /** How many identifiers keep an open channel at once (least recently used closed first). */
    max_channels: number
    /** Milliseconds to let in-flight requests finish on SIGTERM. */
    shutdown_grace: number
    /** Deepest JSON nesting of a request body (objects and arrays). */
    max_json_depth: number
    /** Most JSON values (objects, arrays, strings, numbers, booleans, nulls) in a request body. */
    max_json_values: number
    /** Most labels in one label index of a request body. */
    max_labels_per_index: number
    /** Most JSON values in one label of a request body (the label object itself included). */
    max_values_per_label: number
    /**
     * Largest document text (UTF-8 bytes) or binary (bytes; its base64 is measured before it is
     * decoded) a request may carry; the stack's backends (svc up) refuse beyond it as well.
     */
    max_document_bytes: number
    /** Bytes of memory the request bodies and answers in flight may take at once; null: half the heap limit. */
    memory_budget: number | null
    /** Seconds a client has to send the request line and headers (then 408). */
    headers_timeout: number
    /** Seconds a client has to send the whole body once the headers arrived (then 408). */
    body_timeout: number
    /** Seconds an answer may wait without the client reading any of it (then the connection is closed). */
    write_timeout: number
    /**
     * What /readyz asks. 'gateway': this gateway can serve (routing table loaded, an events
     * service routed, not draining). 'strict': also every routed backend's gRPC health SERVING.
     */
    readiness: 'gateway' | 'strict'
    /** Seconds between background gRPC health checks of the routed backends; 0 = none. */
    health_interval: number
    /** Answers of at least this many bytes are compressed (gzip, br) when the client accepts it; null: never. */
    compression_threshold: number | null
  }
  processors: Endpoint[]
  pipelines: Endpoint[]
  grpc: { api_package: string }
  plugins: PluginConfig[]
  /** Options of the built-in clinical processors (`svc processors`). */
  nlp: { lexicons: string[] }
  /** What `svc up` hosts besides the gateway (stack-config.ts); other commands ignore it. */
  stack: StackConfig
}

/**
 * The largest document by default: 8 MiB of text, about 4,000 pages, where a long clinical note
 * is tens of kilobytes. The clinical pipeline's whole answer is about 21 times its text (a 2 MB
 * note answers 42 MB), so this keeps the largest answer (about 180 MB) within a gRPC message
 * (256 MiB) and refused before any work rather than after it.
 */
export const DEFAULT_MAX_DOCUMENT_BYTES = 8 * 1024 * 1024

export const DEFAULT_CONFIG: SvcConfig = Object.freeze({
  discovery: 'static',
  registry: { host: '127.0.0.1', port: 8500, scheme: 'http' },
  python_naming_scheme: 'ipv4',
  gateway: {
    host: '0.0.0.0',
    port: 8080,
    refresh_interval: 10,
    events: null,
    body_limit: 100 * 1024 * 1024,
    deadline: 60,
    pipeline_deadline: 300,
    max_channels: 1024,
    shutdown_grace: 10000,
    max_json_depth: 32,
    max_json_values: 8_000_000,
    max_labels_per_index: 1_000_000,
    max_values_per_label: 10_000,
    max_document_bytes: DEFAULT_MAX_DOCUMENT_BYTES,
    memory_budget: null,
    headers_timeout: 60,
    body_timeout: 300,
    write_timeout: 30,
    readiness: 'gateway',
    health_interval: 5,
    compression_threshold: 1024,
  },
  processors: [],
  pipelines: [],
  grpc: { api_package: DEFAULT_API_PACKAGE },
  plugins: [],
  nlp: { lexicons: [] },
  stack: DEFAULT_STACK,
}) as SvcConfig

export class ConfigError extends Error {
  constructor(readonly source: string, readonly key: string, expected: string) {
    super(`${source}: ${key}: expected ${expected}`)
    this.name = 'ConfigError'
  }
}

export interface LoadedConfig {
  config: SvcConfig
  /** The file read, or null for the embedded default. */
  path: string | null
  warnings: string[]
}

/** Where the config comes from: an explicit path, SVC_CONFIG, ./svcConfig.yaml, or none. */
export function configPath(explicit?: string, env = process.env, cwd = process.cwd()): string | null {
  if (explicit) return resolve(cwd, explicit)
  if (env.SVC_CONFIG) return resolve(cwd, env.SVC_CONFIG)
  const local = resolve(cwd, 'svcConfig.yaml')
  return existsSync(local) ? local : null
}

export function loadConfig(explicit?: string, env = process.env, cwd = process.cwd()): LoadedConfig {
  const path = configPath(explicit, env, cwd)
  if (!path) return { config: structuredClone(DEFAULT_CONFIG), path: null, warnings: [] }
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (err) {
    throw new ConfigError(path, '(file)', `a readable YAML file (${(err as NodeJS.ErrnoException).code ?? err})`)
  }
  return { ...parseConfig(text, path), path }
}

export function parseConfig(text: string, source = '(config)'): { config: SvcConfig; warnings: string[] } {
  let raw: unknown
  try {
    raw = parseYaml(text)
  } catch (err) {
    throw new ConfigError(source, '(file)', `valid YAML (${(err as Error).message.split('\n')[0]})`)
  }
  return validateConfig(raw ?? {}, source)
}

const TOP_KEYS = new Set(['discovery', 'registry', 'consul', 'python_naming_scheme', 'gateway', 'processors', 'pipelines', 'grpc', 'plugins', 'events', 'nlp', 'stack'])
const GATEWAY_KEYS = new Set([...Object.keys(DEFAULT_CONFIG.gateway), 'processors', 'pipelines'])

/** Checks a parsed document against the schema and fills defaults. */
export function validateConfig(raw: unknown, source = '(config)'): { config: SvcConfig; warnings: string[] } {
  const warnings: string[] = []
  const v = new Validator(source, warnings)
  const top = v.object(raw, '(top level)')
  v.unknownKeys(top, TOP_KEYS, '')
  const d = DEFAULT_CONFIG
  const config = structuredClone(d)

  const discovery = top.discovery
  if (discovery !== undefined && discovery !== null) {
    const s = v.string(discovery, 'discovery')
    if (s === 'registry' || s === 'consul') config.discovery = 'registry'
    else if (s === 'static' || s === 'none') config.discovery = 'static'
    else throw new ConfigError(source, 'discovery', "'registry' (Consul) or 'static'")
  }
  // Existing files call the registry block `consul`; both are accepted.
  const regRaw = top.registry ?? top.consul
  if (regRaw !== undefined && regRaw !== null) {
    const reg = v.object(regRaw, top.registry !== undefined ? 'registry' : 'consul')
    const prefix = top.registry !== undefined ? 'registry' : 'consul'
    v.unknownKeys(reg, new Set(['host', 'port', 'scheme', 'python_naming_scheme']), prefix + '.')
    if (reg.host !== undefined) config.registry.host = v.string(reg.host, `${prefix}.host`)
    if (reg.port !== undefined) config.registry.port = v.port(reg.port, `${prefix}.port`)
    if (reg.scheme !== undefined) config.registry.scheme = v.oneOf(reg.scheme, `${prefix}.scheme`, ['http', 'https'])
    if (reg.python_naming_scheme !== undefined)
      config.python_naming_scheme = v.oneOf(reg.python_naming_scheme, `${prefix}.python_naming_scheme`, ['ipv4', 'dns'])
  }
  if (top.python_naming_scheme !== undefined && top.python_naming_scheme !== null)
    config.python_naming_scheme = v.oneOf(top.python_naming_scheme, 'python_naming_scheme', ['ipv4', 'dns'])

  let gatewayProcessors: Endpoint[] | undefined
  let gatewayPipelines: Endpoint[] | undefined
  if (top.gateway !== undefined && top.gateway !== null) {
    const g = v.object(top.gateway, 'gateway')
    v.unknownKeys(g, GATEWAY_KEYS, 'gateway.')
    const gc = config.gateway
    if (g.host !== undefined) gc.host = v.string(g.host, 'gateway.host')
    if (g.port !== undefined) gc.port = v.port(g.port, 'gateway.port', true)
    if (g.refresh_interval !== undefined) gc.refresh_interval = v.number(g.refresh_interval, 'gateway.refresh_interval', 0.05)
    if (g.events !== undefined) gc.events = g.events === null ? null : v.address(g.events, 'gateway.events')
    if (g.body_limit !== undefined) gc.body_limit = v.integer(g.body_limit, 'gateway.body_limit', 1)
    if (g.deadline !== undefined) gc.deadline = v.number(g.deadline, 'gateway.deadline', 0.001)
    if (g.pipeline_deadline !== undefined) gc.pipeline_deadline = v.number(g.pipeline_deadline, 'gateway.pipeline_deadline', 0.001)
    if (g.max_channels !== undefined) gc.max_channels = v.integer(g.max_channels, 'gateway.max_channels', 1)
    if (g.shutdown_grace !== undefined) gc.shutdown_grace = v.integer(g.shutdown_grace, 'gateway.shutdown_grace', 0)
    readRequestLimits(v, g, gc)
    if (g.readiness !== undefined) gc.readiness = v.oneOf(g.readiness, 'gateway.readiness', ['gateway', 'strict'])
    if (g.health_interval !== undefined) gc.health_interval = v.number(g.health_interval, 'gateway.health_interval', 0)
    if (g.compression_threshold !== undefined)
      gc.compression_threshold = g.compression_threshold === null || g.compression_threshold === false ? null : v.integer(g.compression_threshold, 'gateway.compression_threshold', 0)
    if (g.processors !== undefined && g.processors !== null) gatewayProcessors = v.endpoints(g.processors, 'gateway.processors')
    if (g.pipelines !== undefined && g.pipelines !== null) gatewayPipelines = v.endpoints(g.pipelines, 'gateway.pipelines')
  }
  if (top.events !== undefined && top.events !== null) config.gateway.events = v.address(top.events, 'events')
  const processors = top.processors !== undefined && top.processors !== null ? v.endpoints(top.processors, 'processors') : []
  const pipelines = top.pipelines !== undefined && top.pipelines !== null ? v.endpoints(top.pipelines, 'pipelines') : []
  config.processors = [...(gatewayProcessors ?? []), ...processors]
  config.pipelines = [...(gatewayPipelines ?? []), ...pipelines]
  v.noDuplicates(config.processors, 'processors')
  v.noDuplicates(config.pipelines, 'pipelines')

  if (top.grpc !== undefined && top.grpc !== null) {
    const gr = v.object(top.grpc, 'grpc')
    v.unknownKeys(gr, new Set(['api_package']), 'grpc.')
    if (gr.api_package !== undefined) {
      const p = v.string(gr.api_package, 'grpc.api_package')
      if (!/^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/.test(p))
        throw new ConfigError(source, 'grpc.api_package', 'a dotted proto package name such as mtap.api.v1')
      config.grpc.api_package = p
    }
  }
  if (top.plugins !== undefined && top.plugins !== null) config.plugins = v.plugins(top.plugins, 'plugins')
  if (top.nlp !== undefined && top.nlp !== null) {
    const nlp = v.object(top.nlp, 'nlp')
    v.unknownKeys(nlp, new Set(['lexicons']), 'nlp.')
    if (nlp.lexicons !== undefined && nlp.lexicons !== null) {
      if (!Array.isArray(nlp.lexicons)) v.fail('nlp.lexicons', 'a list of TSV file paths')
      config.nlp.lexicons = (nlp.lexicons as unknown[]).map((f, i) => v.string(f, `nlp.lexicons[${i}]`))
    }
  }
  config.stack = validateStack(top.stack, v)
  return { config, warnings }
}

/** The keys that bound what one request may cost (docs/limits.md). */
function readRequestLimits(v: Validator, g: Record<string, unknown>, gc: SvcConfig['gateway']): void {
  if (g.max_json_depth !== undefined) gc.max_json_depth = v.integer(g.max_json_depth, 'gateway.max_json_depth', 1)
  if (g.max_json_values !== undefined) gc.max_json_values = v.integer(g.max_json_values, 'gateway.max_json_values', 1)
  if (g.max_labels_per_index !== undefined) gc.max_labels_per_index = v.integer(g.max_labels_per_index, 'gateway.max_labels_per_index', 1)
  if (g.max_values_per_label !== undefined) gc.max_values_per_label = v.integer(g.max_values_per_label, 'gateway.max_values_per_label', 3)
  if (g.max_document_bytes !== undefined) gc.max_document_bytes = v.integer(g.max_document_bytes, 'gateway.max_document_bytes', 1)
  if (g.memory_budget !== undefined) gc.memory_budget = g.memory_budget === null ? null : v.integer(g.memory_budget, 'gateway.memory_budget', 1024 * 1024)
  if (g.headers_timeout !== undefined) gc.headers_timeout = v.number(g.headers_timeout, 'gateway.headers_timeout', 0.05)
  if (g.body_timeout !== undefined) gc.body_timeout = v.number(g.body_timeout, 'gateway.body_timeout', 0.05)
  if (g.write_timeout !== undefined) gc.write_timeout = v.number(g.write_timeout, 'gateway.write_timeout', 0.05)
}

class Validator implements ConfigChecks {
  constructor(private readonly source: string, private readonly warnings: string[]) {}

  fail(key: string, expected: string): never {
    throw new ConfigError(this.source, key, expected)
  }
  object(x: unknown, key: string): Record<string, unknown> {
    if (typeof x !== 'object' || x === null || Array.isArray(x)) this.fail(key, 'a mapping')
    return x as Record<string, unknown>
  }
  string(x: unknown, key: string): string {
    if (typeof x !== 'string' || x.length === 0) this.fail(key, 'a non-empty string')
    return x
  }
  boolean(x: unknown, key: string): boolean {
    if (typeof x !== 'boolean') this.fail(key, 'true or false')
    return x
  }
  oneOf<T extends string>(x: unknown, key: string, allowed: T[]): T {
    if (typeof x !== 'string' || !allowed.includes(x as T)) this.fail(key, `one of ${allowed.join(', ')}`)
    return x as T
  }
  number(x: unknown, key: string, min: number): number {
    if (typeof x !== 'number' || !Number.isFinite(x) || x < min) this.fail(key, `a number >= ${min}`)
    return x
  }
  integer(x: unknown, key: string, min: number): number {
    if (typeof x !== 'number' || !Number.isInteger(x) || x < min) this.fail(key, `an integer >= ${min}`)
    return x
  }
  port(x: unknown, key: string, allowZero = false): number {
    const n = typeof x === 'string' && /^\d+$/.test(x) ? Number(x) : x
    if (typeof n !== 'number' || !Number.isInteger(n) || n < (allowZero ? 0 : 1) || n > 65535)
      this.fail(key, `a port number (${allowZero ? 0 : 1}-65535)`)
    return n
  }
  address(x: unknown, key: string): string {
    if (typeof x !== 'string' || !isTarget(x)) this.fail(key, 'an address host:port (or a gRPC target such as ipv4:a:p,b:p)')
    return x
  }
  endpoints(x: unknown, key: string): Endpoint[] {
    if (!Array.isArray(x)) this.fail(key, 'a list of {Identifier, Endpoint}')
    return x.map((item, i) => {
      const o = this.object(item, `${key}[${i}]`)
      this.unknownKeys(o, new Set(['Identifier', 'Endpoint']), `${key}[${i}].`)
      const id = this.string(o.Identifier, `${key}[${i}].Identifier`)
      if (!IDENTIFIER.test(id)) this.fail(`${key}[${i}].Identifier`, 'letters, digits, ".", "_", "~" or "-" (at most 253)')
      return { Identifier: id, Endpoint: this.address(o.Endpoint, `${key}[${i}].Endpoint`) }
    })
  }
  noDuplicates(list: Endpoint[], key: string): void {
    const seen = new Set<string>()
    for (const e of list) {
      if (seen.has(e.Identifier)) this.fail(key, `unique identifiers (${e.Identifier} appears twice)`)
      seen.add(e.Identifier)
    }
  }
  plugins(x: unknown, key: string): PluginConfig[] {
    if (!Array.isArray(x)) this.fail(key, 'a list of plugins ({name|path, options})')
    return x.map((item, i) => {
      if (typeof item === 'string') return { name: item }
      const o = this.object(item, `${key}[${i}]`)
      this.unknownKeys(o, new Set(['name', 'path', 'enabled', 'required', 'options']), `${key}[${i}].`)
      if (o.name === undefined && o.path === undefined) this.fail(`${key}[${i}]`, 'a name or a path')
      const p: PluginConfig = {}
      if (o.name !== undefined) p.name = this.string(o.name, `${key}[${i}].name`)
      if (o.path !== undefined) p.path = this.string(o.path, `${key}[${i}].path`)
      if (o.enabled !== undefined) {
        if (typeof o.enabled !== 'boolean') this.fail(`${key}[${i}].enabled`, 'true or false')
        p.enabled = o.enabled
      }
      if (o.required !== undefined) {
        if (typeof o.required !== 'boolean') this.fail(`${key}[${i}].required`, 'true or false')
        p.required = o.required
      }
      if (o.options !== undefined && o.options !== null) p.options = this.object(o.options, `${key}[${i}].options`)
      return p
    })
  }
  unknownKeys(o: Record<string, unknown>, known: Set<string>, prefix: string): void {
    for (const k of Object.keys(o)) if (!known.has(k)) this.warnings.push(`${this.source}: unknown key ${prefix}${k} (ignored)`)
  }
}

/** Identifiers become URL path segments and registry service names. */
export const IDENTIFIER = /^[A-Za-z0-9._~-]{1,253}$/

/** host:port, [v6]:port, or a gRPC URI target (ipv4:…, ipv6:…, dns:…, unix:…). */
export function isTarget(s: string): boolean {
  if (/^(ipv4|ipv6|dns|unix|unix-abstract):\S+$/.test(s)) return true
  return /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9._-]+):\d{1,5}$/.test(s)
}
