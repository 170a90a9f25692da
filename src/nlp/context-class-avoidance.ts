/**
 * A whole class of drugs kept away: "avoid all NSAIDs", "she has avoided all penicillins". Naming
 * every member of a class ("all") is how notes bar a drug family for a reaction to one of them
 * (aspirin-exacerbated respiratory disease, a penicillin rash), so the class avoided is a negated
 * allergen, as a drug avoided "given allergy" is. A single drug avoided ("avoid ibuprofen") names
 * no allergen: that avoidance may have any reason.
 */
import type { WordScan } from './word-scan.js'

const AVOID_VERBS: ReadonlySet<string> = new Set(['avoid', 'avoids', 'avoided', 'avoiding'])
const ALL_WORDS: ReadonlySet<string> = new Set(['all', 'any'])

/** Whether the drug at tokens [xs, …) stands right after "avoid(ed) all" in its sentence starting at ss. */
export function avoidedAsAClass(scan: WordScan, ss: number, xs: number): boolean {
  const k = xs - 1
  return k - 1 >= ss && ALL_WORDS.has(scan.keys[k]!) && AVOID_VERBS.has(scan.keys[k - 1]!)
}
