// Per-backend health, tracked in the background: every `gateway.health_interval` seconds (and at
// once when the routing table changes) each routed backend gets one gRPC health check through
// the gateway's client cache, on the identifier's own channel, a few at a time. What it finds is
// shown by GET /v1/routes and the metrics plugin (svc_gateway_backend_up), so neither costs a
// call per request or scrape; /readyz in strict mode runs a round at once.
import { toSvcError } from '../api/errors.js'
import type { BackendKind } from '../api/names.js'
import { codeName } from '../api/status.js'
import type { RoutingTable } from '../discovery/routing-table.js'
import { allRoutes, type BackendRoute } from '../discovery/snapshot.js'
import type { Logger } from '../log.js'
import type { ClientCache } from '../transport/client-cache.js'

/** What the last check of one backend found. */
export interface BackendHealthState {
  readonly kind: BackendKind
  readonly identifier: string
  readonly target: string
  /** SERVING, NOT_SERVING, UNKNOWN (not checked yet), or the failed check's code name (UNAVAILABLE, …). */
  readonly status: string
  /** Whether the last check answered SERVING. */
  readonly up: boolean
  /** Epoch ms of the last check; null before the first. */
  readonly checkedAt: number | null
  /** Epoch ms since when the status is what it is. */
  readonly since: number
}

export interface BackendHealthOptions {
  /** Milliseconds between rounds; 0: no rounds in the background (checkNow only). */
  intervalMs: number
  /** Deadline of one check, ms (default 1000). */
  timeoutMs?: number
  /** Checks in flight at once (default 8): a table of hundreds must not open hundreds of calls. */
  concurrency?: number
}

const DEFAULT_TIMEOUT_MS = 1000
const DEFAULT_CONCURRENCY = 8

/** The key of a backend in the states and in /readyz's checks: kind:identifier. */
export const healthKey = (r: { kind: BackendKind; identifier: string }) => `${r.kind}:${r.identifier}`

export class BackendHealth {
  private states = new Map<string, BackendHealthState>()
  private round: Promise<void> | undefined
  /** A change arrived during a round: run another when it ends. */
  private again = false
  private timer: NodeJS.Timeout | undefined
  private stopped = true
  private readonly timeoutMs: number
  private readonly concurrency: number

  constructor(
    private readonly table: RoutingTable,
    private readonly clients: ClientCache,
    private readonly log: Logger,
    private readonly opts: BackendHealthOptions,
  ) {
    // Not bounded by the interval: rounds never overlap (the next is timed from the end of one).
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS
    this.concurrency = opts.concurrency ?? DEFAULT_CONCURRENCY
  }

  /** Starts the background rounds (the first at once) and follows the table's changes. */
  start(): void {
    if (!this.stopped || this.opts.intervalMs <= 0) return
    this.stopped = false
    this.table.on('change', this.onChange)
    void this.runRound()
  }

  stop(): void {
    this.stopped = true
    this.table.off('change', this.onChange)
    clearTimeout(this.timer)
  }

  /** Every routed backend's state, in table order; one not checked yet is UNKNOWN. */
  all(): BackendHealthState[] {
    return allRoutes(this.table.current).map((r) => this.of(r))
  }

  /** The state of one route (UNKNOWN when not checked since it got its target). */
  of(route: BackendRoute): BackendHealthState {
    const s = this.states.get(healthKey(route))
    if (s && s.target === route.target) return s
    return {
      kind: route.kind,
      identifier: route.identifier,
      target: route.target,
      status: 'UNKNOWN',
      up: false,
      checkedAt: null,
      since: this.table.current.createdAt,
    }
  }

  /** Checks every routed backend now (joining a round already running) and resolves with their states. */
  async checkNow(): Promise<BackendHealthState[]> {
    if (this.round) {
      this.again = true
      await this.round
    }
    await this.runRound()
    return this.all()
  }

  private readonly onChange = (): void => {
    if (this.round) this.again = true
    else void this.runRound()
  }

  private runRound(): Promise<void> {
    clearTimeout(this.timer)
    this.round ??= this.checkAll().finally(() => {
      this.round = undefined
      if (this.again) {
        this.again = false
        void this.runRound()
      } else this.schedule()
    })
    return this.round
  }

  private schedule(): void {
    if (this.stopped) return
    this.timer = setTimeout(() => void this.runRound(), this.opts.intervalMs)
    this.timer.unref()
  }

  private async checkAll(): Promise<void> {
    const routes = allRoutes(this.table.current)
    const next = new Map<string, BackendHealthState>()
    let i = 0
    const worker = async () => {
      while (i < routes.length) {
        const route = routes[i++]
        next.set(healthKey(route), this.settle(route, await this.check(route)))
      }
    }
    await Promise.all(Array.from({ length: Math.min(this.concurrency, routes.length) }, worker))
    // Backends that left the table leave the states with this round.
    this.states = next
  }

  private async check(route: BackendRoute): Promise<string> {
    try {
      const res = await this.clients
        .get(route)
        .unary<{ status: string }>('Health', 'Check', { service: '' }, { deadline: Date.now() + this.timeoutMs })
      return res.status
    } catch (err) {
      return codeName(toSvcError(err).code)
    }
  }

  private settle(route: BackendRoute, status: string): BackendHealthState {
    const before = this.states.get(healthKey(route))
    const now = Date.now()
    const same = before !== undefined && before.target === route.target && before.status === status
    if (!same && before?.status !== undefined)
      this.log('info', 'backend health changed', {
        kind: route.kind,
        identifier: route.identifier,
        from: before.status,
        to: status,
      })
    return {
      kind: route.kind,
      identifier: route.identifier,
      target: route.target,
      status,
      up: status === 'SERVING',
      checkedAt: now,
      since: same ? before.since : now,
    }
  }
}
