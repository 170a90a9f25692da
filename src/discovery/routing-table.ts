// Holds the current routing snapshot. Providers hand in whole snapshots; the table merges them,
// drops unchanged results, and publishes a new immutable snapshot by swapping one reference.
// Requests capture the snapshot they start with and finish on it.
import { EventEmitter } from 'node:events'
import {
  mergeProviders,
  sameRoutes,
  type ProviderSnapshot,
  type RouteSource,
  type RoutingSnapshot,
} from './snapshot.js'

export interface SourceState {
  source: RouteSource
  /** Epoch ms of the last successful read. */
  updatedAt: number
  /** True while the provider cannot read its source and the last good snapshot serves. */
  stale: boolean
  /** Why the provider is stale (no document text, only the failure). */
  reason?: string
  /** The most recent failure, kept after recovery so an operator can see what blinked. */
  lastError?: { reason: string; at: number }
  /** Items the provider could not route, with why. */
  skipped: readonly string[]
}

export class RoutingTable extends EventEmitter {
  private snapshot: RoutingSnapshot
  private readonly inputs = new Map<RouteSource, ProviderSnapshot>()
  private readonly states = new Map<RouteSource, SourceState>()

  constructor() {
    super()
    this.snapshot = { version: 0, createdAt: Date.now(), events: null, processors: new Map(), pipelines: new Map() }
  }

  /** The snapshot to route a new request by. */
  get current(): RoutingSnapshot {
    return this.snapshot
  }

  /** Whether any provider has delivered a snapshot yet. */
  get loaded(): boolean {
    return this.inputs.size > 0
  }

  /** A provider's whole new view. Returns true when the published table changed. */
  update(input: ProviderSnapshot): boolean {
    this.inputs.set(input.source, input)
    const prev = this.states.get(input.source)
    this.states.set(input.source, {
      source: input.source,
      updatedAt: Date.now(),
      stale: false,
      lastError: prev?.lastError,
      skipped: input.skipped ?? [],
    })
    const merged = mergeProviders([...this.inputs.values()])
    if (this.snapshot.version > 0 && sameRoutes(merged, this.snapshot)) return false
    const previous = this.snapshot
    this.snapshot = { ...merged, version: previous.version + 1, createdAt: Date.now() }
    this.emit('change', this.snapshot, previous)
    return true
  }

  /** A provider failed to read: its last good snapshot keeps serving, marked stale. */
  markStale(source: RouteSource, reason: string): void {
    const prev = this.states.get(source)
    this.states.set(source, {
      source,
      updatedAt: prev?.updatedAt ?? 0,
      stale: true,
      reason,
      lastError: { reason, at: Date.now() },
      skipped: prev?.skipped ?? [],
    })
    this.emit('stale', source, reason)
  }

  sources(): SourceState[] {
    return [...this.states.values()].map((s) => ({ ...s }))
  }

  get stale(): boolean {
    for (const s of this.states.values()) if (s.stale) return true
    return false
  }
}
