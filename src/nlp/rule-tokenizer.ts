import { tagWord } from './lexicon-tagger.js'
import { isSpaceCode } from './text-lines.js'
import type { Token } from './types.js'

/**
 * Token shapes, tried in order at each position: dotted abbreviations ("b.i.d.", "e.g."),
 * numbers with decimal, date, time and thousands separators ("2.4", "08/16/06", "10:30"),
 * words (letters, marks and digits, with inner apostrophes), then any single code point.
 */
const TOKEN = /(?:\p{L}{1,3}\.){2,}|\p{N}+(?:[.,:/]\p{N}+)*|[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)*|[\s\S]/uy

/** Appends the tokens of text[start, end) to `out`, tagged by the lexicon tagger. */
export function ruleTokenize(text: string, start: number, end: number, out: Token[]): void {
  // Matching on the region alone keeps a token from reaching past its end ("0.5" cut at "0.").
  const region = start === 0 && end === text.length ? text : text.slice(start, end)
  let i = 0
  while (i < region.length) {
    if (isSpaceCode(region.charCodeAt(i))) {
      i++
      continue
    }
    TOKEN.lastIndex = i
    const m = TOKEN.exec(region)
    const len = m ? m[0].length : 1
    out.push({ start_index: start + i, end_index: start + i + len, pos: tagWord(region.slice(i, i + len)) })
    i += len
  }
}
