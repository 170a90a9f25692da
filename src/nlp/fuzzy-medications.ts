/**
 * Misspelt drug names ("amlodipene", "levothyroxin", "Ibuprofin"): a word the lexicon does not
 * hold is matched to a one-word medication term at Damerau-Levenshtein distance 1 (2 for terms of
 * nine letters or more), guarded so that ordinary words stay words:
 *
 * - both the word and the term have at least six letters, and their first two letters agree
 *   (misspellings keep the start; the index is by those two letters, so a word is compared with a
 *   handful of terms, never the whole lexicon);
 * - the word is no term of the lexicon and no English word ("aspiring" is not aspirin, "ambient"
 *   not Ambien);
 * - exactly one term is nearest: a word between two drugs is left alone;
 * - a word written with a capital, a name as often as a drug ("Marisol" is not Marinol), sounds
 *   like the term (its consonants agree once c/k, ph/f and doubled letters are read as spoken:
 *   "Zyrtek") or is a long name with one letter left out ("Sertaline").
 *
 * Given FUZZY_PROBLEMS, the same matcher reads misspelt disease names, more strictly.
 */
import { isEnglishWord } from './english-words.js'
import type { ConceptType, LexiconEntry } from './lexicon.js'

const MIN_LENGTH = 6
const LONG_NAME = 9
const ONLY_LETTERS = /^[a-z]+$/

/** Which terms a matcher compares words with. */
export interface FuzzyOptions {
  type: ConceptType
  /** the fewest letters of a word and a term */
  minLength: number
  /** the distance allowed when both have LONG_NAME letters or more */
  longDistance: number
}

export const FUZZY_MEDICATIONS: FuzzyOptions = { type: 'medication', minLength: MIN_LENGTH, longDistance: 2 }

/**
 * Misspelt disease names ("hypertention", "hyperlipedemia", "hypothyroidsm"): one-word problem
 * terms of eight letters or more, one edit away. Problems are read more strictly than drugs, since
 * their words sit closer to ordinary and adjectival forms ("hypertensive", "osteopenic"): one edit
 * only, and (concepts.ts) no capitalised word is read as a name first.
 */
export const FUZZY_PROBLEMS: FuzzyOptions = { type: 'problem', minLength: 8, longDistance: 1 }

export interface FuzzyMatch {
  entry: LexiconEntry
  distance: number
}

export class FuzzyMedications {
  /** one-word medication terms by their first two letters */
  readonly #byPrefix = new Map<string, LexiconEntry[]>()
  /** prefixLengths[code of the first two letters] = the longest term with them (0: none), so most words are let go at once */
  readonly #longest = new Uint8Array(PREFIX_CODES)
  /** answers already worked out, by word (null: none); cleared when full */
  readonly #memo = new Map<string, FuzzyMatch | null>()
  readonly #isTerm: (word: string) => boolean

  readonly #minLength: number
  readonly #longDistance: number

  /**
   * `isTerm` says whether a word is (the start of) any term of the lexicon, of any type. `options`
   * name another type of term to match (FUZZY_PROBLEMS), with its own shortest word and its own
   * distance for long words.
   */
  constructor(
    entries: readonly LexiconEntry[],
    isTerm: (word: string) => boolean,
    options: FuzzyOptions = FUZZY_MEDICATIONS,
  ) {
    this.#isTerm = isTerm
    this.#minLength = options.minLength
    this.#longDistance = options.longDistance
    for (const entry of entries) {
      const term = entry.term.toLowerCase()
      if (
        entry.type !== options.type ||
        entry.exactCase === true ||
        term.length < options.minLength ||
        !ONLY_LETTERS.test(term)
      )
        continue
      const key = term.slice(0, 2)
      const code = prefixCode(term)
      this.#longest[code] = Math.max(this.#longest[code]!, Math.min(255, term.length))
      const list = this.#byPrefix.get(key)
      if (list === undefined) this.#byPrefix.set(key, [entry])
      else list.push(entry)
    }
  }

  /** The medication a word misspells (`word` lower case; `capitalised`: so written), or null. */
  match(word: string, capitalised: boolean): FuzzyMatch | null {
    // no term within reach: nothing to look up ("patient" against the drugs starting "pa")
    if (!this.#reachable(word)) return null
    let found = this.#memo.get(word)
    if (found === undefined) {
      found = ONLY_LETTERS.test(word) ? this.#search(word) : null
      if (this.#memo.size >= MEMO_LIMIT) this.#memo.clear()
      this.#memo.set(word, found)
    }
    if (found === null || !capitalised) return found
    const term = found.entry.term.toLowerCase()
    return consonants(word) === consonants(term) || oneLetterShort(word, term) ? found : null
  }

  #search(word: string): FuzzyMatch | null {
    const candidates = this.#byPrefix.get(word.slice(0, 2))
    if (candidates === undefined || this.#isTerm(word)) return null
    let best: FuzzyMatch | null = null
    let tied = false
    for (const entry of candidates) {
      const term = entry.term.toLowerCase()
      const limit = term.length >= LONG_NAME && word.length >= LONG_NAME ? this.#longDistance : 1
      const d = boundedDistance(word, term, limit)
      if (d > limit) continue
      if (best === null || d < best.distance) {
        best = { entry, distance: d }
        tied = false
      } else if (d === best.distance && entry.preferred_term !== best.entry.preferred_term) {
        tied = true
      }
    }
    return best === null || tied || isEnglishWord(word) ? null : best
  }

  /** Whether some term is near enough a word's length, with its first two letters, to be compared with it. */
  #reachable(word: string): boolean {
    return word.length >= this.#minLength && word.length <= this.#longest[prefixCode(word)]! + 2
  }
}

const MEMO_LIMIT = 20_000
const PREFIX_CODES = 32 * 32

/** The first two characters of a word as one small number (letters a-z; anything else shares a slot). */
function prefixCode(word: string): number {
  return ((word.charCodeAt(0) & 31) << 5) | (word.charCodeAt(1) & 31)
}

/**
 * A word's consonants as they sound: "Zyrtek" and "zyrtec", "Prozak" and "prozac" spell the same
 * drug with the same sounds, where "Marisol" and "marinol" do not.
 */
const consonants = (word: string): string =>
  word
    .replace(/ph/g, 'f')
    .replace(/ck|q/g, 'k')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/(.)\1/g, '$1')
    .replace(/[aeiouyh]/g, '')

/** Whether a capitalised word is the term with one letter left out of a long name ("Sertaline" for sertraline). */
const oneLetterShort = (word: string, term: string): boolean => word.length >= 8 && word.length === term.length - 1

/**
 * Optimal-string-alignment distance (a transposition of neighbours counts one), or limit + 1 as
 * soon as it must exceed the limit.
 */
export function boundedDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let prevPrev = new Array<number>(b.length + 1).fill(0)
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1)
    row[0] = i
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost)
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1))
        d = Math.min(d, prevPrev[j - 2]! + 1)
      row[j] = d
      if (d < rowMin) rowMin = d
    }
    if (rowMin > limit) return limit + 1
    prevPrev = prev
    prev = row
  }
  return prev[b.length]!
}
