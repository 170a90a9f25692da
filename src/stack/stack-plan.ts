// What `svc up` runs, decided from the config before anything starts: the backends it hosts
// (`stack:`), each with its port chosen now — so a restarted backends process comes back on the
// same addresses, and pipeline definitions can name the stack's own services — and the gateway
// config that routes them. A contradiction (a hosted service also configured as a route, a
// pipeline needing processors the stack does not host) is a ConfigError naming the key.
import { createServer, type AddressInfo } from 'node:net'
import { availableParallelism } from 'node:os'
import { dirname, resolve as resolvePath } from 'node:path'
import { DEFAULT_API_PACKAGE } from '../api/names.js'
import { ConfigError, type PluginConfig, type SvcConfig } from '../config/config.js'
import { advertisedHost } from '../discovery/registration.js'
import { assertCanListen } from '../grpc/listen-probe.js'
import { loadPipelineFile, type PipelineDefinition } from '../pipeline/pipeline-config.js'
import { userLexiconFiles } from '../processors/user-lexicon-files.js'
import { CLINICAL_COMPONENTS, defaultPipelines } from './default-pipelines.js'

/** Everything the backends need to start, as plain data: it crosses to the child process as JSON. */
export interface BackendsPlan {
  /** Where the backends listen. */
  host: string
  /** A package name the backends also serve (grpc.api_package), besides svc.api.v1; null: none. */
  apiPackage: string | null
  /** Register every hosted backend in this registry (svc up --register); null: do not. */
  registry: SvcConfig['registry'] | null
  events: { port: number; idleTimeoutMs?: number; maxEvents?: number; maxBytes?: number; store?: string } | null
  processors: { port: number; eventsAddress: string; only?: string[]; lexiconFiles: string[] } | null
  pipelines: { port: number; definition: PipelineDefinition }[]
  /**
   * Worker threads that run the pipelines named (stack.workers, resolved to a number; none when
   * absent): the stack's own pipelines whose every component is a clinical processor. They also
   * run the hosted clinical processors' calls.
   */
  workers?: { count: number; pipelines: string[] }
  /** The largest document text or binary a pipeline request or AddDocument may carry (gateway.max_document_bytes). */
  maxDocumentBytes: number
  /** Where the backends serve their Prometheus metrics (stack.metrics_port, chosen now when 0); null: nowhere. */
  metricsPort: number | null
}

/** Where the hosted backends listen, as clients dial them: what the gateway of the stack routes. */
export interface Backends {
  events: string | null
  processors: string | null
  processorIds: string[]
  /** Pipeline name → address. */
  pipelines: Record<string, string>
  /** Where GET /metrics answers the backends' metrics (host:port), or null. */
  metrics?: string | null
}

export interface StackPlan {
  backends: BackendsPlan
  /** The config the gateway runs with; the hosted routes are added once they listen (gatewayConfig). */
  config: SvcConfig
  /** The config file, or null for the embedded default. */
  path: string | null
  /**
   * The ports this plan chose because the config left them at 0 (bound on port 0 and released):
   * another process may take one before its backend listens, and then a new plan is the cure.
   */
  chosenPorts: number[]
}

export interface PlanOptions {
  /** Register the hosted backends in the config's registry. */
  register?: boolean
}

/** Plugins every `svc up` gateway runs unless its config names them (`enabled: false` turns one off). */
export const STACK_PLUGINS: readonly string[] = ['metrics', 'logging']

