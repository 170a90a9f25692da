/**
 * A lead-in line left open on a conjunction of condition ("Call the clinic if", "Go to the ER
 * when") is completed by each item of the marked list under it ("- a rash spreads"), as a lead-in
 * ending in a colon is: the line has no colon because its last word already asks for the clause.
 * Only before a marked list: a line break inside a running sentence ("… if" / "the pain lasts")
 * is the splitter's business, not a lead-in.
 */
import type { Span } from './types.js'

/** Conjunctions that open a condition whose clause the list items supply. */
const OPEN_CONDITION_END = /(?:^|[^a-z])(?:if|when|whenever|unless|in case)\s*$/i

/** How much of a sentence's end to read for its last words. */
const TAIL = 16

/** Whether the sentence ends on a conjunction of condition with no clause after it. */
export function endsOpenOnCondition(text: string, s: Span): boolean {
  return OPEN_CONDITION_END.test(text.slice(Math.max(s.start_index, s.end_index - TAIL), s.end_index))
}
