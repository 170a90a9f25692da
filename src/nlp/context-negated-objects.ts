/**
 * A negation ends after its object, at a word that opens what the object is for or when it
 * holds: "avoid ibuprofen for knee pain", "no sotalol while the QT is long", "hold nothing until
 * gout is ruled out", "no further imaging needed before the hernia repair". What follows such a
 * word is the reason, the time or the event of the denial, not a thing denied. The rule reads the
 * shape: a forward negation, a concept after it (its object, with any list fellows), then one of
 * these words before the clause ends; the negation's scope ends at that word. Before any concept
 * the words are left alone, so "no need for antibiotics" keeps its object, and so is a phrase the
 * denied list runs past after a comma.
 */
import { triggerGroup, withCuesAdded, type FoundCue } from './context-triggers.js'

/** Words that open a reason, a time or an event after a denied object. */
const OBJECT_ENDS = ['for', 'while', 'until', 'before', 'within', 'because', 'due']
/** The negation's end at each such word, as the cue sets read terminations. */
const OBJECT_END_DEFS = new Map(triggerGroup('negated', 'termination', OBJECT_ENDS).map((d) => [d.phrase, d]))
/** What ends the clause a negation reads. */
const CLAUSE_ENDS: ReadonlySet<string> = new Set(['.', ';', ':', '!', '?'])
/** Tokens looked ahead of the cue for its object and the word that ends it. */
const MAX_AHEAD = 16

/** The found cues, with a negation's end added at the word of reason or time after its object. In token order. */
export function withNegatedObjectsEnded(found: FoundCue[], keys: readonly string[], targetOf: Int32Array): FoundCue[] {
  const added: FoundCue[] = []
  for (const f of found) {
    if (f.category !== 'negated' || f.direction !== 'forward') continue
    const at = objectEndAfter(keys, targetOf, f.te)
    if (at < 0) continue
    const def = OBJECT_END_DEFS.get(keys[at]!)!
    added.push({ ...f, ts: at, te: at + 1, def, category: 'negated', direction: 'termination' })
  }
  return withCuesAdded(found, added)
}

/** The first word of reason or time after a concept in the clause from token k, else -1. */
function objectEndAfter(keys: readonly string[], targetOf: Int32Array, k: number): number {
  let seenObject = false
  const limit = Math.min(keys.length, k + MAX_AHEAD)
  for (let j = k; j < limit; j++) {
    const key = keys[j]!
    if (CLAUSE_ENDS.has(key)) return -1
    if (targetOf[j] !== 0) seenObject = true
    else if (seenObject && OBJECT_END_DEFS.has(key)) return listGoesOnAfter(keys, j + 1, limit) ? -1 : j
  }
  return -1
}

/**
 * Whether a comma follows in the clause: the denied list goes on past the phrase ("negative for
 * fever, chest pain before the fall, syncope and melena"), so the phrase qualifies one entry only.
 */
function listGoesOnAfter(keys: readonly string[], from: number, limit: number): boolean {
  for (let j = from; j < limit; j++) {
    const key = keys[j]!
    if (CLAUSE_ENDS.has(key)) return false
    if (key === ',') return true
  }
  return false
}
