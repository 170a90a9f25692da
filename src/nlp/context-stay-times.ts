/**
 * A plan item put at a time of the stay: "Cholecystectomy during this admission", "MRI later this
 * hospitalization". "This admission" is otherwise a word of what is current (it keeps a
 * past-history default off "CKD, worse this admission"); after a preposition of time, in a plan's
 * bare item, it says when the item is to be done within the stay and nothing of its being done,
 * so it does not keep the item from reading as planned. A current word of any other shape ("CT
 * abdomen today", "ongoing dialysis") still does.
 */
import type { FoundCue } from './context-triggers.js'

/** Prepositions and adverbs of time that put an item at a point of the stay. */
const TIME_PREPOSITIONS: ReadonlySet<string> = new Set(['during', 'in', 'within', 'later', 'before', 'through'])
/** The current cues that name the stay itself. */
const STAY_PHRASES: ReadonlySet<string> = new Set(['this admission', 'this hospitalization', 'this stay'])

/** Whether the current cue is the stay a time preposition right before it puts something in. */
export function timedWithinStay(keys: readonly string[], cue: FoundCue): boolean {
  return STAY_PHRASES.has(cue.def.phrase) && cue.ts > 0 && TIME_PREPOSITIONS.has(keys[cue.ts - 1]!)
}
