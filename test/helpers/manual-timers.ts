// A clock that moves only when a test says so, for units that take injected Timers: the test
// advances time and sees what ran, instead of sleeping and hoping.
import type { TimerHandle, Timers } from '../../src/discovery/timing.js'

/** Lets every promise continuation queued so far run. */
export const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

export class ManualTimers implements Timers {
  now = 0
  private lastId = 0
  private readonly pending = new Map<number, { at: number; fn: () => void }>()

  start(fn: () => void, ms: number): TimerHandle {
    const id = ++this.lastId
    this.pending.set(id, { at: this.now + ms, fn })
    return id
  }

  cancel(handle: TimerHandle): void {
    this.pending.delete(handle as number)
  }

  /** How far ahead each pending timer is, soonest first. */
  get delays(): number[] {
    return [...this.pending.values()].map((p) => p.at - this.now).sort((a, b) => a - b)
  }

  /** Moves the clock by `ms`, firing the timers that come due in order, letting each one's work settle. */
  async advance(ms: number): Promise<void> {
    const until = this.now + ms
    for (;;) {
      const due = [...this.pending.entries()]
        .filter(([, p]) => p.at <= until)
        .sort(([ia, a], [ib, b]) => a.at - b.at || ia - ib)[0]
      if (!due) break
      const [id, { at, fn }] = due
      this.pending.delete(id)
      this.now = at
      fn()
      await settle()
    }
    this.now = until
    await settle()
  }
}
