/**
 * A procedure the story says the patient underwent on a given day is behind the visit: "She had a
 * lumbar epidural injection on 09/20 with good relief", "On 10/30 we closed the wound with a local
 * flap", "Punch biopsy of the lesion on 10/14 showed eczema". A day date without a year ("on 11/02",
 * "on October 3") dates nothing by itself (the note's own days use it too), so the rule reads the
 * sentence's shape as well: a verb of undergoing before the procedure (had, underwent, received,
 * got), or a person and a verb in the past ("we covered", "he tolerated"); or the procedure opening
 * the sentence, its day date after it and then a colon or a verb of showing, as a dated report
 * reads. Plans and instructions, and sentences with a cue of what may come, are left alone: their
 * days are ahead.
 */
import { PLAN_SECTIONS } from './context-plan-items.js'
import type { TargetView } from './context-target-view.js'
import { MONTH_ABBREVIATIONS, MONTH_NAMES } from './months.js'

/** What the rule needs to know of a target. */
export type DatedProcedureView = Pick<TargetView, 'scan' | 'ss' | 'se' | 'xs' | 'xe' | 'type'> & {
  section: string
  /** the cues of the target's sentence */
  cues: readonly { category: string; direction: string }[]
}

/** Verbs of undergoing, said by or of the patient. */
const UNDERGOING = new Set(['had', 'underwent', 'received', 'got'])
/** Persons that open a clause whose past verb tells what was done. */
const PERSONS = new Set(['we', 'he', 'she', 'they', 'i'])
/** Verbs that report what a dated procedure found. */
const SHOWING = new Set(['showed', 'revealed', 'demonstrated', 'found', 'confirmed'])
/** Month words of a day date ("on October 3"); "may" is also a modal. */
const MONTHS: ReadonlySet<string> = new Set([...MONTH_NAMES, ...MONTH_ABBREVIATIONS].filter((m) => m !== 'may'))
const DAY = /^\d{1,2}$/
/** Words between a procedure opening its sentence and its day date: "of the left shoulder lesion". */
const MAX_TO_DATE = 6

/** Whether the target is a procedure the sentence dates to a past day by its shape. */
export function procedureOnPastDay(v: DatedProcedureView): boolean {
  if (v.type !== 'procedure' || PLAN_SECTIONS.has(v.section)) return false
  if (v.cues.some((c) => c.category === 'hypothetical' && c.direction !== 'pseudo')) return false
  const { keys } = v.scan
  const dateAt = dayDates(keys, v.ss, v.se)
  if (dateAt.length === 0) return false
  return undergoneBefore(keys, v.ss, v.xs) || reportedByDate(keys, v, dateAt)
}

/** The token positions of "on" that open a day date ("on 11/20", "on 11/20/2026", "on October 3"). */
function dayDates(keys: readonly string[], ss: number, se: number): number[] {
  const out: number[] = []
  for (let k = ss; k + 2 < se; k++) {
    if (keys[k] !== 'on') continue
    const a = keys[k + 1]!
    const b = keys[k + 2]!
    if ((DAY.test(a) && b === '/' && DAY.test(keys[k + 3] ?? '')) || (MONTHS.has(a) && DAY.test(b))) out.push(k)
  }
  return out
}

/** A verb of undergoing, or a person and a past verb, before the target in its sentence. */
function undergoneBefore(keys: readonly string[], ss: number, xs: number): boolean {
  for (let k = ss; k < xs; k++) {
    if (UNDERGOING.has(keys[k]!)) return true
    if (PERSONS.has(keys[k]!) && k + 1 < xs && keys[k + 1]!.endsWith('ed')) return true
  }
  return false
}

/** The procedure opens the sentence, a day date follows it closely, then a colon or a verb of showing. */
function reportedByDate(keys: readonly string[], v: DatedProcedureView, dateAt: readonly number[]): boolean {
  if (v.xs !== v.ss) return false
  const on = dateAt.find((k) => k >= v.xe && k - v.xe <= MAX_TO_DATE)
  if (on === undefined) return false
  let k = on + 2
  while (k < v.se && (keys[k] === '/' || DAY.test(keys[k]!) || /^\d{4}$/.test(keys[k]!))) k++
  return keys[k] === ':' || SHOWING.has(keys[k] ?? '')
}
