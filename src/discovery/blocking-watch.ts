// One Consul blocking query, repeated: it only notices that something changed (the answer's
// X-Consul-Index moved) and says so; reading what changed is the refetch's job. Errors are
// retried with backoff, and a sleeping watch can be woken early (a read just succeeded, so the
// agent is back).
import { realTimers, type Timers } from './timing.js'

export interface WatchEvents {
  /** The watched state changed; `restarted` when the index went back to 0 (the agent may have lost its state). */
  changed(restarted: boolean): void
  /** A query failed; `failures` counts them in a row. */
  failed(err: unknown, failures: number): void
  /** The first answer after failures. */
  recovered(): void
}

export interface BlockingWatchOptions {
  /**
   * One blocking query: answers when the state's index passes `index` (or the wait ends), with
   * the answer's X-Consul-Index header. Index "0" answers at once. A query in flight when the
   * watch stops is the caller's to cancel.
   */
  query: (index: string) => Promise<string | undefined>
  /** The wait after the nth failed query in a row. */
  retryDelay: (failures: number) => number
  events: WatchEvents
  timers?: Timers
}

export type IndexStep =
  | { next: bigint; outcome: 'unchanged' | 'changed' }
  /** Back to 0: the index went backwards (a restarted agent) or is not a positive number. */
  | { next: 0n; outcome: 'restarted' }

/** Where the watch blocks next, given the index it blocked on and the index header answered. */
export function stepIndex(current: bigint, header: string | undefined): IndexStep {
  let answered: bigint
  try {
    answered = BigInt(header ?? '0')
  } catch {
    answered = 0n
  }
  if (answered <= 0n || answered < current) return { next: 0n, outcome: 'restarted' }
  return { next: answered, outcome: answered === current ? 'unchanged' : 'changed' }
}

export class BlockingWatch {
  private readonly opts: BlockingWatchOptions
  private readonly timers: Timers
  private index = 0n
  private failures = 0
  private stopped = false
  private wakeSleeper: (() => void) | undefined
  /** Settles when the loop has ended after stop(). */
  readonly done: Promise<void>

  constructor(opts: BlockingWatchOptions) {
    this.opts = opts
    this.timers = opts.timers ?? realTimers
    this.done = this.loop()
  }

  /** Cuts a retry wait short. */
  wake(): void {
    this.wakeSleeper?.()
  }

  /** Ends the loop once the query in flight returns (cancel it to end at once). */
  stop(): void {
    this.stopped = true
    this.wake()
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let header: string | undefined
      try {
        header = await this.opts.query(this.index.toString())
      } catch (err) {
        if (this.stopped) return
        this.failures++
        // The registry blinked: its next answer may come from an agent that lost its state,
        // whose indexes restart low. Blocking on the old index would wait until the new agent
        // passes it and miss every change until then, so the next query starts from 0.
        this.index = 0n
        this.opts.events.failed(err, this.failures)
        await this.sleep(this.opts.retryDelay(this.failures))
        continue
      }
      if (this.stopped) return
      const recovered = this.failures > 0
      this.failures = 0
      const step = stepIndex(this.index, header)
      this.index = step.next
      if (step.outcome !== 'unchanged') this.opts.events.changed(step.outcome === 'restarted')
      if (recovered) this.opts.events.recovered()
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const handle = this.timers.start(() => this.wakeSleeper?.(), ms)
      this.wakeSleeper = () => {
        this.timers.cancel(handle)
        this.wakeSleeper = undefined
        resolve()
      }
    })
  }
}
