/**
 * What a study is sent for is what it looks for, still in doubt: "Stool culture sent for
 * Campylobacter", "urine NAAT sent for gonorrhea and chlamydia", "temporal artery biopsy
 * requested for giant cell arteritis". The study must be named right before the verb of sending,
 * so "sent for admission for pneumonia" or "referred for management of diabetes" doubt nothing;
 * every condition in the list after "for" is looked for.
 */

/** Verbs of sending a sample or asking for a study. */
const SENDING_VERBS: ReadonlySet<string> = new Set(['sent', 'requested', 'ordered', 'drawn'])
/** Concept types of studies. */
const STUDY_TYPES: ReadonlySet<string> = new Set(['test', 'procedure'])
/** Glue between the conditions of the list after "for". */
const LIST_GLUE: ReadonlySet<string> = new Set([',', 'and', 'or', '/'])

/** Whether the condition at token xs is in the list a study named before a sending verb is sent "for". */
export function lookedForBySentStudy(
  keys: readonly string[],
  targetOf: Int32Array,
  typeAt: (k: number) => string | undefined,
  ss: number,
  xs: number,
): boolean {
  let k = xs - 1
  while (k >= ss && (targetOf[k] !== 0 || LIST_GLUE.has(keys[k]!))) k--
  if (k - 2 < ss || keys[k] !== 'for' || !SENDING_VERBS.has(keys[k - 1]!)) return false
  const study = k - 2
  return targetOf[study] !== 0 && STUDY_TYPES.has(typeAt(study)!)
}
