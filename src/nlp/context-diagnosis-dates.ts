/**
 * A calendar date after "diagnosed" dates the diagnosis, not the end of the condition: "HIV dx
 * 2016, undetectable since", "Crohn's disease diagnosed in 2017", "pulmonary hypertension
 * diagnosed by right heart catheterization in 2023", "myeloma diagnosed in May". The condition
 * goes on, so the date gives it no history. context-triggers.ts's DIAGNOSIS_DATED pseudo-phrases
 * hold the date right after the verb; this rule reads the clause's shape instead (the verb of
 * diagnosis between the target and a calendar date, whatever stands between), so the test or
 * the place of the diagnosis may come first. A time of life stays history ("diagnosed in her
 * twenties"): it names no calendar date. So does a condition the sentence goes on to say has
 * ended ("Sarcoidosis diagnosed in 2012, in remission since 2015").
 */
import { MONTH_ABBREVIATIONS, MONTH_NAMES } from './months.js'
import { YEAR } from './context-note-year.js'

/** Verbs of diagnosis, as notes write them. */
const DIAGNOSIS_WORDS = new Set(['diagnosed', 'dx', 'dxd', 'rediagnosed'])
/** Words a clause may run over between the target and the date. */
const MAX_CLAUSE_TOKENS = 12
/** What ends the clause the verb must be in. */
const CLAUSE_ENDS = new Set([';', '.', ':', ','])
const MONTHS: ReadonlySet<string> = new Set([...MONTH_NAMES, ...MONTH_ABBREVIATIONS])
const NUMBER = /^\d+$/
/** Words later in the sentence that say the condition has ended. */
const ENDED = new Set(['remission', 'resolved', 'cured', 'healed'])

/**
 * Whether the date cue over tokens [cs, ce), after the target ending at xe in a sentence ending at
 * se, dates a diagnosis of a condition that goes on.
 */
export function datesDiagnosis(keys: readonly string[], xe: number, cs: number, ce: number, se: number): boolean {
  if (cs - xe > MAX_CLAUSE_TOKENS || !calendarDate(keys, cs, ce)) return false
  let diagnosed = false
  for (let k = xe; k < cs && !diagnosed; k++) {
    if (CLAUSE_ENDS.has(keys[k]!)) return false
    diagnosed = DIAGNOSIS_WORDS.has(keys[k]!)
  }
  if (!diagnosed) return false
  for (let k = ce; k < se; k++) if (ENDED.has(keys[k]!)) return false
  return true
}

function calendarDate(keys: readonly string[], cs: number, ce: number): boolean {
  for (let k = cs; k < ce; k++) {
    const key = keys[k]!
    if (YEAR.test(key) || MONTHS.has(key)) return true
    if (NUMBER.test(key) && keys[k + 1] === '/') return true
  }
  return false
}
