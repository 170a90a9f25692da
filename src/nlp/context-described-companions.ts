/**
 * A companion the note goes on to describe: "lives with her partner, who had hepatitis C", "care
 * discussed with his wife, who has heart failure herself", "a kidney from her brother, who is well
 * after the donor surgery", "lives with a roommate (who has the flu)". The person stands in an
 * informant's or companion's phrase ("lives with", "discussed with", "from"), which hides the
 * person from the experiencer rule so that the patient's own findings stay the patient's; a
 * relative clause on the person that tells what the person has or is hands what follows back to
 * the person. A clause that tells what the person says or notices ("who says his tremor is worse")
 * keeps the informant: its verb is no verb of having. The rule reads the shape (companion phrase,
 * comma or bracket, "who", a verb of having), not the phrases of any note.
 */
import {
  CONTEXT_TRIGGERS,
  withCuesAdded,
  type CueCategory,
  type Direction,
  type TriggerDef,
} from './context-triggers.js'
import { phraseKeys, type WordScan } from './word-scan.js'

interface PersonFound {
  ts: number
  te: number
  def: TriggerDef
  category: CueCategory
  direction: Direction
}

/** Each person cue by its words: "wife", "sexual partner". */
const PERSON_DEFS: ReadonlyMap<string, TriggerDef> = new Map(
  CONTEXT_TRIGGERS.filter(
    (d) => (d.category === 'family' || d.category === 'other') && d.direction === 'bidirectional',
  ).map((d) => [phraseKeys(d.phrase).join(' '), d]),
)
/** The longest person cue, in words. */
const MAX_PERSON_WORDS = 3

/** What may open the relative clause after the person. */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set([',', '('])
/** Verbs by which the clause tells what the person has, is or went through. */
const HAVING_VERBS: ReadonlySet<string> = new Set([
  'has',
  'had',
  'have',
  'is',
  'was',
  'are',
  'were',
  'developed',
  'got',
  'caught',
  'tested',
  'underwent',
  'became',
])
/** Adverbs allowed between "who" and the verb: "who also has", "who recently had". */
const ADVERBS: ReadonlySet<string> = new Set(['also', 'recently', 'now', 'just', 'currently', 'herself', 'himself'])
/** Tokens of adverbs read before the verb. */
const MAX_ADVERBS = 2

/**
 * The found cues, with a forward cue of the person at the "who" of each companion's phrase (a
 * pseudo cue ending in a person) that a relative clause of having follows. The cue stands on the
 * relative word, so a bracketed clause ("(who has the flu)") ends the person's scope at its bracket.
 */
export function withDescribedCompanions<T extends PersonFound>(found: T[], scan: WordScan): T[] {
  const keys = scan.keys
  const added: T[] = []
  for (const f of found) {
    if (f.direction !== 'pseudo' || (f.category !== 'family' && f.category !== 'other')) continue
    if (!relativeClauseOfHaving(keys, f.te)) continue
    const def = personEndingAt(keys, f.ts, f.te)
    if (def === undefined) continue
    const who = f.te + 1
    added.push({ ...f, ts: who, te: who + 1, def, category: def.category, direction: 'forward' })
  }
  return withCuesAdded(found, added)
}

/** Whether "," or "(" then "who" (an adverb or two allowed) and a verb of having follow token te. */
function relativeClauseOfHaving(keys: readonly string[], te: number): boolean {
  if (!CLAUSE_OPENERS.has(keys[te] ?? '') || keys[te + 1] !== 'who') return false
  let k = te + 2
  while (k < te + 2 + MAX_ADVERBS && ADVERBS.has(keys[k] ?? '')) k++
  return HAVING_VERBS.has(keys[k] ?? '')
}

/** The person cue whose words end the phrase [ts, te), the longest first. */
function personEndingAt(keys: readonly string[], ts: number, te: number): TriggerDef | undefined {
  for (let n = Math.min(MAX_PERSON_WORDS, te - ts); n >= 1; n--) {
    const def = PERSON_DEFS.get(keys.slice(te - n, te).join(' '))
    if (def !== undefined) return def
  }
  return undefined
}
