/**
 * The subject of a condition's main clause: in "If she becomes pregnant, lisinopril must be
 * stopped" the drug after the condition's comma, followed by a modal or a copula, is what the main
 * clause acts on, a drug the patient is on, not one that waits on the condition. (A main clause
 * that opens with its verb, "If INR > 3, hold warfarin", already ends the condition: context.ts's
 * clause commas.) Drugs only: a problem there may still be what the condition names ("If fever
 * returns, a chest x-ray should be done" keeps the x-ray ahead through its own cues).
 */

/** What the rule needs to know of a target (a slice of context.ts's TargetInput). */
export interface ConditionMainView {
  scan: { keys: readonly string[] }
  targetOf: Int32Array
  ss: number
  se: number
  xs: number
  xe: number
  type: string | undefined
}

/** Words between the comma and the drug: "the isotretinoin", "her warfarin". */
const DETERMINERS = new Set(['the', 'her', 'his', 'their', 'your', 'any'])
/** What the main clause says next of its subject: "must be stopped", "should be held", "is to be". */
const PREDICATE_STARTS = new Set(['must', 'should', 'will', 'would', 'can', 'may', 'needs', 'need', 'is', 'are'])

/** Whether the target is a drug opening the main clause after a condition's comma (the cue ends before it). */
export function subjectOfConditionMain(v: ConditionMainView, cueEnd: number): boolean {
  if (v.type !== 'medication' || !PREDICATE_STARTS.has(v.scan.keys[v.xe] ?? '')) return false
  const { keys } = v.scan
  let k = v.xs - 1
  while (k > cueEnd && DETERMINERS.has(keys[k]!) && v.targetOf[k] === 0) k--
  return k > cueEnd && keys[k] === ','
}
