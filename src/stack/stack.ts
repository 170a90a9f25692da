// `svc up`: the whole service on an embedded default, no config needed. Backends first (events
// service, the processor host, one pipeline service per pipeline), each a gRPC server the
// gateway reaches like any other backend, then the gateway routing them all. The backends run
// together in one child process (the gateway has the other core), where the processors and
// pipelines reach the events store through the in-process transport; `singleProcess` keeps
// everything in this process (tests, small machines).
import { DEFAULT_CONFIG, type SvcConfig } from '../config/config.js'
import { Gateway } from '../gateway/server.js'
import { createLogger, type Logger } from '../log.js'
import { startBackendsChild } from './backends-child.js'
import { startBackends, type Backends } from './backends.js'
import { Closers } from './closers.js'

export interface StackOptions {
  port?: number
  host?: string
  singleProcess?: boolean
  log?: Logger
  /** Where readiness lines go (stdout by default). */
  announce?: (line: string) => void
  /** Plugins for the gateway (default: none). */
  plugins?: SvcConfig['plugins']
  /** Register the backends in the registry of $SVC_CONFIG (as their --register does). */
  register?: boolean
}

export interface Stack {
  gateway: Gateway
  events: string
  processors: string
  pipelines: Record<string, string>
  close(): Promise<void>
}

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const log = opts.log ?? createLogger('stack')
  const closers = new Closers()
  try {
    const register = opts.register ?? false
    const backends = opts.singleProcess ? await startBackends(closers, { register }) : await startBackendsChild(closers, log, register)
    const gateway = await Gateway.start({ config: stackGatewayConfig(backends, opts), log, announce: opts.announce })
    closers.push(() => gateway.close())
    log('info', 'stack up', { gateway: gateway.url, events: backends.events, processors: backends.processors, pipelines: backends.pipelines })
    return { gateway, events: backends.events, processors: backends.processors, pipelines: backends.pipelines, close: () => closers.closeAll() }
  } catch (err) {
    await closers.closeAll()
    throw err
  }
}

/** The embedded default: the defaults, with every backend of the stack as a fixed route. */
function stackGatewayConfig(backends: Backends, opts: Pick<StackOptions, 'port' | 'host' | 'plugins'> = {}): SvcConfig {
  const config: SvcConfig = structuredClone(DEFAULT_CONFIG)
  config.gateway.port = opts.port ?? 8080
  config.gateway.host = opts.host ?? '0.0.0.0'
  config.gateway.events = backends.events
  config.processors = backends.processorIds.map((Identifier) => ({ Identifier, Endpoint: backends.processors }))
  config.pipelines = Object.entries(backends.pipelines).map(([Identifier, Endpoint]) => ({ Identifier, Endpoint }))
  config.plugins = opts.plugins ?? []
  return config
}
