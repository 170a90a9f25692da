/**
 * A condition whose status is said to be unknown is in doubt: "partner's HIV status unknown",
 * "Rabies status of the stray is unknown", "Hepatitis B status: not known". The note does not say
 * the condition is there or not, only that no one knows, which is what a hedge says. The rule
 * reads the shape (condition, "status", an "of" phrase naming whose, a copula, the word of not
 * knowing), not the phrases of any note.
 */

/** Words saying that no one knows (closed family): "unknown", "not known", "unclear", "uncertain". */
const NOT_KNOWN: ReadonlySet<string> = new Set(['unknown', 'unclear', 'uncertain', 'undetermined'])
/** What may stand between "status" and the word of not knowing. */
const LINKS: ReadonlySet<string> = new Set(['is', 'was', 'are', 'were', 'remains', 'still', ':'])
/** Words of the "of" phrase that says whose status it is ("of the stray", "of the source patient"). */
const MAX_OWNER_WORDS = 4
const PLAIN_WORD = /^[a-z']+$/

/** Whether "status" follows the target ending at token xe and its sentence (ending at se) says it is not known. */
export function statusUnknown(keys: readonly string[], targetOf: Int32Array, xe: number, se: number): boolean {
  if (keys[xe] !== 'status') return false
  let k = xe + 1
  if (keys[k] === 'of') {
    const end = Math.min(se, k + 1 + MAX_OWNER_WORDS)
    for (k++; k < end && targetOf[k] === 0 && PLAIN_WORD.test(keys[k]!) && !LINKS.has(keys[k]!); k++);
  }
  while (k < se && LINKS.has(keys[k]!)) k++
  if (k >= se) return false
  return NOT_KNOWN.has(keys[k]!) || (keys[k] === 'not' && keys[k + 1] === 'known')
}
