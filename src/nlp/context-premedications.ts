/**
 * Premedication is given against a reaction, never the cause of one. A target that is the
 * premedication itself ("iodinated contrast - anaphylaxis, premedication needed") or a drug named
 * as one ("tolerated the CT with prednisone premedication") is no allergen, whatever allergy list
 * or cue shares its line; and the substance a premedication is "for" is the allergen it guards
 * against ("after premedication for the contrast allergy"), not a drug given.
 */
import type { WordScan } from './word-scan.js'

/** Words that name a drug given before an exposure to prevent its reaction. */
const PREMEDICATION_WORDS: ReadonlySet<string> = new Set(['premedication', 'premedications', 'premed', 'premeds'])

/** Whether the target ending at xe is itself a premedication, or a drug named right before the word. */
export function namedAsPremedication(keys: readonly string[], xe: number, se: number): boolean {
  return PREMEDICATION_WORDS.has(keys[xe - 1]!) || (xe < se && PREMEDICATION_WORDS.has(keys[xe]!))
}

/**
 * Whether the target at `xs` is what the treatment word at `from` is "for" ("premedicated for the
 * contrast allergy"); a "with" after the "for" names the drug given again ("treated for the hives
 * with diphenhydramine").
 */
export function reasonAfterFor(scan: WordScan, from: number, xs: number): boolean {
  let reason = false
  for (let k = from + 1; k < xs; k++) {
    if (scan.keys[k] === 'for') reason = true
    else if (scan.keys[k] === 'with') reason = false
  }
  return reason
}
