/**
 * A vaccine named with a date right after it is a dose the patient had then: "Tdap 2021", "COVID-19
 * vaccine 2025", "influenza vaccine 10/2026", "Tdap (2023)" in a vaccine record or a plan's
 * health-maintenance line. A vaccine is one dose, given once, so the date is when it was given and
 * the dose is past, even in the note's own year (which a study's date is not:
 * context-note-year.ts). Other drugs with a bare year are left alone: "metformin 2019" may be
 * when a course that goes on began. A vaccine due, planned or declined keeps that reading, as its
 * cue comes between the name and the date ("Tdap due 2027") or wins over history.
 */
import type { TargetView } from './context-target-view.js'

/** What the rule needs to know of a target (context-target-view.ts). */
export type DatedVaccineView = Pick<TargetView, 'scan' | 'xe' | 'se' | 'type'> & { targetText: string }

/**
 * The vaccine family by name: the word vaccine itself, a shot or booster, and the abbreviations
 * vaccine records use for the routine vaccines.
 */
const VACCINE_NAME =
  /\b(vaccines?|vaccination|shot|booster|tdap|td|dtap|tdvax|mmr|mmrv|ipv|hib|pcv\d*|ppsv\d*|shingrix|pneumovax|prevnar|gardasil)\b/
const YEAR = /^(19|20)\d\d$/
const MONTH_OR_DAY = /^\d{1,2}$/

/** Whether the target is a vaccine followed right away by the date it was given. */
export function datedVaccine(v: DatedVaccineView): boolean {
  if (v.type !== 'medication' || !VACCINE_NAME.test(v.targetText)) return false
  return dateAt(v.scan.keys, v.scan.keys[v.xe] === '(' ? v.xe + 1 : v.xe, v.se)
}

/** Whether a year, a month/year or a month/day/year starts at token `k`: "2021", "10/2026", "3/14/2024". */
function dateAt(keys: readonly string[], k: number, end: number): boolean {
  let at = k
  for (let parts = 0; parts < 2 && at + 1 < end && MONTH_OR_DAY.test(keys[at]!) && keys[at + 1] === '/'; parts++)
    at += 2
  return at < end && YEAR.test(keys[at]!)
}
