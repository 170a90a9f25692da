// Per-processor counters and timing statistics answered by GetStats. Running mean and variance
// (Welford) so a long-lived processor keeps constant memory.
import { toDuration } from '../api/duration.js'
import type { GetStatsResponse, TimerStats } from '../api/messages.js'

interface Timer {
  count: number
  mean: number
  m2: number
  min: number
  max: number
  sum: number
}

export class ProcessorStats {
  processed = 0
  failures = 0
  private readonly timers = new Map<string, Timer>()

  /** A successful call with its timings (seconds by key). */
  recordSuccess(timings: Map<string, number>): void {
    this.processed++
    for (const [key, seconds] of timings) this.add(key, seconds)
  }

  recordFailure(): void {
    this.failures++
  }

  private add(key: string, seconds: number): void {
    let t = this.timers.get(key)
    if (!t) {
      t = { count: 0, mean: 0, m2: 0, min: Infinity, max: -Infinity, sum: 0 }
      this.timers.set(key, t)
    }
    t.count++
    const delta = seconds - t.mean
    t.mean += delta / t.count
    t.m2 += delta * (seconds - t.mean)
    t.min = Math.min(t.min, seconds)
    t.max = Math.max(t.max, seconds)
    t.sum += seconds
  }

  /** The GetStatsResponse message. */
  toResponse(): GetStatsResponse {
    const timing_stats: Record<string, TimerStats> = {}
    for (const [key, t] of this.timers) {
      timing_stats[key] = {
        mean: toDuration(t.mean),
        // Population standard deviation: the stats describe the calls seen, not a sample.
        std: toDuration(Math.sqrt(t.m2 / t.count)),
        max: toDuration(t.max),
        min: toDuration(t.min),
        sum: toDuration(t.sum),
      }
    }
    return { processed: this.processed, failures: this.failures, timing_stats }
  }
}
