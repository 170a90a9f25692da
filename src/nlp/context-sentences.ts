/**
 * A plain sentence splitter for the context finder when the caller has no sentences to give.
 * Context scope must not run from one statement into the next, so this errs towards splitting:
 * at . ! ? before an upper-case letter, digit or line break (not after a title such as "Dr." or a
 * list number opening a line), before a lower-case word unless the stop ends an abbreviation, at
 * blank lines, and at a line break
 * that ends a sentence-like line or starts a list item or capitalised line (a wrapped line that
 * continues in lower case stays joined). Also here: finding a target's sentence, and the lead-in
 * sentence ("PMH:", "Call if any of the following:") whose cues reach the sentences under it.
 */

import { FINAL_BEFORE_CAPITAL, NEVER_FINAL, NOUN_ABBREVIATIONS } from './abbreviations.js'
import { startsAtOrBefore } from './spans.js'
import { endsOpenOnCondition } from './context-open-conditions.js'

export interface SentenceSpan {
  start_index: number
  end_index: number
}

/** Titles and abbreviations after which a full stop does not end a sentence. */
const NO_BREAK_AFTER = new Set(['dr', 'mr', 'mrs', 'ms', 'st', 'vs', 'jr', 'sr', 'prof', 'e.g', 'i.e', 'approx'])

const isSpaceCode = (c: number): boolean =>
  c <= 32 || c === 0xa0 || (c >= 0x2000 && c <= 0x200b) || c === 0x2028 || c === 0x2029 || c === 0x3000 || c === 0xfeff
const isSpace = (c: string | undefined): boolean => c !== undefined && isSpaceCode(c.charCodeAt(0))

export function splitSentences(text: string): SentenceSpan[] {
  const spans: SentenceSpan[] = []
  let start = 0
  const push = (end: number): void => {
    let s = start
    let e = end
    while (s < e && isSpace(text[s])) s++
    while (e > s && isSpace(text[e - 1])) e--
    if (e > s) spans.push({ start_index: s, end_index: e })
    start = end
  }
  const n = text.length
  for (let i = 0; i < n; i++) {
    const code = text.charCodeAt(i)
    if (code === 46 /* . */ || code === 33 /* ! */ || code === 63 /* ? */) {
      if (i + 1 < n && !isSpaceCode(text.charCodeAt(i + 1))) continue
      if (code === 46 && (NO_BREAK_AFTER.has(wordBefore(text, i)) || isListNumber(text, i))) continue
      if (!/[\p{L}\p{N}]/u.test(text.slice(start, i))) continue
      const next = nextVisible(text, i + 1)
      if (
        next === -1 ||
        /[\p{Lu}\d"'([]/u.test(text[next]!) ||
        text.slice(i + 1, next).includes('\n') ||
        lowerCaseStart(text, i, next)
      )
        push(i + 1)
    } else if (code === 10 /* \n */) {
      const next = nextVisible(text, i + 1)
      if (next === -1) continue
      const between = text.slice(i + 1, next)
      const prev = lastVisibleBefore(text, i)
      if (
        between.includes('\n') ||
        (prev !== -1 && /[.:;!?]/.test(text[prev]!)) ||
        /^(?:[-*\u2022]|\d+[.)]|\p{Lu})/u.test(text.slice(next, next + 4))
      )
        push(i + 1)
    }
  }
  push(n)
  return spans
}

/** "no fever. h/o asthma": a lower-case word after a full stop starts a sentence unless the stop ends an abbreviation. */
function lowerCaseStart(text: string, mark: number, next: number): boolean {
  if (!/\p{Ll}/u.test(text[next]!)) return false
  if (text.charCodeAt(mark) !== 46) return true
  const word = wordBefore(text, mark)
  if (word === '' || word.includes('.') || (word.length === 1 && mark > 0)) return false
  if (NOUN_ABBREVIATIONS.has(word)) return true
  return !FINAL_BEFORE_CAPITAL.has(word) && !NEVER_FINAL.has(word)
}

