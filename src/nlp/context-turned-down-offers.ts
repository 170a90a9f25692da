/**
 * An offer turned down in a clause of its own: "Hepatitis A and B vaccines offered; he declined
 * both", "nicotine patch offered, she refused", "Nicotine patch offered; not interested now". The
 * refusal has a subject of its own or none, and no object: what it refuses is the offer the
 * clause before ends on, so the offer word reaches back over its items as a negation (not given).
 * A refusal after a clause that offers nothing ("On lisinopril, refused today") and one with an
 * object of its own ("offered counselling; he declined the patch") are left to the other rules
 * (context-refused-offers.ts).
 */
import { triggerGroup, withCuesAdded, type FoundCue } from './context-triggers.js'

/** Participles that end a clause with an offer: "offered;", "recommended,". */
const OFFER_WORDS = ['offered', 'recommended', 'suggested', 'proposed', 'discussed']
/** Who may refuse: the patient, or the parent or family deciding for them. */
const REFUSERS: ReadonlySet<string> = new Set([
  'he',
  'she',
  'they',
  'patient',
  'pt',
  'parents',
  'mother',
  'father',
  'family',
])
/** Refusals with no object; "not interested" is a refusal in so many words. */
const REFUSAL_WORDS: ReadonlySet<string> = new Set(['declined', 'declines', 'refused', 'refuses'])
const CLAUSE_BREAKS: ReadonlySet<string> = new Set([',', ';'])
/** Tokens looked at after the refusal for an object of its own ("declined the patch"). */
const OBJECT_WORDS_AHEAD = 2

const OFFER_DEFS = new Map(
  triggerGroup('negated', 'backward', OFFER_WORDS, { skips: ['problem'], clause: true }).map((d) => [d.phrase, d]),
)

/** The found cues, with a backward negation at each offer word a refusal answers. In token order. */
export function withTurnedDownOffers(found: FoundCue[], keys: readonly string[], targetOf: Int32Array): FoundCue[] {
  let added: FoundCue[] | undefined
  for (let k = 1; k + 2 < keys.length; k++) {
    const def = OFFER_DEFS.get(keys[k]!)
    if (def === undefined || targetOf[k] !== 0 || !CLAUSE_BREAKS.has(keys[k + 1]!)) continue
    if (!refusalAt(keys, targetOf, k + 2)) continue
    added ??= []
    added.push({ ts: k, te: k + 1, def, category: 'negated', direction: 'backward' })
  }
  return withCuesAdded(found, added)
}

/** Whether a refusal with no object starts the clause at token j, after its subject if any. */
function refusalAt(keys: readonly string[], targetOf: Int32Array, j: number): boolean {
  if (keys[j] === 'the' && keys[j + 1] === 'patient') j += 2
  else if (REFUSERS.has(keys[j]!)) j++
  let end: number
  if (REFUSAL_WORDS.has(keys[j]!)) end = j + 1
  else if (keys[j] === 'not' && keys[j + 1] === 'interested') end = j + 2
  else return false
  for (let i = end; i < end + OBJECT_WORDS_AHEAD && i < targetOf.length; i++) if (targetOf[i] !== 0) return false
  return true
}
