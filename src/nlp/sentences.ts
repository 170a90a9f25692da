import { findHeaders, type SectionHeader } from './section-headers.js'
import { splitProse } from './sentence-prose.js'
import { isBlank, isSpaceCode, splitLines, type TextLine } from './text-lines.js'
import type { Span } from './types.js'

export type { Span } from './types.js'

/** Below this block width lines are not hard-wrapped prose, so every line break is deliberate. */
const MIN_WRAP_WIDTH = 40
/** Room a line must leave before a lower-case line for the break between them to count as deliberate. */
const LOWER_CASE_SLACK = 12
/** Share of lines starting with a capital, digit or bullet above which a block reads as a list. */
const LIST_LIKE_SHARE = 0.75

/**
 * A line that opens with a field's label of up to three words and its colon ("Date: …", "gait:
 * slow", "rm 714 pt: 78 M"): a heading block's or a telegraphic note's next field.
 */
const FIELD_LABEL = /[A-Za-z][\w/#'-]*(?:[ \t][\w/#'-]+){0,2}:(?=\s|$)/y

const LIST_MARKER = /(?:\d{1,3}[.)]|\(\d{1,3}\)|[a-z][.)]|#\d{1,3}|[-*•·▪◦‣–#])(?=\s)/y

/** Words that go on with the line before even in a telegraphic list: conjunctions and joining prepositions. */
const JOINING_WORDS = new Set([
  'and',
  'or',
  'but',
  'nor',
  'of',
  'the',
  'a',
  'an',
  'to',
  'with',
  'without',
  'in',
  'at',
  'by',
  'for',
  'from',
  'as',
  'than',
  'that',
  'which',
  'who',
  'per',
  'via',
  'including',
  'into',
])

/** Words a line cannot end a sentence on: the joining words, and verbs, pronouns, subordinators and determiners that need the words after them. */
const CONTINUATION_WORDS = new Set([
  ...JOINING_WORDS,
  'on',
  'is',
  'was',
  'were',
  'are',
  'be',
  'has',
  'have',
  'had',
  'not',
  'no',
  'his',
  'her',
  'their',
  // subordinators, modals and auxiliaries, and determiners need the words after them
  'if',
  'when',
  'whether',
  'while',
  'because',
  'until',
  'unless',
  'although',
  'though',
  'cannot',
  'can',
  'could',
  'will',
  'would',
  'should',
  'may',
  'might',
  'must',
  'does',
  'did',
  'been',
  'being',
  'about',
  'between',
  'within',
  'during',
  'through',
  'toward',
  'towards',
  'onto',
  'upon',
  'this',
  'these',
  'those',
  'its',
  'our',
  'your',
  'my',
  'every',
])

function isClosing(c: number): boolean {
  return c === 41 || c === 93 || c === 34 || c === 39 || c === 0x201d || c === 0x2019
}

function startsListItem(text: string, line: TextLine): boolean {
  LIST_MARKER.lastIndex = line.contentStart
  return LIST_MARKER.test(text)
}

function startsFieldLabel(text: string, line: TextLine): boolean {
  FIELD_LABEL.lastIndex = line.contentStart
  return FIELD_LABEL.test(text) && FIELD_LABEL.lastIndex <= line.contentEnd
}

function isLowerAt(text: string, i: number): boolean {
  const ch = text[i]!
  return ch !== ch.toUpperCase() && ch === ch.toLowerCase()
}

function startsUpperOrDigit(text: string, i: number): boolean {
  const c = text.charCodeAt(i)
  if (c >= 48 && c <= 57) return true
  const ch = text[i]!
  return ch !== ch.toLowerCase() && ch === ch.toUpperCase()
}

function firstWordLength(text: string, line: TextLine): number {
  let k = line.contentStart
  while (k < line.contentEnd && !isSpaceCode(text.charCodeAt(k))) k++
  return k - line.contentStart
}

function firstWord(text: string, line: TextLine): string {
  let k = line.contentStart
  while (k < line.contentEnd && /[A-Za-z]/.test(text[k]!)) k++
  return text.slice(line.contentStart, k)
}

