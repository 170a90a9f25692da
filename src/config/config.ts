// The one config loader: --config, else SVC_CONFIG, else ./svcConfig.yaml, else the embedded
// defaults. The file is checked against its schema (src/schema/config-schema.ts), which also
// holds every default: a bad value or an unknown key stops start-up with the file, the line and
// column, and the key. The file's other spellings (a `consul:` block, top-level `events`,
// `gateway.processors`) are then read into the one shape the rest of the project uses.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { Value } from '@sinclair/typebox/value'
import {
  CONFIG_FILE,
  SECTIONS,
  type ConfigFile,
  type EndpointEntry,
  type GatewaySection,
} from '../schema/config-schema.js'
import { IDENTIFIER_PATTERN, TARGET_PATTERN } from '../schema/fragments.js'
import { issueOf } from '../schema/validator.js'
import { ConfigError, issueError } from './config-error.js'
import { stackOf, type StackConfig } from './stack-config.js'
import { parseYamlFile, type YamlFile } from './yaml-file.js'

export { ConfigError } from './config-error.js'
export { DEFAULT_MAX_DOCUMENT_BYTES } from '../schema/config-schema.js'
export type { StackConfig, StackEventsConfig, StackPipelineConfig, StackProcessorsConfig } from './stack-config.js'

/** A backend reached at a fixed address. */
export type Endpoint = EndpointEntry

export interface PluginConfig {
  /** A built-in plugin's name (retry, metrics, logging, auth, cors) or a module path. */
  name?: string
  path?: string
  enabled?: boolean
  /** A required plugin that fails to load stops start-up; default true for auth, else false. */
  required?: boolean
  options?: Record<string, unknown>
}

/** Every key of the gateway section, with its default filled in (the schema says what each means). */
export type GatewayConfig = {
  [K in Exclude<keyof GatewaySection, 'processors' | 'pipelines' | 'port' | 'compression_threshold'>]-?: Exclude<
    GatewaySection[K],
    undefined
  >
} & {
  port: number
  /** Answers of at least this many bytes are compressed when the client accepts it; null: never. */
  compression_threshold: number | null
}

export interface SvcConfig {
  /** 'registry' (Consul) or 'static' (only this file). */
  discovery: 'static' | 'registry'
  registry: { host: string; port: number; scheme: 'http' | 'https' }
  /** 'ipv4' writes multi-instance targets as ipv4:a:p,b:p; 'dns' uses the first address. */
  python_naming_scheme: 'ipv4' | 'dns'
  gateway: GatewayConfig
  processors: Endpoint[]
  pipelines: Endpoint[]
  grpc: { api_package: string }
  plugins: PluginConfig[]
  /** Options of the built-in clinical processors (`svc processors`). */
  nlp: { lexicons: string[] }
  /** What `svc up` hosts besides the gateway (stack-config.ts); other commands ignore it. */
  stack: StackConfig
}

export interface LoadedConfig {
  config: SvcConfig
  /** The file read, or null for the embedded default. */
  path: string | null
  /** Kept for callers that report them; the schema leaves nothing to warn about. */
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
  return validateConfig(parseYamlFile(text, source), source)
}

/** Checks a parsed file (or a plain object, without positions) against the schema and fills defaults. */
export function validateConfig(raw: unknown, source = '(config)'): { config: SvcConfig; warnings: string[] } {
  const file: YamlFile = isYamlFile(raw) ? raw : { value: raw ?? {}, positionOf: () => undefined }
  const issue = issueOf(CONFIG_FILE, file.value)
  if (issue) throw issueError(source, issue, file)
  return { config: configOf(file.value as ConfigFile, source, file), warnings: [] }
}

function isYamlFile(x: unknown): x is YamlFile {
  return typeof x === 'object' && x !== null && typeof (x as YamlFile).positionOf === 'function' && 'value' in x
}

/** A section's keys with the schema's defaults filled in (null, as an empty key, keeps them). */
function withDefaults<T>(schema: object, given: T | null | undefined): T {
  return Value.Default(schema as never, structuredClone(given ?? {})) as T
}

/** Digits a port may be written as, as a number. */
const portNumber = (p: number | string): number => Number(p)

/** The file, checked, in the one shape: aliases read, defaults filled. */
function configOf(file: ConfigFile, source: string, at: YamlFile): SvcConfig {
  const registryKey = file.registry != null ? 'registry' : 'consul'
  const registry = withDefaults(SECTIONS.REGISTRY, file.registry ?? file.consul)
  const gateway = withDefaults(SECTIONS.GATEWAY, file.gateway)
  const processors = [...(gateway.processors ?? []), ...(file.processors ?? [])]
  const pipelines = [...(gateway.pipelines ?? []), ...(file.pipelines ?? [])]
  noDuplicates(processors, 'processors', source, at)
  noDuplicates(pipelines, 'pipelines', source, at)
  const { processors: _p, pipelines: _pl, ...gatewayKeys } = gateway
  const compression = gatewayKeys.compression_threshold
  return {
    discovery: file.discovery === 'registry' || file.discovery === 'consul' ? 'registry' : 'static',
    registry: { host: registry.host!, port: portNumber(registry.port!), scheme: registry.scheme! },
    python_naming_scheme: file.python_naming_scheme ?? file[registryKey]?.python_naming_scheme ?? 'ipv4',
    gateway: {
      ...(gatewayKeys as Omit<GatewayConfig, 'port' | 'compression_threshold'>),
      port: portNumber(gatewayKeys.port!),
      events: file.events ?? gatewayKeys.events ?? null,
      compression_threshold: compression === false || compression === undefined ? null : compression,
    },
    processors,
    pipelines,
    grpc: { api_package: withDefaults(SECTIONS.GRPC, file.grpc).api_package! },
    plugins: (file.plugins ?? []).map((p) => (typeof p === 'string' ? { name: p } : pluginOf(p))),
    nlp: { lexicons: file.nlp?.lexicons ?? [] },
    stack: stackOf(file.stack, source, at),
  }
}

function pluginOf(p: Exclude<NonNullable<ConfigFile['plugins']>[number], string>): PluginConfig {
  const { options, ...rest } = p
  return options == null ? rest : { ...rest, options }
}

function noDuplicates(list: Endpoint[], key: string, source: string, at: YamlFile): void {
  const seen = new Set<string>()
  for (const e of list) {
    if (seen.has(e.Identifier))
      throw new ConfigError(source, key, `unique identifiers (${e.Identifier} appears twice)`, at.positionOf([key]))
    seen.add(e.Identifier)
  }
}

export const DEFAULT_CONFIG: SvcConfig = Object.freeze(
  configOf({}, '(default)', { value: {}, positionOf: () => undefined }),
) as SvcConfig

/** Identifiers become URL path segments and registry service names. */
export const IDENTIFIER = new RegExp(IDENTIFIER_PATTERN)

const TARGET = new RegExp(TARGET_PATTERN)

/** host:port, [v6]:port, or a gRPC URI target (ipv4:…, ipv6:…, dns:…, unix:…). */
export function isTarget(s: string): boolean {
  return TARGET.test(s)
}
