// One way to host gRPC services: bind, register the health service, serve under one or more
// API package names, and shut down gracefully. Handlers are async functions; an SvcError they
// throw becomes its gRPC status, anything else INTERNAL with the message.
import * as grpc from '@grpc/grpc-js'
import { toSvcError } from '../api/errors.js'
import { DEFAULT_API_PACKAGE, type ApiServiceName } from '../api/names.js'
import { CHANNEL_OPTIONS, healthDefinition, serviceDefinition } from './proto.js'

export type AsyncUnary<Req, Res> = (request: Req, call: grpc.ServerUnaryCall<Req, Res>) => Promise<Res> | Res

/** Adapts an async handler to grpc-js's callback style through the one error path. */
export function unary<Req, Res>(fn: AsyncUnary<Req, Res>): grpc.handleUnaryCall<Req, Res> {
  return (call, callback) => {
    let result: Promise<Res> | Res
    try {
      result = fn(call.request, call)
    } catch (err) {
      callback(asStatus(err))
      return
    }
    Promise.resolve(result).then(
      (res) => callback(null, res),
      (err) => callback(asStatus(err)),
    )
  }
}

function asStatus(err: unknown): Partial<grpc.StatusObject> {
  const e = toSvcError(err)
  return { code: e.code, details: e.message, metadata: new grpc.Metadata() }
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

  implementation(): grpc.UntypedServiceImplementation {
    return {
      Check: (call: grpc.ServerUnaryCall<{ service: string }, unknown>, cb: grpc.sendUnaryData<unknown>) => {
        const status = this.statuses.get(call.request.service)
        if (!status) cb({ code: grpc.status.NOT_FOUND, details: `unknown service ${call.request.service}` })
        else cb(null, { status })
      },
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
  implementation: grpc.UntypedServiceImplementation
  /** Names registered as SERVING in the health service (besides ''). */
  healthNames?: string[]
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
  /** Graceful: stops accepting, lets calls finish for up to graceMs, then forces. */
  close(graceMs?: number): Promise<void>
}

export async function startGrpcServer(services: HostedService[], opts: GrpcServerOptions = {}): Promise<RunningGrpcServer> {
  const host = opts.host ?? '127.0.0.1'
  const server = new grpc.Server({ ...CHANNEL_OPTIONS })
  const health = new HealthService()
  server.addService(healthDefinition(), health.implementation())
  const packages = [...new Set([DEFAULT_API_PACKAGE, ...(opts.apiPackages ?? [])])]
  for (const s of services) {
    for (const pkg of packages) server.addService(serviceDefinition(s.service, pkg), s.implementation)
    for (const name of s.healthNames ?? []) health.set(name, 'SERVING')
    health.set(`${DEFAULT_API_PACKAGE}.${s.service}`, 'SERVING')
  }
  const bindHost = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host
  const port = await new Promise<number>((resolve, reject) => {
    server.bindAsync(`${bindHost}:${opts.port ?? 0}`, grpc.ServerCredentials.createInsecure(), (err, p) =>
      err ? reject(err) : resolve(p),
    )
  })
  let closing: Promise<void> | undefined
  return {
    server,
    host,
    port,
    address: `${host}:${port}`,
    health,
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
