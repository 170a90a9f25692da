// The registry provider's pure half: what Consul answered (service instances with their tags
// and checks) → one whole ProviderSnapshot. No I/O here, so every rule of PROTOCOL.md §6 is
// tested with fixture tables. A bad item (a name that cannot be a route, a port out of range)
// disables only itself and is returned with the reason; everything else still routes.
import { EVENTS_IDENTIFIER, type BackendKind } from '../api/names.js'
import { IDENTIFIER } from '../config/config.js'
import { route, type BackendRoute, type ProviderSnapshot } from './snapshot.js'

/** Registry tags of PROTOCOL.md §6. They stay inside the registry provider. */
export const CONSUL_TAGS = Object.freeze({
  events: 'v1',
  processor: 'v1-svc-processor',
  pipeline: 'v1-svc-pipeline',
  /**
   * Prefix of the tag an events instance on a shared store carries, followed by the store's
   * instance id: instances with the same one serve the same events and are balanced across.
   */
  sharedStore: 'svc-shared-store:',
})

/** The tag declaring that an events instance serves the shared store `storeId`. */
export function sharedStoreTag(storeId: string): string {
  return CONSUL_TAGS.sharedStore + storeId
}

/** The shared store an instance declares, if any. */
function sharedStoreOf(tags: readonly string[]): string | undefined {
  const tag = tags.find((t) => t.startsWith(CONSUL_TAGS.sharedStore))
  return tag?.slice(CONSUL_TAGS.sharedStore.length) || undefined
}

/** One registered instance as Consul's health endpoint describes it (the fields we read). */
export interface RegistryInstance {
  /** Consul service name: the route's identifier (or svc-events). */
  service: string
  /** Consul service ID (unique per agent); used in skip reasons only. */
  id: string
  /** Service address; empty means "the node's address". */
  address: string
  nodeAddress: string
  port: number
  tags: readonly string[]
  /** Status of every check on the instance and its node: passing | warning | critical | maintenance. */
  checks: readonly string[]
}

export interface SkippedItem {
  service: string
  id?: string
  reason: string
}

export interface RegistrySnapshotResult {
  snapshot: ProviderSnapshot
  /** Items that could not be routed, with why (sorted, stable across identical inputs). */
  skipped: SkippedItem[]
}

/** Which catalog services are worth a health query: those carrying one of our tags. */
export function isRelevantService(name: string, tags: readonly string[]): boolean {
  if (name === EVENTS_IDENTIFIER && tags.includes(CONSUL_TAGS.events)) return true
  return tags.includes(CONSUL_TAGS.processor) || tags.includes(CONSUL_TAGS.pipeline)
}

/** Routable only when every check (service and node) passes; warning is not passing (as in Consul's ?passing). */
export function isPassing(instance: RegistryInstance): boolean {
  return instance.checks.every((s) => s === 'passing')
}

/**
 * Builds the registry's whole snapshot. Instances of one name become one route (sorted,
 * duplicates dropped, target per `naming`). The events service is stateful (an event lives in
 * one store): the first of its instances in sorted order is routed, together with every other
 * instance that declares the same shared store as it does (they serve the same events); the
 * rest are skipped with the reason.
 */
