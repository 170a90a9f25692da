/**
 * Whether a word is an English word, for the misspelling guard (a token near a drug's name that is
 * a word of its own, "aspiring" or "ambient", is that word). The list is the `word-list` package's
 * (about 274,000 words), read on first use and kept as one sorted string with line offsets rather
 * than a Set: a few megabytes instead of tens, and a question costs a binary search.
 */
import { readFileSync } from 'node:fs'
import wordListPath from 'word-list'

/** Only words this long are ever asked about (the misspelling guard's minimum). */
const MIN_LENGTH = 6

interface SortedWords {
  text: string
  /** offsets[k] = start of the k-th word in text; one more entry marks the end */
  offsets: Int32Array
}

let loaded: SortedWords | undefined

function load(): SortedWords {
  // the file is nearly but not strictly sorted: sort the words kept, once
  const words = readFileSync(wordListPath, 'utf8').split('\n').filter((w) => w.length >= MIN_LENGTH).sort()
  const offsets = new Int32Array(words.length + 1)
  let at = 0
  for (let k = 0; k < words.length; k++) {
    offsets[k] = at
    at += words[k]!.length + 1
  }
  offsets[words.length] = at
  return { text: words.join('\n') + '\n', offsets }
}

/** Whether a lower-case word of six letters or more is in the English word list. */
export function isEnglishWord(word: string): boolean {
  loaded ??= load()
  const { text, offsets } = loaded
  let lo = 0
  let hi = offsets.length - 2
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const candidate = text.slice(offsets[mid]!, offsets[mid + 1]! - 1)
    if (candidate === word) return true
    if (candidate < word) lo = mid + 1
    else hi = mid - 1
  }
  return false
}
