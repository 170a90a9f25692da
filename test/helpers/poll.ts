// Bounded polling for eventually-consistent things (discovery convergence): no timed
// assertions, just "true within a generous bound", and the time it took, for reports.
export interface PollResult<T> {
  value: T
  ms: number
}

/**
 * Calls `probe` every `everyMs` until it returns something truthy; rejects after `withinMs`
 * with `what` and the last value seen.
 */
export async function pollUntil<T>(
  what: string,
  probe: () => T | Promise<T>,
  { withinMs = 15_000, everyMs = 50 } = {},
): Promise<PollResult<NonNullable<T>>> {
  const start = performance.now()
  let last: T | undefined
  for (;;) {
    last = await probe()
    if (last) return { value: last as NonNullable<T>, ms: performance.now() - start }
    if (performance.now() - start > withinMs)
      throw new Error(`not ${what} within ${withinMs} ms (last: ${JSON.stringify(last)})`)
    await new Promise((r) => setTimeout(r, everyMs))
  }
}
