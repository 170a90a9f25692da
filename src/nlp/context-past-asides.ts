/**
 * A bracket that opens with a word of the past is an aside about what happened before: in "no beta
 * blocker drops (prior bradycardia)" or "SBP prophylaxis: start ciprofloxacin (prior SBP)" the
 * bracket gives the past reason for what the sentence says now. The bradycardia is not denied and
 * the SBP is not what the prophylaxis may prevent; both are the patient's history. So a negation,
 * a hedge or a cue of what may come outside the bracket does not reach into it; the history word
 * inside it still dates its items.
 */

/** Words of the past that open such an aside: "(prior X)", "(h/o X)", "(previous X)". */
const PAST_OPENERS = new Set(['prior', 'previous', 'previously', 'remote', 'history', 'hx', 'h'])
/** How far into the bracket the target may stand: "(prior episode of SBP)". */
const MAX_INSIDE = 6

/**
 * Whether the target starting at token xs sits in a bracket opened by a word of the past, and the
 * cue ending at token cueEnd stands before that bracket.
 */
export function pastAsideWalls(keys: readonly string[], ss: number, xs: number, cueEnd: number): boolean {
  const stop = Math.max(ss, xs - MAX_INSIDE - 1)
  for (let k = xs - 1; k >= stop; k--) {
    const key = keys[k]!
    if (key === ')') return false
    if (key === '(') return cueEnd <= k && PAST_OPENERS.has(keys[k + 1] ?? '') && k + 1 < xs
  }
  return false
}
