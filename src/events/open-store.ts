// The store a spec names (config/store-spec.ts): the memory store, or the Redis store connected to the
// server, Sentinel group or Cluster given.
import { MemoryEventStore, type EventStoreOptions } from './event-store.js'
import { connectRedisStore } from './redis-event-store.js'
import type { StoreSpec } from '../config/store-spec.js'
import type { EventStore } from './store.js'

export function openEventStore(spec: StoreSpec, opts: EventStoreOptions = {}): EventStore {
  return spec.kind === 'memory' ? new MemoryEventStore(opts) : connectRedisStore(spec, opts)
}
