/**
 * The event a time clause counts from. In "call if the wound bleeds after the extraction", "MRI
 * if no better after 6 weeks of physical therapy", "palpitations after starting flecainide",
 * "cardioversion after 3 weeks of anticoagulation", what "after" names is where the clock starts:
 * done, or under way, or given as the frame of the plan, not the thing the condition or the plan
 * puts ahead. So a hypothetical cue before it does not reach it. The rule rests on the clause's
 * shape (after, a determiner or a verb of starting or a span of time, then the target), not on
 * the words of any one note.
 *
 * A passive verb right after the target ("after the statin is started") makes it an event still to
 * come, and the rule steps aside; so does a bare "after" with nothing between it and the target,
 * the way a plan chains its steps ("zoledronic acid after dental eval").
 */
import { TIME_UNITS } from './context-plan-items.js'

/** Words between "after" and the event it names: "after the block", "after her surgery". */
const ANCHOR_DETERMINERS = new Set(['the', 'a', 'an', 'her', 'his', 'their', 'your', 'its', 'this', 'that'])
/** Verbs of starting or ending a treatment that the clock runs from: "after starting apixaban". */
const ANCHOR_VERBS = new Set(['starting', 'stopping', 'beginning', 'finishing', 'completing', 'receiving'])
/** Counts before a unit of time: "6 weeks of", "a week of", "two days of". */
const COUNT = /^(?:\d+|a|one|two|three|four|five|six|several|few)$/
/** A passive after the target puts the event ahead: "after the statin is started". */
const PASSIVE_AUXILIARIES = new Set(['is', 'are', 'has', 'have', 'gets'])

/**
 * Whether the target (tokens [xs, xe) of a sentence [ss, se)) is the event an "after" clause
 * counts from.
 */
export function countedFrom(keys: readonly string[], ss: number, se: number, xs: number, xe: number): boolean {
  let k = xs - 1
  if (k >= ss && (ANCHOR_DETERMINERS.has(keys[k]!) || ANCHOR_VERBS.has(keys[k]!))) k--
  // "after 6 weeks of physical therapy"
  else if (k - 2 >= ss && keys[k] === 'of' && TIME_UNITS.has(keys[k - 1]!) && COUNT.test(keys[k - 2]!)) k -= 3
  // a bare "after dental eval" in a plan is the next step, not a clock's start
  else return false
  if (k < ss || keys[k] !== 'after') return false
  return !(xe < se && PASSIVE_AUXILIARIES.has(keys[xe]!))
}
