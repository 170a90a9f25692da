/**
 * A symptom told as having ended: "the snoring has stopped", "mouth ulcers last week that have
 * healed", "the wrist fracture from June has healed". The present perfect of an ending verb says
 * the symptom was there and is over now, so it is history. The same words after "until", "once",
 * "when", "if" or "that" ("stop ibuprofen until the ulcer has healed", "confirm that the
 * consolidation has cleared") name an end still awaited, and are no history; nor is "had stopped",
 * a past that may have come back ("bedwetting that had stopped came back").
 */
import type { TargetView } from './context-target-view.js'

/** What the rule needs of a target (context-target-view.ts). */
export type EndedSymptomView = Pick<TargetView, 'scan' | 'targetOf' | 'ss' | 'se' | 'xs' | 'xe' | 'type'>

/** The auxiliary of the present perfect. */
const PERFECT = new Set(['has', 'have'])
/** Verbs of a symptom ending. */
const ENDING_VERBS = new Set(['stopped', 'healed', 'resolved', 'cleared', 'settled', 'subsided', 'disappeared'])
/** Words before the target that make the ending one awaited: a condition or a clause to confirm. */
const AWAITING = new Set(['until', 'till', 'once', 'when', 'if', 'unless', 'that', 'whether', 'after', 'before'])
/** Articles and possessives before the target. */
const DETERMINERS = new Set(['the', 'a', 'an', 'her', 'his', 'their', 'your', 'its', 'this'])
/** Words between the target and the auxiliary: "last week that", "from June". */
const MAX_BETWEEN = 3

/** Whether the target is a symptom its clause tells as having ended. */
export function endedSymptom(v: EndedSymptomView): boolean {
  if (v.type !== 'problem') return false
  const { keys } = v.scan
  let k = v.xe
  for (let between = 0; k < v.se && between < MAX_BETWEEN && !PERFECT.has(keys[k]!); between++, k++) {
    if (v.targetOf[k] !== 0 || !/^[a-z0-9]+$/.test(keys[k]!)) return false
  }
  if (k + 1 >= v.se || !PERFECT.has(keys[k]!) || !ENDING_VERBS.has(keys[k + 1]!)) return false
  let b = v.xs - 1
  while (b >= v.ss && DETERMINERS.has(keys[b]!)) b--
  return b < v.ss || !AWAITING.has(keys[b]!)
}