/** Reads `stack:` of the config, picks the free ports, and reads the pipeline definition files. */
export async function planStack(config: SvcConfig, path: string | null, opts: PlanOptions = {}): Promise<StackPlan> {
  const fail = configFailure(path)
  const stack = config.stack
  const dial = advertisedHost(stack.host)
  const ports = portPicker(stack.host)
  // A fixed port already taken fails now, naming its key, before anything has started.
  if (config.gateway.port !== 0) await assertCanListen(config.gateway.host, config.gateway.port, 'gateway.port')

  const events = await planEventsService(config, dial, ports, fail)
  const processorsPort = stack.processors ? await ports.portOrFree(stack.processors.port, 'stack.processors.port') : 0
  const processorsAddress = stack.processors ? hostPort(dial, processorsPort) : undefined
  const addresses = { events: events.address, processors: processorsAddress }
  const baseDir = path ? dirname(path) : process.cwd()
  const pipelines = await planPipelines(stack, baseDir, addresses, ports, fail)

  const backends: BackendsPlan = {
    host: stack.host,
    apiPackage: config.grpc.api_package === DEFAULT_API_PACKAGE ? null : config.grpc.api_package,
    registry: opts.register ? config.registry : null,
    events: stack.events ? eventsPlan(stack.events, events.port) : null,
    processors: stack.processors
      ? {
          port: processorsPort,
          eventsAddress: events.address!,
          ...(stack.processors.only ? { only: stack.processors.only } : {}),
          lexiconFiles: userLexiconFiles([], { config, path, warnings: [] }),
        }
      : null,
    pipelines,
    maxDocumentBytes: config.gateway.max_document_bytes,
    metricsPort: stack.metrics_port === null ? null : await ports.portOrFree(stack.metrics_port, 'stack.metrics_port'),
  }
  const workers = workersPlan(stack, pipelines, addresses, backends.processors !== null)
  if (workers) backends.workers = workers
  const planned = { ...config, plugins: withStackPlugins(config.plugins) }
  return { backends, config: planned, path, chosenPorts: ports.chosen }
}

type Fail = (key: string, expected: string) => never

/** Where the stack's backends are dialled: the events service, and the hosted processors if any. */
interface StackAddresses {
  events: string | null
  processors: string | undefined
}

function configFailure(path: string | null): Fail {
  const source = path ?? '(embedded default)'
  return (key, expected) => {
    throw new ConfigError(source, key, expected)
  }
}

/** Ports of the plan: a fixed one must be free now; 0 is chosen now and kept in `chosen`. */
function portPicker(host: string) {
  const chosen: number[] = []
  return {
    chosen,
    async portOrFree(port: number, key: string): Promise<number> {
      if (port !== 0) {
        await assertCanListen(host, port, key)
        return port
      }
      const free = await freePort(host)
      chosen.push(free)
      return free
    },
  }
}

type PortPicker = ReturnType<typeof portPicker>

/** The hosted events service's port, and the address every hosted backend uses for events. */
async function planEventsService(
  config: SvcConfig,
  dial: string,
  ports: PortPicker,
  fail: Fail,
): Promise<{ port: number; address: string | null }> {
  const stack = config.stack
  const port = stack.events ? await ports.portOrFree(stack.events.port, 'stack.events.port') : 0
  if (stack.events && config.gateway.events)
    fail(
      'gateway.events',
      `null when the stack hosts the events service (or set stack.events: false to use ${config.gateway.events})`,
    )
  const address = stack.events ? hostPort(dial, port) : config.gateway.events
  const needsEvents = stack.processors !== null || stack.pipelines.length > 0
  if (needsEvents && !address)
    fail(
      'stack.events',
      'an events service for the hosted processors and pipelines: host one, or name it in gateway.events',
    )
  return { port, address }
}

/** Each of stack.pipelines with its definition (read from its file, or built in) and its port. */
async function planPipelines(
  stack: SvcConfig['stack'],
  baseDir: string,
  addresses: StackAddresses,
  ports: PortPicker,
  fail: Fail,
): Promise<BackendsPlan['pipelines']> {
  const pipelines: BackendsPlan['pipelines'] = []
  const names = new Set<string>()
  for (const [i, p] of stack.pipelines.entries()) {
    const key = `stack.pipelines[${i}]`
    const definition =
      p.file !== null
        ? loadPipelineFile(resolvePath(baseDir, p.file), {
            events_address: addresses.events ?? undefined,
            address: addresses.processors,
          })
        : builtinPipeline(p.name, key, stack, addresses, fail)
    if (names.has(definition.name)) fail(key, `a pipeline name not used twice (${definition.name})`)
    names.add(definition.name)
    pipelines.push({ port: await ports.portOrFree(p.port, `${key}.port`), definition })
  }
  return pipelines
}

