/**
 * A drug the patient took before without trouble is past outside an allergy story too: "has
 * since received cefazolin before his surgery without trouble", "tolerated hydromorphone after the
 * C-section", "she has since taken cephalexin without a problem". context-tolerated-drugs.ts tells
 * whether a drug's clause says it was tolerated before this visit; in an allergy story that is
 * enough. Elsewhere the drug must be the object of the past verb itself, so "tolerated cycle 3 of
 * carboplatin" (a cycle was tolerated, the drug goes on) and "tolerated an oral rehydration trial
 * with Pedialyte" are left alone, and a taking in this stay ("in hospital", "this admission") is
 * no history.
 */
import { type ToleratedDrugView, toleranceOf } from './context-tolerated-drugs.js'

/** Past verbs whose object a drug may be: "tolerated", "has since taken", "received". */
const PAST_TAKING = new Set(['tolerated', 'taken', 'took', 'received'])
/** Words that may stand between the verb and the drug: "tolerated IV vancomycin". */
const DRUG_LEADS = new Set(['the', 'a', 'an', 'iv', 'oral', 'po', 'im', 'plain', 'topical'])
/** How many of them at most. */
const MAX_LEADS = 2
/** Words that place the taking in this stay. */
const THIS_STAY = new Set(['hospital', 'admission', 'stay', 'today'])

/** Whether the target is a drug taken without trouble before this visit, as historical reads it. */
export function toleratedBefore(v: ToleratedDrugView, inAllergyStory: boolean): boolean {
  if (toleranceOf(v) !== 'before') return false
  return inAllergyStory || (objectOfPastTaking(v) && !inThisStay(v))
}

function objectOfPastTaking(v: ToleratedDrugView): boolean {
  const { keys } = v.scan
  let k = v.xs - 1
  const stop = Math.max(v.ss, v.xs - 1 - MAX_LEADS)
  while (k > stop && DRUG_LEADS.has(keys[k]!)) k--
  return k >= v.ss && PAST_TAKING.has(keys[k]!)
}

function inThisStay(v: ToleratedDrugView): boolean {
  for (let k = v.ss; k < v.se; k++) if (THIS_STAY.has(v.scan.keys[k]!)) return true
  return false
}
