import { CONTINUES_NOUN, DOSING_WORDS, FINAL_BEFORE_CAPITAL, NEVER_FINAL, NOUN_ABBREVIATIONS } from './abbreviations.js'
import { isSpaceCode } from './text-lines.js'

const PERIOD = 46
const BANG = 33
const QUESTION = 63
/** A glued question answered with doubt stays one sentence: "still taking tamsulosin? not sure." */
const DOUBT_AFTER_QUESTION = /^(?:not sure|unsure|unclear|uncertain|maybe|possibly)\b/
const ELLIPSIS = 0x2026
/**
 * A question mark followed by a spaced dash glosses the item it doubts, the way "X - Y" does in
 * a list of allergies or problems: "codeine?? - itching only", "anemia? - check ferritin".
 */
const GLOSS_AFTER_QUESTION = /^[-\u2013\u2014]\s/
const COLON = 58
const HYPHEN = 45

function hasWordChar(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k)
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c >= 128) return true
  }
  return false
}

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
/** "b.i.d", "q.6h", "a.m": letters (a digit or two allowed) between dots */
const DOTTED_ABBREVIATION = /^(?=[^.]*[A-Za-z])(?:[A-Za-z0-9]{1,3}\.)+[A-Za-z0-9]{1,3}$/
const FIRST_MARKERS = new Set(['1', 'a', 'A', 'i', 'I'])
const LIST_MARKER_AHEAD = /\d{1,3}[.)]\s/y

function previousNonSpace(text: string, from: number, floor: number): number {
  let k = from - 1
  while (k >= floor && isSpaceCode(text.charCodeAt(k))) k--
  return k
}

/**
 * Units of size and of time: a measure ends there ("nodule ~2 cm. no nodes", "worse this yr.
 * sleeps poorly"), as a noun abbreviation does, unless the next word carries it on ("3 cm. in
 * depth"). Units of dose are left out: "10 mg. daily" goes on.
 */
const SIZE_AND_TIME_UNITS = new Set([
  'cm',
  'mm',
  'in',
  'ft',
  'hr',
  'hrs',
  'min',
  'mins',
  'wk',
  'wks',
  'yr',
  'yrs',
  'mo',
  'mos',
])
/** The letters of a side ("on R.", "to the L."), which abbreviate no genus there. */
const SIDE_LETTERS = new Set(['R', 'L'])
const SIDE_PREPOSITION = /\b(?:on|at|to|in|of|the)\s+$/i

function followsPreposition(text: string, sentStart: number, w0: number): boolean {
  return SIDE_PREPOSITION.test(text.slice(Math.max(sentStart, w0 - 8), w0))
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
  const unitAfterNumber = lower === MILLISECONDS && followsNumber(text, sentStart, w0)
  if (NEVER_FINAL.has(lower) && !unitAfterNumber) return false
  if (LIST_MARKER_WORD.test(word)) {
    // A marker opens its sentence, or a run-in list after a colon ("Plan: 1. Start ..."); a
    // value after a colon ("PULSE: 62.") is not one, so only a first marker counts there.
    const before = previousNonSpace(text, w0, sentStart)
    if (before < sentStart) return false
    if (text.charCodeAt(before) === COLON && FIRST_MARKERS.has(word)) return false
  }
  // "upgoing toe on R. gait wide": a side after a preposition ends its telegraphic sentence
  if (SIDE_LETTERS.has(word) && isLower(text, next) && followsPreposition(text, sentStart, w0)) return true
  // "C. diff", "E. coli", "H. pylori": a single capital abbreviates a genus before a lower-case word
  if (word.length === 1 && isUpper(text, w0) && isLower(text, next)) return false
  if (word.length === 1 && isUpper(text, w0)) {
    // An initial ("Dr. J. Smith", "John F. Kennedy") follows a capitalised word; "hepatitis C."
    // at the end of a sentence does not.
    const prevEnd = previousNonSpace(text, w0, sentStart)
    if (prevEnd < sentStart) return false
    // a name after a label or a signature dash: "Seen by: J. Kowalczyk", "- K. Lindahl, RN"
    const before = text.charCodeAt(prevEnd)
    if ((before === COLON || before === HYPHEN) && isUpper(text, next) && isLower(text, next + 1)) return false
    let p0 = prevEnd
    while (p0 > sentStart && !isSpaceCode(text.charCodeAt(p0 - 1))) p0--
    while (p0 < prevEnd && isOpening(text.charCodeAt(p0))) p0++
    if (isUpper(text, p0)) return false
  }
  if (FINAL_BEFORE_CAPITAL.has(lower) || DOTTED_ABBREVIATION.test(word) || unitAfterNumber) {
    // at a line's end the period of "25 mg." or "84 yo." ends its sentence: telegraphic notes go on in lower case
    if (isLower(text, next))
      return (
        lineBreakBetween(text, dot, next) ||
        ((NOUN_ABBREVIATIONS.has(lower) || SIZE_AND_TIME_UNITS.has(lower)) &&
          !CONTINUES_NOUN.has(wordAt(text, next, end)))
      )
    if (isUpper(text, next) && next + 1 < end && isLower(text, next + 1)) return true
    if (opensWithOneLetterWord(text, next, end)) return true
    if (startsCapitalizedAcronym(text, next, end)) return true
    LIST_MARKER_AHEAD.lastIndex = next
    return LIST_MARKER_AHEAD.test(text)
  }
  return true
}

