/**
 * A drug the patient "has taken" again and again, or without trouble, is one taken before: "but he
 * has taken amoxicillin many times", "she has taken ibuprofen without problems". The present
 * perfect of taking, with a count of times or a denied trouble after the drug, tells of takings
 * over the years, which the annotation guidelines read as history ("a medication taken before").
 * An allergy story often says so to show a drug is safe, but the reading does not need one. A
 * perfect that runs into now ("has taken levothyroxine ever since", "since then") is a drug taken
 * now, and the count or trouble words must follow the drug in its own clause.
 */
import type { TargetView } from './context-target-view.js'
import { TROUBLE_NOUNS } from './context-trouble-nouns.js'

/** What the rule needs of a target (context-target-view.ts). */
export type RepeatedTakingView = Pick<TargetView, 'scan' | 'ss' | 'se' | 'xs' | 'xe' | 'type'>

/** Auxiliaries of the present perfect. */
const PERFECT = new Set(['has', 'have', "'ve"])
/** Past participles of taking a drug. */
const TAKEN = new Set(['taken', 'used', 'received'])
/** Words between the participle and the drug: "has taken oral amoxicillin". */
const DRUG_LEADS = new Set(['the', 'a', 'an', 'iv', 'oral', 'po', 'im', 'topical'])
/** Words of more than one time: "many times", "several times", "twice". */
const MANY = new Set(['many', 'several', 'multiple', 'numerous', 'countless'])
const NUMBER = /^\d+$/
/** How far after the drug the count or the trouble may be. */
const MAX_AHEAD = 4
/** Words that close the drug's clause. */
const CLAUSE_ENDS = new Set(['.', ';', ':', ',', 'but', 'and', 'since'])

/** Whether the target is a drug the patient "has taken" many times or without trouble. */
export function repeatedTaking(v: RepeatedTakingView): boolean {
  if (v.type !== 'medication' || !perfectTakingBefore(v)) return false
  const { keys } = v.scan
  const end = Math.min(v.se, v.xe + MAX_AHEAD)
  for (let k = v.xe; k < end; k++) {
    const key = keys[k]!
    if (CLAUSE_ENDS.has(key)) return false
    if (key === 'twice' || (keys[k + 1] === 'times' && (MANY.has(key) || NUMBER.test(key)))) return true
    if ((key === 'without' || key === 'no') && TROUBLE_NOUNS.has(keys[k + 1] ?? '')) return true
    if (key === 'without' && keys[k + 1] === 'a' && TROUBLE_NOUNS.has(keys[k + 2] ?? '')) return true
  }
  return false
}

function perfectTakingBefore(v: RepeatedTakingView): boolean {
  const { keys } = v.scan
  let k = v.xs - 1
  while (k > v.ss && DRUG_LEADS.has(keys[k]!)) k--
  if (k <= v.ss || !TAKEN.has(keys[k]!)) return false
  return PERFECT.has(keys[k - 1]!)
}
