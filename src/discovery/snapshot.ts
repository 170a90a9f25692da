// Routing snapshots: immutable descriptions of where each backend lives. Providers build whole
// snapshots from what they read (pure functions here); the routing table merges and swaps them.
import { EVENTS_IDENTIFIER, type BackendKind } from '../api/names.js'
import type { RouteTarget } from '../api/route-target.js'
import type { Endpoint, SvcConfig } from '../config/config.js'

export type RouteSource = 'static' | 'registry'

/** One routable backend: an identifier, the instances that serve it, and where it was found. */
export interface BackendRoute extends RouteTarget {
  /** host:port of each instance (or one gRPC target as configured). */
  readonly instances: readonly string[]
  readonly source: RouteSource
}

/** What one provider saw, whole. */
export interface ProviderSnapshot {
  readonly source: RouteSource
  readonly events: BackendRoute | null
  readonly processors: readonly BackendRoute[]
  readonly pipelines: readonly BackendRoute[]
  /** Items the provider read but could not route, each with why (shown by GET /v1/routes). */
  readonly skipped?: readonly string[]
}

/** The merged table the gateway routes by. Never mutated after it is published. */
export interface RoutingSnapshot {
  readonly version: number
  /** Epoch milliseconds when this snapshot was published. */
  readonly createdAt: number
  readonly events: BackendRoute | null
  readonly processors: ReadonlyMap<string, BackendRoute>
  readonly pipelines: ReadonlyMap<string, BackendRoute>
}

/**
 * The gRPC target for a set of instances. Several instances become one channel target:
 * `ipv4:a:p,b:p` (python_naming_scheme ipv4, gRPC's multi-address form) with round-robin;
 * with 'dns' naming only the first instance is dialled.
 */
export function targetFor(instances: readonly string[], naming: 'ipv4' | 'dns' = 'ipv4'): string {
  if (instances.length === 1 || naming === 'dns') return instances[0]
  const v6 = instances.some((a) => a.startsWith('['))
  return `${v6 ? 'ipv6' : 'ipv4'}:${instances.join(',')}`
}

export function route(
  kind: BackendKind,
  identifier: string,
  instances: readonly string[],
  source: RouteSource,
  naming: 'ipv4' | 'dns' = 'ipv4',
): BackendRoute {
  const sorted = [...new Set(instances)].sort()
  return { kind, identifier, instances: sorted, target: targetFor(sorted, naming), source }
}

function fromEndpoints(kind: BackendKind, list: readonly Endpoint[]): BackendRoute[] {
  // An Endpoint may already be a gRPC target (ipv4:a:p,b:p): dial it as written.
  return list.map((e) => ({
    kind,
    identifier: e.Identifier,
    instances: [e.Endpoint],
    target: e.Endpoint,
    source: 'static' as const,
  }))
}

/** The static provider's snapshot: the config file's fixed addresses. */
export function staticSnapshot(config: SvcConfig): ProviderSnapshot {
  const events = config.gateway.events
  return {
    source: 'static',
    events: events
      ? { kind: 'events', identifier: EVENTS_IDENTIFIER, instances: [events], target: events, source: 'static' }
      : null,
    processors: fromEndpoints('processor', config.processors),
    pipelines: fromEndpoints('pipeline', config.pipelines),
  }
}

/** Static entries are pinned: a discovered route never replaces a configured one. */
export function mergeProviders(snapshots: readonly ProviderSnapshot[]): Omit<RoutingSnapshot, 'version' | 'createdAt'> {
  const ordered = [...snapshots].sort((a, b) => (a.source === 'static' ? -1 : 0) - (b.source === 'static' ? -1 : 0))
  let events: BackendRoute | null = null
  const processors = new Map<string, BackendRoute>()
  const pipelines = new Map<string, BackendRoute>()
  for (const s of ordered) {
    events ??= s.events
    for (const r of s.processors) if (!processors.has(r.identifier)) processors.set(r.identifier, r)
    for (const r of s.pipelines) if (!pipelines.has(r.identifier)) pipelines.set(r.identifier, r)
  }
  return { events, processors: sortMap(processors), pipelines: sortMap(pipelines) }
}

function sortMap(m: Map<string, BackendRoute>): Map<string, BackendRoute> {
  return new Map([...m.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

function sameRoute(a: BackendRoute | null | undefined, b: BackendRoute | null | undefined): boolean {
  if (!a || !b) return a === b || (!a && !b)
  return (
    a.identifier === b.identifier &&
    a.target === b.target &&
    a.source === b.source &&
    a.instances.join(',') === b.instances.join(',')
  )
}

function sameMap(a: ReadonlyMap<string, BackendRoute>, b: ReadonlyMap<string, BackendRoute>): boolean {
  if (a.size !== b.size) return false
  for (const [k, r] of a) if (!sameRoute(r, b.get(k))) return false
  return true
}

/** Whether two tables route identically (an unchanged snapshot is dropped, not published). */
export function sameRoutes(
  a: Omit<RoutingSnapshot, 'version' | 'createdAt'>,
  b: Omit<RoutingSnapshot, 'version' | 'createdAt'>,
): boolean {
  return sameRoute(a.events, b.events) && sameMap(a.processors, b.processors) && sameMap(a.pipelines, b.pipelines)
}

/** Every route of a snapshot, for channel bookkeeping and listings. */
export function allRoutes(s: Omit<RoutingSnapshot, 'version' | 'createdAt'>): BackendRoute[] {
  return [...(s.events ? [s.events] : []), ...s.processors.values(), ...s.pipelines.values()]
}
