/**
 * A modal with a span of time ahead in its clause forecasts what the patient is to expect, as
 * patient sheets do after a procedure or a dose: "You might feel some cramping for a day or two",
 * "the site can be tender for 3 days", "you may see a little bruising today". The problem after
 * the modal has not happened yet, so it is hypothetical. A modal alone weighs a finding the patient
 * has ("the rash may be viral", "fatigue may be from the beta blocker") and is left to the doubt
 * rules; the span ahead ("for" and a count of a time unit, "today", "tonight", "over the next …")
 * is what makes it a forecast. The modal and the span must share the target's clause.
 */
import type { TargetView } from './context-target-view.js'

/** What the rule needs to know of a target. */
export type ForecastView = Pick<TargetView, 'scan' | 'ss' | 'se' | 'xs' | 'xe' | 'type'>

const MODALS = new Set(['may', 'might', 'can'])
/** Words between the modal and the problem: "may cough up small streaks of …". */
const MAX_BEFORE = 6
/** Where the clause the modal, the problem and the span share ends. */
const CLAUSE_ENDS = new Set(['.', ';', ':', ',', '(', ')', 'but', 'because', 'if', 'when', 'until'])
/** Days named as ahead of the visit on their own. */
const DAYS_AHEAD = new Set(['today', 'tonight', 'tomorrow'])
/** Units a span ahead counts in: "for a day or two", "for 48 hours". */
const TIME_UNITS = new Set(['day', 'days', 'hour', 'hours', 'week', 'weeks', 'night', 'nights'])
/** Words of a span after "for" before its unit: "for a day", "for the next few days", "for 2 to 3 days". */
const MAX_SPAN_WORDS = 4

/** Whether the target is a problem forecast by a modal with a span of time ahead in its clause. */
export function forecastByModal(v: ForecastView): boolean {
  // a target of unknown type may be a problem; a drug or test named after a modal is not forecast
  if (v.type !== undefined && v.type !== 'problem') return false
  return modalBefore(v) && spanAheadAfter(v)
}

function modalBefore(v: ForecastView): boolean {
  const { keys } = v.scan
  const start = Math.max(v.ss, v.xs - MAX_BEFORE)
  for (let k = v.xs - 1; k >= start; k--) {
    const key = keys[k]!
    if (CLAUSE_ENDS.has(key)) return false
    if (MODALS.has(key)) return true
  }
  return false
}

function spanAheadAfter(v: ForecastView): boolean {
  const { keys } = v.scan
  for (let k = v.xe; k < v.se; k++) {
    const key = keys[k]!
    if (CLAUSE_ENDS.has(key)) return false
    if (DAYS_AHEAD.has(key)) return true
    if ((key === 'over' || key === 'for') && (keys[k + 1] === 'the' || key === 'for') && unitWithin(v, k + 1))
      return true
  }
  return false
}

/** Whether a time unit comes within a few words from `from`, inside the sentence. */
function unitWithin(v: ForecastView, from: number): boolean {
  const end = Math.min(v.se, from + MAX_SPAN_WORDS)
  for (let k = from; k < end; k++) if (TIME_UNITS.has(v.scan.keys[k]!)) return true
  return false
}

/**
 * Whether a hedge cue is the modal of a forecast: "You may have a sore throat for a day or two" is
 * a forecast (hypothetical), not a doubt about a finding, so the modal's hedge gives way when the
 * target is forecast.
 */
export function modalHedge(phrase: string): boolean {
  const space = phrase.indexOf(' ')
  return MODALS.has(space < 0 ? phrase : phrase.slice(0, space))
}
