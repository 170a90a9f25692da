/**
 * A denial the sentence takes back with "but cannot be excluded" leaves the condition open: "a
 * cardiac cause is not suspected but cannot be excluded", "WPW not seen on the resting ECG but
 * cannot be fully excluded". The last word on the condition is doubt, so it is uncertain and not
 * negated. The reopening must follow "but" in the target's sentence, with nothing but a
 * qualifier of completeness between "be" and the participle.
 */

/** Qualifiers allowed between "be" and the participle: "cannot be fully excluded". */
const COMPLETENESS: ReadonlySet<string> = new Set(['fully', 'completely', 'entirely', 'totally', 'definitely'])
/** Participles of ruling a condition out (the tokenizer splits "ruled out" into two words). */
const EXCLUDING: ReadonlySet<string> = new Set(['excluded', 'ruled'])
/** How far after the target the "but" may stand: its own clause of denial. */
const MAX_TOKENS_TO_BUT = 12

/** Whether a "but cannot be (fully) excluded" after the target at [xs, xe) reopens its denial. */
export function denialReopened(keys: readonly string[], xe: number, se: number): boolean {
  for (let k = xe; k < se && k < xe + MAX_TOKENS_TO_BUT; k++) {
    if (keys[k] !== 'but') continue
    let j = k + 1
    if (keys[j] === 'it' || keys[j] === 'this') j++
    j = afterCannot(keys, j)
    if (j < 0 || keys[j] !== 'be') return false
    j++
    if (COMPLETENESS.has(keys[j]!)) j++
    return EXCLUDING.has(keys[j]!)
  }
  return false
}

/** The token after "cannot", "can not" or "can't" (split by the tokenizer as can ' t) at k, else -1. */
function afterCannot(keys: readonly string[], k: number): number {
  if (keys[k] === 'cannot') return k + 1
  if (keys[k] !== 'can') return -1
  if (keys[k + 1] === 'not') return k + 2
  return keys[k + 1] === "'" && keys[k + 2] === 't' ? k + 3 : -1
}
