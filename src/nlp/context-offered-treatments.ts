/**
 * A treatment or test the clinician offers is proposed, not given: in "Offered contraception; she
 * will think about it" and "counseled on quitting and offered nicotine replacement" nothing has
 * been started, so the offered items are hypothetical, as the annotation guidelines read "plan for"
 * and "recommend". "X offered" after its object is a cue of its own (context-triggers.ts); this rule
 * reads the verb before its object, over the object's list ("Offered ablation of the vein with
 * phlebectomy"). An offer the sentence settles is no longer ahead, whichever side of its object the
 * verb stands: one declined is negated ("IV iron offered and declined"), and one accepted
 * ("Offered the HPV vaccine; she accepted") is done at the visit, so either word in the sentence
 * leaves the items as they read. What else the visit gave ("nicotine patch started") settles
 * nothing of the offer.
 */
import type { TargetView } from './context-target-view.js'
import type { FoundCue } from './context-triggers.js'

/** What the rule needs to know of a target (context-target-view.ts). */
export type OfferView = Pick<TargetView, 'scan' | 'targetOf' | 'ss' | 'se' | 'xs' | 'type'>

const OFFER_VERBS: ReadonlySet<string> = new Set(['offer', 'offered', 'offers', 'offering'])
/** Words that settle an offer in the same sentence: it was taken up or turned down. */
const SETTLED: ReadonlySet<string> = new Set([
  'accept',
  'accepted',
  'accepts',
  'agreed',
  'agrees',
  'declined',
  'declines',
  'refused',
  'refuses',
])
/** The cues of an offer after its object (context-triggers.ts): "Sperm banking offered". */
const OFFER_AFTER_CUES: ReadonlySet<string> = new Set(['offered', 'was offered'])
/** Words that join the offered items or lead into them: "offered a TAP block and PT". */
const LIST_GLUE: ReadonlySet<string> = new Set([',', 'and', 'or', '/', 'a', 'an', 'the', 'of', 'with'])
/** Other words between the verb and the target (modifiers, a site: "of the left great saphenous vein"). */
const MAX_OTHER_WORDS = 6
/** Tokens that close the clause the offer governs. */
const CLAUSE_ENDS: ReadonlySet<string> = new Set(['.', ';', ':', '(', ')', 'but', 'because', 'if', 'for', 'to'])

/** Whether the target is a treatment, procedure or test that an unsettled "offer" before it proposes. */
export function offeredAhead(v: OfferView): boolean {
  if (v.type === 'problem') return false
  return offerBefore(v) && !settledInSentence(v)
}

/** Whether the cue is an offer after its object that the sentence settles ("X offered, declined"). */
export function settledOfferCue(v: OfferView, cue: FoundCue): boolean {
  return OFFER_AFTER_CUES.has(cue.def.phrase) && settledInSentence(v)
}

function offerBefore(v: OfferView): boolean {
  const { keys } = v.scan
  let other = 0
  for (let k = v.xs - 1; k >= v.ss; k--) {
    if (v.targetOf[k] !== 0) continue
    const key = keys[k]!
    if (OFFER_VERBS.has(key)) return true
    if (CLAUSE_ENDS.has(key)) return false
    if (!LIST_GLUE.has(key) && ++other > MAX_OTHER_WORDS) return false
  }
  return false
}

function settledInSentence(v: OfferView): boolean {
  const { keys } = v.scan
  for (let k = v.ss; k < v.se; k++) if (v.targetOf[k] === 0 && SETTLED.has(keys[k]!)) return true
  return false
}
