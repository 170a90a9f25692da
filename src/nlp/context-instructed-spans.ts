/**
 * A span of time after an event dates the event as past when a story tells it ("Six months after
 * sleeve gastrectomy, down 31 kg", "19 days after free flap coverage"), but in a rule or a forecast
 * the span only measures how long the advice holds: "He must not drive for 6 months after this
 * seizure", "Do not take aspirin for a week after the biopsy", "You may feel tired for a few days
 * after the infusion", "No driving for 6 months after a seizure". The event there is this
 * encounter's or one that may come, so the span's history cue does not reach it. The sentence is
 * read as advice by a modal or a prohibition before the span (the class of words, not a note's
 * phrases); an imperative alone ("avoid heavy lifting for 4 weeks after the stent") is left as the
 * span reads it, since it is as often given for an event done weeks before.
 *
 * A span counted from the end of something still going on counts from a time to come: "start
 * allopurinol 2 weeks after the flare settles", "Shingrix 2 months after the rash heals", "CT every
 * 6 months for 2 years after chemotherapy ends". A verb of ending in the present right after the
 * event (settles, heals, ends, resolves …, an auxiliary allowed before it) says so, whatever the
 * sentence is; "2 weeks after the flare resolved" tells a past.
 */
import type { FoundCue } from './context-triggers.js'

/** Modals of advice, duty or forecast. */
const MODALS: ReadonlySet<string> = new Set([
  'must',
  'should',
  'may',
  'might',
  'can',
  'could',
  'will',
  'would',
  'shall',
])
/** The history cues of a span after an event: "6 months after", "a week following", "several days post". */
const SPAN_AFTER = /^(?:<num>|a|several|a few) <unit> (?:after|following|post|status post)$/

/** Forms that are participles: they need a present auxiliary before them ("has healed", not "healed"). */
const PARTICIPLES: ReadonlySet<string> = new Set([
  'healed',
  'settled',
  'resolved',
  'finished',
  'completed',
  'over',
  'done',
  'gone',
])
/** Verbs of ending or settling, present forms and participles: the event's end is still to come. */
const ENDING_AHEAD: ReadonlySet<string> = new Set([
  'settles',
  'heals',
  'ends',
  'resolves',
  'clears',
  'subsides',
  'finishes',
  'completes',
  'improves',
  'stops',
  ...PARTICIPLES,
])
/** Auxiliaries of the present between the event and its verb: "after the rash has healed", "is over". */
const PRESENT_AUXILIARIES: ReadonlySet<string> = new Set(['is', 'are', 'has', 'have'])

/** Whether the target [.., xe) after a span cue is an event whose end the present verb after it puts ahead. */
export function spanFromEndAhead(keys: readonly string[], xe: number, se: number, cue: FoundCue): boolean {
  return SPAN_AFTER.test(cue.def.phrase) && cue.te <= xe && endAhead(keys, xe, se)
}

/** Whether a present verb of ending right after the target [.., xe) puts the event's end ahead. */
export function endAhead(keys: readonly string[], xe: number, se: number): boolean {
  let k = xe
  const auxiliary = k < se && PRESENT_AUXILIARIES.has(keys[k]!)
  if (auxiliary) k++
  if (k >= se || !ENDING_AHEAD.has(keys[k]!)) return false
  return auxiliary || !PARTICIPLES.has(keys[k]!)
}

/** Whether `cue` is a span after an event in a sentence [ss, …) whose words before it advise or forecast. */
export function spanInAdvice(keys: readonly string[], targetOf: Int32Array, ss: number, cue: FoundCue): boolean {
  return SPAN_AFTER.test(cue.def.phrase) && adviceBefore(keys, targetOf, ss, cue.ts)
}

/**
 * Whether the words of the sentence [ss, at) advise or forecast: a modal or a prohibition. "No"
 * before an activity forbids it ("No driving"); before a finding ("no bleeding", a target) it denies.
 */
export function adviceBefore(keys: readonly string[], targetOf: Int32Array, ss: number, at: number): boolean {
  for (let k = ss; k < at; k++) {
    const key = keys[k]!
    if (MODALS.has(key) || key === 'never') return true
    // "do not", "don't", "No driving for …"
    if (key === 'not' && (keys[k - 1] === 'do' || keys[k - 1] === 'does')) return true
    if (key === 'don' && keys[k + 1] === "'") return true
    if (key === 'no' && k + 1 < at && targetOf[k + 1] === 0 && keys[k + 1]!.endsWith('ing')) return true
  }
  return false
}
