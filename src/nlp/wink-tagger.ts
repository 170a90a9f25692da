import winkNLP from 'wink-nlp'
import model from 'wink-eng-lite-web-model'
import type { Token, UposTag } from './types.js'

/**
 * wink-nlp's tokenizer is quadratic in the length of a run without whitespace (10,000 chars
 * take seconds), so longer runs are blanked before wink sees the text; the rule tokenizer
 * covers them afterwards like any other gap.
 */
const MAX_WINK_RUN = 64
/** How far past the expected offset a wink token is searched for before it is given up. */
const ALIGN_WINDOW = 32

const UPOS: ReadonlySet<string> = new Set([
  'NOUN',
  'VERB',
  'ADJ',
  'ADV',
  'PRON',
  'DET',
  'ADP',
  'AUX',
  'CCONJ',
  'SCONJ',
  'NUM',
  'PART',
  'PUNCT',
  'SYM',
  'PROPN',
  'INTJ',
  'X',
])

type Wink = ReturnType<typeof winkNLP>
let wink: Wink | undefined

function instance(): Wink {
  // Built on first use: loading the model takes tens of milliseconds that importers of the
  // sentence or section annotators should not pay.
  wink ??= winkNLP(model, ['pos'])
  return wink
}

function isAsciiSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13)
}

function blankLongRuns(text: string): string {
  let pieces: string[] | undefined
  let copied = 0
  let i = 0
  const n = text.length
  while (i < n) {
    if (isAsciiSpace(text.charCodeAt(i))) {
      i++
      continue
    }
    const runStart = i
    while (i < n && !isAsciiSpace(text.charCodeAt(i))) i++
    if (i - runStart > MAX_WINK_RUN) {
      pieces ??= []
      pieces.push(text.slice(copied, runStart), ' '.repeat(i - runStart))
      copied = i
    }
  }
  if (!pieces) return text
  pieces.push(text.slice(copied))
  return pieces.join('')
}

const WHITESPACE_ONLY = /^[\s\u200b-\u200d\u2060\ufeff]*$/

function isWhitespaceOnly(value: string): boolean {
  // nearly every token starts with a visible ASCII character: no need to ask the pattern
  const first = value.charCodeAt(0)
  if (first > 32 && first < 127) return false
  return value.trim() === '' || WHITESPACE_ONLY.test(value)
}

/**
 * Tokens and UPOS tags from wink-nlp, located in `text`. Wink drops some characters (BOM,
 * ideographic space) without reporting them as spacing, so each token is found by search from
 * the end of the previous one instead of by summing lengths; a token not found nearby is
 * skipped and its text left to the caller's gap filling. Offsets always satisfy
 * text.slice(start, end) === wink's token value.
 */
export function winkTokens(text: string): Token[] {
  const nlp = instance()
  const its = nlp.its
  const seen = blankLongRuns(text)
  const tokens = nlp.readDoc(seen).tokens()
  const values = tokens.out(its.value) as string[]
  const tags = tokens.out(its.pos) as string[]
  const spaces = tokens.out(its.precedingSpaces) as string[]
  const out: Token[] = []
  let offset = 0
  for (let k = 0; k < values.length; k++) {
    const value = values[k]!
    if (value.length === 0 || isWhitespaceOnly(value)) continue
    const expected = offset + spaces[k]!.length
    const at = seen.startsWith(value, expected) ? expected : seen.indexOf(value, offset)
    if (at < 0 || at - expected > ALIGN_WINDOW) continue
    const tag = tags[k]!
    out.push({ start_index: at, end_index: at + value.length, pos: (UPOS.has(tag) ? tag : 'X') as UposTag })
    offset = at + value.length
  }
  return out
}
