/**
 * A denial in the passive, after what is denied: "Vomiting denied by both parents", "Alcohol
 * denied and lipids normal", "Chest pain was denied by the patient". The general rule lets a
 * forward negation read back only when its clause ends right after it ("Fever denied."); a
 * passive "denied" right after its subject reads back as well when the agent follows ("by …") or
 * when a conjunction opens the next clause, which then keeps its own statuses: the lipids after
 * "and" are not denied. The rule reads the shape (subject, participle, agent or next clause), not
 * the phrases of any note.
 */

/** Participles of denial that follow what they deny. */
const DENIAL_PARTICIPLES: ReadonlySet<string> = new Set(['denied'])
/** What may follow a passive denial without taking it as its object: the agent, the occasion ("on questioning"), the next clause. */
const AFTER_PASSIVE: ReadonlySet<string> = new Set(['by', 'on', 'and', 'but'])
/** Copulas of the passive between subject and participle: "was denied". */
const COPULAS: ReadonlySet<string> = new Set(['is', 'was', 'are', 'were', 'been'])

/**
 * Whether the cue at tokens [ts, te) is a passive denial right after a target (a copula allowed
 * between) with its agent or a conjunction after it, so it denies the target before it.
 */
export function passiveDenialOfSubject(keys: readonly string[], targetOf: Int32Array, ts: number, te: number): boolean {
  if (te !== ts + 1 || !DENIAL_PARTICIPLES.has(keys[ts]!) || !AFTER_PASSIVE.has(keys[te] ?? '')) return false
  let k = ts - 1
  if (k >= 0 && COPULAS.has(keys[k]!)) k--
  return k >= 0 && (targetOf[k] !== 0 || subjectBeforeOfPhrase(keys, targetOf, k))
}

/** Words of an "of" phrase that completes the subject ("Regression of speech skills denied"). */
const MAX_OF_WORDS = 3
/** A plain word of such a phrase: no number, bracket or punctuation. */
const PLAIN_WORD = /^[a-z]+$/

/** Whether a target stands before an "of" phrase of plain words ending at token k. */
function subjectBeforeOfPhrase(keys: readonly string[], targetOf: Int32Array, k: number): boolean {
  for (let j = k; j >= 1 && j > k - MAX_OF_WORDS; j--) {
    if (targetOf[j] !== 0 || !PLAIN_WORD.test(keys[j]!)) return false
    if (keys[j - 1] === 'of') return j >= 2 && targetOf[j - 2] !== 0
  }
  return false
}
