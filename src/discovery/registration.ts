// Self-registration (`--register`): a backend puts itself in the Consul agent of its config
// with a gRPC health check, following PROTOCOL.md §6, and takes itself out on shutdown. A
// registration the agent lost (agent restarted without its state) is put back by a keeper loop.
import Consul from 'consul'
import { EVENTS_IDENTIFIER, type BackendKind } from '../api/names.js'
import { loadConfig, type SvcConfig } from '../config/config.js'
import { createLogger, type Logger } from '../log.js'
import { CONSUL_TAGS, sharedStoreTag } from './consul-snapshot.js'

/** One service to register: what it is, and where clients dial it. */
export interface ServiceRegistration {
  kind: BackendKind
  /** Processor or pipeline identifier; ignored for events (always svc-events). */
  name: string
  /** The advertised address (never a wildcard). */
  host: string
  port: number
  /** Name the gRPC health service reports this service under ('' = the whole server). */
  healthService: string
  /**
   * Events only: the instance id of the shared store it serves, when other instances may serve
   * it too; clients then balance across every instance declaring the same store.
   */
  sharedStore?: string
}

export interface RegistrationOptions {
  registry: SvcConfig['registry']
  log?: Logger
  /** How often Consul runs the gRPC health check; default '1s'. */
  checkInterval?: string
  /** Deadline of one check; default '1s'. */
  checkTimeout?: string
  /** Consul removes an instance critical for this long (its minimum is 1m); default '1m'. */
  deregisterCriticalAfter?: string
  /** How often registrations are verified and re-made if the agent lost them, in ms; default 10 s; 0 = never. */
  keepAliveMs?: number
  /** Deadline of each registry call in ms; default 5 s. */
  requestTimeoutMs?: number
}

export interface Registration {
  /** The Consul service IDs registered (name-host-port, unique per instance). */
  readonly ids: readonly string[]
  /** Removes every registration (bounded by the request deadline; never throws). */
  deregister(): Promise<void>
}

/**
 * The agent's service calls as made here: with the per-request `timeout` (ms), which the consul
 * package reads from every call's options (lib/utils.js) but leaves out of its option types.
 */
interface AgentServiceCalls {
  register(body: object): Promise<unknown>
  deregister(opts: { id: string; timeout: number }): Promise<unknown>
  list(opts: { timeout: number }): Promise<Record<string, unknown> | undefined>
}

const TAG_OF: Record<BackendKind, string> = {
  events: CONSUL_TAGS.events,
  processor: CONSUL_TAGS.processor,
  pipeline: CONSUL_TAGS.pipeline,
}

/** The Consul service ID of an instance: unique per name, host and port. */
export function serviceId(reg: ServiceRegistration): string {
  return `${serviceName(reg)}-${reg.host}-${reg.port}`
}

function serviceName(reg: ServiceRegistration): string {
  return reg.kind === 'events' ? EVENTS_IDENTIFIER : reg.name
}

/** The address to register: --advertise, else the listen host, with wildcards made loopback. */
export function advertisedHost(listenHost: string, advertise?: string): string {
  if (advertise) return advertise
  if (listenHost === '0.0.0.0' || listenHost === '') return '127.0.0.1'
  if (listenHost === '::' || listenHost === '[::]') return '::1'
  return listenHost
}

/** The registry of the backend's config: SVC_CONFIG, ./svcConfig.yaml, else the defaults. */
export function registryOfEnvironment(): SvcConfig['registry'] {
  return loadConfig().config.registry
}

/** Registers every service; rejects (after undoing the ones made) if any registration fails. */
export async function registerServices(
  services: readonly ServiceRegistration[],
  opts: RegistrationOptions,
): Promise<Registration> {
  const consul = new Consul({
    host: opts.registry.host,
    port: opts.registry.port,
    secure: opts.registry.scheme === 'https',
  })
  const timeout = opts.requestTimeoutMs ?? 5_000
  const log = opts.log ?? (() => {})
  const bodies = services.map((s) => serviceBody(s, opts, timeout))
  const agent = consul.agent.service as AgentServiceCalls
  const deregister = (id: string) => agent.deregister({ id, timeout })
  const where = `${opts.registry.host}:${opts.registry.port}`

  const made: string[] = []
  try {
    for (const body of bodies) {
      await agent.register(body)
      made.push(body.id)
      log('info', 'registered', { service: body.name, id: body.id, registry: where })
    }
  } catch (err) {
    await Promise.allSettled(made.map(deregister))
    consul.destroy()
    throw new Error(`registering in ${where} failed: ${(err as Error).message}`)
  }
  const keeper = keepRegistered(agent, bodies, { timeout, log, everyMs: opts.keepAliveMs ?? 10_000 })

  let done: Promise<void> | undefined
  return {
    ids: made,
    deregister() {
      done ??= (async () => {
        await keeper.stop()
        const results = await Promise.allSettled(made.map(deregister))
        results.forEach((r, i) => {
          if (r.status === 'rejected')
            log('warn', 'deregistration failed; the health check will take it out', {
              id: made[i],
              reason: (r.reason as Error).message,
            })
          else log('info', 'deregistered', { id: made[i] })
        })
        consul.destroy()
      })()
      return done
    },
  }
}

