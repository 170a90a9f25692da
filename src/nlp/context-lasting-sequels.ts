/**
 * A lasting condition told with the event that caused it: "PTSD after a car crash in 2021",
 * "hypothyroidism after radioactive iodine for Graves disease in 2015", "chronic neck pain after a
 * whiplash injury in 2020". The time after "after" dates the cause; the condition it left goes on,
 * so the time makes it no history, and it dates nothing after a comma either ("…, nightmares on
 * most nights"): the sentence tells a present condition and where it came from. The items of the
 * cause itself (the radioactive iodine, the Graves disease) keep the time.
 *
 * Lasting is read from the condition's own words, a closed family of names that mean a state that
 * outlives its cause: a chronic condition, a mental disorder (and PTSD, its common abbreviation),
 * and a gland's lost function (hypothyroidism, hypoparathyroidism, adrenal insufficiency). An
 * acute event caused the same way is history with its cause: "Provoked DVT after a long flight in
 * 2020", "Pneumothorax after a fall in 2018".
 */
import type { TargetView } from './context-target-view.js'

/** What the rule needs to know of a target's sentence. */
export type SequelView = Pick<TargetView, 'scan' | 'targetOf' | 'typeAt' | 'ss'>

/** Words that tie a condition to the event it followed. */
const CAUSE_LINKS = new Set(['after', 'following'])
/** What ends the clause the condition, the link and the time must share. */
const CLAUSE_ENDS = new Set([';', '.', ':', ','])
/** Tokens the clause may run back from the time to the condition. */
const MAX_CLAUSE_TOKENS = 14
/** Words of a condition's name that mean it lasts: a chronic state, a mental disorder. */
const LASTING_WORDS = new Set(['chronic', 'disorder', 'ptsd', 'insufficiency'])
/** A gland's lost function: hypothyroidism, hypothyroid, hypoparathyroidism, hypopituitarism, hypogonadism. */
const LOST_GLAND_FUNCTION = /^hypo\w*(?:ism|oid)$/

/**
 * Where the condition a time dates the cause of ends, for the time cue starting at token cs: the
 * index of the link word ("after") when a lasting problem stands right before it in the same
 * clause, else -1. Items before the link are not dated by the time; items after the time are not
 * either.
 */
export function lastingSequelLink(v: SequelView, cs: number): number {
  const keys = v.scan.keys
  for (let k = cs - 1; k > v.ss && k >= cs - MAX_CLAUSE_TOKENS; k--) {
    const key = keys[k]!
    if (CLAUSE_ENDS.has(key)) return -1
    if (v.targetOf[k] !== 0 || !CAUSE_LINKS.has(key)) continue
    return v.targetOf[k - 1] !== 0 && lastingProblemEndingAt(v, k) ? k : -1
  }
  return -1
}

/** Whether the target whose last token is right before `at` is a problem named as a lasting one. */
function lastingProblemEndingAt(v: SequelView, at: number): boolean {
  const id = v.targetOf[at - 1]!
  if (v.typeAt(at - 1) !== 'problem') return false
  let k = at - 1
  while (k > v.ss && v.targetOf[k - 1] === id) k--
  return namesLastingCondition(v.scan.keys, k, at)
}

/**
 * Whether the words over tokens [xs, xe) name a lasting condition. A drug's such effect is no
 * reaction of the past either: "hypothyroidism after radioactive iodine" goes on.
 */
export function namesLastingCondition(keys: readonly string[], xs: number, xe: number): boolean {
  for (let k = xs; k < xe; k++) {
    const key = keys[k]!
    if (LASTING_WORDS.has(key) || LOST_GLAND_FUNCTION.test(key)) return true
  }
  return false
}
