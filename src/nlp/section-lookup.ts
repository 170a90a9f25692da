/** Which section an annotation falls in, for the concept and context finders. */
import { startsAtOrBefore } from './spans.js'

export interface SectionLike {
  start_index: number
  end_index: number
  category: string
}

/** Sections in start order, ready for sectionCategoryAt. */
export function sortSections(sections: readonly SectionLike[] | undefined): SectionLike[] {
  return sections === undefined ? [] : [...sections].sort((a, b) => a.start_index - b.start_index)
}

/** Category of the innermost (latest-starting) section containing [start, end), or ''. */
export function sectionCategoryAt(sorted: readonly SectionLike[], start: number, end: number): string {
  return sectionAt(sorted, start, end)?.category ?? ''
}

/** The innermost (latest-starting) section containing [start, end). */
export function sectionAt(sorted: readonly SectionLike[], start: number, end: number): SectionLike | undefined {
  for (let k = startsAtOrBefore(sorted, start) - 1; k >= 0; k--) {
    if (sorted[k]!.end_index >= end) return sorted[k]
  }
  return undefined
}