/**
 * "ms" is a title ("Ms. Reyes") but, after a number, milliseconds: "QTc 452 ms. Potassium 4.1"
 * ends its sentence as "mg." does.
 */
const MILLISECONDS = 'ms'

function followsNumber(text: string, sentStart: number, w0: number): boolean {
  const before = previousNonSpace(text, w0, sentStart)
  if (before < sentStart) return false
  const c = text.charCodeAt(before)
  return c >= 48 && c <= 57
}

/** A sentence that opens with the one-letter word "A" or "I" before a lower-case word: "A drain was left." */
function opensWithOneLetterWord(text: string, next: number, end: number): boolean {
  const c = text.charCodeAt(next)
  return (c === 65 || c === 73) && next + 2 < end && text.charCodeAt(next + 1) === 32 && isLower(text, next + 2)
}

function lineBreakBetween(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const c = text.charCodeAt(k)
    if (c === 10 || c === 13) return true
  }
  return false
}

function wordAt(text: string, start: number, end: number): string {
  let k = start
  while (k < end && !isSpaceCode(text.charCodeAt(k))) k++
  return text.slice(start, k).toLowerCase()
}

/**
 * An all-capitals word such as "ECOG" or "CT" after "64 kg." opens a sentence; a route or
 * frequency written in capitals ("mg. PO daily", "b.i.d. Q6h") continues the dose.
 */
function startsCapitalizedAcronym(text: string, next: number, end: number): boolean {
  let k = next
  while (k < end && isUpper(text, k)) k++
  if (k - next < 2 || (k < end && !isSpaceCode(text.charCodeAt(k)) && text.charCodeAt(k) !== COLON)) return false
  return !DOSING_WORDS.has(text.slice(next, k).toLowerCase())
}

function onlyQuestionMarks(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (text.charCodeAt(k) !== QUESTION) return false
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
    // "? cellulitis": a mark before any word hedges what follows, it ends nothing
    if (!hasWordChar(text, sentStart, i)) {
      i = next
      continue
    }
    // Telegraphic notes start sentences in lower case ("no fever. h/o asthma"), so a full stop
    // before a lower-case word ends one unless the word before it is an abbreviation.
    let boundary: boolean
    if (ellipsis) boundary = isUpper(text, next)
    // "alk phos up, ? biliary obstruction": a spaced question mark before a lower-case word hedges it
    else if (strong && onlyQuestionMarks(text, i, e) && GLOSS_AFTER_QUESTION.test(text.slice(next, next + 2)))
      boundary = false
    else if (strong)
      boundary = !(
        e === i + 1 &&
        text.charCodeAt(i) === QUESTION &&
        i > sentStart &&
        (isSpaceCode(text.charCodeAt(i - 1)) || DOUBT_AFTER_QUESTION.test(text.slice(next, next + 12))) &&
        isLower(text, next)
      )
    else boundary = periodEndsSentence(text, sentStart, i, next, end)
    if (boundary) {
      emit(sentStart, e)
      sentStart = next
    }
    i = next
  }
  emit(sentStart, end)
}
