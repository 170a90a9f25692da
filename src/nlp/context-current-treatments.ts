/**
 * A condition named with the drug it is on: "hypertension on amlodipine", "asthma, mild, on
 * budesonide-formoterol", "T2DM x 15 yrs (on insulin)", "GERD, controlled on omeprazole". Being on
 * a drug for it now makes the condition current, so a history section's default does not make it
 * history; so does a word of its present state in its own item ("depression, stable", "CKD 3b,
 * current creatinine 1.6", "dementia (current)", "asthma, still uses albuterol"), and a drug named
 * by its kind ("glaucoma, on drops"). The reading rests on the item's shape: the
 * condition, a few words of its own (a comma, a bracket, a severity, a duration), "on" and a drug.
 * A word of the past between them ("anxiety, previously on sertraline") or a year keeps the item's
 * history, and so does another condition between them ("htn, afib on apixaban": only the
 * fibrillation is on it).
 */
import { YEAR } from './context-note-year.js'
import { ongoingCareAt } from './context-ongoing-care.js'
import type { TargetView } from './context-target-view.js'

/** What the rule needs to know of a target (context-target-view.ts). */
export type CurrentTreatmentView = Pick<TargetView, 'scan' | 'targetOf' | 'typeAt' | 'se' | 'xe' | 'type'>

/** Words of the condition's own between it and "on": a comma, a bracket, "mild", "x 20 yrs", "OU". */
const MAX_GAP_TOKENS = 4
/** Words that put the drug in the past or deny it. */
const PAST_OR_DENIED = new Set([
  'previously',
  'formerly',
  'prior',
  'past',
  'was',
  'were',
  'had',
  'before',
  'until',
  'off',
  'not',
  'no',
  'never',
  'stopped',
  'after',
])
/** Where the condition's item ends. */
const ITEM_ENDS = new Set([';', ':', '.', 'and', '/'])
/**
 * Words of a present state: the condition goes on. A habit of treating it now counts as one
 * ("asthma, still uses albuterol", "OSA, uses CPAP nightly").
 */
const PRESENT_STATES = new Set([
  'stable',
  'controlled',
  'current',
  'currently',
  'active',
  'ongoing',
  'still',
  'uses',
  'using',
  // what the condition makes the patient wear, take or need now, or what it limits now; not
  // "requiring", "needing", which tell an episode ("NICU stay for jaundice requiring phototherapy")
  'wears',
  'wearing',
  'takes',
  'taking',
  'needs',
  'requires',
  'limits',
  'limiting',
  'remains',
  'persists',
])
/** Treatments named by their kind, not as a concept: "glaucoma, on drops", "HTN on meds". */
const TREATMENT_NOUNS = new Set(['drops', 'medication', 'medications', 'meds', 'treatment', 'therapy', 'inhalers'])
/** Words between "on" and the drug: "on home oxygen", "on her inhaler". */
const DRUG_LEADS = new Set(['home', 'his', 'her', 'their', 'a', 'an', 'the', 'daily', 'oral', 'iv'])

/** Whether the target is a condition named with the drug it is now on, or with its present state. */
export function onCurrentTreatment(v: CurrentTreatmentView): boolean {
  if (v.type !== 'problem') return false
  const { keys } = v.scan
  const end = Math.min(v.se, v.xe + MAX_GAP_TOKENS + 1)
  for (let k = v.xe; k < end; k++) {
    const key = keys[k]!
    if (v.targetOf[k] !== 0 || ITEM_ENDS.has(key) || PAST_OR_DENIED.has(key) || YEAR.test(key)) return false
    // "OSA on CPAP", "T2DM, diet only", "CKD, followed by nephrology" (context-ongoing-care.ts)
    if (ongoingCareAt(keys, k, v.se)) return true
    if (key === 'on') return drugAfter(v, k + 1)
    if (PRESENT_STATES.has(key)) return true
  }
  return false
}

/**
 * The token of the drug a condition is named on ("OUD in remission on buprenorphine"), else -1: a
 * history cue between the condition and its drug ("in remission") is the state the drug keeps it
 * in, and does not make it history; one after the drug ("angioedema on lisinopril in 2020") dates
 * an episode on the drug.
 */
export function currentDrugAt(v: CurrentTreatmentView): number {
  if (v.type !== 'problem') return -1
  const { keys } = v.scan
  const end = Math.min(v.se, v.xe + MAX_GAP_TOKENS + 1)
  for (let k = v.xe; k < end; k++) {
    const key = keys[k]!
    if (v.targetOf[k] !== 0 || ITEM_ENDS.has(key) || PAST_OR_DENIED.has(key) || YEAR.test(key)) return -1
    if (key === 'on') return drugAfter(v, k + 1) ? k + 1 : -1
  }
  return -1
}

function drugAfter(v: CurrentTreatmentView, from: number): boolean {
  let k = from
  while (k < v.se && v.targetOf[k] === 0 && DRUG_LEADS.has(v.scan.keys[k]!)) k++
  if (k < v.se && v.targetOf[k] === 0 && TREATMENT_NOUNS.has(v.scan.keys[k]!)) return true
  return k < v.se && v.targetOf[k] !== 0 && v.typeAt(k) === 'medication'
}
