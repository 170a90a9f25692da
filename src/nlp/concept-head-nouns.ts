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
const LEVEL_WORDS: ReadonlySet<string> = new Set(['high', 'low', 'elevated', 'raised', 'increased', 'decreased', 'reduced'])

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
  const preferred = `${modifier} ${scan.keys[i]}`
  const code = builtinCode(type, preferred, '')
  return {
    start: before,
    entry: { term: preferred, type, preferred_term: preferred, code, code_system: codeSystemOf(code) },
  }
}