function endsWithContinuationWord(text: string, from: number, end: number): boolean {
  let k = end
  while (k > from && !isSpaceCode(text.charCodeAt(k - 1)) && end - k < 12) k--
  return CONTINUATION_WORDS.has(text.slice(k, end).toLowerCase())
}

function leavesParenthesisOpen(text: string, from: number, end: number): boolean {
  let depth = 0
  for (let k = from; k < end; k++) {
    const c = text.charCodeAt(k)
    if (c === 40) depth++
    else if (c === 41 && depth > 0) depth--
  }
  return depth > 0
}

interface BlockShape {
  /** widest line, counted from the line start so indentation is part of the layout */
  width: number
  listLike: boolean
  /** three lines or more and none ends a sentence with punctuation: a telegraphic list of items */
  telegraphic: boolean
}

/** Lines a block needs before its lack of full stops says it is a list of items, not one wrapped sentence. */
const MIN_TELEGRAPHIC_LINES = 3

function endsWithSentencePunctuation(text: string, line: TextLine): boolean {
  let k = line.contentEnd - 1
  while (k > line.contentStart && isClosing(text.charCodeAt(k))) k--
  const c = text.charCodeAt(k)
  return c === 46 || c === 33 || c === 63 || c === 0x2026
}

function shapeOf(text: string, lines: readonly TextLine[], from: number, to: number): BlockShape {
  let width = 0
  let listStarts = 0
  let punctuated = false
  for (let k = from; k < to; k++) {
    const line = lines[k]!
    width = Math.max(width, line.contentEnd - line.start)
    if (startsUpperOrDigit(text, line.contentStart) || startsListItem(text, line)) listStarts++
    if (endsWithSentencePunctuation(text, line)) punctuated = true
  }
  const count = to - from
  return {
    width,
    listLike: count >= 3 && listStarts >= LIST_LIKE_SHARE * count,
    telegraphic: count >= MIN_TELEGRAPHIC_LINES && !punctuated,
  }
}

/**
 * Whether the newline between `prev` (whose text in the current segment starts at `segStart`)
 * and `line` ends a sentence regardless of punctuation. Lines ending in sentence punctuation are
 * left to the prose splitter, which knows about abbreviations.
 */
function layoutBreak(text: string, prev: TextLine, segStart: number, line: TextLine, shape: BlockShape): boolean {
  if (startsListItem(text, line)) return true
  const first = line.contentStart
  // A line that opens with "and", "or", "with" … carries on the one before, whatever its width;
  // in a telegraphic list "no …" and "on …" start items ("no falls", "on warfarin").
  const continuing = shape.telegraphic ? JOINING_WORDS : CONTINUATION_WORDS
  if (isLowerAt(text, first) && continuing.has(firstWord(text, line).toLowerCase())) return false
  let lastIndex = prev.contentEnd - 1
  while (lastIndex > segStart && isClosing(text.charCodeAt(lastIndex))) lastIndex--
  const last = text.charCodeAt(lastIndex)
  // , ; & - / ( + mean the line continues; . ! ? are the prose splitter's call
  if (last === 44 || last === 59 || last === 38 || last === 45 || last === 47 || last === 40 || last === 43)
    return false
  if (last === 46 || last === 33 || last === 63 || last === 0x2026) return false
  if (endsWithContinuationWord(text, segStart, prev.contentEnd)) return false
  // "(now" / "WHO class III)": a parenthesis left open goes on to the next line
  if (leavesParenthesisOpen(text, Math.max(segStart, prev.contentStart), prev.contentEnd)) return false
  if (last === 58) return true
  // a dose or a span of time goes on the line before: "after\n3 months", "within 15\nminutes"
  if (quantityAcrossBreak(text, lastIndex, line)) return false
  // the next field of a heading block or a telegraphic list starts its own sentence
  if (startsFieldLabel(text, line)) return true
  if (endsMeasurementRun(text, prev) && opensNamedItem(text, line)) return true
  if (startsListItem(text, prev) && filledToWidth(prev, shape)) return false
  if (shape.width < MIN_WRAP_WIDTH || shape.telegraphic) return true
  // in a list a line starting in lower case may be an item's wrapped continuation: the width decides
  if (shape.listLike && !isLowerAt(text, first)) return true
  // prose that ended a sentence inside the line before and broke the next one off at its end
  const opensNoProse = isLowerAt(text, first) || isDigitCode(text.charCodeAt(first))
  if (opensNoProse && tailAfterSentenceEnd(text, prev, segStart)) return false
  // Greedy wrapping breaks a line only when the next word would not fit; if it would have,
  // the writer broke the line on purpose.
  // Lines typed by hand are not wrapped greedily, so a lower-case start (a likely continuation)
  // needs the line before to be clearly short.
  const prevWidth = prev.contentEnd - prev.start
  const slack = isLowerAt(text, first) ? LOWER_CASE_SLACK : 0
  return prevWidth + 1 + firstWordLength(text, line) + slack <= shape.width
}

