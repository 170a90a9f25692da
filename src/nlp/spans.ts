// Lookups over spans sorted by start_index.

/** How many spans of `sorted` (by start_index) start at or before `offset`: a binary search. */
export function startsAtOrBefore(sorted: readonly { start_index: number }[], offset: number): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid]!.start_index <= offset) lo = mid + 1
    else hi = mid
  }
  return lo
}
