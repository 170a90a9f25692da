/**
 * A plan's test or procedure timed by a point in a series ahead is to be done then: "Lille score
 * on day 7", "restaging CT after cycle 6", "Reassess the gait scores at visit 6", "Repeat BMP and
 * Mg Friday". The point counts days, visits, cycles or weeks of a course under way, or names a
 * weekday, and comes right after the target (or after the targets joined to it). Read in plans and
 * instructions only, and only when the item says nothing done after the point ("CT after cycle 4
 * showed a response" reports one) and no second weekday follows (a standing schedule:
 * "Hemodialysis Monday, Wednesday and Friday").
 */
import { DONE_OR_ONGOING, isPlannable, PLAN_SECTIONS, pastParticiple } from './context-plan-items.js'
import type { TargetView } from './context-target-view.js'

/** What the rule needs to know of a target. */
export type SeriesPointView = Pick<TargetView, 'scan' | 'targetOf' | 'se' | 'xe' | 'type'> & { section: string }

/** Words that place a point: "on day 7", "at visit 6", "after cycle 6", "by week 4". */
const PLACING = new Set(['on', 'at', 'after', 'by'])
/** The units of a course a point counts. */
const SERIES_UNITS = new Set(['day', 'visit', 'cycle', 'week', 'session'])
const WEEKDAYS = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'])
/** Words that join a target to the next one before the point: "DHI and FGA at visit 6". */
const JOINERS = new Set(['and', ',', '/', '+'])
const NUMBER = /^\d+$/

/** Whether a plan's test or procedure is timed by a point in a series right after it. */
export function timedBySeriesPoint(v: SeriesPointView): boolean {
  if (!PLAN_SECTIONS.has(v.section) || !isPlannable(v.type)) return false
  const { keys } = v.scan
  let k = v.xe
  // past the targets joined to this one
  while (k < v.se && (v.targetOf[k] !== 0 || (JOINERS.has(keys[k]!) && v.targetOf[k + 1] !== 0))) k++
  if (k < v.se && PLACING.has(keys[k]!)) k++
  let after: number
  if (k + 1 < v.se && SERIES_UNITS.has(keys[k]!) && NUMBER.test(keys[k + 1]!)) after = k + 2
  else if (k < v.se && WEEKDAYS.has(keys[k]!)) after = k + 1
  else return false
  return nothingDoneAfter(keys, after, v.se)
}

/** The rest of the item holds no verb of doing or being done and no second weekday. */
function nothingDoneAfter(keys: readonly string[], from: number, se: number): boolean {
  for (let k = from; k < se; k++) {
    const key = keys[k]!
    if (key === ';' || key === '.') return true
    if (WEEKDAYS.has(key) || DONE_OR_ONGOING.has(key) || pastParticiple(key)) return false
  }
  return true
}
