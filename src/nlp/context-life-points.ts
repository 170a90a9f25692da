/**
 * A drug, vaccine or test set at a point of the patient's life or pregnancy ahead: "anti-D
 * immunoglobulin at 28 weeks", "Hep A and MMR at 12-15 months", "hearing screen at 9 months". The
 * item is given when that age or week comes, so it is ahead. The reading rests on the item's
 * shape: it opens its clause (after the sentence's start, a semicolon, a colon or a comma),
 * holds only the items of its list up to "at", and the point ends the clause. A value or a result
 * word between ("Bilirubin 14.2 at 60 hours", "GBS positive at 36 weeks"), a verb after ("TcB at
 * 36 hours was 9.8") or a list it belongs to ("including MMR at 12 months") make it one done then.
 * Procedures are left out: "Pyloromyotomy at 3 weeks" is an operation of the past as often as not.
 */
import type { TargetView } from './context-target-view.js'

/** What the rule needs to know of a target (context-target-view.ts). */
export type LifePointView = Pick<TargetView, 'scan' | 'targetOf' | 'typeAt' | 'ss' | 'se' | 'xs' | 'xe' | 'type'>

/** Tokens that open the item's clause. */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set([';', ':', ',', '.'])
/** Words joining the items of the list before "at". */
const LIST_GLUE: ReadonlySet<string> = new Set([',', 'and', 'or', '/', '+'])
/** Units of an age or a pregnancy's week. */
const AGE_UNITS: ReadonlySet<string> = new Set(['weeks', 'wks', 'months', 'mos', 'years', 'yrs', 'days'])
/** Tokens that may follow the point: the clause ends there. */
const POINT_ENDS: ReadonlySet<string> = new Set(['.', ';', ',', 'and', 'or'])
const NUMBER = /^\d+$/

/** Whether the target is a drug or test of a clause that sets it at a point of life ahead. */
export function setAtLifePoint(v: LifePointView): boolean {
  if (v.type !== 'medication' && v.type !== 'test') return false
  const { keys } = v.scan
  // the clause opens right before the first item of the list
  let k = v.xs - 1
  while (k >= v.ss && (orderAt(v, k) || LIST_GLUE.has(keys[k]!))) k--
  if (k >= v.ss && !CLAUSE_OPENERS.has(keys[k]!)) return false
  // after the target: the other items, then "at" and the point
  k = v.xe
  while (k < v.se && (orderAt(v, k) || LIST_GLUE.has(keys[k]!))) k++
  if (keys[k] !== 'at') return false
  const end = pointEnd(keys, k + 1)
  return end >= 0 && (end >= v.se || POINT_ENDS.has(keys[end]!))
}

/** Whether token k is of a drug or test target: a fellow item of the list (a problem between is a reaction told). */
function orderAt(v: LifePointView, k: number): boolean {
  if (v.targetOf[k] === 0) return false
  const type = v.typeAt(k)
  return type === 'medication' || type === 'test'
}

/** The token after a point "28 weeks", "4-6 years" starting at `at`, else -1. */
function pointEnd(keys: readonly string[], at: number): number {
  let k = at
  if (!NUMBER.test(keys[k] ?? '')) return -1
  k++
  // a range: "4-6 years" (the dash is no token), "4 to 6 years"
  if (NUMBER.test(keys[k] ?? '')) k++
  else if (keys[k] === 'to' && NUMBER.test(keys[k + 1] ?? '')) k += 2
  return AGE_UNITS.has(keys[k] ?? '') ? k + 1 : -1
}
