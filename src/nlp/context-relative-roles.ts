/**
 * A relative or other person who acts in the sentence rather than has something: the subject of a
 * verb of will ("daughter asking about hospice", "She and her husband chose comfort care"), of a
 * modal whose verb takes the patient as object ("Parents to bring him back for poor feeding", "Her
 * son will drive her to the ED if she is confused"), or the agent after "by" ("vaccine declined by
 * her father"). Such a person decides, asks or is to do something about the patient's findings;
 * the findings stay the patient's, so the person is no experiencer. A modal alone is not enough:
 * "His children should start colonoscopy at 40" is about the children. The rule reads word
 * classes around the person (verbs of choosing and asking, modals, object pronouns, the passive
 * "by"), not phrases.
 */
import type { WordScan } from './word-scan.js'

/** Modals and the infinitive marker: what follows says what the person is to do. */
const MODALS: ReadonlySet<string> = new Set([
  'should',
  'will',
  'would',
  'can',
  'could',
  'must',
  'may',
  'might',
  'shall',
  'to',
])

/** The patient as the object of the person's verb: "bring him", "drive her". */
const PATIENT_OBJECTS: ReadonlySet<string> = new Set(['him', 'her', 'them'])

/** Verbs of will, choice and asking, in their common forms. */
const WILL_VERBS: ReadonlySet<string> = new Set(
  [
    ['choose', 'chooses', 'chose', 'chosen', 'choosing'],
    ['decide', 'decides', 'decided', 'deciding'],
    ['decline', 'declines', 'declined', 'declining'],
    ['refuse', 'refuses', 'refused', 'refusing'],
    ['ask', 'asks', 'asked', 'asking'],
    ['request', 'requests', 'requested', 'requesting'],
    ['want', 'wants', 'wanted', 'wanting'],
    ['wish', 'wishes', 'wished'],
    ['prefer', 'prefers', 'preferred'],
    ['consent', 'consents', 'consented'],
    ['plan', 'plans', 'planned', 'planning'],
    ['hope', 'hopes', 'hoped', 'hoping'],
  ].flat(),
)

/** Possessives between a passive "by" and the person: "by her father". */
const OWNERS: ReadonlySet<string> = new Set(['her', 'his', 'their', 'the', 'a'])

interface PersonCue {
  ts: number
  te: number
  category: string
}

/** The found cues without the persons who act (choose, ask, are to do) rather than have. */
export function dropActingPersons<T extends PersonCue>(found: T[], scan: WordScan): T[] {
  if (!found.some((f) => isPerson(f) && acts(scan.keys, f))) return found
  return found.filter((f) => !(isPerson(f) && acts(scan.keys, f)))
}

function isPerson(f: PersonCue): boolean {
  return f.category === 'family' || f.category === 'other'
}

function acts(keys: readonly string[], f: PersonCue): boolean {
  const next = keys[f.te] ?? ''
  if (WILL_VERBS.has(next)) return true
  // "<person> to bring him", "<person> will take her": modal, verb, the patient
  if (MODALS.has(next) && PATIENT_OBJECTS.has(keys[f.te + 2] ?? '')) return true
  const before = f.ts - 1
  const by = before >= 0 && OWNERS.has(keys[before]!) ? before - 1 : before
  return by >= 0 && keys[by] === 'by'
}
