/**
 * A refusal after what was offered: "Flu shot declined this year", "statin discussed but
 * refused", "colonoscopy recommended but declined because of cost". A verb of refusing with no
 * object of its own looks back to the offer before it, which is then not given (negated). One
 * with an object after it ("declined the flu shot", "refused insulin") refuses that object and is
 * read forward by the cue sets, so it does not reach back as well. A refusal joined by "but" to the
 * offer takes the "but" in, which otherwise ends a negation's scope. What is refused is a treatment,
 * a test or a procedure offered, not a problem.
 */
import { triggerGroup, withCuesAdded, type FoundCue } from './context-triggers.js'

/** Verbs of refusing or putting off in the past, as a note tells an offer turned down. */
const REFUSALS = ['declined', 'refused', 'deferred']
/** The refusal's backward reach, alone or with the "but" that joins it to the offer. */
const REFUSAL_DEFS = new Map(
  triggerGroup('negated', 'backward', [...REFUSALS, ...REFUSALS.map((r) => `but ${r}`)], {
    skips: ['problem'],
    clause: true,
  }).map((d) => [d.phrase, d]),
)
const REFUSAL_WORDS: ReadonlySet<string> = new Set(REFUSALS)
/** Words looked at after the refusal for an object of its own: "declined the vaccine", "declined further chemo". */
const OBJECT_WORDS_AHEAD = 2

/** The found cues, with a backward negation added at each refusal that has no object of its own. In token order. */
export function withRefusedOffers(found: FoundCue[], keys: readonly string[], targetOf: Int32Array): FoundCue[] {
  const added: FoundCue[] = []
  for (let k = 1; k < keys.length; k++) {
    if (!REFUSAL_WORDS.has(keys[k]!) || targetOf[k] !== 0 || hasObject(targetOf, k + 1)) continue
    const joined = keys[k - 1] === 'but'
    const ts = joined ? k - 1 : k
    const def = REFUSAL_DEFS.get(joined ? `but ${keys[k]}` : keys[k]!)!
    added.push({ ts, te: k + 1, def, category: 'negated', direction: 'backward' })
  }
  return withCuesAdded(found, added)
}

function hasObject(targetOf: Int32Array, from: number): boolean {
  for (let j = from; j < from + OBJECT_WORDS_AHEAD && j < targetOf.length; j++) if (targetOf[j] !== 0) return true
  return false
}
