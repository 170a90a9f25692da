// One transport per backend identifier, created on first use and closed when the identifier
// leaves the routing table (retain), its target changes, or it is evicted as the least recently
// used beyond `max`. Never a channel per request. Targets that a backend of this process serves
// (InProcessBackends, under svc up) get the in-process transport instead of a channel.
import type * as grpc from '@grpc/grpc-js'
import { LRUCache } from 'lru-cache'
import type { BackendKind, ServiceName } from '../api/names.js'
import type { RouteTarget } from '../api/route-target.js'
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
    const key = `${route.kind}:${route.identifier}`
    const entry = this.cache.get(key)
    if (entry && entry.target === route.target) return entry.transport
    const transport =
      this.opts.inProcess?.transportFor(route.target) ??
      createGrpcTransport(route.target, { apiPackage: this.opts.apiPackage, channelOptions: this.opts.channelOptions })
    this.cache.set(key, { target: route.target, transport })
    return transport
  }

  /**
   * A transport that looks `route` up in this cache on every call. For holders that live longer
   * than a request (an events client, a pipeline component): an eviction then costs a new
   * channel on the next call, never a call on a closed one. Closing it closes nothing; the
   * cache owns the channels.
   */
  bind(route: RouteTarget): Transport {
    const cache = this
    return {
      get inProcess() {
        return cache.get(route).inProcess
      },
      unary: <Res>(service: ServiceName, method: string, request: object, opts?: UnaryOptions) => cache.get(route).unary<Res>(service, method, request, opts),
      close() {},
    }
  }

  /** Closes the transports of identifiers no longer routed (or routed to another target). */
  retain(routes: readonly RouteTarget[]): void {
    const keep = new Map(routes.map((r) => [`${r.kind}:${r.identifier}`, r.target]))
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
