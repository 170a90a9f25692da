// One gRPC client (channel) per backend identifier, created lazily and closed when the
// identifier leaves the routing table, its target changes, or it is evicted (least recently
// used beyond max). Never a channel per request.
import type * as grpc from '@grpc/grpc-js'
import { LRUCache } from 'lru-cache'
import type { ApiServiceName, BackendKind } from '../api/names.js'
import type { RouteTarget } from '../api/route-target.js'
import { createClient } from './client.js'

const SERVICE_OF: Record<BackendKind, ApiServiceName> = { events: 'Events', processor: 'Processor', pipeline: 'Pipeline' }

interface Entry {
  target: string
  client: grpc.Client
}

export interface ChannelPoolOptions {
  max: number
  apiPackage: string
  channelOptions?: grpc.ChannelOptions
}

/** Round-robin across a multi-address target; grpc-js picks the first address otherwise. */
const ROUND_ROBIN: grpc.ChannelOptions = {
  'grpc.service_config': JSON.stringify({ loadBalancingConfig: [{ round_robin: {} }] }),
}

export class ChannelPool {
  private readonly cache: LRUCache<string, Entry>
  private readonly closed = { count: 0 }

  constructor(private readonly opts: ChannelPoolOptions) {
    this.cache = new LRUCache<string, Entry>({
      max: opts.max,
      dispose: (entry) => {
        this.closed.count++
        entry.client.close()
      },
    })
  }

  /** The client for a route, reusing the identifier's channel while its target is unchanged. */
  get(route: RouteTarget): grpc.Client {
    const key = `${route.kind}:${route.identifier}`
    const entry = this.cache.get(key)
    if (entry && entry.target === route.target) return entry.client
    const client = createClient(SERVICE_OF[route.kind], route.target, this.opts.apiPackage, { ...ROUND_ROBIN, ...this.opts.channelOptions })
    this.cache.set(key, { target: route.target, client })
    return client
  }

  /** Closes the channels of identifiers no longer routed. */
  retain(routes: readonly RouteTarget[]): void {
    const keep = new Map(routes.map((r) => [`${r.kind}:${r.identifier}`, r.target]))
    for (const [key, entry] of this.cache.entries()) {
      if (keep.get(key) !== entry.target) this.cache.delete(key)
    }
  }

  get size(): number {
    return this.cache.size
  }

  /** How many channels have been closed so far (evicted, replaced or retired). */
  get closedCount(): number {
    return this.closed.count
  }

  close(): void {
    this.cache.clear()
  }
}
