// The registry provider: Consul's I/O wired to the units that decide what to do with it. Two
// blocking watches (the catalog's service list, and every check's state) only notice that
// something changed; the refetch scheduler turns that into one debounced full read (catalog +
// the health of each relevant service), from which the pure buildRegistrySnapshot builds a
// whole snapshot. `refresh_interval` is the scheduler's fallback poll.
//
// An outage never empties the table: the last good snapshot keeps serving, marked stale, and
// reads are retried with jittered backoff (registry-feed.ts, empty-answer-rule.ts).
import { EventEmitter } from 'node:events'
import Consul from 'consul'
import { EVENTS_IDENTIFIER } from '../api/names.js'
import type { SvcConfig } from '../config/config.js'
import type { Logger } from '../log.js'
import { BlockingWatch, type WatchEvents } from './blocking-watch.js'
import {
  buildRegistrySnapshot,
  CONSUL_TAGS,
  instancesFromHealth,
  isRelevantService,
  type RegistryInstance,
  type SkippedItem,
} from './consul-snapshot.js'
import { RefetchScheduler } from './refetch-scheduler.js'
import { RegistryFeed, type RegistryRead } from './registry-feed.js'
import type { RoutingTable } from './routing-table.js'
import { backoffDelay } from './timing.js'

export interface ConsulProviderOptions {
  table: RoutingTable
  registry: SvcConfig['registry']
  naming: SvcConfig['python_naming_scheme']
  log: Logger
  /** Fallback full refetch period in ms (gateway.refresh_interval). */
  pollIntervalMs: number
  /** Longest a blocking query waits in ms (Consul `wait`); default 30 s. */
  blockingWaitMs?: number
  /** Changes within this many ms share one refetch; default 20. */
  debounceMs?: number
  /** Retry delays after failures: initial, doubling, capped, with full jitter; default 100 ms..5 s. */
  backoff?: { initialMs: number; maxMs: number }
  /** How long an empty answer right after errors is distrusted; default max(30 s, 3 × poll). */
  emptyGraceMs?: number
  /** Deadline of each non-blocking request in ms; default 5 s. */
  requestTimeoutMs?: number
}

export interface ConsulProvider {
  /** One full refetch now (skipping any backoff wait). True when it read the registry. */
  refresh(): Promise<boolean>
  /** Settles after the first refetch finished, good or not. */
  readonly firstAttempt: Promise<void>
  /** Items the last good read could not route, with why. */
  readonly skipped: readonly SkippedItem[]
  stop(): Promise<void>
}

const HEALTH_CONCURRENCY = 8

type Call = (opts: Record<string, unknown>) => Promise<unknown>
const call = (fn: unknown): Call => fn as Call

/** Consul's client with one cancellation context for every request it makes. */
interface Agent {
  consul: Consul
  /** papi aborts every request of this ctx on 'cancel'; includeResponse yields [res, body] for the index header. */
  ctx: EventEmitter & { includeResponse: true }
  requestTimeoutMs: number
}

export function startConsulProvider(opts: ConsulProviderOptions): ConsulProvider {
  const backoff = opts.backoff ?? { initialMs: 100, maxMs: 5_000 }
  const retryDelay = (failures: number) => backoffDelay(backoff, failures)
  const agent = connectAgent(opts.registry, opts.requestTimeoutMs ?? 5_000)
  const feed = new RegistryFeed({
    table: opts.table,
    log: opts.log,
    where: `${opts.registry.host}:${opts.registry.port}`,
    emptyGraceMs: opts.emptyGraceMs ?? Math.max(30_000, 3 * opts.pollIntervalMs),
  })
  // Filled below: the refetch wakes the watches and the watches' events drive the scheduler.
  const watches: BlockingWatch[] = []
  const scheduler: RefetchScheduler = new RefetchScheduler({
    debounceMs: opts.debounceMs ?? 20,
    pollIntervalMs: () => opts.pollIntervalMs,
    retryDelay,
    refetch: () => refetchInto(feed, agent, opts.naming, scheduler, watches),
  })
  const reactions = (name: string) => watchReactions(name, feed, scheduler, opts.log)
  watches.push(...startWatches(agent, opts.blockingWaitMs ?? 30_000, retryDelay, reactions))
  scheduler.start('now')

  let stopping: Promise<void> | undefined
  return {
    firstAttempt: scheduler.firstRefetch,
    get skipped() {
      return feed.skipped
    },
    refresh: () => scheduler.refresh(),
    stop() {
      stopping ??= (async () => {
        const refetchEnded = scheduler.stop()
        for (const watch of watches) watch.stop()
        agent.ctx.emit('cancel')
        await Promise.allSettled([refetchEnded, ...watches.map((w) => w.done)])
        agent.consul.destroy()
      })()
      return stopping
    },
  }
}

