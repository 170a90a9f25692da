/**
 * A side effect told as a story with what was done about it: "Gabapentin made her dizzy, so it was
 * stopped", "tramadol makes her drowsy, so she takes it only at night", "an antiresorptive, since
 * oral bisphosphonate caused heartburn". The drug that caused a reaction is an allergen when the
 * note records an allergy or intolerance ("Codeine causes nausea"); when the sentence goes on to the
 * consequence ("so …"), or gives the reaction as the reason for another choice ("since X caused
 * …"), it tells of a side effect that shaped the plan, not of an allergy (an allergic reaction -
 * hives, angioedema - is still an allergy whatever follows; the caller decides that).
 */

/** Words that give what follows as the consequence of a reaction: "…, so it was stopped". */
const CONSEQUENCE_WORDS = new Set(['so', 'therefore', 'hence'])
/** Words that give the clause after them as the reason for something else: "since X caused …". */
const REASON_OPENERS = new Set(['since', 'because', 'as'])
/** Words that may stand between a reason opener and its drug: "since oral bisphosphonate". */
const DRUG_LEAD = new Set(['the', 'her', 'his', 'their', 'oral', 'iv', 'topical', 'inhaled'])
/** How far back from a drug a reason opener is looked for, and how far past the reaction a consequence. */
const LEAD_MAX = 2
const CONSEQUENCE_REACH = 6

/**
 * Whether the reaction at token r, caused by the drug at token xs, is told with its consequence or
 * as a reason; tokens are lower-case keys, the sentence runs [ss, se).
 */
export function sideEffectWithItsConsequence(
  keys: readonly string[],
  ss: number,
  xs: number,
  r: number,
  se: number,
): boolean {
  for (let k = r + 1; k < se && k <= r + CONSEQUENCE_REACH; k++) {
    const key = keys[k]!
    if (CONSEQUENCE_WORDS.has(key)) return true
    if (key === ';' || key === '(') break
  }
  let b = xs - 1
  while (b > ss && b >= xs - LEAD_MAX && DRUG_LEAD.has(keys[b]!)) b--
  return b >= ss && REASON_OPENERS.has(keys[b]!)
}
