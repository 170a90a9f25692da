// `svc up`: the whole service on an embedded default, no config needed. Backends first (events
// service, the processor host, one pipeline service per pipeline), each reached over gRPC like
// any other backend, then the gateway routing them all. Backends run as child processes so the
// stack uses every core; --single-process keeps them in this process (tests, small machines).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { stringify } from 'yaml'
import { DEFAULT_CONFIG, type SvcConfig } from '../config/config.js'
import { registerIfAsked } from '../discovery/registration.js'
import { invalidArgument } from '../errors.js'
import { startEventsServer } from '../events/events-service.js'
import { Gateway } from '../gateway/server.js'
import { DEFAULT_API_PACKAGE } from '../grpc/proto.js'
import { createLogger, type Logger } from '../log.js'
import { startPipelineServer } from '../pipeline/pipeline-service.js'
import { runProcessorsCommand } from '../processing/processors-command.js'
import { BackendProcess } from './child.js'
import { defaultPipelines } from './default-pipelines.js'

export const UP_USAGE = `usage: svc up [--port P] [--host H] [--single-process] [--register]
  --port             gateway port (default 8080)
  --host             gateway listen address (default 0.0.0.0)
  --single-process   run the backends in this process instead of child processes
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
    const backends = opts.singleProcess ? await inProcess(closers, opts.register ?? false) : await asChildren(closers, log, opts.register ?? false)
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

async function inProcess(closers: (() => Promise<void>)[], register: boolean): Promise<Backends> {
  const events = await startEventsServer({ host: '127.0.0.1', port: 0 })
  closers.push(() => events.close())
  // Deregistration is pushed after the server's close, so it runs first (closers run in reverse).
  const registered = async (kind: 'events' | 'pipeline', name: string, server: { host: string; port: number }, health: string) => {
    const r = await registerIfAsked({ register }, kind, [name], server, () => health)
    if (r) closers.push(() => r.deregister())
  }
  await registered('events', 'svc-events', events, `${DEFAULT_API_PACKAGE}.Events`)
  const procs = await runProcessorsCommand(['--events', events.address, '--host', '127.0.0.1', '--port', '0', ...(register ? ['--register'] : [])], { handleSignals: false, log: () => {} })
  closers.push(() => procs.close())
  const pipelines: Record<string, string> = {}
  for (const def of defaultPipelines(events.address, procs.address)) {
    const server = await startPipelineServer({ definitions: [def], host: '127.0.0.1', port: 0 })
    closers.push(() => server.close())
    await registered('pipeline', def.name, server, def.name)
    pipelines[def.name] = server.address
  }
  return { events: events.address, processors: procs.address, processorIds: procs.identifiers, pipelines }
}

async function asChildren(closers: (() => Promise<void>)[], log: Logger, register: boolean): Promise<Backends> {
  const dir = mkdtempSync(join(tmpdir(), 'svc-up-'))
  closers.push(async () => rmSync(dir, { recursive: true, force: true }))
  const child = async (name: string, args: string[]) => {
    // Each child registers itself and deregisters on the SIGTERM that stops it.
    const p = new BackendProcess(name, register ? [...args, '--register'] : args, log)
    closers.push(() => p.stop())
    await p.start()
    return p
  }
  const events = await child('events', ['events', '--host', '127.0.0.1', '--port', '0'])
  const procs = await child('processors', ['processors', '--events', events.address, '--host', '127.0.0.1', '--port', '0'])
  const processorIds = /^Processors (\S+) listening/.exec(procs.banner)?.[1].split(',') ?? []
  const pipelines: Record<string, string> = {}
  await Promise.all(
    defaultPipelines(events.address, procs.address).map(async (def) => {
      const file = join(dir, `${def.name}.yaml`)
      writeFileSync(file, stringify(def))
      const p = await child(`pipeline ${def.name}`, ['pipeline', '--config', file, '--host', '127.0.0.1', '--port', '0'])
      pipelines[def.name] = p.address
    }),
  )
  return { events: events.address, processors: procs.address, processorIds, pipelines }
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
