/**
 * A treatment shares the time of what it treated. In "Depression after her divorce, treated with
 * sertraline for a year", "DVT in 2018, treated with rivaroxaban for 3 months", "MS flare 2024
 * treated w/ IV methylpred", the drug (or therapy) belongs to the episode named before the
 * participle: when that episode is past, so is its treatment, though no date stands next to the
 * drug; when it is current ("Hyperkalemia treated with insulin"), the treatment is too. The rule
 * reads the clause's shape (a condition, a participle of treating, "with", the treatments), not
 * the words of any note. A participle with its own auxiliary ("she was treated with …") heads a
 * clause about the patient, not the episode before it, and links nothing.
 */

/** Participles that link a treatment to the episode before them. */
const TREATING = new Set(['treated', 'managed', 'resolved', 'cured', 'controlled'])
/** Before the participle they make it a clause's verb, not a reduced clause on the episode. */
const AUXILIARIES = new Set(['was', 'were', 'is', 'are', 'be', 'been', 'being', 'get', 'got'])
/** "with" and its shorthand. */
const WITH = new Set(['with', 'w/'])
/** Words that may stand between "with" and a treatment: "treated with IV methylpred", "with a stent". */
const TREATMENT_LEADS = new Set(['the', 'a', 'an', 'iv', 'oral', 'topical', 'her', 'his'])
/** Glue between the treatments of one list: "treated with prednisone and azathioprine". */
const LIST_GLUE = new Set([',', 'and', '+', '/', '&'])
/** Words between the episode and the participle: "Depression after her divorce, treated with". */
const LOOK_BACK = 14
/** What ends the clause the episode must be in. */
const CLAUSE_ENDS = new Set([';', '.', ':', '!', '?'])

/**
 * For the target over tokens [xs, …) in a sentence starting at token ss: the targetOf value (1 + the
 * index) of the episode it treats, or 0 when it is not named as a treatment.
 */
export function treatedEpisode(keys: readonly string[], targetOf: Int32Array, ss: number, xs: number): number {
  const self = targetOf[xs]!
  let k = xs - 1
  // back over the leads and the treatments listed before this one
  while (
    k >= ss &&
    (TREATMENT_LEADS.has(keys[k]!) || LIST_GLUE.has(keys[k]!) || (targetOf[k] !== 0 && targetOf[k] !== self))
  )
    k--
  if (k < ss + 1 || !WITH.has(keys[k]!) || !TREATING.has(keys[k - 1]!)) return 0
  // "she was treated with azithromycin": a clause of its own, whose subject is the patient
  if (k >= ss + 2 && AUXILIARIES.has(keys[k - 2]!)) return 0
  for (let j = k - 2; j >= ss && j >= k - 2 - LOOK_BACK; j--) {
    if (CLAUSE_ENDS.has(keys[j]!)) return 0
    if (targetOf[j] !== 0) return targetOf[j]!
  }
  return 0
}
