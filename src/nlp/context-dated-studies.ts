/**
 * A finding read "on" a procedure that looks ("Varices on EGD in 2019", "granulomas on biopsy
 * 2021", "no SBP on paracentesis last month") names the study it was seen at, and a date right
 * after the procedure dates that study: it is an earlier one, as a test dated so is. The "on" of a
 * treatment the patient is on ("on hemodialysis", context-triggers.ts) does not hold against that
 * date: what was done then is over, and a course on a procedure dated by a span ("on hemodialysis
 * 2015-2019") ended too. Without a date right after it ("on hemodialysis since 2019", "on CPAP")
 * the "on" keeps the procedure current.
 */
import type { FoundCue } from './context-triggers.js'

/** At most this many tokens between the procedure and the date: "on biopsy, 2021". */
const MAX_GAP = 1

/**
 * Whether the current cue `onCue` is a bare "on" before procedure target [xs, xe) that a history
 * cue reading back from right after the procedure dates instead.
 */
export function studyDatedAfterOn(
  type: string | undefined,
  xs: number,
  xe: number,
  onCue: FoundCue,
  history: FoundCue | undefined,
): boolean {
  if (type !== 'procedure' || history === undefined || onCue.def.phrase !== 'on' || onCue.te > xs) return false
  if (history.direction === 'forward' || history.ts < xe) return false
  return history.ts - xe <= MAX_GAP
}
