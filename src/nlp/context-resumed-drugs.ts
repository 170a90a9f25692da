/**
 * A drug to be resumed is the patient's own: "Resume your home losartan tomorrow", "restart
 * warfarin tonight at 5 mg". When it is taken up again is a time of the order, not a doubt on the
 * drug, so a time ahead after it (a backward cue) does not make it hypothetical; a drug started
 * ahead ("start sertraline next week") is not resumed and keeps it.
 */

/** What the rule needs to know of a target (a slice of context.ts's TargetInput). */
export interface ResumedDrugView {
  scan: { keys: readonly string[] }
  ss: number
  xs: number
  type: string | undefined
}

/** Verbs of taking a drug up again. */
const RESUME_VERBS = new Set(['resume', 'restart', 'resuming', 'restarting'])
/** Words between the verb and the drug: "resume your home losartan". */
const DRUG_LEADS = new Set(['your', 'his', 'her', 'their', 'the', 'home', 'usual', 'regular'])

/** Whether the target is a drug named right after a verb of resuming it. */
export function resumedDrug(v: ResumedDrugView): boolean {
  if (v.type !== 'medication') return false
  const { keys } = v.scan
  let k = v.xs - 1
  while (k >= v.ss && DRUG_LEADS.has(keys[k]!)) k--
  return k >= v.ss && RESUME_VERBS.has(keys[k]!)
}
