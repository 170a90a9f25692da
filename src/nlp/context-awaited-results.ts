/**
 * A negative result an order waits for is not yet found: in "start adalimumab after a negative TB
 * test" and "Ustekinumab to start after a negative TB test" the test is a condition ahead, so the
 * "negative" before it denies nothing. Once the order is carried out the result is in ("Started
 * adalimumab after a negative QuantiFERON", "starting secukinumab after a negative QuantiFERON"),
 * so only an order still to be done — a bare imperative opening its clause, "to start", "will
 * start" — makes the result awaited.
 */

const START_VERBS: ReadonlySet<string> = new Set(['start', 'begin', 'initiate', 'resume'])
/** Words that put a start verb ahead: "to start", "will start", "plan to start". */
const AHEAD_LEADS: ReadonlySet<string> = new Set(['to', 'will', 'can', 'may'])
const CLAUSE_STARTS: ReadonlySet<string> = new Set([';', ':', '.'])
const INDEFINITES: ReadonlySet<string> = new Set(['a', 'an'])
/** How far back from "after" the start verb may stand ("start | adalimumab 40 mg every other week | after"). */
const MAX_BACK = 8

/**
 * Whether the result word at token cueStart ("negative") follows "after a" that follows an order to
 * start something still ahead, in the sentence starting at token ss.
 */
export function awaitedResult(keys: readonly string[], ss: number, cueStart: number): boolean {
  let k = cueStart - 1
  if (k > ss && INDEFINITES.has(keys[k]!)) k--
  if (keys[k] !== 'after') return false
  for (let j = k - 1; j >= ss && j >= k - MAX_BACK; j--) {
    const key = keys[j]!
    if (CLAUSE_STARTS.has(key)) return false
    if (!START_VERBS.has(key)) continue
    const before = keys[j - 1]
    return j === ss || CLAUSE_STARTS.has(before!) || AHEAD_LEADS.has(before!)
  }
  return false
}
