/**
 * An allergy the patient has outgrown: "Milk allergy as an infant, outgrown by age 3", "outgrew
 * her soy allergy". The substance stays a recorded allergen, and the allergy belongs to the past,
 * so the allergen is historical as well (the golds read it so). The rule reads the allergen's
 * clause for a word of outgrowing, not the phrases of a note.
 */
import type { TargetView } from './context-target-view.js'

/** What the rule needs to know of a target (context-target-view.ts). */
export type OutgrownAllergyView = Pick<TargetView, 'scan' | 'ss' | 'se' | 'xs' | 'xe'>

/** Tokens looked at on either side of the allergen. */
const MAX_DISTANCE = 10
const OUTGROWING = new Set(['outgrown', 'outgrew', 'outgrowing'])
/** What ends the allergen's clause. */
const CLAUSE_ENDS = new Set([';', '.', ':'])

/** Whether the allergen's clause says the allergy was outgrown. */
export function outgrownAllergy(v: OutgrownAllergyView): boolean {
  const { keys } = v.scan
  for (let k = v.xe; k < Math.min(v.se, v.xe + MAX_DISTANCE); k++) {
    if (CLAUSE_ENDS.has(keys[k]!)) break
    if (OUTGROWING.has(keys[k]!)) return true
  }
  for (let k = v.xs - 1; k >= Math.max(v.ss, v.xs - MAX_DISTANCE); k--) {
    if (CLAUSE_ENDS.has(keys[k]!)) break
    if (OUTGROWING.has(keys[k]!)) return true
  }
  return false
}
