/**
 * A drug the note says it puts on the allergy list is an allergen from now on, whatever else the
 * sentence does with it: "Lisinopril stopped; listed under allergies as angioedema", "Stop
 * hydrochlorothiazide permanently; list it as an intolerance", "Codeine added to the allergy
 * list". Recording is the act that makes a substance an allergen in the chart; the drug is the
 * nearest before the recording verb, and a verb too far on belongs to another clause's drug.
 */

/** Verbs of writing a substance into the chart's allergy list. */
const RECORDING_VERBS: ReadonlySet<string> = new Set([
  'list',
  'listed',
  'add',
  'added',
  'record',
  'recorded',
  'document',
  'documented',
  'flag',
  'flagged',
])
/** The list the verb writes into: allergies and intolerances (the guidelines' allergy attribute). */
const ALLERGY_LIST_NOUNS: ReadonlySet<string> = new Set(['allergy', 'allergies', 'intolerance', 'intolerances'])
/** Tokens from the drug to the recording verb: "hydrochlorothiazide permanently ; list". */
const MAX_TOKENS_TO_VERB = 4
/** Tokens from the verb to the list noun: "listed under allergies", "list it as an intolerance". */
const MAX_TOKENS_TO_NOUN = 4

/** Whether the drug target ending at `xe` is, further on in its sentence, recorded as an allergy or intolerance. */
export function recordedAsAllergy(keys: readonly string[], targetOf: Int32Array, xe: number, se: number): boolean {
  for (let k = xe; k < se && k < xe + MAX_TOKENS_TO_VERB; k++) {
    // another named item first: the verb records that one
    if (targetOf[k] !== 0) return false
    if (!RECORDING_VERBS.has(keys[k]!)) continue
    for (let j = k + 1; j < se && j <= k + MAX_TOKENS_TO_NOUN; j++) {
      if (targetOf[j] !== 0 && !ALLERGY_LIST_NOUNS.has(keys[j]!)) return false
      if (ALLERGY_LIST_NOUNS.has(keys[j]!)) return true
    }
    return false
  }
  return false
}
