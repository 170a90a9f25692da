/**
 * Whether a word is an English word, for the misspelling guard (a token near a drug's name that
 * is a word of its own, "aspiring" or "ambient", is that word). The list is the `word-list`
 * package's (about 274,000 words, one a line, 2.8 MB), kept as the one string it is read as: it is
 * asked only about the rare word that is a drug's name but for a letter or two (and each answer is
 * remembered by the caller), so a search of the text costs less than building an index would, in
 * time and in memory.
 */
import { readFileSync } from 'node:fs'
import wordListPath from 'word-list'

let lines: string | undefined

/** Whether a lower-case word is in the English word list. */
export function isEnglishWord(word: string): boolean {
  lines ??= `\n${readFileSync(wordListPath, 'utf8')}\n`
  return lines.includes(`\n${word}\n`)
}
