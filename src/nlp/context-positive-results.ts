/**
 * A target with its own positive result word right after it is found, not denied: in "The donor
 * was CMV positive and the recipient negative" and "foot drop absent and straight leg raise
 * positive", the negative word belongs to the other item of the pair.
 */
import type { WordScan } from './word-scan.js'

/** Result words that say a test or sign came out positive. */
const POSITIVE_RESULTS: ReadonlySet<string> = new Set(['positive', 'pos', 'reactive', 'detected'])

/**
 * Whether the target ending at token xe is followed right away by its own positive result word,
 * before token `until` (the negation cue after it, or the sentence's end).
 */
export function ownPositiveResult(scan: WordScan, xe: number, until: number): boolean {
  return xe < until && POSITIVE_RESULTS.has(scan.keys[xe]!)
}
