import type { UposTag } from './types.js'

/**
 * A small closed-class lexicon with suffix rules: the part-of-speech fallback for text the
 * statistical tagger did not cover. Open-class guesses are deliberately plain (NOUN unless a
 * suffix says otherwise).
 */
const CLOSED_CLASS: Record<Exclude<UposTag, 'NOUN' | 'VERB' | 'ADJ' | 'PROPN' | 'PUNCT' | 'SYM' | 'X'>, string> = {
  DET: 'the a an this that these those any some each every all both either neither another such what whatever',
  PRON:
    'i you he she it we they me him her us them his its our their my your mine yours hers ours theirs ' +
    'who whom whose which myself yourself himself herself itself ourselves themselves ' +
    'something nothing anything everything someone anyone everyone nobody somebody anybody',
  ADP:
    'of in on at by for with without from into onto over under after before during since until about ' +
    'above below between through throughout via per against among around within upon off across along ' +
    'despite toward towards behind beside besides beyond near than like unlike x',
  CCONJ: 'and or but nor yet plus',
  SCONJ: 'if because although though while whereas unless whether once as so',
  AUX:
    'is are was were be been being am has have had do does did will would shall should may might must ' + 'can could',
  PART: "not n't 's to",
  ADV:
    'very also currently recently now then there here never always again well still only just already ' +
    'today yesterday tomorrow however otherwise approximately previously subsequently initially ' +
    'too quite rather soon later ago often sometimes usually daily',
  NUM:
    'zero one two three four five six seven eight nine ten eleven twelve twenty thirty forty fifty ' +
    'hundred thousand million once twice',
  INTJ: 'yes ok okay please hello thanks',
}

const LEXICON = new Map<string, UposTag>()
for (const [tag, words] of Object.entries(CLOSED_CLASS) as [UposTag, string][]) {
  for (const w of words.split(' ')) if (!LEXICON.has(w)) LEXICON.set(w, tag)
}

const PUNCTUATION = new Set('.,;:!?()[]{}"\'-–—/…“”‘’«»'.split(''))
const ADJ_SUFFIXES = ['ous', 'ful', 'ive', 'al', 'ic', 'able', 'ible', 'less', 'ary']
const LETTER = /\p{L}/u
const NUMBER = /\p{N}/u

/** Letters decide by case where they have one; the Unicode class check is for the rest. */
function hasLetter(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i)
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) return true
    if (c >= 128 && LETTER.test(word.slice(i))) return true
  }
  return false
}

function isAsciiUpper(c: number): boolean {
  return c >= 65 && c <= 90
}

export function tagWord(word: string): UposTag {
  const first = word.charCodeAt(0)
  if (first >= 48 && first <= 57) return 'NUM'
  const lower = word.toLowerCase()
  const known = LEXICON.get(lower)
  if (known) return known
  if (!hasLetter(word)) {
    if (NUMBER.test(word)) return 'NUM'
    return PUNCTUATION.has(word) ? 'PUNCT' : 'SYM'
  }
  if (word.length === 1) return 'X'
  if (lower.endsWith('ly')) return 'ADV'
  if (lower.endsWith('ing') || lower.endsWith('ed')) return 'VERB'
  if (ADJ_SUFFIXES.some((suffix) => lower.endsWith(suffix))) return 'ADJ'
  if (word !== lower && word !== word.toUpperCase()) return isAsciiUpper(first) || first >= 128 ? 'PROPN' : 'NOUN'
  return 'NOUN'
}
