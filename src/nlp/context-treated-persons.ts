/**
 * A person named as the one treated takes the treatment: "partner to be treated as well with
 * doxycycline", "Her two children were given oseltamivir", "His wife was prescribed permethrin
 * too". The person is the subject of a passive verb of treating, and the drug or procedure right
 * after the verb is theirs. Such a person is otherwise hidden from the experiencer rule ("partner
 * to be treated" names no one else's illness: "Chlamydia positive, partner to be treated"), or
 * cut off by "given", which elsewhere opens a reason ("avoid NSAIDs given his ulcer"). What the
 * patient is treated with stays the patient's, and a drug a person gives ("Mother gave ibuprofen")
 * is an informant's act, not a passive of treating.
 */
import type { CueCategory } from './context-triggers.js'

/** A cue as the rule reads it: its tokens and its category. */
interface PersonCue {
  ts: number
  te: number
  category: CueCategory
}

/** Participles of treating in the passive: "was given", "to be treated", "were started on". */
const TREATED: ReadonlySet<string> = new Set(['treated', 'given', 'prescribed', 'started'])
/** Words between the person and the participle: the auxiliary and its adverbs. */
const AUXILIARIES: ReadonlySet<string> = new Set([
  'was',
  'were',
  'is',
  'are',
  'be',
  'been',
  'being',
  'to',
  'will',
  'should',
  'also',
  'both',
  'all',
])
/** Words between the participle and the treatment: "treated as well with", "started on the". */
const TREATMENT_LEADS: ReadonlySet<string> = new Set([
  'with',
  'on',
  'as',
  'well',
  'too',
  'also',
  'the',
  'a',
  'an',
  'same',
])
/** How many words may stand on either side of the participle. */
const MAX_LEADS = 4

/**
 * The experiencer of a drug or procedure at token xs that a person before it in its sentence
 * (from ss) is treated with, or undefined: the person is the subject of the passive participle.
 */
export function treatedPerson(
  keys: readonly string[],
  targetOf: Int32Array,
  cues: readonly PersonCue[],
  ss: number,
  xs: number,
): CueCategory | undefined {
  let v = xs - 1
  while (v >= ss && xs - v <= MAX_LEADS && TREATMENT_LEADS.has(keys[v]!) && targetOf[v] === 0) v--
  if (v <= ss || !TREATED.has(keys[v]!)) return undefined
  let p = v - 1
  while (p >= ss && v - p <= MAX_LEADS && AUXILIARIES.has(keys[p]!)) p--
  // a bare participle after its object is no passive: "ibuprofen given"
  if (p < ss || p === v - 1) return undefined
  for (const c of cues) {
    if ((c.category === 'family' || c.category === 'other') && c.ts <= p && p < c.te) return c.category
  }
  return undefined
}
