// `svc up`: the whole service on an embedded default, no config needed. Backends first (events
// service, the processor host, one pipeline service per pipeline), each a gRPC server the
// gateway reaches like any other backend, then the gateway routing them all. The backends run
// together in one child process (the gateway has the other core), where the processors and
// pipelines reach the events store through the in-process transport; --single-process keeps
// everything in this process (tests, small machines).
import { createServer, type AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import { invalidArgument } from '../api/errors.js'
import { DEFAULT_API_PACKAGE, EVENTS_IDENTIFIER, serviceHealthName, type BackendKind } from '../api/names.js'
import { DEFAULT_CONFIG, type SvcConfig } from '../config/config.js'
import { registerIfAsked } from '../discovery/registration.js'
import { startEventsServer } from '../events/events-service.js'
import { Gateway } from '../gateway/server.js'
import { createLogger, type Logger } from '../log.js'
import { startPipelineServer } from '../pipeline/pipeline-service.js'
import { hostBuiltinProcessors } from '../processing/processors-command.js'
import { ClientCache } from '../transport/client-cache.js'
import { InProcessBackends } from '../transport/in-process-backends.js'
import { BackendProcess } from './child.js'
import { defaultPipelines } from './default-pipelines.js'

export const UP_USAGE = `usage: svc up [--port P] [--host H] [--single-process] [--register]
  --port             gateway port (default 8080)
  --host             gateway listen address (default 0.0.0.0)
  --single-process   run the backends in this process instead of a child process
  --register         also register the backends in the Consul agent of $SVC_CONFIG (svc-events, each
                     processor, each pipeline, with gRPC health checks), for other gateways to discover`

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
  const closers: (() => Promise<void>)[] = []
  const closeAll = async () => {
    for (const c of closers.splice(0).reverse()) await c().catch(() => {})
  }
  try {
    const backends = opts.singleProcess ? await inProcess(closers, opts.register ?? false) : await asChild(closers, log, opts.register ?? false)
    const config: SvcConfig = structuredClone(DEFAULT_CONFIG)
    config.gateway.port = opts.port ?? 8080
    config.gateway.host = opts.host ?? '0.0.0.0'
    config.gateway.events = backends.events
    config.processors = backends.processorIds.map((Identifier) => ({ Identifier, Endpoint: backends.processors }))
    config.pipelines = Object.entries(backends.pipelines).map(([Identifier, Endpoint]) => ({ Identifier, Endpoint }))
    config.plugins = opts.plugins ?? []
    const gateway = await Gateway.start({ config, log, announce: opts.announce })
    closers.push(() => gateway.close())
    log('info', 'stack up', { gateway: gateway.url, events: backends.events, processors: backends.processors, pipelines: backends.pipelines })
    return { gateway, events: backends.events, processors: backends.processors, pipelines: backends.pipelines, close: closeAll }
  } catch (err) {
    await closeAll()
    throw err
  }
}

interface Backends {
  events: string
  processors: string
  processorIds: string[]
  pipelines: Record<string, string>
}

/** Ports for the backends; 0 picks a free one. */
export interface BackendPorts {
  events: number
  processors: number
  /** One per default pipeline, in order (svc-rtf-to-text, svc-default-pipeline). */
  pipelines: number[]
}

const ANY_PORTS: BackendPorts = { events: 0, processors: 0, pipelines: [0, 0] }

/**
 * The backends in this process. Each serves gRPC on its own port (the gateway and any other
 * client reach them there); the processor host and the pipelines reach the events service and
 * the processors through one client cache that answers them in process, skipping HTTP/2.
 */
export async function inProcess(closers: (() => Promise<void>)[], register: boolean, ports: BackendPorts = ANY_PORTS): Promise<Backends> {
  const local = new InProcessBackends()
  const clients = new ClientCache({ inProcess: local })
  closers.push(async () => clients.close())
  const events = await startEventsServer({ host: '127.0.0.1', port: ports.events })
  closers.push(() => events.close())
  local.offer(events)
  // Deregistration is pushed after the server's close, so it runs first (closers run in reverse).
  const registered = async (kind: BackendKind, name: string, server: { host: string; port: number }, health: string) => {
    const r = await registerIfAsked({ register }, kind, [name], server, () => health)
    if (r) closers.push(() => r.deregister())
  }
  await registered('events', EVENTS_IDENTIFIER, events, serviceHealthName(DEFAULT_API_PACKAGE, 'Events'))
  const procs = await hostBuiltinProcessors({ host: '127.0.0.1', port: ports.processors, eventsAddress: events.address, register, clients })
  closers.push(() => procs.close())
  local.offer(procs)
  const pipelines: Record<string, string> = {}
  const defs = defaultPipelines(events.address, procs.address)
  for (let i = 0; i < defs.length; i++) {
    const server = await startPipelineServer({ definitions: [defs[i]], host: '127.0.0.1', port: ports.pipelines[i] ?? 0, clients })
    closers.push(() => server.close())
    await registered('pipeline', defs[i].name, server, defs[i].name)
    pipelines[defs[i].name] = server.address
  }
  return { events: events.address, processors: procs.address, processorIds: procs.identifiers, pipelines }
}

