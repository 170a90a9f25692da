/**
 * "vs" weighs the things it joins ("gout vs pseudogout", "lobectomy vs total thyroidectomy"); a
 * test, procedure or drug beyond them is not among them. A study sent to tell the alternatives
 * apart ("kidney biopsy planned to evaluate for membranous nephropathy vs FSGS", "dengue vs
 * chikungunya, malaria smear negative") is done or ordered, not doubted, so the joiner's hedge
 * does not reach it past the alternative that stands between. A treatment or study next to the
 * joiner is itself an alternative and keeps the hedge, and a condition is left to the hedge
 * wherever it stands.
 */

/** The joiners that weigh alternatives. */
const WEIGHING_JOINERS: ReadonlySet<string> = new Set(['vs', 'versus'])
/** Concept types that are done or given rather than suffered. */
const DONE_TYPES: ReadonlySet<string> = new Set(['procedure', 'medication', 'test'])
/**
 * Whether the cue at [ts, te), a weighing joiner, weighs other things than the target at
 * [xs, xe) of a done type: another target stands between them.
 */
export function weighsOtherThings(
  targetOf: Int32Array,
  phrase: string,
  type: string | undefined,
  ts: number,
  te: number,
  xs: number,
  xe: number,
): boolean {
  if (type === undefined || !DONE_TYPES.has(type) || !WEIGHING_JOINERS.has(phrase)) return false
  const [from, to] = te <= xs ? [te, xs] : [xe, ts]
  const own = targetOf[xs]
  for (let k = from; k < to; k++) if (targetOf[k] !== 0 && targetOf[k] !== own) return true
  return false
}
