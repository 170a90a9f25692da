// When a provider reads its source again. Providers never apply changes one by one: a noticed
// change only marks the source dirty, and one full refetch follows after a short debounce, so
// a burst of changes costs one read and nothing queues up. After a failed read the next one
// waits (backoff), unless someone says the source is evidently back. When nothing happens for
// a poll interval, the source is read anyway (the fallback poll). One refetch runs at a time.
import { realTimers, type TimerHandle, type Timers } from './timing.js'

export interface RefetchSchedulerOptions {
  /** One full read of the source; true when it read well. A throw counts as a failed read. */
  refetch: () => boolean | Promise<boolean>
  /** The longest wait between refetches when nothing asks for one; asked again after every refetch. */
  pollIntervalMs: () => number
  /** Changes noticed within this many ms share one refetch; default 0. */
  debounceMs?: number
  /** The wait after the nth failed read in a row; without it, a failed read is retried at the next poll. */
  retryDelay?: (failures: number) => number
  timers?: Timers
}

/** Why the timer is armed: a poll gives way to a noticed change, a retry wait does not. */
type Armed = 'poll' | 'change' | 'retry'

interface Waiter {
  /** The number of the first refetch that started after the caller asked. */
  run: number
  resolve: (ok: boolean) => void
}

export class RefetchScheduler {
  private readonly refetch: () => boolean | Promise<boolean>
  private readonly pollIntervalMs: () => number
  private readonly debounceMs: number
  private readonly retryDelay: ((failures: number) => number) | undefined
  private readonly timers: Timers
  private timer: { handle: TimerHandle; armed: Armed } | undefined
  private running: Promise<void> | undefined
  private dirty = false
  private failures = 0
  private started = 0
  private lastOk = false
  private waiters: Waiter[] = []
  private stopped = false
  private resolveFirst!: () => void
  /** Settles when the first refetch has finished, good or not (or at stop). */
  readonly firstRefetch = new Promise<void>((resolve) => (this.resolveFirst = resolve))

  constructor(opts: RefetchSchedulerOptions) {
    this.refetch = opts.refetch
    this.pollIntervalMs = opts.pollIntervalMs
    this.debounceMs = opts.debounceMs ?? 0
    this.retryDelay = opts.retryDelay
    this.timers = opts.timers ?? realTimers
  }

  /** Begins: the first refetch at once, or after one poll interval (the caller already read). */
  start(first: 'now' | 'after-poll'): void {
    if (first === 'now') this.arm('change', 0)
    else this.arm('poll', this.pollIntervalMs())
  }

  get isStopped(): boolean {
    return this.stopped
  }

  /** Something changed: one refetch soon, however many changes arrive meanwhile. A retry wait is kept. */
  markDirty(): void {
    this.dirty = true
    if (this.running || this.stopped) return
    if (!this.timer || this.timer.armed === 'poll') this.arm('change', this.debounceMs)
  }

  /** Refetch at once, cutting a retry wait short: the source is evidently back, or someone asked. */
  refetchNow(): void {
    this.dirty = true
    if (this.running || this.stopped) return
    this.arm('change', 0)
  }

  /** A refetch that starts after this call; resolves with whether it read well. */
  refresh(): Promise<boolean> {
    if (this.stopped) return Promise.resolve(false)
    return new Promise<boolean>((resolve) => {
      this.waiters.push({ run: this.started + 1, resolve })
      this.refetchNow()
    })
  }

  /** No refetch starts after this; callers of refresh() get the last result. Settles when a refetch in flight ends. */
  stop(): Promise<void> {
    if (!this.stopped) {
      this.stopped = true
      this.disarm()
      for (const w of this.waiters.splice(0)) w.resolve(this.lastOk)
      this.resolveFirst()
    }
    return this.running ?? Promise.resolve()
  }

  private arm(armed: Armed, ms: number): void {
    this.disarm()
    if (this.stopped) return
    const handle = this.timers.start(() => {
      this.timer = undefined
      this.running = this.run()
    }, ms)
    this.timer = { handle, armed }
  }

  private disarm(): void {
    if (this.timer) this.timers.cancel(this.timer.handle)
    this.timer = undefined
  }

  private async run(): Promise<void> {
    this.dirty = false
    const run = ++this.started
    let ok: boolean
    try {
      ok = await this.refetch()
    } catch {
      ok = false
    }
    this.running = undefined
    this.lastOk = ok
    if (run === 1) this.resolveFirst()
    const done = this.waiters.filter((w) => w.run <= run)
    this.waiters = this.waiters.filter((w) => w.run > run)
    for (const w of done) w.resolve(ok)
    if (this.stopped) return
    this.failures = ok ? 0 : this.failures + 1
    if (!ok && this.retryDelay) this.arm('retry', this.retryDelay(this.failures))
    else if (ok && (this.dirty || this.waiters.length > 0)) this.arm('change', this.debounceMs)
    else this.arm('poll', this.pollIntervalMs())
  }
}
