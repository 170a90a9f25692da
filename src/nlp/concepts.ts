/**
 * Dictionary concept matching: the text is scanned into tokens once, then a trie over token
 * sequences finds, at each position, the longest lexicon term starting there. Matching is
 * case-insensitive, treats any whitespace run as one space, respects word boundaries (tokens are
 * whole words) and lets a plural word in the text meet a singular term in the lexicon.
 */
import type { ConceptType, LexiconEntry } from './lexicon.js'
import { sectionCategoryAt, sortSections, type SectionLike } from './section-lookup.js'
import { phraseKeys, scanWords, singularForms, type WordScan } from './word-scan.js'

export type { SectionLike } from './section-lookup.js'

export interface Concept {
  start_index: number
  end_index: number
  concept_type: ConceptType
  preferred_term: string
  code: string
  /** category of the section containing the concept, '' when none does */
  section: string
}

interface TrieNode {
  next: Map<string, TrieNode> | null
  entry: LexiconEntry | null
}

interface Found {
  end: number
  entry: LexiconEntry
}

const newNode = (): TrieNode => ({ next: null, entry: null })

export class ConceptMatcher {
  readonly #root: TrieNode = newNode()

  /** Later entries with the same term (case and spacing ignored) replace earlier ones. */
  constructor(entries: readonly LexiconEntry[]) {
    for (const entry of entries) {
      const keys = phraseKeys(entry.term)
      if (keys.length === 0) continue
      let node = this.#root
      for (const key of keys) {
        node.next ??= new Map()
        let child = node.next.get(key)
        if (child === undefined) {
          child = newNode()
          node.next.set(key, child)
        }
        node = child
      }
      node.entry = entry
    }
  }

  match(text: string, sections?: readonly SectionLike[]): Concept[] {
    const scan = scanWords(text)
    const ordered = sortSections(sections)
    const out: Concept[] = []
    const n = scan.keys.length
    let i = 0
    while (i < n) {
      const found = scan.isWord[i] ? longestFrom(this.#root, i, scan, n) : null
      if (found === null) {
        i++
        continue
      }
      const start = scan.starts[i]!
      const end = scan.ends[found.end - 1]!
      out.push({
        start_index: start,
        end_index: end,
        concept_type: found.entry.type,
        preferred_term: found.entry.preferred_term,
        code: found.entry.code,
        section: sectionCategoryAt(ordered, start, end),
      })
      i = found.end
    }
    return out
  }
}

/** Longest term starting at token i; a plural form may branch the walk, so it is a small search. */
function longestFrom(node: TrieNode, i: number, scan: WordScan, n: number): Found | null {
  let best: Found | null = node.entry === null ? null : { end: i, entry: node.entry }
  const next = node.next
  if (next === null || i >= n) return best
  const key = scan.keys[i]!
  const exact = next.get(key)
  if (exact !== undefined) best = longer(best, longestFrom(exact, i + 1, scan, n))
  if (scan.isWord[i]) {
    for (const form of singularForms(key)) {
      const child = next.get(form)
      if (child !== undefined) best = longer(best, longestFrom(child, i + 1, scan, n))
    }
  }
  return best
}

const longer = (a: Found | null, b: Found | null): Found | null => (b !== null && (a === null || b.end > a.end) ? b : a)