/** A built-in pipeline by name; it runs on the hosted processors, so they must host its components. */
function builtinPipeline(
  name: string | null,
  key: string,
  stack: SvcConfig['stack'],
  addresses: StackAddresses,
  fail: Fail,
): PipelineDefinition {
  const builtin = defaultPipelines(addresses.events ?? '', addresses.processors ?? '').find((d) => d.name === name)
  if (!builtin)
    fail(
      `${key}.name`,
      `a built-in pipeline (${defaultPipelines('', '')
        .map((d) => d.name)
        .join(', ')}) or a file`,
    )
  const definition = builtin!
  if (!stack.processors) fail(`${key}.name`, `hosted processors for ${name} (stack.processors is false)`)
  const missing = definition.components
    .map((c) => c.processor_id)
    .filter((id) => stack.processors!.only && !stack.processors!.only.includes(id))
  if (missing.length) fail('stack.processors.only', `the processors ${name} runs (${missing.join(', ')} missing)`)
  return definition
}

/** The worker threads, if any: they run the clinical-only pipelines and the hosted processors' calls. */
function workersPlan(
  stack: SvcConfig['stack'],
  pipelines: BackendsPlan['pipelines'],
  addresses: StackAddresses,
  hostsProcessors: boolean,
): BackendsPlan['workers'] {
  const workers = workerCount(stack)
  const inWorkers =
    workers > 0
      ? pipelines
          .filter(({ definition }) => clinicalOnly(definition, addresses.events, addresses.processors))
          .map(({ definition }) => definition.name)
      : []
  // Hosted processors use the workers too: a client's call on a stored document runs there.
  if (inWorkers.length > 0 || (workers > 0 && hostsProcessors)) return { count: workers, pipelines: inWorkers }
  return undefined
}

/** stack.workers as a number: null is one per core this process may use. */
function workerCount(stack: SvcConfig['stack']): number {
  return stack.workers ?? availableParallelism()
}

/** A pipeline a worker thread can run: over the stack's own events service, every component a clinical processor the stack hosts. */
function clinicalOnly(definition: PipelineDefinition, events: string | null, processors: string | undefined): boolean {
  const clinical: readonly string[] = CLINICAL_COMPONENTS
  return (
    definition.events_address === events &&
    definition.components.every((c) => c.address === processors && clinical.includes(c.processor_id))
  )
}

function eventsPlan(
  events: NonNullable<SvcConfig['stack']['events']>,
  port: number,
): NonNullable<BackendsPlan['events']> {
  const plan: NonNullable<BackendsPlan['events']> = { port }
  if (events.idle_timeout !== undefined) plan.idleTimeoutMs = events.idle_timeout * 1000
  if (events.max_events !== undefined) plan.maxEvents = events.max_events
  if (events.max_bytes !== undefined) plan.maxBytes = events.max_bytes
  if (events.store !== undefined) plan.store = events.store
  return plan
}

/** The config's plugins, then each of STACK_PLUGINS it does not name. */
export function withStackPlugins(plugins: readonly PluginConfig[]): PluginConfig[] {
  const named = new Set(plugins.map((p) => p.name))
  return [...plugins, ...STACK_PLUGINS.filter((name) => !named.has(name)).map((name) => ({ name }))]
}

/**
 * The gateway's config: the plan's, with every hosted backend as a fixed route. A hosted
 * identifier the file also routes is an error: which of the two would be meant is unclear.
 */
export function gatewayConfig(plan: StackPlan, backends: Backends): SvcConfig {
  const config = structuredClone(plan.config)
  const source = plan.path ?? '(embedded default)'
  if (backends.events) config.gateway.events = backends.events
  const hosted = (kind: 'processors' | 'pipelines', ids: string[], address: (id: string) => string) => {
    for (const id of ids) {
      if (config[kind].some((e) => e.Identifier === id))
        throw new ConfigError(source, kind, `no route for ${id}, which the stack hosts`)
      config[kind].push({ Identifier: id, Endpoint: address(id) })
    }
  }
  hosted('processors', backends.processorIds, () => backends.processors!)
  hosted('pipelines', Object.keys(backends.pipelines), (id) => backends.pipelines[id])
  return config
}

/** host:port, with an IPv6 host in brackets. */
export function hostPort(host: string, port: number): string {
  return host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`
}

/** A port free on `host` now (bound on port 0, then released). */
function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, host, () => {
      const port = (srv.address() as AddressInfo).port
      srv.close(() => resolve(port))
    })
  })
}
