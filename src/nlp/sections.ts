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
 * untitled 'other' section so every word of the note belongs to some section.
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
    const next = i + 1 < headers.length ? headers[i + 1]!.start : text.length
    sections.push({
      start_index: h.start,
      end_index: trimmedEnd(text, h.start, next),
      title: text.slice(h.start, h.titleEnd),
      category: h.category,
    })
  }
  return sections
}
