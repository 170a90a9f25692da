/**
 * A relative or other person who acts in the sentence rather than has something: the subject of a
 * verb of will ("daughter asking about hospice", "She and her husband chose comfort care"), of a
 * modal whose verb takes the patient as object ("Parents to bring him back for poor feeding", "Her
 * son will drive her to the ED if she is confused"), or the agent after "by" ("vaccine declined by
 * her father"), or the object of a preposition ("lives w/ her niece", "tearful when talking about
 * his brother"), though not the receiver of an offer ("screening offered to his wife"). Such a person decides, asks or is to do something about the patient's findings;
 * the findings stay the patient's, so the person is no experiencer. A modal alone is not enough:
 * "His children should start colonoscopy at 40" is about the children. The rule reads word
 * classes around the person (verbs of choosing and asking, modals, object pronouns, prepositions),
 * not phrases.
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

/** Words after a person that go on to say what the person has. */
const DESCRIBED_BY: ReadonlySet<string> = new Set(['who', 'whose', 'that', 'with', 'w', 'has', 'had', 'having'])

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
    // a question or worry about the patient: "dad wonders if it is reflux", "mother worried about his cough"
    ['wonder', 'wonders', 'wondered', 'wondering'],
    ['worry', 'worries', 'worried', 'worrying'],
  ].flat(),
)
/** A copula before a verb of will used as an adjective: "Daughter is worried about …". */
const COPULAS: ReadonlySet<string> = new Set(['is', 'was', 'are', 'were'])

/** Possessives between a preposition and the person: "by her father". */
const OWNERS: ReadonlySet<string> = new Set(['her', 'his', 'their', 'the', 'a', 'my', 'your'])
/**
 * Prepositions that make the person an object the patient lives, talks or worries about ("lives
 * w/ daughter", "anxious when talking about his grandmother"), or the passive agent ("declined
 * by her father"). Not "in" or "of": "colon cancer in his father" is the father's. An object
 * that a relative clause or "with" goes on to describe keeps what it has: "lives with a roommate,
 * who has depression", "exposure to a coworker with COVID", "lives with a roommate, a smoker".
 */
const OBJECT_PREPOSITIONS: ReadonlySet<string> = new Set([
  'by',
  'with',
  'about',
  'to',
  'regarding',
  'toward',
  'towards',
])

/** Verbs of offering before "to": the person after them receives the test or treatment. */
const OFFER_VERBS: ReadonlySet<string> = new Set([
  'offered',
  'given',
  'recommended',
  'suggested',
  'provided',
  'prescribed',
  'extended',
])

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
  if (COPULAS.has(next) && WILL_VERBS.has(keys[f.te + 1] ?? '')) return true
  // "<person> to bring him", "<person> will take her": modal, verb, the patient
  if (MODALS.has(next) && PATIENT_OBJECTS.has(keys[f.te + 2] ?? '')) return true
  return objectOfPreposition(keys, f.ts) && !described(keys, f.te)
}

/**
 * Whether the words after the person (an aside's comma allowed) describe what it has, or set an
 * apposition to it. A relative clause of will ("both parents, who consented", "her son, who wants
 * to wait") tells what the person decides, not what it has.
 */
function described(keys: readonly string[], te: number): boolean {
  const at = keys[te] === ',' ? te + 1 : te
  const next = keys[at] ?? ''
  if (next === 'who' && willFollows(keys, at + 1)) return false
  return DESCRIBED_BY.has(next) || (at > te && (next === 'a' || next === 'an'))
}

/** Whether a verb of will comes at token k, a copula allowed before it ("who was worried"). */
function willFollows(keys: readonly string[], k: number): boolean {
  return WILL_VERBS.has(keys[k] ?? '') || (COPULAS.has(keys[k] ?? '') && WILL_VERBS.has(keys[k + 1] ?? ''))
}

/**
 * Quantifiers that may stand before a group of persons, alone or before an owner: "to both
 * parents", "by both her parents", "with all their children".
 */
const QUANTIFIERS: ReadonlySet<string> = new Set(['both', 'all'])

function objectOfPreposition(keys: readonly string[], ts: number): boolean {
  let at = ts - 1
  if (at >= 0 && OWNERS.has(keys[at]!)) at--
  if (at >= 0 && QUANTIFIERS.has(keys[at]!)) at--
  if (at < 0) return false
  // "w/ daughter": the slash of the abbreviation
  if (keys[at] === '/' && keys[at - 1] === 'w') return true
  // "screening offered to the partner": the person receives what is offered, so it is theirs
  if (keys[at] === 'to' && OFFER_VERBS.has(keys[at - 1] ?? '')) return false
  return OBJECT_PREPOSITIONS.has(keys[at]!)
}

/** Words of a heading for instructions or teaching: the person it names is who reads them. */
const TEACHING_WORDS: ReadonlySet<string> = new Set([
  'teaching',
  'instructions',
  'instruction',
  'education',
  'advice',
  'handout',
  'counseling',
  'counselling',
])
/** Before a person in a heading, these make it the addressee: "for mom:", "Instructions to parents:". */
const ADDRESSING: ReadonlySet<string> = new Set(['for', 'to'])

/**
 * Whether a lead-in ("for mom:", "Caregiver teaching (son):", "Instructions for parents:") names
 * the person as who the lines under it are addressed to: that person reads them and has none of
 * what they list, so the lead-in lends no experiencer.
 */
export function addressedInLeadIn(keys: readonly string[], leadStart: number, leadEnd: number, f: PersonCue): boolean {
  const before = f.ts - 1
  const at = before >= leadStart && OWNERS.has(keys[before]!) ? before - 1 : before
  if (at >= leadStart && ADDRESSING.has(keys[at]!)) return true
  for (let k = leadStart; k < leadEnd; k++) if (TEACHING_WORDS.has(keys[k]!)) return true
  return false
}
