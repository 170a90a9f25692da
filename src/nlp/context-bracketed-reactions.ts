/**
 * What an allergy entry puts in brackets right after a named item is what that item did: the
 * reaction ("cadexomer iodine (burning)", "aspirin (makes your breathing worse)", "metoclopramide -
 * dystonic reaction (neck twisting)"). A target the lexicon gives no type sits there as a reaction,
 * a problem, not as a second allergen; a typed drug in the brackets is left to the allergy rules
 * (a bracketed generic: "Sulfa (sulfamethoxazole)"). A test or procedure before the bracket has
 * no reaction of its own ("CTA head and neck (after premedication …)"): its brackets tell how it
 * was done.
 */

/** Concept types of items that are done rather than taken or suffered. */
const DONE_TYPES: ReadonlySet<string> = new Set(['test', 'procedure'])
/** Words a bracket may hold before the reaction it tells: "(makes your breathing worse)". */
const MAX_WORDS_BEFORE_REACTION = 2

/**
 * Whether the target starting at `xs` stands inside an opening bracket, at most two tokens in,
 * and the token before the bracket belongs to another target (the item the bracket tells of)
 * that is no test or procedure.
 */
export function reactionInBracketsAfterItem(
  keys: readonly string[],
  targetOf: Int32Array,
  ss: number,
  xs: number,
  typeAt: (k: number) => string | undefined,
): boolean {
  for (let k = xs - 1; k >= ss && k >= xs - 1 - MAX_WORDS_BEFORE_REACTION; k--) {
    const key = keys[k]!
    if (key === '(') return k > ss && targetOf[k - 1] !== 0 && !DONE_TYPES.has(typeAt(k - 1)!)
    // a closed bracket or a list separator: the target is past the bracket's item
    if (key === ')' || key === ',' || key === ';' || key === '/') return false
    if (targetOf[k] !== 0) return false
  }
  return false
}
