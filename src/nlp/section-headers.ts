import { categoryOfHeader, isSubheading, normalizeHeaderTitle } from './section-synonyms.js'
import { isBlank, isSpaceCode, type TextLine } from './text-lines.js'
import type { SectionCategory } from './types.js'

/** A section header found at the start of a line. Shared by sections and sentences. */
export interface SectionHeader {
  /** index into the lines the header was found in */
  line: number
  start: number
  /** end of the title as written (before the colon) */
  titleEnd: number
  /** end of the header mark: after the colon when there is one */
  end: number
  category: SectionCategory
}

const MAX_TITLE_LENGTH = 60
const MAX_KNOWN_WORDS = 8
const MAX_UNKNOWN_WORDS = 5
const COLON = 58

/** Categories whose bodies are problem lists, where "PE:" means pulmonary embolism. */
const PROBLEM_LIST_CATEGORIES: ReadonlySet<SectionCategory> = new Set([
  'assessment_and_plan', 'hospital_course', 'diagnoses', 'past_medical_history',
])
/** Header abbreviations that are also diagnoses or findings inside a problem list. */
const AMBIGUOUS_IN_PROBLEM_LISTS = new Set(['pe', 'ap'])

const MIN_LOWER_CASE_KEY = 3
/** "FINDINGS:" after an operation's headers (procedure, diagnoses) are operative findings, elsewhere an imaging report's. */
const FINDINGS_TITLES = new Set(['findings', 'finding'])
const OPERATIVE_CATEGORIES: ReadonlySet<SectionCategory> = new Set(['procedures', 'diagnoses'])

const SMALL_WORDS = new Set(['of', 'and', 'or', 'the', 'for', 'to', 'in', 'on', 'with', 'a', 'an', 'at', 'by', 'from'])

interface Candidate {
  titleEnd: number
  end: number
  hasColon: boolean
  hasBody: boolean
}

function isTitleChar(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 32 ||
    c === 9 || c === 38 /* & */ || c === 47 /* / */ || c === 39 /* ' */ || c === 40 || c === 41 ||
    c === 45 /* - */ || c === 44 /* , */
}

function isUpperAscii(c: number): boolean {
  return c >= 65 && c <= 90
}

function readCandidate(text: string, line: TextLine): Candidate | undefined {
  const s = line.contentStart
  const first = text.charCodeAt(s)
  if (!isUpperAscii(first) && !(first >= 97 && first <= 122) && !(first >= 48 && first <= 57)) return undefined
  const limit = Math.min(line.contentEnd, s + MAX_TITLE_LENGTH + 1)
  let i = s
  while (i < limit && isTitleChar(text.charCodeAt(i))) i++
  if (i === line.contentEnd) return { titleEnd: i, end: i, hasColon: false, hasBody: false }
  if (i >= limit || text.charCodeAt(i) !== COLON) return undefined
  // "http://", "10:30" and ratios are not headers; a header's colon is followed by space or EOL.
  const after = i + 1 < line.contentEnd ? text.charCodeAt(i + 1) : 32
  if (!isSpaceCode(after)) return undefined
  let titleEnd = i
  while (titleEnd > s && isSpaceCode(text.charCodeAt(titleEnd - 1))) titleEnd--
  return { titleEnd, end: i + 1, hasColon: true, hasBody: i + 1 < line.contentEnd }
}

function countWords(title: string): number {
  return title.split(/\s+/).filter(Boolean).length
}

function isAllCaps(title: string): boolean {
  return /[A-Z]/.test(title) && !/[a-z]/.test(title)
}

function isTitleCase(title: string): boolean {
  for (const word of title.split(/[\s/-]+/)) {
    if (!word || !/^[A-Za-z]/.test(word)) continue
    if (!/^[A-Z]/.test(word) && !SMALL_WORDS.has(word)) return false
  }
  return true
}

/**
 * Finds line-initial section headers. Known names (see section-synonyms.ts) are headers with a
 * colon, or alone on their line without one. Unknown titles need a colon, a blank line (or the
 * start of the text, or a header line with text after its colon) before them, and ALL CAPS — or
 * Title Case when alone on the line — because inside a section "Hypertension: stable" or
 * "CBC: normal" are content, not headers.
 */
export function findHeaders(text: string, lines: readonly TextLine[]): SectionHeader[] {
  const headers: SectionHeader[] = []
  let current: SectionCategory | undefined
  let afterBreak = true
  let afterFieldLine = false
  let afterOperation = false
  for (let li = 0; li < lines.length; li++) {
    const line = lines[li]!
    if (isBlank(line)) {
      afterBreak = true
      afterFieldLine = false
      continue
    }
    const wasAfterBreak = afterBreak
    const wasAfterFieldLine = afterFieldLine
    afterBreak = false
    afterFieldLine = false
    const cand = readCandidate(text, line)
    if (!cand) continue
    const title = text.slice(line.contentStart, cand.titleEnd)
    const key = normalizeHeaderTitle(title)
    if (!key || isSubheading(key)) continue
    const firstCode = text.charCodeAt(line.contentStart)
    const lowerCase = firstCode >= 97 && firstCode <= 122
    // "24 Hour Events:" starts with a digit; only a known name may
    if (firstCode >= 48 && firstCode <= 57 && !(cand.hasColon && categoryOfHeader(key) !== undefined)) continue
    // Telegraphic notes write "meds:" and "plan:": a known name with its colon, never a
    // one- or two-letter one ("cc:" heads a copy list as often as a complaint).
    if (lowerCase && !(cand.hasColon && key.length >= MIN_LOWER_CASE_KEY)) continue
    let known = categoryOfHeader(key)
    if (lowerCase && !known) continue
    if (known === 'imaging' && FINDINGS_TITLES.has(key) && afterOperation) known = 'procedures'
    let category: SectionCategory
    if (known) {
      if (countWords(title) > MAX_KNOWN_WORDS) continue
      if (key.length === 1 && !wasAfterBreak) continue
      if (known === 'vital_signs' && current === 'physical_exam') continue
      if (AMBIGUOUS_IN_PROBLEM_LISTS.has(key) && current && PROBLEM_LIST_CATEGORIES.has(current)) continue
      category = known
    } else {
      if (!cand.hasColon || countWords(title) > MAX_UNKNOWN_WORDS) continue
      if (cand.hasBody) {
        // A run of "FIELD: value" lines ("ADMISSION DATE: ...", "DISCHARGE DATE: ...") is a run
        // of headers once its first line, after a break, has been taken as one.
        if (!(wasAfterBreak || wasAfterFieldLine) || !isAllCaps(title)) continue
      } else if (!wasAfterBreak || !(isAllCaps(title) || isTitleCase(title))) {
        continue
      }
      category = 'other'
    }
    headers.push({ line: li, start: line.contentStart, titleEnd: cand.titleEnd, end: cand.end, category })
    current = category
    if (OPERATIVE_CATEGORIES.has(category)) afterOperation = true
    afterFieldLine = cand.hasBody
  }
  return headers
}
