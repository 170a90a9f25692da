/**
 * A drug whose item says its course ended before this visit: "alendronate weekly - stopped 2023",
 * "anastrozole (finished 2021)", "tramadol 50 mg - no longer taking", "valganciclovir prophylaxis,
 * now finished", "iron (stopped 2 wks ago)". The word of ending comes after the drug, where the
 * forward triggers ("stopped X") do not look. A course finished or no longer taken is past; a drug
 * "stopped" is past only with a time before this visit (a year, a date, a month, "ago", "last"):
 * a drug stopped in this encounter is negated (context-stopped-drugs.ts; docs: Conventions).
 * The rule reads the item's shape (the drug, its dose and list fellows, the word of ending, a time
 * expression), not the phrases of a note.
 */
import { MONTH_ABBREVIATIONS, MONTH_NAMES } from './months.js'
import { YEAR } from './context-note-year.js'
import type { TargetView } from './context-target-view.js'

/** What the rule needs to know of a target (context-target-view.ts). */
export type EndedCourseView = Pick<TargetView, 'scan' | 'targetOf' | 'typeAt' | 'se' | 'xe' | 'type'>

/** Tokens from the drug to the word of ending: its dose, schedule and list fellows. */
const MAX_ITEM_TOKENS = 10
/** Tokens from "stopped" to its time. */
const MAX_TIME_TOKENS = 4
/**
 * What ends an item before any word of ending; the condition words open a time ahead ("Take
 * cefalexin until the bottle is finished").
 */
const ITEM_ENDS = new Set([';', '.', ':', 'until', 'till', 'once', 'when', 'if', 'will', 'be'])
/** A course that ran its length, or a drug no longer taken: past without a date. */
const COMPLETED = new Set(['finished', 'completed'])
/** A drug stopped: past only with a time before this visit. */
const STOPPED = new Set(['stopped', 'discontinued', 'dc', "dc'd", 'dced'])
/** Times before this visit after "stopped": "ago", "last week", "in October", and any year, date or month. */
const PAST_TIME_WORDS = new Set(['ago', 'last', 'yesterday', 'previously', ...MONTH_NAMES, ...MONTH_ABBREVIATIONS])
const NUMBER = /^\d+$/

/** Whether the target is a drug whose course, by its item's words, ended before this visit. */
export function endedCourse(v: EndedCourseView): boolean {
  if (v.type !== 'medication') return false
  const { keys } = v.scan
  const end = Math.min(v.se, v.xe + MAX_ITEM_TOKENS)
  for (let k = v.xe; k < end; k++) {
    const key = keys[k]!
    if (ITEM_ENDS.has(key)) return false
    if (v.targetOf[k] !== 0) {
      // a fellow drug joined by "and" shares the ending ("gemcitabine and nab-paclitaxel, stopped
      // in October"); one after a comma is the next item of a list; a condition starts another clause
      if (v.typeAt(k) !== 'medication' || keys[k - 1] === ',') return false
      continue
    }
    if (COMPLETED.has(key)) return true
    if (key === 'no' && keys[k + 1] === 'longer') return true
    if (STOPPED.has(key)) return pastTimeAfter(keys, k + 1, Math.min(v.se, k + 1 + MAX_TIME_TOKENS))
  }
  return false
}

function pastTimeAfter(keys: readonly string[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const key = keys[k]!
    if (PAST_TIME_WORDS.has(key) || YEAR.test(key)) return true
    // a date: "11/05"
    if (NUMBER.test(key) && keys[k + 1] === '/' && NUMBER.test(keys[k + 2] ?? '')) return true
  }
  return false
}