export function buildRegistrySnapshot(
  items: readonly RegistryInstance[],
  naming: 'ipv4' | 'dns' = 'ipv4',
): RegistrySnapshotResult {
  const skipped: SkippedItem[] = []
  const groups: Record<BackendKind, Map<string, string[]>> = {
    events: new Map(),
    processor: new Map(),
    pipeline: new Map(),
  }
  const seen = new Map<string, string>()
  const storeAt = new Map<string, string | undefined>()

  for (const item of items) {
    const kinds = kindsOf(item)
    if (kinds.length === 0 || !isPassing(item)) continue
    const where = instanceAddress(item)
    if (typeof where !== 'string') {
      skipped.push({ service: item.service, id: item.id, reason: where.reason })
      continue
    }
    if (!IDENTIFIER.test(item.service)) {
      skipped.push({
        service: item.service,
        id: item.id,
        reason: 'service name is not a valid identifier (letters, digits, ".", "_", "~", "-"; at most 253)',
      })
      continue
    }
    const key = `${item.service}\u0000${where}`
    const first = seen.get(key)
    if (first !== undefined) {
      skipped.push({ service: item.service, id: item.id, reason: `duplicate of instance ${first} at ${where}` })
      continue
    }
    seen.set(key, item.id)
    if (kinds.includes('events')) storeAt.set(where, sharedStoreOf(item.tags))
    for (const kind of kinds) {
      const group = groups[kind]
      const list = group.get(item.service) ?? []
      list.push(where)
      group.set(item.service, list)
    }
  }

  let events: BackendRoute | null = null
  const eventInstances = groups.events.get(EVENTS_IDENTIFIER)
  if (eventInstances) {
    const [chosen, ...others] = [...eventInstances].sort()
    const store = storeAt.get(chosen)
    const together = others.filter((other) => store !== undefined && storeAt.get(other) === store)
    events = route('events', EVENTS_IDENTIFIER, [chosen, ...together], 'registry', naming)
    for (const other of others) {
      if (together.includes(other)) continue
      const why = store === undefined ? `${chosen} holds its events itself` : `it does not share the store of ${chosen}`
      skipped.push({
        service: EVENTS_IDENTIFIER,
        reason: `events service at ${other} not routed: ${why}; only instances of one store are routed`,
      })
    }
  }
  const build = (kind: BackendKind) =>
    [...groups[kind].entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([id, instances]) => route(kind, id, instances, 'registry', naming))

  skipped.sort((a, b) => cmp(a.service, b.service) || cmp(a.id ?? '', b.id ?? '') || cmp(a.reason, b.reason))
  return {
    snapshot: { source: 'registry', events, processors: build('processor'), pipelines: build('pipeline') },
    skipped,
  }
}

function kindsOf(item: RegistryInstance): BackendKind[] {
  const kinds: BackendKind[] = []
  if (item.service === EVENTS_IDENTIFIER && item.tags.includes(CONSUL_TAGS.events)) kinds.push('events')
  if (item.tags.includes(CONSUL_TAGS.processor)) kinds.push('processor')
  if (item.tags.includes(CONSUL_TAGS.pipeline)) kinds.push('pipeline')
  return kinds
}

/** host:port to dial ([v6]:port for IPv6), or why the instance cannot be dialled. */
function instanceAddress(item: RegistryInstance): string | { reason: string } {
  const host = item.address || item.nodeAddress
  if (!host) return { reason: 'instance has no address (neither service nor node address)' }
  if (host === '0.0.0.0' || host === '::' || host === '[::]')
    return { reason: `instance address ${host} is a wildcard, not dialable (register with --advertise)` }
  if (!Number.isInteger(item.port) || item.port < 1 || item.port > 65535)
    return { reason: `instance port ${item.port} is not a port number (1-65535)` }
  if (/[\s,/]/.test(host)) return { reason: 'instance address contains whitespace, "," or "/"' }
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host
  return bare.includes(':') ? `[${bare}]:${item.port}` : `${bare}:${item.port}`
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * Instances from one answer of Consul's /v1/health/service/:name (an array of
 * {Node, Service, Checks}). A malformed entry is returned as skipped, never thrown.
 */
export function instancesFromHealth(
  service: string,
  answer: unknown,
): { instances: RegistryInstance[]; skipped: SkippedItem[] } {
  const instances: RegistryInstance[] = []
  const skipped: SkippedItem[] = []
  if (!Array.isArray(answer)) return { instances, skipped: [{ service, reason: 'health answer is not a list' }] }
  for (const entry of answer) {
    const e = entry as { Node?: { Address?: unknown }; Service?: Record<string, unknown>; Checks?: unknown }
    const s = e?.Service
    if (!s || typeof s !== 'object' || typeof s.Service !== 'string') {
      skipped.push({ service, reason: 'health entry without a service' })
      continue
    }
    const checks = Array.isArray(e.Checks) ? e.Checks.map((c) => String((c as { Status?: unknown })?.Status)) : []
    instances.push({
      service: s.Service,
      id: typeof s.ID === 'string' ? s.ID : '',
      address: typeof s.Address === 'string' ? s.Address : '',
      nodeAddress: typeof e.Node?.Address === 'string' ? e.Node.Address : '',
      port: typeof s.Port === 'number' ? s.Port : Number.NaN,
      tags: Array.isArray(s.Tags) ? s.Tags.filter((t): t is string => typeof t === 'string') : [],
      checks,
    })
  }
  return { instances, skipped }
}
