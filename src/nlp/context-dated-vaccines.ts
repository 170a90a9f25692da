/**
 * A vaccine named with a date right after it is a dose the patient had then: "Tdap 2021", "COVID-19
 * vaccine 2025", "influenza vaccine 10/2026", "Tdap (2023)" in a vaccine record or a plan's
 * health-maintenance line. A vaccine is one dose, given once, so the date is when it was given and
 * the dose is past, even in the note's own year (which a study's date is not:
 * context-note-year.ts). Other drugs with a bare year are left alone: "metformin 2019" may be
 * when a course that goes on began. A vaccine due, planned or declined keeps that reading, as its
 * cue comes between the name and the date ("Tdap due 2027") or wins over history. So is a dose
 * told given in a month or a season ("flu shot was given in October", "already done this fall").
 */
import { MONTH_ABBREVIATIONS, MONTH_NAMES } from './months.js'
import type { TargetView } from './context-target-view.js'

/** What the rule needs to know of a target (context-target-view.ts). */
export type DatedVaccineView = Pick<TargetView, 'scan' | 'xe' | 'se' | 'type'> & { targetText: string }

/**
 * The vaccine family by name: the word vaccine itself, a shot or booster, and the abbreviations
 * vaccine records use for the routine vaccines.
 */
export const VACCINE_NAME =
  /\b(vaccines?|vaccination|shot|booster|tdap|td|dtap|tdvax|mmr|mmrv|ipv|hib|pcv\d*|ppsv\d*|shingrix|pneumovax|prevnar|gardasil)\b/
const YEAR = /^(19|20)\d\d$/
const MONTH_OR_DAY = /^\d{1,2}$/

/** Whether the target is a vaccine followed right away by the date it was given, or told given in a past month or season. */
export function datedVaccine(v: DatedVaccineView): boolean {
  if (v.type !== 'medication' || !VACCINE_NAME.test(v.targetText)) return false
  return (
    dateAt(v.scan.keys, v.scan.keys[v.xe] === '(' ? v.xe + 1 : v.xe, v.se) || givenInPastMonth(v.scan.keys, v.xe, v.se)
  )
}

/** Words before the participle: "was given", "already done". */
const GIVEN_LEADS = new Set(['was', 'were', 'already', 'has', 'been'])
/** Participles of a dose given. */
const GIVEN = new Set(['given', 'done', 'received', 'administered'])
/** Seasons a dose is dated by: "this fall", "last winter". */
const SEASONS = new Set(['fall', 'autumn', 'winter', 'spring', 'summer'])
/** At most this many leads before the participle. */
const MAX_GIVEN_LEADS = 2

/**
 * "flu shot was given in October", "flu shot already done this fall": a dose told given in a
 * month or season is one the patient had before this visit ("given today" is this visit's; "given
 * in the third trimester" names no month, and is left alone).
 */
function givenInPastMonth(keys: readonly string[], xe: number, se: number): boolean {
  let k = xe
  for (let leads = 0; k < se && leads < MAX_GIVEN_LEADS && GIVEN_LEADS.has(keys[k]!); leads++) k++
  if (k + 2 >= se || !GIVEN.has(keys[k]!)) return false
  const when = keys[k + 1]
  const what = keys[k + 2]!
  if (when === 'in') return MONTH_NAMES.includes(what) || MONTH_ABBREVIATIONS.includes(what)
  return (when === 'this' || when === 'last') && SEASONS.has(what)
}

/** Whether a year, a month/year or a month/day/year starts at token `k`: "2021", "10/2026", "3/14/2024". */
function dateAt(keys: readonly string[], k: number, end: number): boolean {
  let at = k
  for (let parts = 0; parts < 2 && at + 1 < end && MONTH_OR_DAY.test(keys[at]!) && keys[at + 1] === '/'; parts++)
    at += 2
  return at < end && YEAR.test(keys[at]!)
}
