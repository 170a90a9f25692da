/**
 * "Allergies - cats (sneezing, wheezing)", "Allergies - nickel (contact dermatitis) / adhesive tape":
 * a line that opens with the allergy label and a spaced dash is an allergy entry as "Allergies:"
 * is, so its substances are allergens and its reactions past ones, as in an allergy section. The
 * tokenizer reads a hyphen as a space, so the dash is looked for in the text between the label
 * and the next word.
 */
import type { WordScan } from './word-scan.js'

const ALLERGY_LABELS: ReadonlySet<string> = new Set(['allergies', 'allergy', 'allergens'])
const SPACED_DASH = /^\s+[-\u2013\u2014]\s+$/

/** Whether the sentence starting at token ss opens with an allergy label and a spaced dash before token xs. */
export function dashedAllergyLabel(scan: WordScan, text: string, ss: number, xs: number): boolean {
  if (ss + 1 > xs || !ALLERGY_LABELS.has(scan.keys[ss]!)) return false
  return SPACED_DASH.test(text.slice(scan.ends[ss]!, scan.starts[ss + 1]!))
}
