/**
 * Events the sentence names as already behind the patient by the words right before them, with
 * no date of their own:
 *
 * - "recent": an event called recent is one that has happened, told as a reason or a risk ("given
 *   the recent fall", "suspect C diff given recent cefpodoxime", "a recent episode of amaurosis
 *   fugax"). Only the target right after the word (or after "episode of"): "recent travel, leg
 *   swelling" puts nothing else in the past, and a denial ("no recent weight loss") keeps its
 *   negation, which the attribute rules put first;
 * - a past procedure used as an anchor in time: "No bleeding since the banding", "tolerated
 *   hydromorphone after the C-section", "pain after her knee surgery". The determiner or possessive
 *   marks one particular event that is over; a bare "after sedation", "post-op day 2 after
 *   Whipple" is often this stay's own and is left to the other rules. In a plan or instructions
 *   section, or in a sentence with a cue of what may come ("call for fever after the stent
 *   removal", "should the pain return after the injection wears off"), the anchor is ahead, so
 *   there it is not read.
 */
import { adviceBefore, endAhead } from './context-instructed-spans.js'
import { PLAN_SECTIONS } from './context-plan-items.js'
import type { TargetView } from './context-target-view.js'

/** What the rules need of a target. */
export type PastEventView = Pick<TargetView, 'scan' | 'targetOf' | 'ss' | 'se' | 'xs' | 'xe' | 'type'> & {
  section: string
  /** the cues of the target's sentence */
  cues: readonly { category: string; direction: string }[]
}

/** Words that call an event recent. */
const RECENT = new Set(['recent', 'recently'])
/** Nouns of one occurrence that may stand between "recent" and what occurred: "recent episode of". */
const OCCURRENCE_NOUNS = new Set(['episode', 'episodes', 'bout', 'bouts', 'attack', 'attacks'])

/**
 * Nouns of a change made to what precedes them: in "the recent sacubitril-valsartan increase" the
 * increase is recent, and the drug goes on.
 */
const CHANGE_NOUNS = new Set([
  'increase',
  'increases',
  'decrease',
  'decreases',
  'change',
  'changes',
  'switch',
  'dose',
  'doses',
  'taper',
  'titration',
  'adjustment',
  'reduction',
])

/** Words that take a past procedure as the time something is counted from. */
const ANCHOR_WORDS = new Set(['since', 'after', 'following'])
/** A determiner or possessive naming one particular procedure. */
const PARTICULAR = new Set(['the', 'his', 'her', 'their'])

/** Whether the target is called recent by the word right before it (or before "episode of"). */
export function calledRecent(v: PastEventView): boolean {
  const { keys } = v.scan
  let k = v.xs - 1
  if (k - 1 >= v.ss && keys[k] === 'of' && OCCURRENCE_NOUNS.has(keys[k - 1]!)) k -= 2
  return k >= v.ss && RECENT.has(keys[k]!) && !CHANGE_NOUNS.has(keys[v.xe] ?? '')
}

/** Whether the target is a procedure named, outside a plan, as the past event time is counted from. */
export function pastProcedureAnchor(v: PastEventView): boolean {
  if (v.type !== 'procedure' || PLAN_SECTIONS.has(v.section)) return false
  // an instruction or a condition ("call for fever after the stent removal") looks ahead
  if (v.cues.some((c) => c.category === 'hypothetical' && c.direction !== 'pseudo')) return false
  const { keys } = v.scan
  const k = v.xs - 1
  // "do not take aspirin for a week after the biopsy": advice counts from this visit's procedure, and
  // "after the chemotherapy ends" from an end to come (context-instructed-spans.ts)
  return (
    k - 1 >= v.ss &&
    PARTICULAR.has(keys[k]!) &&
    ANCHOR_WORDS.has(keys[k - 1]!) &&
    !adviceBefore(keys, v.targetOf, v.ss, k - 1) &&
    !endAhead(keys, v.xe, v.se)
  )
}
