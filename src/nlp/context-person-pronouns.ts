/**
 * A pronoun that takes up the relative a clause opened with: "Her sister is staying with her; she
 * was treated for shingles", "Mother visits and is pumping; she has postpartum depression". The
 * second clause, after the semicolon, tells about the person the first one named as its subject,
 * not about the patient, when its subject pronoun agrees with that person ("she" for a mother,
 * sister, daughter or wife, "he" for a father, brother, son or husband; a spouse stays `other`). "Her son has influenza; she has no
 * fever" keeps the patient: the pronoun does not agree. A person the earlier rules dropped as one
 * who acts or tells (a helper, an informant) is not there to take up, nor one doing a carer's task
 * ("Daughter fills her pillbox; she has missed doses"), and a pronoun that goes on to tell ("she
 * reports") is an informant's.
 */
import type { WordScan } from './word-scan.js'

export const FEMALE: ReadonlySet<string> = new Set([
  'mother',
  'mom',
  'sister',
  'daughter',
  'aunt',
  'grandmother',
  'granddaughter',
  'niece',
  'stepmother',
  // a spouse or partner is another person (docs: Conventions), taken up as a relative is
  'wife',
  'girlfriend',
  'fiancee',
])
export const MALE: ReadonlySet<string> = new Set([
  'father',
  'dad',
  'brother',
  'son',
  'uncle',
  'grandfather',
  'grandson',
  'nephew',
  'stepfather',
  'husband',
  'boyfriend',
  'fiance',
])
/** Words that may open the clause before the person: "Her sister", "The patient's wife". */
const OWNERS: ReadonlySet<string> = new Set(['her', 'his', 'their', 'the', 'a', "patient's", 'pt', "'s", 'patient'])
/** Marks that end the clause before a clause-opening person. */
const CLAUSE_ENDS: ReadonlySet<string> = new Set(['.', ';', ':', '!', '?'])
/** Verbs of telling or willing right after the pronoun: the person reports on the patient. */
const TELLING: ReadonlySet<string> = new Set([
  'reports',
  'reported',
  'says',
  'said',
  'states',
  'stated',
  'notes',
  'noted',
  'tells',
  'told',
  'thinks',
  'believes',
  'feels',
  'worries',
  'asks',
  'asked',
  'wants',
  'prefers',
  'noticed',
  'notices',
  'describes',
  'denies',
])
/**
 * A caregiver's tasks right after the person: "Daughter fills her pillbox; she has missed doses"
 * tells what the helper does for the patient, and the pronoun after it is the patient again.
 */
const CARE_VERBS: ReadonlySet<string> = new Set([
  'fills',
  'filled',
  'sets',
  'organizes',
  'organized',
  'prepares',
  'prepared',
  'gives',
  'gave',
  'manages',
  'managed',
  'helps',
  'helped',
  'administers',
  'checks',
  'checked',
  'monitors',
  'reminds',
  'drives',
  'bathes',
  'dresses',
  'feeds',
  'cooks',
])
/** How many tokens the first clause may run from the person to its semicolon. */
const FIRST_CLAUSE_MAX = 12

interface PersonCue {
  ts: number
  te: number
  category: string
  direction: string
  def: { category: string }
}

/** The found cues, with a patient pronoun that takes up a clause-opening person turned into that person's cue. */
export function pronounsTakingUpPersons<T extends PersonCue>(found: T[], scan: WordScan, text: string): T[] {
  let out: T[] | undefined
  let person: T | undefined
  for (let i = 0; i < found.length; i++) {
    const f = found[i]!
    if ((f.category === 'family' || f.category === 'other') && f.direction !== 'pseudo') {
      if (opensClause(scan, text, f.ts)) person = f
      continue
    }
    if (person === undefined || f.category !== 'patient' || !takesUp(scan, person, f)) continue
    out ??= found.slice()
    out[i] = { ...f, category: person.category, def: { ...f.def, category: person.category } }
  }
  return out ?? found
}

/** Whether the person at token ts opens its clause: after owners only, at a clause end or a line start. */
function opensClause(scan: WordScan, text: string, ts: number): boolean {
  let k = ts - 1
  while (k >= 0 && ts - k <= 3 && OWNERS.has(scan.keys[k]!) && !lineBreakBefore(scan, text, k + 1)) k--
  if (k < 0 || lineBreakBefore(scan, text, k + 1)) return true
  return CLAUSE_ENDS.has(scan.keys[k]!) || scan.keys[k] === '-'
}

function lineBreakBefore(scan: WordScan, text: string, k: number): boolean {
  if (k === 0) return true
  return text.slice(scan.ends[k - 1]!, scan.starts[k]!).includes('\n')
}

/** Whether the pronoun cue f opens the clause after the first semicolon past the person and agrees with it. */
function takesUp(scan: WordScan, person: PersonCue, f: PersonCue): boolean {
  const keys = scan.keys
  if (f.te !== f.ts + 1 || keys[f.ts - 1] !== ';' || TELLING.has(keys[f.te] ?? '')) return false
  if (f.ts - person.te > FIRST_CLAUSE_MAX || CARE_VERBS.has(keys[person.te] ?? '')) return false
  for (let k = person.te; k < f.ts - 1; k++) if (CLAUSE_ENDS.has(keys[k]!)) return false
  const who = keys[person.te - 1]!
  const pronoun = keys[f.ts]
  return (pronoun === 'she' && FEMALE.has(who)) || (pronoun === 'he' && MALE.has(who))
}
