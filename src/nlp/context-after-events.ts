/**
 * An order timed "after" an event told in the present tense waits for that event, so it is still
 * ahead: "start allopurinol 2 weeks after the flare settles", "ACL reconstruction after the
 * swelling settles", "Shingrix after the rash heals". In a clause of time the present tense speaks
 * of what is to come, as "once the flare settles" does (a conditional cue of the general list);
 * "after the flare settled" or "after the rash healed" tells a past and is no cue. The verb must be
 * one of ending or improving in the present tense (a closed family), and come within a few words
 * of "after", so "after the biopsy" or "rash after the amoxicillin" is no cue either. The condition's
 * own subject (the flare, the swelling) stays present (context-condition-subjects.ts), and what the
 * cue reaches back to is read as "once" is: an order ahead that heads its clause or the object of a
 * verb that starts something.
 */
import { type FoundCue, triggerGroup, type TriggerDef, withCuesAdded } from './context-triggers.js'

/** The cue an "after" of an event ahead becomes: read as "once" is, a condition still to be met. */
const AFTER_EVENT: TriggerDef = triggerGroup('hypothetical', 'forward', ['after'], { conditional: true, window: 0 })[0]!
/** Verbs of a condition ending or improving, in the present tense of a clause of time. */
const ENDING_NOW = new Set(['settles', 'resolves', 'improves', 'heals', 'subsides', 'clears', 'recovers', 'abates'])
/** Words that may open the clause's subject: "after the flare", "after her rash", "after it". */
const SUBJECT_LEADS = new Set(['the', 'her', 'his', 'your', 'their', 'it', 'this'])
/** How far after the lead the verb may stand: the subject's few words ("the right knee swelling"). */
const MAX_SUBJECT_TOKENS = 4
/** What ends the clause before its verb. */
const CLAUSE_ENDS: ReadonlySet<string> = new Set(['.', ';', ':', ',', '!', '?', '(', ')'])

/**
 * The found cues with a cue for each "after" of an event ahead. A span of time found as a cue
 * before such an "after" ("2 weeks after") becomes the order's delay, not a date, so it gives way
 * to the new cue; every other cue found there stays (a termination at "after" still ends a
 * negation's scope).
 */
export function addAftersOfEventsAhead(found: FoundCue[], keys: readonly string[]): FoundCue[] {
  const added: FoundCue[] = []
  const spans = new Set<FoundCue>()
  for (let k = keys.indexOf('after'); k >= 0; k = keys.indexOf('after', k + 1)) {
    if (!eventAheadAfter(keys, k + 1)) continue
    const span = found.find((f) => f.category === 'historical' && f.te === k + 1 && f.te - f.ts >= 2)
    if (span !== undefined) spans.add(span)
    added.push({
      ts: span?.ts ?? k,
      te: k + 1,
      def: AFTER_EVENT,
      category: AFTER_EVENT.category,
      direction: AFTER_EVENT.direction,
    })
  }
  if (added.length === 0) return found
  const kept = spans.size === 0 ? found : found.filter((f) => !spans.has(f))
  return withCuesAdded(kept, added)
}

/** Whether a subject and a verb of ending in the present tense follow token `from`. */
function eventAheadAfter(keys: readonly string[], from: number): boolean {
  if (!SUBJECT_LEADS.has(keys[from] ?? '')) return false
  for (let k = from + 1; k < keys.length && k <= from + MAX_SUBJECT_TOKENS; k++) {
    const key = keys[k]!
    if (ENDING_NOW.has(key)) return true
    if (CLAUSE_ENDS.has(key)) return false
  }
  // "after it settles"
  return ENDING_NOW.has(keys[from + 1] ?? '')
}