/**
 * The backends in one child process (`svc backends`), so the gateway and the backends each
 * have a core. Ports are chosen here, so a restarted child comes back on the same addresses.
 */
async function asChild(closers: (() => Promise<void>)[], log: Logger, register: boolean): Promise<Backends> {
  const ports: BackendPorts = { events: await freePort(), processors: await freePort(), pipelines: [await freePort(), await freePort()] }
  const args = ['backends', '--ports', `${ports.events},${ports.processors},${ports.pipelines.join(',')}`, ...(register ? ['--register'] : [])]
  const p = new BackendProcess('backends', args, log)
  closers.push(() => p.stop())
  await p.start()
  return JSON.parse(p.address) as Backends
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as AddressInfo).port
      srv.close(() => resolve(port))
    })
  })
}

/** `svc backends --ports E,P,R,D [--register]`: what `svc up` runs as its child. */
export async function runBackendsCommand(argv: string[]): Promise<void> {
  let values
  try {
    values = parseArgs({ args: argv, strict: true, options: { ports: { type: 'string' }, register: { type: 'boolean' } } }).values
  } catch (err) {
    throw invalidArgument(`svc backends: ${(err as Error).message}`)
  }
  const list = (values.ports ?? '0,0,0,0').split(',').map(Number)
  if (list.length !== 4 || list.some((n) => !Number.isInteger(n) || n < 0 || n > 65535)) throw invalidArgument('svc backends: --ports takes four ports: events,processors,rtf-pipeline,default-pipeline')
  const closers: (() => Promise<void>)[] = []
  const closeAll = async () => {
    for (const c of closers.splice(0).reverse()) await c().catch(() => {})
  }
  const stop = async () => {
    await closeAll()
    process.exit(0)
  }
  for (const s of ['SIGTERM', 'SIGINT'] as const) process.on(s, stop)
  const backends = await inProcess(closers, values.register ?? false, { events: list[0], processors: list[1], pipelines: [list[2], list[3]] })
  // One line the parent reads: the addresses, as JSON without spaces.
  console.log(`Backends listening on ${JSON.stringify(backends)}`)
}

export function parseUpArgs(argv: string[]): StackOptions {
  let values
  try {
    values = parseArgs({ args: argv, strict: true, options: { port: { type: 'string' }, host: { type: 'string' }, 'single-process': { type: 'boolean' }, register: { type: 'boolean' } } }).values
  } catch (err) {
    throw invalidArgument(`svc up: ${(err as Error).message}`)
  }
  const opts: StackOptions = { singleProcess: values['single-process'] ?? false, register: values.register ?? false }
  if (values.host) opts.host = values.host
  if (values.port !== undefined) {
    if (!/^\d+$/.test(values.port) || Number(values.port) > 65535) throw invalidArgument('svc up: --port must be an integer 0..65535')
    opts.port = Number(values.port)
  }
  return opts
}

export async function runUpCommand(argv: string[]): Promise<Stack> {
  const opts = parseUpArgs(argv)
  const log = createLogger('stack')
  // The handlers go in before any backend starts: a SIGTERM during start-up (a container
  // stopped at once) must still stop the child processes rather than orphan them. Closing
  // order is the stack's: the gateway first (requests in flight finish), then the backends.
  // SIGHUP too: the children sit in process groups of their own (child.ts), so a closed
  // terminal reaches only this process, which must then take them down. A repeated signal
  // changes nothing: the shutdown is already bounded (gateway grace, then each backend's).
  const signals = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const
  let stack: Stack | undefined
  let signalled = false
  const stop = async (signal: NodeJS.Signals) => {
    if (signalled) return
    signalled = true
    log('info', 'shutting down', { signal })
    // Still starting: the start-up path below closes the stack once it is whole.
    if (!stack) return
    await stack.close()
    process.exit(0)
  }
  for (const s of signals) process.on(s, stop)
  try {
    stack = await startStack({ log, ...opts })
  } catch (err) {
    for (const s of signals) process.off(s, stop)
    if (signalled) process.exit(0)
    throw err
  }
  if (signalled) {
    await stack.close()
    process.exit(0)
  }
  return stack
}
