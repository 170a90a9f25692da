// `svc up`: the whole service from one config (`stack:` says which backends it hosts; without a
// file, the embedded default hosts them all). Backends first (events service, the processor
// host, one pipeline service per pipeline), each a gRPC server the gateway reaches like any
// other backend, then the gateway routing them and whatever else the config names. The backends
// run together in one child process (the gateway has a core of its own), where the processors
// and pipelines reach the events store through the in-process transport. The clinical pipelines
// are the heavy part: their work runs in worker threads of that process (`stack.workers`, one
// per core by default; pipeline-workers.ts), so its event loop keeps answering the events
// service, health checks and gRPC while notes are processed. `stack.single_process` keeps
// everything in this process (tests, small machines).
import { dirname } from 'node:path'
import { DEFAULT_CONFIG, type SvcConfig } from '../config/config.js'
import { startDiscovery } from '../discovery/discovery.js'
import { Gateway } from '../gateway/server.js'
import { createLogger, type Logger } from '../log.js'
import { startBackendsChild } from './backends-child.js'
import { Closers } from './closers.js'
import { startWithFreshPorts } from './fresh-ports.js'
import { gatewayConfig, planStack, type BackendsPlan, type StackPlan } from './stack-plan.js'

export interface StackOptions {
  /** The config (default: the embedded default), and the file it was read from (null: none). */
  config?: SvcConfig
  path?: string | null
  /** Override gateway.port and gateway.host. */
  port?: number
  host?: string
  /** Override stack.single_process. */
  singleProcess?: boolean
  log?: Logger
  /** Where readiness lines go (stdout by default). */
  announce?: (line: string) => void
  /** Register the backends in the config's registry (as their --register does). */
  register?: boolean
}

export interface Stack {
  gateway: Gateway
  /** Where the hosted backends listen (null: not hosted). */
  events: string | null
  processors: string | null
  pipelines: Record<string, string>
  /** Where the hosted backends serve their Prometheus metrics (GET /metrics; stack.metrics_port), or null. */
  metrics: string | null
  close(): Promise<void>
}

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const log = opts.log ?? createLogger('stack')
  const config = structuredClone(opts.config ?? DEFAULT_CONFIG)
  const path = opts.path ?? null
  if (opts.port !== undefined) config.gateway.port = opts.port
  if (opts.host !== undefined) config.gateway.host = opts.host
  if (opts.singleProcess !== undefined) config.stack.single_process = opts.singleProcess
  return startWithFreshPorts(
    () => planStack(config, path, { register: opts.register }),
    (plan) => startPlanned(plan, opts.announce, log),
    log,
  )
}

/**
 * The backends in this process (`stack.single_process`). Loaded only then: the processors'
 * module brings the clinical NLP's tables (about 25 MB of heap), which a gateway whose backends
 * run in a child never uses and would otherwise mark at every full garbage collection.
 */
async function startInThisProcess(closers: Closers, plan: BackendsPlan) {
  const { startBackends } = await import('./backends.js')
  return startBackends(closers, plan)
}

/** Starts what the plan says; on failure closes what had started. */
async function startPlanned(plan: StackPlan, announce: StackOptions['announce'], log: Logger): Promise<Stack> {
  const { config, path } = plan
  const closers = new Closers()
  try {
    const backends = config.stack.single_process
      ? await startInThisProcess(closers, plan.backends)
      : await startBackendsChild(closers, log, plan.backends)
    const routed = gatewayConfig(plan, backends)
    // The file is not re-read (that would drop the hosted routes); with `discovery: registry`
    // the registry is watched as `svc gateway` does, the config's fixed routes pinned above it.
    const discovery = await startDiscovery(routed, null, log)
    closers.push(() => discovery.stop())
    const table = discovery.table
    const gateway = await Gateway.start({
      config: routed,
      table,
      log,
      announce,
      baseDir: path ? dirname(path) : process.cwd(),
    })
    closers.push(() => gateway.close())
    const metrics = backends.metrics ?? null
    log('info', 'stack up', {
      gateway: gateway.address,
      config: path ?? '(embedded default)',
      events: backends.events,
      processors: backends.processors,
      pipelines: backends.pipelines,
      metrics,
    })
    // Not a "listening on H:P" line of its own (scripts take the first such line as the gateway's).
    if (metrics)
      (announce ?? ((line: string) => console.log(line)))(`Backend metrics listening on ${metrics} (GET /metrics)`)
    return {
      gateway,
      events: backends.events,
      processors: backends.processors,
      pipelines: backends.pipelines,
      metrics,
      close: () => closers.closeAll(),
    }
  } catch (err) {
    await closers.closeAll()
    throw err
  }
}
