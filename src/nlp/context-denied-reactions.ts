/**
 * A reaction denied with its cause named after it: "no reaction to the test dose of cefazolin",
 * "without allergic reactions to contrast", "no problems with metoprolol". The negation denies the
 * reaction; the substance after "to", "with" or "from" was taken and is no negated drug. The rule
 * reads the shape (a negation, at most two words of the reaction's kind, a noun of trouble, the
 * preposition of its cause) and ends the negation's scope at the preposition, so a list after it
 * ("no reaction to cefazolin or vancomycin") is freed as a whole. What the drug is otherwise (given
 * before, tolerated, an allergen of the line) is left to the rules of those.
 */
import { TROUBLE_NOUNS } from './context-trouble-nouns.js'
import { triggerGroup, withCuesAdded, type FoundCue } from './context-triggers.js'

/** Negations that deny the reaction after them. */
const DENIALS: ReadonlySet<string> = new Set(['no', 'without', 'denies', 'never'])
/** Prepositions that name the cause of the trouble. */
const CAUSE_PREPOSITIONS: ReadonlySet<string> = new Set(['to', 'with', 'from'])
/** Words of the reaction's kind between the negation and the noun: "no adverse drug reaction to". */
const MAX_KIND_WORDS = 2
const PLAIN_WORD = /^[a-z]+$/

/** The negation's end at the preposition, as the cue sets read terminations. */
const [CAUSE_END] = triggerGroup('negated', 'termination', ['to'])

/**
 * The found cues, with a negation's end added at the preposition after each denied reaction
 * ("no reaction | to cefazolin"). In token order.
 */
export function withDeniedReactionsEnded(found: FoundCue[], keys: readonly string[]): FoundCue[] {
  const added: FoundCue[] = []
  for (const f of found) {
    if (f.category !== 'negated' || f.direction !== 'forward' || f.te !== f.ts + 1 || !DENIALS.has(keys[f.ts]!))
      continue
    const at = causePrepositionAfter(keys, f.te)
    if (at < 0) continue
    added.push({ ...f, ts: at, te: at + 1, def: CAUSE_END!, category: 'negated', direction: 'termination' })
  }
  return withCuesAdded(found, added)
}

/** The preposition of cause after a noun of trouble at most two words after token k, else -1. */
function causePrepositionAfter(keys: readonly string[], k: number): number {
  for (let j = k; j <= k + MAX_KIND_WORDS && j < keys.length; j++) {
    const key = keys[j]!
    if (TROUBLE_NOUNS.has(key)) return CAUSE_PREPOSITIONS.has(keys[j + 1] ?? '') ? j + 1 : -1
    if (!PLAIN_WORD.test(key)) return -1
  }
  return -1
}

/** Whether a denied reaction with its preposition of cause stands in tokens [from, to): "no reaction to". */
export function deniedReactionIn(keys: readonly string[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    if (!DENIALS.has(keys[k]!)) continue
    const at = causePrepositionAfter(keys, k + 1)
    if (at >= 0 && at < to) return true
  }
  return false
}
