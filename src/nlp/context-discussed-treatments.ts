/**
 * A treatment named right before "discussed" is an option talked over, not one given: in
 * "Isotretinoin discussed, pregnancy test needed first", "PrEP discussed with his partner" and
 * "Hospice discussed with her son" nothing has been started, as the annotation guidelines read
 * "consider" and "recommend". The cue "discussed" after its object already reads procedures
 * (context-triggers.ts); this rule adds the drugs it leaves out, and the discussion held "with" a
 * person, whose phrase is an informant's lead and hides the cue. Only the items right before the
 * verb are read, alternatives joined by "or", "vs" or "and" included ("a levonorgestrel IUD or
 * tranexamic acid discussed"); a drug with anything else between ("metformin side effects
 * discussed") is the patient's own, and so is one a preposition puts inside another phrase ("risk
 * of bleeding with warfarin discussed": the risk is talked over, not the drug). A discussion the sentence settles ("methotrexate discussed but
 * deferred", "was discussed and declined", "discussed and started") proposes nothing any more.
 */
import type { TargetView } from './context-target-view.js'

/** What the rule needs of a target (context-target-view.ts). */
export type DiscussedTreatmentView = Pick<
  TargetView,
  'scan' | 'targetOf' | 'typeAt' | 'ss' | 'se' | 'xs' | 'xe' | 'type'
>

/** The kinds of target a discussion can propose: drugs and procedures. */
const TREATMENT_TYPES: ReadonlySet<string> = new Set(['medication', 'procedure'])
/** Words between the target and the verb: alternatives joined, and the verb's auxiliaries. */
const BETWEEN: ReadonlySet<string> = new Set(['or', 'vs', 'versus', 'and', '/', 'was', 'were', 'to', 'be', '.'])
/** Words that join alternatives before the target. */
const ALTERNATIVE_JOINERS: ReadonlySet<string> = new Set(['or', 'vs', 'versus', 'and', '/', ','])
/** Verbs of talking an option over. */
const DISCUSSION_VERBS: ReadonlySet<string> = new Set(['discussed'])
/** Words that settle the discussion within the sentence: turned down, put off, or begun. */
const SETTLED: ReadonlySet<string> = new Set([
  'but',
  'declined',
  'declines',
  'refused',
  'refuses',
  'deferred',
  'defers',
  'chose',
  'opted',
  'started',
  'began',
])
/** Words that put the items after them inside another phrase: "bleeding with warfarin", "side effects of". */
const PREPOSITIONS: ReadonlySet<string> = new Set(['with', 'of', 'on', 'from', 'about', 'for', 'to', 'by', 'after'])
/** How many tokens at most from the target to the verb. */
const MAX_GAP = 12

/** Whether the target is a drug or procedure that a "discussed" right after it proposes, unsettled. */
export function discussedTreatment(v: DiscussedTreatmentView): boolean {
  if (v.type === undefined || !TREATMENT_TYPES.has(v.type) || insideAnotherPhrase(v)) return false
  const { keys } = v.scan
  const stop = Math.min(v.se, v.xe + MAX_GAP)
  for (let k = v.xe; k < stop; k++) {
    if (v.targetOf[k] !== 0) {
      if (!TREATMENT_TYPES.has(v.typeAt(k) ?? '')) return false
      continue
    }
    const key = keys[k]!
    if (DISCUSSION_VERBS.has(key)) return !settledAfter(v, k + 1)
    if (!BETWEEN.has(key)) return false
  }
  return false
}

/** Whether a preposition stands before the run of alternatives the target is in. */
function insideAnotherPhrase(v: DiscussedTreatmentView): boolean {
  const { keys } = v.scan
  let k = v.xs - 1
  while (
    k >= v.ss &&
    (v.targetOf[k] !== 0 ? TREATMENT_TYPES.has(v.typeAt(k) ?? '') : ALTERNATIVE_JOINERS.has(keys[k]!))
  )
    k--
  return k >= v.ss && v.targetOf[k] === 0 && PREPOSITIONS.has(keys[k]!)
}

function settledAfter(v: DiscussedTreatmentView, from: number): boolean {
  const { keys } = v.scan
  for (let k = from; k < v.se; k++) if (v.targetOf[k] === 0 && SETTLED.has(keys[k]!)) return true
  return false
}
