import { allergyListEnd } from './section-extent.js'
import { findHeaders } from './section-headers.js'
import { isSpaceCode, splitLines } from './text-lines.js'
import type { Section } from './types.js'

export { SECTION_CATEGORIES } from './types.js'
export type { Section, SectionCategory } from './types.js'

function trimmedEnd(text: string, start: number, end: number): number {
  while (end > start && isSpaceCode(text.charCodeAt(end - 1))) end--
  return end
}

/**
 * Sections of a clinical note, in text order, each from its header to the next header
 * (trailing whitespace excluded). Non-blank text before the first header is kept as an
 * untitled 'other' section so every word of the note belongs to some section; so is the text
 * after an allergy list that its layout ends before the next header (section-extent.ts).
 */
export function findSections(text: string): Section[] {
  const lines = splitLines(text)
  const headers = findHeaders(text, lines)
  const sections: Section[] = []
  const firstStart = headers.length > 0 ? headers[0]!.start : text.length
  let preStart = 0
  while (preStart < firstStart && isSpaceCode(text.charCodeAt(preStart))) preStart++
  if (preStart < firstStart) {
    sections.push({
      start_index: preStart,
      end_index: trimmedEnd(text, preStart, firstStart),
      title: '',
      category: 'other',
    })
  }
  for (let i = 0; i < headers.length; i++) {
    const h = headers[i]!
    const following = headers[i + 1]
    const next = following !== undefined ? following.start : text.length
    const bodyEnd =
      h.category === 'allergies' ? allergyListEnd(text, lines, h, following?.line ?? lines.length) : undefined
    sections.push({
      start_index: h.start,
      end_index: trimmedEnd(text, h.start, bodyEnd ?? next),
      title: text.slice(h.start, h.titleEnd),
      category: h.category,
    })
    if (bodyEnd !== undefined) pushUntitled(text, sections, bodyEnd, next)
  }
  return sections
}

/** The rest of a section its layout ended, when it holds any text, as an untitled 'other' section. */
function pushUntitled(text: string, sections: Section[], from: number, to: number): void {
  let start = from
  while (start < to && isSpaceCode(text.charCodeAt(start))) start++
  if (start < to)
    sections.push({ start_index: start, end_index: trimmedEnd(text, start, to), title: '', category: 'other' })
}
