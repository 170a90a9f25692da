/**
 * An allergic reaction whose cause is hedged still names the substance as the allergen: "Rash,
 * probably caused by amoxicillin", "Contact dermatitis, likely from nickel in her belt buckle". A
 * clinician who records a drug as the probable cause of hives lists it as an allergy; the hedge
 * weighs the link, and the plain link ("hives from amoxicillin") is read by the allergy rules.
 * This file finds the reaction before a hedged link.
 */

/** Hedges of likelihood that may stand between a reaction and its link word. */
const HEDGES: ReadonlySet<string> = new Set(['probably', 'likely', 'possibly', 'presumably', 'most'])
const DETERMINERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'her', 'his', 'their'])

/**
 * The last token of a reaction target before a hedged link that ends right before the substance
 * starting at token xs ("Rash, probably caused by | amoxicillin"), or -1. A hedge is required: an
 * unhedged link is the allergy rules' own.
 */
export function reactionBeforeHedgedLink(
  keys: readonly string[],
  targetOf: Int32Array,
  ss: number,
  xs: number,
): number {
  let k = xs - 1
  while (k > ss && DETERMINERS.has(keys[k]!)) k--
  if (keys[k] === 'from') k--
  else if (keys[k] === 'by' && keys[k - 1] === 'caused') k -= 2
  else return -1
  let hedged = false
  while (k > ss && HEDGES.has(keys[k]!)) {
    hedged = true
    k--
  }
  if (!hedged) return -1
  if (keys[k] === ',') k--
  return k >= ss && targetOf[k] !== 0 ? k : -1
}