function wordBefore(text: string, dot: number): string {
  let s = dot
  while (s > 0 && /[\p{L}.]/u.test(text[s - 1]!)) s--
  return text.slice(s, dot).toLowerCase()
}

/** "1." or "12." opening a line: a list item's number, not a sentence. */
function isListNumber(text: string, dot: number): boolean {
  let s = dot
  while (s > 0 && text.charCodeAt(s - 1) >= 48 && text.charCodeAt(s - 1) <= 57) s--
  if (s === dot) return false
  while (s > 0 && (text[s - 1] === ' ' || text[s - 1] === '\t')) s--
  return s === 0 || text[s - 1] === '\n'
}

function nextVisible(text: string, from: number): number {
  for (let i = from; i < text.length; i++) if (!isSpaceCode(text.charCodeAt(i))) return i
  return -1
}

function lastVisibleBefore(text: string, at: number): number {
  for (let i = at - 1; i >= 0; i--) if (!isSpaceCode(text.charCodeAt(i))) return i
  return -1
}

type Span = SentenceSpan

/** Sentences a lead-in ending in a colon may reach in its block. */
const MAX_LEAD_IN_REACH = 40

/** The sentence holding offset: from the given list (sorted), else from the fallback splitter. */
export class SentenceFinder {
  readonly list: Span[]
  constructor(text: string, given: readonly Span[] | undefined) {
    this.list =
      given === undefined || given.length === 0
        ? splitSentences(text)
        : [...given].sort((a, b) => a.start_index - b.start_index)
  }
  /** index into list of the sentence containing offset, or -1 */
  indexAt(offset: number): number {
    const lo = startsAtOrBefore(this.list, offset)
    for (let k = lo - 1; k >= 0 && k >= lo - 4; k--) {
      if (this.list[k]!.end_index > offset) return k
    }
    return -1
  }
}

/**
 * For each sentence, the index of the lead-in it belongs to, or -1: the nearest sentence before
 * it that ends in a colon, in the same block of lines (no blank line between) and the same section;
 * when the lead-in introduces a marked list ("- fever"), only as far as the list goes.
 */
export function leadIns(
  text: string,
  sentences: readonly Span[],
  sectionStart: (offset: number) => number,
): Int32Array {
  const out = new Int32Array(sentences.length).fill(-1)
  for (let k = 1; k < sentences.length; k++) {
    const prev = sentences[k - 1]!
    const cur = sentences[k]!
    if (blankLineBetween(text, prev.end_index, cur.start_index)) continue
    const opensList = endsWithColon(text, prev) || (endsOpenOnCondition(text, prev) && isListItem(text, cur))
    const candidate = opensList ? k - 1 : out[k - 1]!
    if (candidate < 0 || k - candidate > MAX_LEAD_IN_REACH) continue
    // a marked list under the lead-in ends at the first line that is not one of its items
    if (candidate !== k - 1 && isListItem(text, prev) && !isListItem(text, cur)) continue
    if (sectionStart(sentences[candidate]!.start_index) !== sectionStart(cur.start_index)) continue
    out[k] = candidate
  }
  return out
}

const LIST_MARKER = /^(?:[-*\u2022]|\d+[.)])\s/

function isListItem(text: string, s: Span): boolean {
  return LIST_MARKER.test(text.slice(s.start_index, s.start_index + 5))
}

function endsWithColon(text: string, s: Span): boolean {
  let e = s.end_index
  while (e > s.start_index && /\s/.test(text[e - 1]!)) e--
  return text.charCodeAt(e - 1) === 58
}

function blankLineBetween(text: string, from: number, to: number): boolean {
  let newlines = 0
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k)
    if (c === 10) {
      if (++newlines >= 2) return true
    } else if (c !== 13 && c !== 32 && c !== 9) newlines = 0
  }
  return false
}