/** A sentence's end followed, on the same line, by the next sentence's first word. */
const SENTENCE_END_INSIDE = /[.!?]["')\]]*[ \t]+\S/

/**
 * A line that ends one sentence and starts another ("… in hospital. He has resumed") is prose:
 * its last sentence was cut off where the line ran out, however short the writer's ragged
 * margin left it, so a line below that opens in lower case or with a number goes on with it
 * ("nicotine gum since …", "Lidocaine" / "1% 5 mL was used"). A list item's marker ("5. son
 * to …") is no sentence's end, and neither is a header's text before the segment.
 */
function tailAfterSentenceEnd(text: string, prev: TextLine, segStart: number): boolean {
  LIST_MARKER.lastIndex = prev.contentStart
  const from = Math.max(segStart, LIST_MARKER.test(text) ? LIST_MARKER.lastIndex : prev.contentStart)
  return SENTENCE_END_INSIDE.test(text.slice(from, prev.contentEnd))
}

/**
 * A line's last item is a test's name, capitalised as test names are, and its value ("K 3.3,
 * Na 134", "ALT 22", "CD4 <200"); not prose's "… improving to 93% on 4" before "L nasal cannula".
 */
const NAMED_VALUE_END = /(?:^|[\s,;(])[A-Z][\w/-]*[ \t]+[<>]?\d+(?:\.\d+)?%?$/
/** Items a line must list, comma-separated, before its values read as a run of measurements. */
const MIN_RUN_COMMAS = 2
/** A line that opens with a capital, or with a lower-case name and its value ("beta-hydroxybutyrate 0.6"). */
const NAMED_ITEM_OPENING = /[A-Z]|[a-z][\w/-]*[ \t]+[<>]?\d/y

/**
 * A line that lists measurements, name and value, comma after comma, and ends on a value without
 * a full stop, ends its item there when the next line opens another: a capitalised word or a name
 * with its value ("K 3.3, Na 134" / "Urine culture sent"). Typed result lines stop short of the
 * margin as they please, so the line's width says nothing where it is the block's widest.
 */
function endsMeasurementRun(text: string, prev: TextLine): boolean {
  const body = text.slice(prev.contentStart, prev.contentEnd)
  if (!NAMED_VALUE_END.test(body)) return false
  let commas = 0
  for (let k = 0; k < body.length && commas < MIN_RUN_COMMAS; k++) if (body.charCodeAt(k) === 44) commas++
  return commas >= MIN_RUN_COMMAS
}

function opensNamedItem(text: string, line: TextLine): boolean {
  NAMED_ITEM_OPENING.lastIndex = line.contentStart
  return NAMED_ITEM_OPENING.test(text) && NAMED_ITEM_OPENING.lastIndex <= line.contentEnd
}

/** Width from which a block's widest lines are a wrap margin, wider than a list's items run. */
const FILLED_BLOCK_WIDTH = 64
/** How far short of the block's widest line a line may end and still have been filled to the margin. */
const FILLED_LINE_SLACK = 2

/**
 * A line as wide as its block's widest, in a block wider than short items run, ended where the
 * margin broke it. A numbered or bulleted item that does so goes on in the unmarked line below
 * ("2. Mild narrowing of the left renal artery; correlate with blood pressure and consider" /
 * "MRA of the abdomen."), though that line starts with a capital as the list's items do.
 */
function filledToWidth(prev: TextLine, shape: BlockShape): boolean {
  return shape.width >= FILLED_BLOCK_WIDTH && prev.contentEnd - prev.start >= shape.width - FILLED_LINE_SLACK
}

/** Units of dose, measure and time that a number before them counts: "5 mg", "3 months", "2 times". */
const UNIT_WORD = String.raw`(?:mg|mcg|micrograms?|g|grams?|kg|ml|l|units?|iu|mmol|meq|mm|cm|hours?|hrs?|h|minutes?|mins?|days?|weeks?|wks?|months?|mos?|years?|yrs?|times)(?![\w/])`
/** A line that opens with a number and its unit ("0.5 mg twice daily", "48 hours before …"). */
const QUANTITY_OPENING = new RegExp(String.raw`\d+(?:\.\d+)?[ \t]*${UNIT_WORD}`, 'iy')
/** A line that opens with a unit, the number it counts ending the line before ("15\nminutes"). */
const UNIT_OPENING = new RegExp(UNIT_WORD, 'y')

const isDigitCode = (c: number): boolean => c >= 48 && c <= 57

/**
 * A quantity opens no sentence where the line before ends without a sentence's end: a line that
 * opens with a number and its unit, or with the unit of the number that ends the line before,
 * is hard-wrapped inside the sentence that counts it.
 */
function quantityAcrossBreak(text: string, lastIndex: number, line: TextLine): boolean {
  const first = line.contentStart
  if (isDigitCode(text.charCodeAt(lastIndex))) {
    UNIT_OPENING.lastIndex = first
    if (isLowerAt(text, first) && UNIT_OPENING.test(text)) return true
  }
  QUANTITY_OPENING.lastIndex = first
  return QUANTITY_OPENING.test(text)
}

function hasAlphanumeric(text: string, start: number, end: number): boolean {
  for (let k = start; k < end; k++) {
    const c = text.charCodeAt(k)
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) return true
    if (c >= 128) {
      const ch = text[k]!
      if (ch.toLowerCase() !== ch.toUpperCase() || /\p{N}/u.test(ch)) return true
    }
  }
  return false
}

/**
 * Sentences of a clinical note: ordered, non-overlapping, trimmed, never empty. Layout ends
 * sentences as well as punctuation: a section header is a sentence of its own, a blank line
 * always ends one, a list item starts one, and a single newline ends one when the previous line
 * is a deliberate short line rather than hard-wrapped prose. Pieces without any letter or digit
 * (rulers like "-----") are not sentences.
 */
export function findSentences(text: string): Span[] {
  const out: Span[] = []
  if (text.length === 0) return out
  const emit = (s: number, e: number): void => {
    while (s < e && isSpaceCode(text.charCodeAt(s))) s++
    while (e > s && isSpaceCode(text.charCodeAt(e - 1))) e--
    if (s < e && hasAlphanumeric(text, s, e)) out.push({ start_index: s, end_index: e })
  }
  const lines = splitLines(text)
  const headers = findHeaders(text, lines)
  const headerAt = new Map<number, SectionHeader>()
  for (const h of headers) headerAt.set(h.line, h)

  let k = 0
  while (k < lines.length) {
    if (isBlank(lines[k]!)) {
      k++
      continue
    }
    let blockEnd = k
    while (blockEnd < lines.length && !isBlank(lines[blockEnd]!)) blockEnd++
    const shape = shapeOf(text, lines, k, blockEnd)
    let segStart = -1
    let segEnd = -1
    let prev: TextLine | undefined
    for (; k < blockEnd; k++) {
      const line = lines[k]!
      const header = headerAt.get(k)
      if (header) {
        if (segStart >= 0) splitProse(text, segStart, segEnd, emit)
        emit(header.start, header.end)
        segStart = -1
        let body = header.end
        while (body < line.contentEnd && isSpaceCode(text.charCodeAt(body))) body++
        if (body < line.contentEnd) {
          segStart = body
          segEnd = line.contentEnd
        }
      } else {
        if (segStart >= 0 && prev && layoutBreak(text, prev, segStart, line, shape)) {
          splitProse(text, segStart, segEnd, emit)
          segStart = -1
        }
        if (segStart < 0) segStart = line.contentStart
        segEnd = line.contentEnd
      }
      prev = line
    }
    if (segStart >= 0) splitProse(text, segStart, segEnd, emit)
  }
  return out
}
