/** Which section an annotation falls in, for the concept and context finders. */

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
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid]!.start_index <= start) lo = mid + 1
    else hi = mid
  }
  for (let k = lo - 1; k >= 0; k--) {
    if (sorted[k]!.end_index >= end) return sorted[k]!.category
  }
  return ''
}
