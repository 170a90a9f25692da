// Timers and retry delays shared by the providers' watch and refetch scheduler. Timers are
// passed in (rather than called as globals) so the scheduling rules are tested by advancing a
// manual clock instead of waiting.

/** One-shot timers. A started timer never keeps the process alive. */
export interface Timers {
  start(fn: () => void, ms: number): TimerHandle
  cancel(handle: TimerHandle): void
}

export type TimerHandle = unknown

/** Node's setTimeout caps delays at 2^31-1 ms; a longer one fires at once (a busy loop). */
export const LONGEST_TIMER_MS = 2 ** 31 - 1

export const realTimers: Timers = {
  start(fn, ms) {
    const timer = setTimeout(fn, Math.min(Math.max(0, ms), LONGEST_TIMER_MS))
    timer.unref()
    return timer
  },
  cancel(handle) {
    clearTimeout(handle as NodeJS.Timeout)
  },
}

/** Exponential backoff: the first retry waits about initialMs, each next one twice as long, up to maxMs. */
export interface Backoff {
  initialMs: number
  maxMs: number
}

/**
 * The wait before retry number `attempt` (1-based): full jitter over the capped exponential
 * step, never below a tenth of it, so many clients that failed together do not retry together.
 */
export function backoffDelay(backoff: Backoff, attempt: number, random: () => number = Math.random): number {
  const step = Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.min(Math.max(attempt, 1) - 1, 20))
  return step * (0.1 + 0.9 * random())
}
