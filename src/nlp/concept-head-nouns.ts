/**
 * A bare head noun of something done or measured takes the word written right before it as its
 * name: "hand therapy" and "vestibular therapy" are procedures, "neuropsych testing" and "stress
 * testing" tests. The lexicon cannot list every therapy by its site or method, nor every kind of
 * testing, so when it found nothing at the head, the matcher
 * reads the one word before it. Words that say how much, when or whose ("further testing", "prior
 * therapy", "her therapy") name no kind and are left out, and so are the accessories of another
 * procedure ("needle removal", "band removal" are its steps, not procedures of their own). Beside
 * therapy and testing the heads are the acts done to a part ("hernia repair", "suture removal",
 * "knee injection", "neck irradiation", "diet counseling") and the things a test counts or a
 * recording measures ("cell count", "stool culture", "sleep latency", "conduction velocity").
 * Only the word before is looked at.
 */
import { builtinCode, codeSystemOf } from './code-systems.js'
import type { ConceptType, LexiconEntry } from './lexicon.js'
import type { WordScan } from './word-scan.js'

/** Head nouns (as the scan keys them) and the kind of concept they name with their modifier. */
const HEAD_NOUNS: ReadonlyMap<string, ConceptType> = new Map([
  ['therapy', 'procedure'],
  ['testing', 'test'],
  // what is done to a part or with a device: "hernia repair", "knee injection",
  // "neck irradiation", "suture removal", "diet counseling"
  ['repair', 'procedure'],
  ['injection', 'procedure'],
  ['injections', 'procedure'],
  ['irradiation', 'procedure'],
  ['removal', 'procedure'],
  ['counseling', 'procedure'],
  ['counselling', 'procedure'],
  // what a count, a panel or a recording measures: "cell count", "lipid panel", "stool culture",
  // "sleep latency", "conduction velocity"
  ['panel', 'test'],
  ['titer', 'test'],
  ['titers', 'test'],
  ['culture', 'test'],
  ['cultures', 'test'],
  ['count', 'test'],
  ['latency', 'test'],
  ['velocity', 'test'],
  ['velocities', 'test'],
  // what screens for a thing or reads a device or a space: "lead screen", "compliance download",
  // "compartment pressures". "exam" and "film" are left out: the sets leave most exams named by
  // their part unannotated ("hand exam", "annual exam"), and a film is also a dressing ("barrier film")
  ['screen', 'test'],
  ['download', 'test'],
  ['pressures', 'test'],
  // what a patient is taught to do: "walking program", "Kegel exercises", "gait training"
  ['program', 'procedure'],
  ['exercises', 'procedure'],
  ['training', 'procedure'],
])

/**
 * Heads of something taught, whose kind is often named by two words ("ankle strengthening
 * program", "tendon gliding exercises", "home exercise program"): the word before the modifier
 * joins it when it could name a part or a kind (not a function word, a past verb or an adverb).
 */
const TWO_WORD_HEADS: ReadonlySet<string> = new Set(['program', 'exercises', 'training'])
/** Where a program is run: "an outpatient program", "a clinic program" are services, not what is taught. */
const SERVICE_PLACES: ReadonlySet<string> = new Set([
  'outpatient',
  'inpatient',
  'clinic',
  'home',
  'day',
  'residential',
  'community',
  'hospital',
  'school',
  'partial',
])
/** Aids a patient is taught to handle ("crutch training", "inhaler training"): a lesson in their use, no therapy. */
const AIDS_IN_USE: ReadonlySet<string> = new Set([
  'crutch',
  'crutches',
  'walker',
  'cane',
  'wheelchair',
  'inhaler',
  'spacer',
  'pump',
  'device',
  'glucometer',
  'meter',
  'injection',
  'pen',
  'catheter',
  'ostomy',
  'transfer',
  'transfers',
  'toilet',
  'potty',
])
const FUNCTION_WORDS: ReadonlySet<string> = new Set([
  'and',
  'or',
  'with',
  'for',
  'to',
  'of',
  'in',
  'on',
  'at',
  'by',
  'from',
  'into',
  'per',
  'via',
  'her',
  'his',
  'their',
  'our',
  'your',
  'my',
  'its',
  'this',
  'that',
  'these',
  'those',
  'will',
  'can',
  'should',
  'may',
  'must',
  'would',
  'could',
  'plus',
  'then',
  'also',
  'both',
  'do',
  'does',
  'did',
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'has',
  'have',
  'had',
  'some',
  'any',
  'all',
  'more',
  'less',
  'own',
  'same',
  'new',
  'old',
  'formal',
  'structured',
])

