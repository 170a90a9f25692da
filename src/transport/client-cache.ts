// One transport per backend identifier, created on first use and retired when the identifier
// leaves the routing table (retain), its target changes, or it is evicted as the least recently
// used beyond `max`. Never a channel per request. A request finishes on the routing snapshot it
// arrived with, so a retired transport stays open for `retireAfterMs` (the longest a call may
// last): a retry after an instance died and left the table then still reaches the instances
// that remain, instead of failing on a closed channel. Targets that a backend of this process serves
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
  /**
   * How long a retired transport stays open for calls of requests that still hold it, in
   * milliseconds (default 0: closed at once). The gateway gives its longest call deadline.
   */
  retireAfterMs?: number
}

const DEFAULT_MAX = 1024
/** Most retired transports kept open at once; beyond it the oldest is closed (a flapping registry cannot pile up channels). */
const MAX_RETIRED = 256

interface Entry {
  target: string
  transport: Transport
  /** The route object of the latest call: a request from that snapshot may still call after a change. */
  route: RouteTarget
}

interface Retired {
  entry: Entry
  timer: NodeJS.Timeout
}

/**
 * A backend named by its address rather than a routed identifier: what pipeline definitions and
 * the processor host's events address give. The address is then the identifier.
 */
export function addressedRoute(kind: BackendKind, address: string): RouteTarget {
  return { kind, identifier: address, target: address }
}

function retiredKey(key: string, target: string): string {
  return `${key}\n${target}`
}

/** The cache's key of a route: its kind and identifier (a target may change under one key). */
function keyOf(route: RouteTarget): string {
  return `${route.kind}:${route.identifier}`
}

export class ClientCache {
  private readonly cache: LRUCache<string, Entry>
  /** Retired transports still open, by key and target, oldest first. */
  private readonly retired = new Map<string, Retired>()
  private closed = 0
  private shutDown = false

  constructor(private readonly opts: ClientCacheOptions = {}) {
    this.cache = new LRUCache<string, Entry>({
      max: opts.max ?? DEFAULT_MAX,
      dispose: (entry, key) => this.retire(key, entry),
    })
  }

  /** The transport for a route, reusing the identifier's while its target is unchanged. */
  get(route: RouteTarget): Transport {
    return this.getKeyed(keyOf(route), route)
  }

  private getKeyed(key: string, route: RouteTarget): Transport {
    const entry = this.cache.get(key)
    if (entry && entry.target === route.target) {
      entry.route = route
      return entry.transport
    }
    // A request routed before the target changed calls on with the channel it was routed to,
    // rather than replacing the current one (which the next new request would replace back).
    const retired = this.retired.get(retiredKey(key, route.target))
    if (retired && retired.entry.route === route) return retired.entry.transport
    const transport =
      this.opts.inProcess?.transportFor(route.target) ??
      createGrpcTransport(route.target, {
        apiPackage: this.opts.apiPackage,
        channelOptions: this.opts.channelOptions,
        log: this.opts.log,
      })
    this.cache.set(key, { target: route.target, transport, route })
    return transport
  }

  /** Stops handing out `entry`'s transport; closes it now, or once calls already holding it have had their time. */
  private retire(key: string, entry: Entry): void {
    this.closed++
    const graceMs = this.opts.retireAfterMs ?? 0
    if (graceMs <= 0 || this.shutDown) {
      entry.transport.close()
      return
    }
    const id = retiredKey(key, entry.target)
    this.closeRetired(id)
    if (this.retired.size >= MAX_RETIRED) this.closeRetired(this.retired.keys().next().value!)
    const timer = setTimeout(() => this.closeRetired(id), graceMs)
    timer.unref()
    this.retired.set(id, { entry, timer })
  }

  private closeRetired(id: string): void {
    const retired = this.retired.get(id)
    if (retired === undefined) return
    this.retired.delete(id)
    clearTimeout(retired.timer)
    retired.entry.transport.close()
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
      const where = resolver
        ? `none is registered in ${resolver.source}`
        : 'it has no address and no registry is watched'
      throw unavailable(
        `no ${route.kind === 'events' ? 'events service' : route.kind} ${quoteName(route.identifier)} to call: ${where}`,
      )
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

  /** How many transports have been retired so far (evicted, replaced or dropped), closed or closing. */
  get closedCount(): number {
    return this.closed
  }

  /** Retired transports still open for the calls that hold them. */
  get retiredOpen(): number {
    return this.retired.size
  }

  close(): void {
    this.shutDown = true
    this.cache.clear()
    for (const id of [...this.retired.keys()]) this.closeRetired(id)
  }
}
