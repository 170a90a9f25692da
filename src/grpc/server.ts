// One way to host gRPC services: bind, register the health service, serve under one or more
// API package names, and shut down gracefully. A service is its table of async handlers
// (src/api/services.ts); an SvcError a handler throws becomes its gRPC status (its details, such
// as a processor's ErrorInfo passed on by a pipeline, in the status details trailer), anything
// else INTERNAL with the message.
import * as grpc from '@grpc/grpc-js'
import { cannotListen, notFound, toSvcError } from '../api/errors.js'
import { DEFAULT_API_PACKAGE, serviceHealthNames, type ApiServiceName, type ServiceName } from '../api/names.js'
import type { ServedServices, ServiceHandlers, UnaryHandler } from '../api/services.js'
import { admitted, admittingDefinition, type Admit } from './admission.js'
import { assertCanListen } from './listen-probe.js'
import { CHANNEL_OPTIONS, healthDefinition, serviceDefinition } from './proto.js'
import { statusMetadata } from './status-details.js'

/** Adapts an async handler to grpc-js's callback style through the one error path. */
function unary<Req, Res>(fn: UnaryHandler<Req, Res>): grpc.handleUnaryCall<Req, Res> {
  return (call, callback) => {
    const { message, refused, release } = admitted(call.request)
    if (refused !== undefined) return callback(asStatus(refused))
    let result: Promise<Res> | Res
    try {
      result = fn(message as Req)
    } catch (err) {
      release?.()
      callback(asStatus(err))
      return
    }
    Promise.resolve(result).then(
      (res) => {
        release?.()
        callback(null, res)
      },
      (err) => {
        release?.()
        callback(asStatus(err))
      },
    )
  }
}

/** The grpc-js implementation of a service: each handler through `unary`. */
export function grpcImplementation(handlers: ServiceHandlers): grpc.UntypedServiceImplementation {
  const implementation: grpc.UntypedServiceImplementation = {}
  for (const [method, handler] of Object.entries(handlers)) implementation[method] = unary(handler)
  return implementation
}

function asStatus(err: unknown): Partial<grpc.StatusObject> {
  const e = toSvcError(err)
  return { code: e.code, details: e.message, metadata: statusMetadata(e.code, e.message, e.details) }
}

type ServingStatus = 'SERVING' | 'NOT_SERVING' | 'SERVICE_UNKNOWN'

/** grpc.health.v1.Health with per-service statuses; '' is the whole server. */
export class HealthService {
  private readonly statuses = new Map<string, ServingStatus>([['', 'SERVING']])
  private readonly watchers = new Set<{ service: string; call: grpc.ServerWritableStream<{ service: string }, unknown> }>()

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

  implementation(): grpc.UntypedServiceImplementation {
    return {
      ...grpcImplementation(this.handlers()),
      Watch: (call: grpc.ServerWritableStream<{ service: string }, unknown>) => {
        const w = { service: call.request.service, call }
        this.watchers.add(w)
        call.write({ status: this.get(w.service) })
        call.on('cancelled', () => this.watchers.delete(w))
      },
    }
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
}

export interface RunningGrpcServer {
  server: grpc.Server
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

/**
 * Each client connection is ended after about this long (GOAWAY; its calls in flight finish, the
 * client reconnects). grpc-js resolves a DNS name again only when a connection ends, so without
 * this a client of a Kubernetes headless Service would never reach the replicas added after it
 * connected (an autoscaled Deployment).
 */
const MAX_CONNECTION_AGE_MS = 5 * 60_000

export async function startGrpcServer(services: HostedService[], opts: GrpcServerOptions = {}): Promise<RunningGrpcServer> {
  const host = opts.host ?? '127.0.0.1'
  const server = new grpc.Server({ ...CHANNEL_OPTIONS, 'grpc.max_connection_age_ms': MAX_CONNECTION_AGE_MS })
  const health = new HealthService()
  server.addService(healthDefinition(), health.implementation())
  const packages = [...new Set([DEFAULT_API_PACKAGE, ...(opts.apiPackages ?? [])])]
  const served: Partial<Record<ServiceName, ServiceHandlers>> = { Health: health.handlers() }
  for (const s of services) {
    const implementation = grpcImplementation(s.handlers)
    for (const pkg of packages) {
      const def = serviceDefinition(s.service, pkg)
      server.addService(s.admit ? admittingDefinition(def, s.admit) : def, implementation)
    }
    for (const name of [...serviceHealthNames(s.service, packages), ...(s.healthNames ?? [])]) health.set(name, 'SERVING')
    served[s.service] = s.handlers
  }
  const bindHost = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host
  const address = `${bindHost}:${opts.port ?? 0}`
  // grpc-js prints a line of its own when a bind fails; a port in use must be one line naming it.
  if (opts.port) await assertCanListen(host, opts.port)
  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync(address, grpc.ServerCredentials.createInsecure(), (err, p) => (err ? reject(cannotListen(address, err)) : resolve(p)))
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
        server.tryShutdown(() => {
          clearTimeout(timer)
          resolve()
        })
      })
      return closing
    },
  }
}
