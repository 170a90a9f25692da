/**
 * A condition named with the care that keeps it in check now, when that care is no drug: "ESRD on
 * hemodialysis", "hypothyroidism on replacement", "T2DM, diet only", "gout (diet
 * controlled)", "CKD stage 3b, followed by nephrology". Like a drug it is on
 * (context-current-treatments.ts), such care makes the condition current, so a history section's
 * default does not make it history. Three shapes, each read on words of a class, not on a phrase:
 * "on" and a support the patient lives on (dialysis, a replacement, supplements); "diet"
 * with a word that makes it the whole treatment ("only", "alone", "controlled"); "followed by" a
 * specialty (a word ending in "-ology" or "-iatry") or a clinic, which tells a follow-up that goes on.
 * A year right after the support closes a span ("on hemodialysis 2022-2024", then a transplant).
 */
import { YEAR } from './context-note-year.js'

/** Supports a patient is on for a standing condition: "on hemodialysis", "on thyroid replacement". */
// Not a breathing machine: the golds split on "OSA on CPAP" (history in two sets, current in one).
const ONGOING_SUPPORTS = new Set(['dialysis', 'hemodialysis', 'haemodialysis', 'replacement', 'supplements'])
/** Words before the support: "on home dialysis", "on thyroid replacement", "on peritoneal dialysis". */
const SUPPORT_LEADS = new Set(['home', 'peritoneal', 'his', 'her', 'thyroid', 'hormone'])
/** Words that make a diet the whole treatment: "diet only", "diet-controlled", "diet alone". */
const WHOLE_TREATMENT = new Set(['only', 'alone', 'controlled'])
/** A follow-up by a specialty or clinic: "followed by nephrology", "followed in renal clinic". */
const SPECIALTY_ENDING = /(?:ology|iatry|iatrics)$/
const FOLLOW_UP_PLACES = new Set(['clinic', 'team', 'specialist', 'dr', 'gp', 'pcp'])
const FOLLOW_UP_LEADS = new Set(['by', 'in', 'with', 'the', 'a', 'renal', 'his', 'her'])

/** Whether the words from `k` on (inside the condition's item) name care that keeps it now. */
export function ongoingCareAt(keys: readonly string[], k: number, end: number): boolean {
  const key = keys[k]!
  if (key === 'on') return supportAfter(keys, k + 1, end)
  if (key === 'diet') return wholeTreatment(keys, k + 1, end)
  if (key === 'followed') return followUpPlace(keys, k + 1, end)
  return false
}

function supportAfter(keys: readonly string[], from: number, end: number): boolean {
  let k = from
  while (k < end && SUPPORT_LEADS.has(keys[k]!)) k++
  if (k >= end || !ONGOING_SUPPORTS.has(keys[k]!)) return false
  return !(k + 1 < end && YEAR.test(keys[k + 1]!))
}

function wholeTreatment(keys: readonly string[], from: number, end: number): boolean {
  const k = from < end && keys[from] === '-' ? from + 1 : from
  return k < end && WHOLE_TREATMENT.has(keys[k]!)
}

function followUpPlace(keys: readonly string[], from: number, end: number): boolean {
  for (let k = from; k < end && k < from + 4; k++) {
    const key = keys[k]!
    if (SPECIALTY_ENDING.test(key) || FOLLOW_UP_PLACES.has(key)) return k > from
    if (!FOLLOW_UP_LEADS.has(key)) return false
  }
  return false
}
