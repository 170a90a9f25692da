// One transport per backend identifier, created on first use and closed when the identifier
// leaves the routing table (retain), its target changes, or it is evicted as the least recently
// used beyond `max`. Never a channel per request. Targets that a backend of this process serves
// (InProcessBackends, under svc up) get the in-process transport instead of a channel. A route
// named by identifier alone is looked up in the cache's resolver on every call, so a backend
// that moves, or gains and loses instances, is followed without a restart.
import type * as grpc from '@grpc/grpc-js'
import { LRUCache } from 'lru-cache'
import { unavailable } from '../api/errors.js'
import { quoteName, type BackendKind, type ServiceName } from '../api/names.js'
import type { RouteName, RouteResolver, RouteTarget } from '../api/route-target.js'
import type { Logger } from '../log.js'
import { createGrpcTransport } from './grpc-transport.js'
import type { InProcessBackends } from './in-process-backends.js'
import type { Transport, UnaryOptions } from './transport.js'

export interface ClientCacheOptions {
  /** Most identifiers holding a transport at once (default 1024). */
  max?: number
  /** Package the backends answer under (default svc.api.v1). */
  apiPackage?: string
  channelOptions?: grpc.ChannelOptions
  /** Backends of this process, answered in process. The gateway never has any. */
  inProcess?: InProcessBackends
  /** Where the gRPC transports log an unreachable backend's address. */
  log?: Logger
  /** Where routes bound by identifier alone are found (a registry's routes). */
  resolver?: RouteResolver
}

const DEFAULT_MAX = 1024

interface Entry {
  target: string
  transport: Transport
}

/**
 * A backend named by its address rather than a routed identifier: what pipeline definitions and
 * the processor host's events address give. The address is then the identifier.
 */
export function addressedRoute(kind: BackendKind, address: string): RouteTarget {
  return { kind, identifier: address, target: address }
}

/** The cache's key of a route: its kind and identifier (a target may change under one key). */
function keyOf(route: RouteTarget): string {
  return `${route.kind}:${route.identifier}`
}

export class ClientCache {
  private readonly cache: LRUCache<string, Entry>
  private closed = 0

  constructor(private readonly opts: ClientCacheOptions = {}) {
    this.cache = new LRUCache<string, Entry>({
      max: opts.max ?? DEFAULT_MAX,
      dispose: (entry) => {
        this.closed++
        entry.transport.close()
      },
    })
  }

  /** The transport for a route, reusing the identifier's while its target is unchanged. */
  get(route: RouteTarget): Transport {
    return this.getKeyed(keyOf(route), route)
  }

  private getKeyed(key: string, route: RouteTarget): Transport {
    const entry = this.cache.get(key)
    if (entry && entry.target === route.target) return entry.transport
    const transport =
      this.opts.inProcess?.transportFor(route.target) ??
      createGrpcTransport(route.target, { apiPackage: this.opts.apiPackage, channelOptions: this.opts.channelOptions, log: this.opts.log })
    this.cache.set(key, { target: route.target, transport })
    return transport
  }

  /**
   * A transport that looks `route` up in this cache on every call. For holders that live longer
   * than a request (an events client, a pipeline component): an eviction then costs a new
   * channel on the next call, never a call on a closed one. A route without a target is first
   * resolved, on every call; while none is routed, calls fail UNAVAILABLE. Closing it closes
   * nothing; the cache owns the channels.
   */
  bind(route: RouteTarget | RouteName): Transport {
    const cache = this
    const current = 'target' in route ? () => route : () => this.resolve(route)
    // A route bound with its target keeps one key; one resolved per call gets its key per call.
    const fixedKey = 'target' in route ? keyOf(route) : undefined
    return {
      get inProcess() {
        const target = 'target' in route ? route.target : cache.opts.resolver?.target(route)
        return target !== undefined && cache.opts.inProcess?.transportFor(target) !== undefined
      },
      unary: <Res>(service: ServiceName, method: string, request: object, opts?: UnaryOptions) => {
        let resolved: RouteTarget
        try {
          resolved = current()
        } catch (err) {
          return Promise.reject(err)
        }
        return cache.getKeyed(fixedKey ?? keyOf(resolved), resolved).unary<Res>(service, method, request, opts)
      },
      close() {},
    }
  }

  private resolve(route: RouteName): RouteTarget {
    const resolver = this.opts.resolver
    const target = resolver?.target(route)
    if (target === undefined) {
      const where = resolver ? `none is registered in ${resolver.source}` : 'it has no address and no registry is watched'
      throw unavailable(`no ${route.kind === 'events' ? 'events service' : route.kind} ${quoteName(route.identifier)} to call: ${where}`)
    }
    return { kind: route.kind, identifier: route.identifier, target }
  }

  /** Closes the transports of identifiers no longer routed (or routed to another target). */
  retain(routes: readonly RouteTarget[]): void {
    const keep = new Map(routes.map((r) => [keyOf(r), r.target]))
    for (const [key, entry] of this.cache.entries()) {
      if (keep.get(key) !== entry.target) this.cache.delete(key)
    }
  }

  get size(): number {
    return this.cache.size
  }

  /** How many transports have been closed so far (evicted, replaced or retired). */
  get closedCount(): number {
    return this.closed
  }

  close(): void {
    this.cache.clear()
  }
}
