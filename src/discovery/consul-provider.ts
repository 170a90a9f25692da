// The registry provider: Consul's I/O around the pure buildRegistrySnapshot. Two blocking
// queries only notice that something changed (the catalog's service list, and every check's
// state); a change sets a dirty flag and triggers one debounced full refetch (catalog + the
// health of each relevant service) that builds a whole snapshot. Bursts of changes coalesce;
// nothing is queued per event. `refresh_interval` is the fallback poll.
//
// An outage never empties the table: the last good snapshot keeps serving, marked stale, and
// the provider retries with jittered backoff. An empty answer right after errors (an agent
// that restarted with an empty catalog) is distrusted for a grace period too.
import { EventEmitter } from 'node:events'
import Consul from 'consul'
import { EVENTS_IDENTIFIER } from '../api/names.js'
import type { SvcConfig } from '../config/config.js'
import type { Logger } from '../log.js'
import { buildRegistrySnapshot, CONSUL_TAGS, instancesFromHealth, isRelevantService, type RegistryInstance, type SkippedItem } from './consul-snapshot.js'
import type { RoutingTable } from './routing-table.js'
import type { ProviderSnapshot } from './snapshot.js'

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

export function startConsulProvider(opts: ConsulProviderOptions): ConsulProvider {
  const { table, log } = opts
  const waitMs = opts.blockingWaitMs ?? 30_000
  const debounceMs = opts.debounceMs ?? 20
  const backoff = opts.backoff ?? { initialMs: 100, maxMs: 5_000 }
  const emptyGraceMs = opts.emptyGraceMs ?? Math.max(30_000, 3 * opts.pollIntervalMs)
  const requestTimeoutMs = opts.requestTimeoutMs ?? 5_000

  const consul = new Consul({ host: opts.registry.host, port: opts.registry.port, secure: opts.registry.scheme === 'https' })
  // papi aborts every request of a ctx on 'cancel'; includeResponse yields [res, body] for the index header.
  const ctx = Object.assign(new EventEmitter(), { includeResponse: true })
  ctx.setMaxListeners(0)
  // Watches backing off after errors sleep here; a good read wakes them (the registry is back).
  const sleepers = new Set<() => void>()
  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        sleepers.delete(done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      sleepers.add(done)
    })
  const wakeWatches = () => {
    for (const wake of [...sleepers]) wake()
  }
  const call = (fn: unknown): Call => fn as Call

  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let current: Promise<void> | undefined
  let running = false
  let dirty = false
  let failures = 0
  let seq = 0
  let waiters: { need: number; resolve: (ok: boolean) => void }[] = []
  let lastOk = false
  let recovering = false
  let emptySince: number | undefined
  let lastGoodEmpty = true
  let skipped: SkippedItem[] = []
  let lastSkippedKey = '[]'
  let lastProblem: string | undefined
  let resolveFirst!: () => void
  const firstAttempt = new Promise<void>((r) => (resolveFirst = r))

  async function readRegistry(): Promise<{ snapshot: ProviderSnapshot; skipped: SkippedItem[] }> {
    const [, services] = (await call(consul.catalog.service.list.bind(consul.catalog.service))({ ctx, timeout: requestTimeoutMs })) as [unknown, Record<string, string[]>]
    const names = Object.entries(services ?? {})
      .filter(([name, tags]) => Array.isArray(tags) && isRelevantService(name, tags))
      .map(([name]) => name)
    const instances: RegistryInstance[] = []
    const bad: SkippedItem[] = []
    const health = call(consul.health.service.bind(consul.health))
    for (let i = 0; i < names.length; i += HEALTH_CONCURRENCY) {
      const batch = names.slice(i, i + HEALTH_CONCURRENCY)
      const answers = await Promise.all(batch.map((service) => health({ service, ctx, timeout: requestTimeoutMs }) as Promise<[unknown, unknown]>))
      batch.forEach((service, j) => {
        const read = instancesFromHealth(service, answers[j][1])
        instances.push(...read.instances)
        bad.push(...read.skipped)
      })
    }
    const built = buildRegistrySnapshot(instances, opts.naming)
    return { snapshot: built.snapshot, skipped: [...bad, ...built.skipped] }
  }

  async function fetchOnce(): Promise<boolean> {
    let read: { snapshot: ProviderSnapshot; skipped: SkippedItem[] }
    try {
      read = await readRegistry()
    } catch (err) {
      if (stopped) return false
      const reason = `registry ${opts.registry.host}:${opts.registry.port} unreachable: ${describe(err)}`
      table.markStale('registry', reason)
      if (reason !== lastProblem) log('warn', 'registry read failed; keeping the last good routes', { reason })
      lastProblem = reason
      recovering = true
      return false
    }
    if (stopped) return false
    wakeWatches()
    const { snapshot } = read
    const empty = !snapshot.events && snapshot.processors.length === 0 && snapshot.pipelines.length === 0
    if (empty && recovering && !lastGoodEmpty) {
      emptySince ??= Date.now()
      if (Date.now() - emptySince < emptyGraceMs) {
        const reason = `registry answered no services right after an outage; keeping the last good routes for up to ${Math.round(emptyGraceMs / 1000)} s`
        table.markStale('registry', reason)
        if (reason !== lastProblem) log('warn', reason)
        lastProblem = reason
        return true
      }
    }
    recovering = false
    emptySince = undefined
    lastGoodEmpty = empty
    if (lastProblem !== undefined) log('info', 'registry read succeeded again')
    lastProblem = undefined
    skipped = read.skipped
    const key = JSON.stringify(skipped)
    if (key !== lastSkippedKey) for (const s of skipped) log('warn', 'registry item not routed', { ...s })
    lastSkippedKey = key
    const changed = table.update({ ...snapshot, skipped: skipped.map((s) => `${s.service}${s.id ? ` (${s.id})` : ''}: ${s.reason}`) })
    if (changed) log('info', 'registry routes changed', { events: snapshot.events?.target ?? null, processors: snapshot.processors.length, pipelines: snapshot.pipelines.length })
    return true
  }

  async function run(): Promise<void> {
    timer = undefined
    running = true
    dirty = false
    const mine = ++seq
    const ok = await fetchOnce()
    running = false
    lastOk = ok
    if (mine === 1) resolveFirst()
    const done = waiters.filter((w) => w.need <= mine)
    waiters = waiters.filter((w) => w.need > mine)
    for (const w of done) w.resolve(ok)
    if (stopped) return
    if (!ok) {
      failures++
      arm(jitter(backoff, failures))
    } else {
      failures = 0
      if (dirty || waiters.length) arm(debounceMs)
    }
  }

  function arm(ms: number): void {
    if (stopped) return
    timer = setTimeout(() => {
      current = run()
    }, ms)
    timer.unref()
  }

  /** A change was noticed: one refetch soon, however many changes arrive meanwhile. */
  function markDirty(): void {
    dirty = true
    if (!running && !timer) arm(debounceMs)
  }

  /** Skip a backoff wait: the registry is evidently back, or an operator asked. */
  function refetchNow(): void {
    dirty = true
    if (running) return
    clearTimeout(timer)
    arm(0)
  }

  async function watch(name: string, fn: Call, extra: Record<string, unknown>): Promise<void> {
    let index = 0n
    let watchFailures = 0
    while (!stopped) {
      try {
        const [res] = (await fn({ ...extra, index: index.toString(), wait: `${Math.ceil(waitMs / 1000)}s`, ctx, timeout: waitMs + waitMs / 16 + 2_000 })) as [{ headers: Record<string, string | undefined> }]
        if (stopped) return
        let next: bigint
        try {
          next = BigInt(res.headers['x-consul-index'] ?? '0')
        } catch {
          next = 0n
        }
        const recovered = watchFailures > 0
        watchFailures = 0
        // An index that goes backwards (agent restarted) or is not positive restarts the watch.
        if (next <= 0n || next < index) {
          index = 0n
          recovering = true
          markDirty()
        } else if (next !== index) {
          index = next
          markDirty()
        }
        if (recovered) refetchNow()
      } catch (err) {
        if (stopped) return
        watchFailures++
        // The registry blinked: its next answer may come from an agent that lost its catalog,
        // whose indexes restart low. Blocking on the old index would wait until the new agent
        // passes it and miss every change until then, so the next query starts from 0.
        recovering = true
        index = 0n
        if (watchFailures === 1) markDirty()
        log('debug', 'registry watch failed', { watch: name, reason: describe(err) })
        await nap(jitter(backoff, watchFailures))
      }
    }
  }

  const stateFilter = [
    `ServiceTags contains "${CONSUL_TAGS.processor}"`,
    `ServiceTags contains "${CONSUL_TAGS.pipeline}"`,
    `ServiceName == "${EVENTS_IDENTIFIER}"`,
    // Node checks (serfHealth) decide the health of every service on the node.
    'ServiceID == ""',
  ].join(' or ')
  const watches = [
    watch('catalog', call(consul.catalog.service.list.bind(consul.catalog.service)), {}),
    watch('checks', call(consul.health.state.bind(consul.health)), { state: 'any', filter: stateFilter }),
  ]
  const poll = setInterval(markDirty, opts.pollIntervalMs)
  poll.unref()
  arm(0)

  return {
    firstAttempt,
    get skipped() {
      return skipped
    },
    refresh() {
      if (stopped) return Promise.resolve(false)
      return new Promise<boolean>((resolve) => {
        waiters.push({ need: seq + 1, resolve })
        refetchNow()
      })
    },
    async stop() {
      if (stopped) return
      stopped = true
      clearTimeout(timer)
      clearInterval(poll)
      ctx.emit('cancel')
      wakeWatches()
      for (const w of waiters.splice(0)) w.resolve(lastOk)
      resolveFirst()
      await Promise.allSettled([...watches, current])
      consul.destroy()
    },
  }
}

/** Full jitter: a random delay up to the capped exponential step, never below a tenth of it. */
function jitter(b: { initialMs: number; maxMs: number }, attempt: number): number {
  const step = Math.min(b.maxMs, b.initialMs * 2 ** Math.min(attempt - 1, 20))
  return step * (0.1 + 0.9 * Math.random())
}

function describe(err: unknown): string {
  const e = err as { code?: string; message?: string; statusCode?: number }
  const parts = [e?.code, e?.statusCode ? `HTTP ${e.statusCode}` : undefined, e?.message].filter(Boolean)
  return parts.length ? parts.join(' ') : String(err)
}
