/**
 * Where a list section ends by layout when no known header follows it. An allergy section is a
 * short list: "Allergies: NKDA." followed by "Family Psychiatric History:", or a lower-case
 * "allergies: sulfa (hives)" line followed by the rest of a telephone note, must not lend its
 * allergy to what comes after. The list ends at a blank line after its first item, at a line that
 * looks like a header (a label of a few Title Case or capital words with its colon, or any label
 * alone on its line with a colon), at a line of prose, at a known section's label run in after a
 * sentence ("NKA. Current meds: …"), and, when the header carries its list on
 * its own line, at the next line unless that line goes on with the list.
 */
import { countWords, isAllCaps, isTitleCase, readCandidate, type SectionHeader } from './section-headers.js'
import { categoryOfHeader, normalizeHeaderTitle } from './section-synonyms.js'
import { isBlank, type TextLine } from './text-lines.js'

/** Words in a line past which it is prose rather than an item ("Penicillin - hives"). */
const MAX_ITEM_WORDS = 12
const LIST_MARKER = /^(?:[-*•+]|\d{1,2}[.)])\s/
const CONTINUES = /(?:[,;/&]|\band|\bor)$/i

/**
 * The offset where the body of an allergy section ends, or undefined when it runs to `limit`
 * (the next header's start). `nextLine` is the index of the next header's line (or lines.length).
 */
export function allergyListEnd(
  text: string,
  lines: readonly TextLine[],
  header: SectionHeader,
  nextLine: number,
): number | undefined {
  const first = lines[header.line]!
  const inline = header.end < first.contentEnd
  const runIn = runInLabelAt(text, header.end, first.contentEnd)
  if (runIn !== undefined) return runIn
  let previous = first
  let items = inline ? 1 : 0
  for (let li = header.line + 1; li < nextLine; li++) {
    const line = lines[li]!
    if (isBlank(line)) {
      if (items > 0) return endOf(lines, li)
      continue
    }
    if (endsList(text, line, previous, inline && items > 0)) return line.start
    const runInItem = runInLabelAt(text, line.contentStart, line.contentEnd)
    if (runInItem !== undefined) return runInItem
    items++
    previous = line
  }
  return undefined
}

/** A sentence end, then a label of up to four words with its colon: "NKA. Current meds: …". */
const RUN_IN_LABEL = /[.;]\s+([A-Z][A-Za-z/ ]{1,40}):\s/g

/**
 * The start of a known section's label run in after a sentence inside [from, to) ("Allergies
 * reviewed: NKA. Current meds: metformin"), or undefined. Only a known name other than an
 * allergy one counts: "Penicillin: hives. Sulfa: rash" goes on with the list.
 */
function runInLabelAt(text: string, from: number, to: number): number | undefined {
  // the line alone, so a line without a label costs its own length, not the rest of the note
  const line = text.slice(from, to)
  RUN_IN_LABEL.lastIndex = 0
  for (let m = RUN_IN_LABEL.exec(line); m !== null; m = RUN_IN_LABEL.exec(line)) {
    const label = m[1]!
    if (countWords(label) > 4) continue
    const category = categoryOfHeader(normalizeHeaderTitle(label))
    if (category !== undefined && category !== 'allergies') return from + m.index + m[0].indexOf(label)
  }
  return undefined
}

/** The end of the last non-blank line before line `li`. */
function endOf(lines: readonly TextLine[], li: number): number {
  let k = li - 1
  while (k > 0 && isBlank(lines[k]!)) k--
  return lines[k]!.contentEnd
}

/** Whether a line no longer belongs to the list above it. */
function endsList(text: string, line: TextLine, previous: TextLine, afterInline: boolean): boolean {
  const content = text.slice(line.contentStart, line.contentEnd)
  if (LIST_MARKER.test(content)) return false
  if (afterInline && !CONTINUES.test(text.slice(previous.contentStart, previous.contentEnd))) return true
  if (looksLikeHeader(text, line)) return true
  return countWords(content) > MAX_ITEM_WORDS && /[.!?]$/.test(content)
}

/** A label with its colon, alone on its line, or of two to five Title Case or capital words. */
function looksLikeHeader(text: string, line: TextLine): boolean {
  const cand = readCandidate(text, line)
  if (cand === undefined || !cand.hasColon) return false
  if (!cand.hasBody) return true
  const title = text.slice(line.contentStart, cand.titleEnd)
  const words = countWords(title)
  return words >= 2 && words <= 5 && !title.includes('(') && (isAllCaps(title) || isTitleCase(title))
}