function connectAgent(registry: SvcConfig['registry'], requestTimeoutMs: number): Agent {
  const ctx = Object.assign(new EventEmitter(), { includeResponse: true as const })
  // Every in-flight request listens for 'cancel' on this one context.
  ctx.setMaxListeners(0)
  const consul = new Consul({ host: registry.host, port: registry.port, secure: registry.scheme === 'https' })
  return { consul, ctx, requestTimeoutMs }
}

/** One full refetch into the feed. False when the read failed or the provider stopped meanwhile. */
async function refetchInto(
  feed: RegistryFeed,
  agent: Agent,
  naming: SvcConfig['python_naming_scheme'],
  scheduler: RefetchScheduler,
  watches: readonly BlockingWatch[],
): Promise<boolean> {
  let read: RegistryRead
  const began = feed.readBegins()
  try {
    read = await readRegistry(agent, naming)
  } catch (err) {
    if (!scheduler.isStopped) feed.readFailed(describe(err))
    return false
  }
  if (scheduler.isStopped) return false
  for (const watch of watches) watch.wake()
  feed.answered(read, began)
  return true
}

/** What a watch's news does: a change only marks the table dirty; the scheduler refetches once. */
function watchReactions(name: string, feed: RegistryFeed, scheduler: RefetchScheduler, log: Logger): WatchEvents {
  return {
    changed(restarted) {
      if (restarted) feed.outageSeen()
      scheduler.markDirty()
    },
    failed(err, failures) {
      feed.outageSeen()
      if (failures === 1) scheduler.markDirty()
      log('debug', 'registry watch failed', { watch: name, reason: describe(err) })
    },
    recovered() {
      scheduler.refetchNow()
    },
  }
}

/** The two blocking watches: the catalog's service list, and the state of the checks that decide routing. */
function startWatches(
  agent: Agent,
  waitMs: number,
  retryDelay: (failures: number) => number,
  reactions: (name: string) => WatchEvents,
): BlockingWatch[] {
  const blocking = (fn: Call, extra: Record<string, unknown>) => async (index: string) => {
    const [res] = (await fn({
      ...extra,
      index,
      wait: `${Math.ceil(waitMs / 1000)}s`,
      ctx: agent.ctx,
      // Consul adds up to wait/16 of jitter to a blocking query; the deadline allows that and some slack.
      timeout: waitMs + waitMs / 16 + 2_000,
    })) as [{ headers: Record<string, string | undefined> }]
    return res.headers['x-consul-index']
  }
  const { catalog, health } = agent.consul
  return [
    new BlockingWatch({
      query: blocking(call(catalog.service.list.bind(catalog.service)), {}),
      retryDelay,
      events: reactions('catalog'),
    }),
    new BlockingWatch({
      query: blocking(call(health.state.bind(health)), { state: 'any', filter: stateFilter() }),
      retryDelay,
      events: reactions('checks'),
    }),
  ]
}

/** The checks whose state decides routing: our services', and the nodes' (serfHealth decides every service on its node). */
function stateFilter(): string {
  return [
    `ServiceTags contains "${CONSUL_TAGS.processor}"`,
    `ServiceTags contains "${CONSUL_TAGS.pipeline}"`,
    `ServiceName == "${EVENTS_IDENTIFIER}"`,
    'ServiceID == ""',
  ].join(' or ')
}

/** One full read: the catalog, then the health of every service with one of our tags. */
async function readRegistry(
  { consul, ctx, requestTimeoutMs }: Agent,
  naming: SvcConfig['python_naming_scheme'],
): Promise<RegistryRead> {
  const [, services] = (await call(consul.catalog.service.list.bind(consul.catalog.service))({
    ctx,
    timeout: requestTimeoutMs,
  })) as [unknown, Record<string, string[]>]
  const names = Object.entries(services ?? {})
    .filter(([name, tags]) => Array.isArray(tags) && isRelevantService(name, tags))
    .map(([name]) => name)
  const instances: RegistryInstance[] = []
  const bad: SkippedItem[] = []
  const health = call(consul.health.service.bind(consul.health))
  for (let i = 0; i < names.length; i += HEALTH_CONCURRENCY) {
    const batch = names.slice(i, i + HEALTH_CONCURRENCY)
    const answers = await Promise.all(
      batch.map((service) => health({ service, ctx, timeout: requestTimeoutMs }) as Promise<[unknown, unknown]>),
    )
    batch.forEach((service, j) => {
      const read = instancesFromHealth(service, answers[j][1])
      instances.push(...read.instances)
      bad.push(...read.skipped)
    })
  }
  const built = buildRegistrySnapshot(instances, naming)
  return { snapshot: built.snapshot, skipped: [...bad, ...built.skipped] }
}

function describe(err: unknown): string {
  const e = err as { code?: string; message?: string; statusCode?: number }
  const parts = [e?.code, e?.statusCode ? `HTTP ${e.statusCode}` : undefined, e?.message].filter(Boolean)
  return parts.length ? parts.join(' ') : String(err)
}
