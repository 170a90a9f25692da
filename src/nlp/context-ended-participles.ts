/**
 * A word of ending right before the time it ended: "Radiation to the chest wall finished in 2019",
 * "physical therapy (8 weeks, finished October)", "Radiation finished in October". "finished" and
 * "completed" are forward cues ("finished 7 days of cefpodoxime"), and a forward history cue
 * between a target and a later time owns that time, so the time would date nothing before it. With
 * a time right after it, the word has no object: it is a participle said of the course named
 * before it, and the time dates that course. A word of ending with an object after it keeps its
 * reading ("finished a course of amoxicillin in May": the time is the amoxicillin's).
 */
import { MONTH_ABBREVIATIONS, MONTH_NAMES } from './months.js'
import { YEAR } from './context-note-year.js'

/** Words of a course's end that are forward cues when they have an object. */
const ENDING_WORDS = new Set(['finished', 'completed'])
/** What opens a time right after the word: "in 2019", "on 3/12", "last year", a month, a year. */
const TIME_LEADS: ReadonlySet<string> = new Set(['in', 'on', 'last', ...MONTH_NAMES, ...MONTH_ABBREVIATIONS])

/**
 * Whether the cue over tokens [cs, ce) is a word of ending followed right away by a time: a
 * participle of what came before, which owns no time after it.
 */
export function endingBeforeItsTime(keys: readonly string[], cs: number, ce: number): boolean {
  if (ce - cs !== 1 || !ENDING_WORDS.has(keys[cs]!)) return false
  const next = keys[ce]
  if (next === undefined) return false
  if (YEAR.test(next)) return true
  if (!TIME_LEADS.has(next)) return false
  // "in" and "on" must lead a time: "in 2019", "in October", "on 3/12"; not "in the clinic"
  if (next !== 'in' && next !== 'on') return true
  const after = keys[ce + 1]
  return after !== undefined && (YEAR.test(after) || /^\d/.test(after) || TIME_LEADS.has(after))
}
