/**
 * A person who tells or notices, with an aside between the person and the verb: "His roommate,
 * who witnessed the second one, describes a rising stomach feeling", "Her wife, a nurse, noticed
 * the mole had changed". The informant phrases of context-triggers.ts ("roommate describes") need
 * the verb right after the person; here a bracketing aside of a few words (a relative clause or an
 * apposition, naming no concept) may stand between, and the person is then no experiencer.
 */
import { INFORMANT_VERBS } from './context-triggers.js'
import type { WordScan } from './word-scan.js'

/** One-word verbs of telling and noticing (the phrases of several words stay with the trie). */
const TELLING_VERBS: ReadonlySet<string> = new Set(INFORMANT_VERBS.filter((v) => !v.includes(' ')))
/** Words an aside is allowed to run to before its closing comma. */
const MAX_ASIDE_TOKENS = 12

interface PersonCue {
  ts: number
  te: number
  category: string
}

/** The found cues without the persons who, after an aside, tell or notice what follows. */
export function dropInformantsAfterAsides<T extends PersonCue>(found: T[], scan: WordScan, targetOf: Int32Array): T[] {
  if (!found.some((f) => isPerson(f) && scan.keys[f.te] === ',')) return found
  return found.filter((f) => !(isPerson(f) && tellsAfterAside(scan, targetOf, f.te)))
}

function isPerson(f: PersonCue): boolean {
  return f.category === 'family' || f.category === 'other'
}

/** Whether tokens from `comma` are ", <aside without a concept>, <telling verb>". */
function tellsAfterAside(scan: WordScan, targetOf: Int32Array, comma: number): boolean {
  const { keys } = scan
  if (keys[comma] !== ',') return false
  const last = Math.min(keys.length - 1, comma + 1 + MAX_ASIDE_TOKENS)
  for (let k = comma + 1; k <= last; k++) {
    const key = keys[k]!
    if (targetOf[k] !== 0 || key === '.' || key === ';' || key === ':') return false
    if (key === ',') return k > comma + 1 && TELLING_VERBS.has(keys[k + 1] ?? '')
  }
  return false
}