/** Words before a head that say no kind: determiners, quantities, order in time, and how it was chosen. */
const NO_KIND: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'this',
  'that',
  'these',
  'any',
  'no',
  'some',
  'her',
  'his',
  'their',
  'your',
  'its',
  'our',
  'of',
  'for',
  'and',
  'or',
  'with',
  'without',
  'to',
  'on',
  'in',
  'after',
  'before',
  'further',
  'additional',
  'more',
  'other',
  'prior',
  'previous',
  'current',
  'initial',
  'ongoing',
  'continued',
  'new',
  'same',
  'such',
  'standard',
  'empiric',
  'empirical',
  'medical',
  'appropriate',
  'routine',
  'combination',
  'dual',
  'triple',
  'definitive',
  // verbs whose object the head is ("needs testing", "started therapy")
  'need',
  'needs',
  'needed',
  'require',
  'requires',
  'required',
  'warrant',
  'warrants',
  'start',
  'started',
  'stop',
  'stopped',
  'continue',
  'begin',
  'began',
  'undergo',
  'underwent',
  'complete',
  'completed',
  'finish',
  'finished',
  'recommend',
  'recommended',
  'declined',
  'refused',
  'consider',
  'considered',
  'discuss',
  'discussed',
  'had',
  'has',
  'have',
  'get',
  'got',
  'is',
  'was',
  'are',
  'were',
  'be',
  'been',
  'did',
  'do',
  'starting',
  'stopping',
  'needing',
  'off',
  'repeat',
  'post',
  // a route says how, not what: "IV therapy" is the drugs given
  'iv',
  'oral',
  'by',
  // conjunctions and modals before a verb or a clause: "if pressures drop", "we will screen"
  'if',
  'when',
  'while',
  'from',
  'at',
  'as',
  'but',
  'so',
  'will',
  'would',
  'may',
  'might',
  'can',
  'could',
  'should',
  'shall',
  'must',
  // how many, which one and how often: "two injections", "next injection", "monthly injections"
  'one',
  'two',
  'three',
  'four',
  'several',
  'multiple',
  'next',
  'last',
  'each',
  'every',
  'first',
  'second',
  'daily',
  'weekly',
  'monthly',
  // a result's level says what was found, not what was measured: "high titer", "low count"
  'high',
  'low',
  'positive',
  'negative',
  'elevated',
  // DNA mismatch repair is the cell's own, a finding of the tumour, not something done
  'mismatch',
  // the accessories of another procedure, taken off as one of its steps: "needle removal",
  // "band removal" after a radial access, "tourniquet removal"
  'needle',
  'band',
  'tourniquet',
  'drape',
  'drapes',
  'clamp',
  'guidewire',
  'tape',
  'gauze',
])

/**
 * A word for a level two words before the head: "high venous pressures", "low cell counts" name
 * what was found (a problem the lexicon may know), not the measure, so the head reads nothing.
 */
const LEVEL_WORDS: ReadonlySet<string> = new Set([
  'high',
  'low',
  'elevated',
  'raised',
  'increased',
  'decreased',
  'reduced',
])

/** Whether only spaces (or a hyphen) on one line separate token `a` from token `a + 1`. */
function spaceBetween(text: string, scan: WordScan, a: number): boolean {
  for (let c = scan.ends[a]!; c < scan.starts[a + 1]!; c++) {
    const code = text.charCodeAt(c)
    if (code !== 32 && code !== 45 && code !== 9) return false
  }
  return true
}

/** Whether a key is letters alone. */
function isLetters(key: string): boolean {
  for (let k = 0; k < key.length; k++) {
    const c = key.charCodeAt(k)
    if (c < 97 || c > 122) return false
  }
  return true
}

/**
 * The concept a head noun at token i makes with the word before it, as the token it starts at and
 * its entry; null when token i is no head or the word before names no kind. `floor` is the end of
 * whatever the matcher found last, so no word is read twice.
 */
export function headNounAt(
  text: string,
  scan: WordScan,
  i: number,
  floor: number,
): { start: number; entry: LexiconEntry } | null {
  const type = HEAD_NOUNS.get(scan.keys[i]!)
  const before = i - 1
  if (type === undefined || before < floor || before < 0 || !scan.isWord[before]) return null
  const modifier = scan.keys[before]!
  if (modifier.length < 2 || NO_KIND.has(modifier) || !isLetters(modifier) || !spaceBetween(text, scan, before))
    return null
  if (before > 0 && LEVEL_WORDS.has(scan.keys[before - 1]!)) return null
  // "Health Program", "CARE PROGRAM": a service is written capitalised, a plan in lower case
  if (scan.keys[i] === 'program' && (text.charCodeAt(scan.starts[i]!) !== 112 || SERVICE_PLACES.has(modifier)))
    return null
  if (scan.keys[i] === 'training' && AIDS_IN_USE.has(modifier)) return null
  const start = TWO_WORD_HEADS.has(scan.keys[i]!) && kindWordAt(text, scan, before - 1, floor) ? before - 1 : before
  const preferred = start < before ? `${scan.keys[start]} ${modifier} ${scan.keys[i]}` : `${modifier} ${scan.keys[i]}`
  const code = builtinCode(type, preferred, '')
  return {
    start,
    entry: { term: preferred, type, preferred_term: preferred, code, code_system: codeSystemOf(code) },
  }
}

/** Whether token k may be the first word of a two-word kind before a taught head (see TWO_WORD_HEADS). */
function kindWordAt(text: string, scan: WordScan, k: number, floor: number): boolean {
  if (k < floor || k < 0 || !scan.isWord[k]) return false
  const word = scan.keys[k]!
  if (word.length < 3 || !isLetters(word) || NO_KIND.has(word) || FUNCTION_WORDS.has(word)) return false
  if (word.endsWith('ed') || word.endsWith('ly')) return false
  return spaceBetween(text, scan, k)
}
