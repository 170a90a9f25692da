// A well-behaved client beside an attack: one call every `everyMs` on its own connection, on a
// fixed schedule (a call does not wait for the one before, so a stalled server shows as
// latency rather than as fewer calls), each with a deadline of its own as a hang guard.
export interface SteadyReport {
  calls: number
  /** Each failed call's error message. */
  failures: string[]
  /** Latency of each call that was answered, ms. */
  latenciesMs: number[]
}

export interface SteadyCalls {
  /** Stops calling; resolves once the calls in flight are done. */
  stop(): Promise<SteadyReport>
}

export function steadyCalls(call: () => Promise<unknown>, everyMs = 100): SteadyCalls {
  const report: SteadyReport = { calls: 0, failures: [], latenciesMs: [] }
  const inFlight = new Set<Promise<void>>()
  const once = () => {
    report.calls++
    const start = performance.now()
    const done = call().then(
      () => void report.latenciesMs.push(performance.now() - start),
      (err: Error) => void report.failures.push(err.message),
    )
    inFlight.add(done)
    done.finally(() => inFlight.delete(done))
  }
  once()
  const timer = setInterval(once, everyMs)
  return {
    async stop() {
      clearInterval(timer)
      await Promise.all(inFlight)
      return report
    },
  }
}

/** `promise`, or a rejection naming `what` once `ms` passed: a hang guard, not a timed assertion. */
export function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const guard = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)),
  )
  return Promise.race([promise, guard]).finally(() => clearTimeout(timer))
}

export interface LatencySummary {
  p50: number
  p99: number
  max: number
}

export function summarize(latenciesMs: number[]): LatencySummary {
  const sorted = [...latenciesMs].sort((a, b) => a - b)
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN
  return { p50: q(0.5), p99: q(0.99), max: sorted.at(-1) ?? NaN }
}
