/**
 * A reaction the note says was not an allergy: "Atorvastatin gave her cramps, a side effect and
 * not an allergy", "The hives with cefaclor at 8 were not an allergy", "codeine - likely
 * nausea only, not allergy". The drug nearest before the denial is no allergen, and the story
 * of its reaction is told of the past, so the drug is historical (the gold conventions: "A side
 * effect told as history is not an allergy"). "Rather than an allergy" is left alone: golds read
 * "an intolerance rather than an allergy" as an intolerance, which is an allergy.
 */
import type { TargetView } from './context-target-view.js'

/** What the rule needs to know of a target (context-target-view.ts). */
export type DeniedAllergyView = Pick<TargetView, 'scan' | 'targetOf' | 'typeAt' | 'se' | 'xe' | 'type'>

/** Tokens looked ahead from the drug for the denial. */
const MAX_AHEAD = 24
/** Words between "not" and the allergy noun: "not an allergy", "not a true allergy". */
const DENIAL_FILLERS = new Set(['a', 'an', 'true', 'real', 'actual'])
const ALLERGY_WORDS = new Set(['allergy', 'allergic'])

/** Whether a denial of allergy follows the drug in its sentence, with no other drug between. */
export function allergyDeniedAfter(v: DeniedAllergyView): boolean {
  if (v.type !== 'medication') return false
  const { keys } = v.scan
  const end = Math.min(v.se, v.xe + MAX_AHEAD)
  for (let k = v.xe; k < end; k++) {
    // the denial is of the nearest drug before it: "lidocaine - … likely epinephrine effect, not allergy"
    if (v.targetOf[k] !== 0 && v.typeAt(k) === 'medication') return false
    if (keys[k] !== 'not') continue
    let j = k + 1
    while (j < end && DENIAL_FILLERS.has(keys[j]!)) j++
    if (j < end && ALLERGY_WORDS.has(keys[j]!)) return true
  }
  return false
}
