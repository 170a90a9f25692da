import { FINAL_BEFORE_CAPITAL, NEVER_FINAL } from './abbreviations.js'
import { isSpaceCode } from './text-lines.js'

const PERIOD = 46
const BANG = 33
const QUESTION = 63
const ELLIPSIS = 0x2026
const COLON = 58

function isTerminal(c: number): boolean {
  return c === PERIOD || c === BANG || c === QUESTION || c === ELLIPSIS
}

function isClosing(c: number): boolean {
  return c === 41 || c === 93 || c === 125 || c === 34 || c === 39 || c === 0x201d || c === 0x2019 || c === 0xbb
}

function isOpening(c: number): boolean {
  return c === 40 || c === 91 || c === 123 || c === 34 || c === 39 || c === 0x201c || c === 0x2018 || c === 0xab
}

function isLower(text: string, i: number): boolean {
  const c = text.charCodeAt(i)
  if (c < 128) return c >= 97 && c <= 122
  const ch = text[i]!
  return ch !== ch.toUpperCase() && ch === ch.toLowerCase()
}

function isUpper(text: string, i: number): boolean {
  const c = text.charCodeAt(i)
  if (c < 128) return c >= 65 && c <= 90
  const ch = text[i]!
  return ch !== ch.toLowerCase() && ch === ch.toUpperCase()
}

const LIST_MARKER_WORD = /^(?:\d{1,3}|[A-Za-z]|[ivxIVX]{1,4})$/
const DOTTED_ABBREVIATION = /^(?:[A-Za-z]{1,3}\.)+[A-Za-z]{1,3}$/
const FIRST_MARKERS = new Set(['1', 'a', 'A', 'i', 'I'])
const LIST_MARKER_AHEAD = /\d{1,3}[.)]\s/y

function previousNonSpace(text: string, from: number, floor: number): number {
  let k = from - 1
  while (k >= floor && isSpaceCode(text.charCodeAt(k))) k--
  return k
}

/** Whether the single period at `dot` (run ends at `runEnd`, next word at `next`) ends a sentence. */
function periodEndsSentence(text: string, sentStart: number, dot: number, next: number, end: number): boolean {
  let w0 = dot
  while (w0 > sentStart) {
    const c = text.charCodeAt(w0 - 1)
    if (isSpaceCode(c) || isOpening(c)) break
    w0--
  }
  const word = text.slice(w0, dot)
  if (word === '') return true
  const lower = word.toLowerCase()
  if (NEVER_FINAL.has(lower)) return false
  if (LIST_MARKER_WORD.test(word)) {
    // A marker opens its sentence, or a run-in list after a colon ("Plan: 1. Start ..."); a
    // value after a colon ("PULSE: 62.") is not one, so only a first marker counts there.
    const before = previousNonSpace(text, w0, sentStart)
    if (before < sentStart) return false
    if (text.charCodeAt(before) === COLON && FIRST_MARKERS.has(word)) return false
  }
  if (word.length === 1 && isUpper(text, w0)) {
    // An initial ("Dr. J. Smith", "John F. Kennedy") follows a capitalised word; "hepatitis C."
    // at the end of a sentence does not.
    const prevEnd = previousNonSpace(text, w0, sentStart)
    if (prevEnd < sentStart) return false
    let p0 = prevEnd
    while (p0 > sentStart && !isSpaceCode(text.charCodeAt(p0 - 1))) p0--
    while (p0 < prevEnd && isOpening(text.charCodeAt(p0))) p0++
    if (isUpper(text, p0)) return false
  }
  if (FINAL_BEFORE_CAPITAL.has(lower) || DOTTED_ABBREVIATION.test(word)) {
    if (isUpper(text, next) && next + 1 < end && isLower(text, next + 1)) return true
    LIST_MARKER_AHEAD.lastIndex = next
    return LIST_MARKER_AHEAD.test(text)
  }
  return true
}

/**
 * Splits one stretch of running text (no layout breaks inside; newlines count as spaces) at
 * sentence-final punctuation followed by whitespace, calling `emit` for each piece in order.
 */
export function splitProse(text: string, start: number, end: number, emit: (s: number, e: number) => void): void {
  let sentStart = start
  let i = start
  while (i < end) {
    if (!isTerminal(text.charCodeAt(i))) {
      i++
      continue
    }
    let e = i
    let dots = 0
    let strong = false
    let ellipsis = false
    while (e < end) {
      const c = text.charCodeAt(e)
      if (c === PERIOD) dots++
      else if (c === BANG || c === QUESTION) strong = true
      else if (c === ELLIPSIS) ellipsis = true
      else break
      e++
    }
    if (dots >= 2) ellipsis = true
    while (e < end && isClosing(text.charCodeAt(e))) e++
    if (e >= end) break
    if (!isSpaceCode(text.charCodeAt(e))) {
      i = e
      continue
    }
    let next = e
    while (next < end && isSpaceCode(text.charCodeAt(next))) next++
    if (next >= end) break
    let boundary: boolean
    if (isLower(text, next)) boundary = false
    else if (strong) boundary = true
    else if (ellipsis) boundary = isUpper(text, next)
    else boundary = periodEndsSentence(text, sentStart, i, next, end)
    if (boundary) {
      emit(sentStart, e)
      sentStart = next
    }
    i = next
  }
  emit(sentStart, end)
}