/** The agent's registration body of one service, with its gRPC health check. */
function serviceBody(s: ServiceRegistration, opts: RegistrationOptions, timeout: number) {
  return {
    name: serviceName(s),
    id: serviceId(s),
    address: s.host,
    port: s.port,
    tags: s.sharedStore ? [TAG_OF[s.kind], sharedStoreTag(s.sharedStore)] : [TAG_OF[s.kind]],
    check: {
      name: `gRPC health of ${serviceName(s)}`,
      grpc: `${s.host.includes(':') ? `[${s.host}]` : s.host}:${s.port}${s.healthService ? `/${s.healthService}` : ''}`,
      grpcusetls: false,
      interval: opts.checkInterval ?? '1s',
      timeout: opts.checkTimeout ?? '1s',
      deregistercriticalserviceafter: opts.deregisterCriticalAfter ?? '1m',
      // The server listens before it registers; routing it at once saves one check interval.
      status: 'passing',
    },
    timeout,
  }
}

type ServiceBody = ReturnType<typeof serviceBody>

/**
 * Every `everyMs` (0: never), re-registers what the agent no longer lists: an agent restarted
 * without its state has forgotten us. One check at a time; stop() waits for the running one.
 */
function keepRegistered(
  agent: AgentServiceCalls,
  bodies: readonly ServiceBody[],
  { timeout, log, everyMs }: { timeout: number; log: Logger; everyMs: number },
): { stop(): Promise<void> } {
  let keeper: NodeJS.Timeout | undefined
  let keeping: Promise<void> | undefined
  if (everyMs > 0) {
    keeper = setInterval(() => {
      keeping ??= (async () => {
        try {
          const present = (await agent.list({ timeout })) ?? {}
          for (const body of bodies) {
            if (present[body.id]) continue
            await agent.register(body)
            log('info', 're-registered (the agent had lost it)', { service: body.name, id: body.id })
          }
        } catch (err) {
          log('debug', 'registration check failed', { reason: (err as Error).message })
        } finally {
          keeping = undefined
        }
      })()
    }, everyMs)
    keeper.unref()
  }
  return {
    async stop() {
      clearInterval(keeper)
      await keeping
    },
  }
}

/** Whether to register, and under which address (a backend's `--register` and `--advertise`). */
export interface RegisterRequest {
  register?: boolean
  /** The address to register (default: the listen host, wildcards made loopback). */
  advertise?: string
  /** The registry to register in (default: the environment's config's, registryOfEnvironment). */
  registry?: SvcConfig['registry']
}

/** A server that can be registered: where it listens, and how it closes. */
export interface RegistrableServer {
  host: string
  port: number
  close(graceMs?: number): Promise<void>
}

export interface WithRegistrationOptions {
  log?: Logger
  /** Events only: the shared store's instance id (ServiceRegistration.sharedStore). */
  sharedStore?: string
}

/**
 * `server`, registered when asked: one registration per name it serves, in the registry of the
 * environment's config, each checked by the gRPC health name `healthService(name)`. Its close
 * deregisters first, so no new call is routed here while in-flight ones finish. If registering
 * fails the server is closed and the error thrown.
 */
export async function withRegistration<S extends RegistrableServer>(
  server: S,
  asked: RegisterRequest,
  kind: BackendKind,
  names: readonly string[],
  healthService: (name: string) => string,
  { log, sharedStore }: WithRegistrationOptions = {},
): Promise<S> {
  if (!asked.register) return server
  const host = advertisedHost(server.host, asked.advertise)
  let registration: Registration
  try {
    registration = await registerServices(
      names.map((name) => ({ kind, name, host, port: server.port, healthService: healthService(name), sharedStore })),
      { registry: asked.registry ?? registryOfEnvironment(), log: log ?? createLogger('registration') },
    )
  } catch (err) {
    await server.close(0)
    throw err
  }
  return {
    ...server,
    async close(graceMs?: number) {
      await registration.deregister()
      await server.close(graceMs)
    },
  }
}
