/**
 * A bare head noun of something done or measured takes the word written right before it as its
 * name: "hand therapy" and "vestibular therapy" are procedures, "neuropsych testing" and "stress
 * testing" tests. The lexicon cannot list every therapy by its site or method, nor every kind of
 * testing, so when it found nothing at the head, the matcher
 * reads the one word before it. Words that say how much, when or whose ("further testing", "prior
 * therapy", "her therapy") name no kind and are left out. "removal" is left out: a device removed
 * ("needle removal", "band removal") is a step, not a procedure. Only the word before is looked at.
 */
import { builtinCode, codeSystemOf } from './code-systems.js'
import type { ConceptType, LexiconEntry } from './lexicon.js'
import type { WordScan } from './word-scan.js'

/** Head nouns (as the scan keys them) and the kind of concept they name with their modifier. */
const HEAD_NOUNS: ReadonlyMap<string, ConceptType> = new Map([
  ['therapy', 'procedure'],
  ['testing', 'test'],
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
  const preferred = `${modifier} ${scan.keys[i]}`
  const code = builtinCode(type, preferred, '')
  return {
    start: before,
    entry: { term: preferred, type, preferred_term: preferred, code, code_system: codeSystemOf(code) },
  }
}
