/**
 * An order joined to the one before it and followed by its own condition: "Esmolol infusion to a
 * heart rate below 60, then nicardipine if the systolic stays above 120", "cetirizine at night and
 * hydrocortisone cream if still itchy", "nebulizers and high-flow oxygen if the saturation stays
 * below 90%", "angiography tomorrow, with stenting if there is a lesion". A plan lists its steps
 * with "and", "or", "then" or "with"; a step with a condition right after it is the conditional one,
 * so the drug, test or procedure after the joiner is ahead even though it does not head its clause.
 * The steps before the joiner keep their reading: the condition is the last step's.
 *
 * Between the joiner and the order only the order's own modifiers may stand (two words at most:
 * "high-flow", "intratympanic", "oral"); a longer phrase makes the condition another clause's, as
 * does a condition that does not follow the order (context.ts checks that). A clause whose verb
 * acts on what the patient already takes ("hold metformin and lisinopril if vomiting", "continue
 * X and hold Y if …") is left to the reading of conditional holds (docs: "Where the golds split").
 */
import { MAIN_CLAUSE_WORDS } from './context-triggers.js'

/** Words that add a step to a plan's list of orders. */
const STEP_JOINERS = new Set(['and', 'or', 'then', 'with'])
/** Modifier words the order may carry after the joiner: "high-flow oxygen", "intratympanic steroid". */
const MAX_MODIFIER_WORDS = 2
/** A hyphen inside a modifier ("high-flow") joins its words. */
const HYPHEN = '-'
/** What ends the clause whose verbs are read. */
const CLAUSE_BREAKS = new Set([';', ':'])

/**
 * Whether the order starting at token xs is a step joined to the one before it: a joiner, then at
 * most two modifier words of its own, in the same sentence (from ss).
 */
export function joinedOrderStep(
  keys: readonly string[],
  isWord: readonly boolean[],
  targetOf: Int32Array,
  ss: number,
  xs: number,
): boolean {
  let words = 0
  for (let k = xs - 1; k > ss; k--) {
    if (targetOf[k] !== 0) return false
    const key = keys[k]!
    if (STEP_JOINERS.has(key)) return !actsOnCurrentItems(keys, targetOf, ss, k)
    if (key === HYPHEN) continue
    if (!isWord[k] || ++words > MAX_MODIFIER_WORDS) return false
  }
  return false
}

/** Whether the clause before token `at` has a main clause's verb ("hold", "continue", "stop"). */
function actsOnCurrentItems(keys: readonly string[], targetOf: Int32Array, ss: number, at: number): boolean {
  for (let k = at - 1; k >= ss; k--) {
    const key = keys[k]!
    if (CLAUSE_BREAKS.has(key)) return false
    if (targetOf[k] === 0 && MAIN_CLAUSE_WORDS.has(key) && !STEP_JOINERS.has(key)) return true
  }
  return false
}
