// One way to host gRPC services: bind, register the health service, serve under one or more
// API package names, and shut down gracefully. A service is its table of async handlers
// (src/api/services.ts); an SvcError a handler throws becomes its gRPC status (its details, such
// as a processor's ErrorInfo passed on by a pipeline, in the status details trailer), anything
// else INTERNAL with the message. The server is node:http2's with gRPC on top (http2-server.ts),
// not grpc-js's: it answers the same, at less cost per call.
import { cannotListen, notFound } from '../api/errors.js'
import { DEFAULT_API_PACKAGE, serviceHealthNames, type ApiServiceName, type ServiceName } from '../api/names.js'
import type { ServedServices, ServiceHandlers, UnaryHandler } from '../api/services.js'
import { admitted, admittingDefinition, type Admit } from './admission.js'
import { GrpcHttp2Server, type GrpcServerLimits, type ServerStreamCall } from './http2-server.js'
import { assertCanListen } from './listen-probe.js'
import { healthDefinition, serviceDefinition } from './proto.js'

/** `handler` behind an admitting deserializer: answers the refusal, or releases once answered. */
function admittedHandler(handler: UnaryHandler<unknown, unknown>): (request: unknown) => unknown {
  return (request) => {
    const { message, refused, release } = admitted(request)
    if (refused !== undefined) throw refused
    if (release === undefined) return handler(message)
    let result: unknown
    try {
      result = handler(message)
    } catch (err) {
      release()
      throw err
    }
    if (!(result instanceof Promise)) {
      release()
      return result
    }
    return result.finally(release)
  }
}

type ServingStatus = 'SERVING' | 'NOT_SERVING' | 'SERVICE_UNKNOWN'

/** grpc.health.v1.Health with per-service statuses; '' is the whole server. */
export class HealthService {
  private readonly statuses = new Map<string, ServingStatus>([['', 'SERVING']])
  private readonly watchers = new Set<{ service: string; call: ServerStreamCall }>()

  set(service: string, status: ServingStatus): void {
    this.statuses.set(service, status)
    for (const w of this.watchers) if (w.service === service) w.call.write({ status })
  }

  get(service: string): ServingStatus {
    return this.statuses.get(service) ?? 'SERVICE_UNKNOWN'
  }

  /** Marks every service NOT_SERVING (shutdown) and ends the watch streams. */
  shutdown(): void {
    for (const k of this.statuses.keys()) this.set(k, 'NOT_SERVING')
    for (const w of this.watchers) w.call.end()
    this.watchers.clear()
  }

  /** Check, the one unary method; Watch streams and is served over gRPC only. */
  handlers(): ServiceHandlers {
    return {
      Check: (req: { service: string }) => {
        const status = this.statuses.get(req.service)
        if (!status) throw notFound(`unknown service ${req.service}`)
        return { status }
      },
    }
  }

  /** Watch: the status now, then every change, until the client leaves or the server shuts down. */
  watch(req: { service: string }, call: ServerStreamCall): void {
    const w = { service: req.service, call }
    this.watchers.add(w)
    call.write({ status: this.get(w.service) })
    call.onCancel(() => this.watchers.delete(w))
  }
}

export interface HostedService {
  service: ApiServiceName
  handlers: ServiceHandlers
  /**
   * Names registered as SERVING in the health service besides '' and the service's own names
   * under every package served (see serviceHealthNames), e.g. processor or pipeline names.
   */
  healthNames?: string[]
  /** Sees each request's encoded size before it is decoded (admission.ts); the gRPC path only. */
  admit?: Admit
}

export interface GrpcServerOptions {
  host?: string
  port?: number
  /** Package names to serve the methods under; the default package is always included. */
  apiPackages?: string[]
  /** Sizes, budgets and timeouts other than the defaults (http2-server.ts, server-sessions.ts). */
  limits?: Partial<GrpcServerLimits>
}

export interface RunningGrpcServer {
  server: { forceShutdown(): void }
  host: string
  port: number
  /** host:port, for clients and registries. */
  address: string
  health: HealthService
  /** The handlers of every service served, for callers in this process (the in-process transport). */
  services: ServedServices
  /** Graceful: stops accepting, lets calls finish for up to graceMs, then forces. */
  close(graceMs?: number): Promise<void>
}

export async function startGrpcServer(
  services: HostedService[],
  opts: GrpcServerOptions = {},
): Promise<RunningGrpcServer> {
  const host = opts.host ?? '127.0.0.1'
  const server = new GrpcHttp2Server(opts.limits)
  const health = new HealthService()
  const healthHandlers = health.handlers()
  const healthDef = healthDefinition()
  server.add(healthDef.Check.path, {
    requestDeserialize: healthDef.Check.requestDeserialize,
    responseSerialize: healthDef.Check.responseSerialize,
    unary: healthHandlers.Check,
  })
  server.add(healthDef.Watch.path, {
    requestDeserialize: healthDef.Watch.requestDeserialize,
    responseSerialize: healthDef.Watch.responseSerialize,
    serverStream: (req: { service: string }, call: ServerStreamCall) => health.watch(req, call),
  })
  const packages = [...new Set([DEFAULT_API_PACKAGE, ...(opts.apiPackages ?? [])])]
  const served: Partial<Record<ServiceName, ServiceHandlers>> = { Health: healthHandlers }
  for (const s of services) {
    for (const pkg of packages) {
      const def = serviceDefinition(s.service, pkg)
      for (const [method, md] of Object.entries(s.admit ? admittingDefinition(def, s.admit) : def)) {
        const handler = Object.hasOwn(s.handlers, method) ? s.handlers[method] : undefined
        if (!handler) server.declare(md.path)
        else
          server.add(md.path, {
            requestDeserialize: md.requestDeserialize,
            responseSerialize: md.responseSerialize,
            unary: s.admit ? admittedHandler(handler) : handler,
          })
      }
    }
    for (const name of [...serviceHealthNames(s.service, packages), ...(s.healthNames ?? [])])
      health.set(name, 'SERVING')
    served[s.service] = s.handlers
  }
  // A port in use is one line naming it, before anything listens.
  if (opts.port) await assertCanListen(host, opts.port)
  const bindHost = host.startsWith('[') ? host.slice(1, -1) : host
  const port = await server.listen(bindHost, opts.port ?? 0).catch((err: Error) => {
    throw cannotListen(
      bindHost.includes(':') ? `[${bindHost}]:${opts.port ?? 0}` : `${bindHost}:${opts.port ?? 0}`,
      err,
    )
  })
  let closing: Promise<void> | undefined
  return {
    server,
    host,
    port,
    address: `${host}:${port}`,
    health,
    services: served,
    close(graceMs = 5000) {
      closing ??= new Promise<void>((resolve) => {
        health.shutdown()
        const timer = setTimeout(() => {
          server.forceShutdown()
          resolve()
        }, graceMs)
        timer.unref()
        void server.shutdown().then(() => {
          clearTimeout(timer)
          resolve()
        })
      })
      return closing
    },
  }
}
