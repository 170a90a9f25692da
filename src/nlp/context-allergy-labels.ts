/**
 * "Despite the penicillin label", "The sulfa label was removed": a drug named right before the noun
 * "label" is named by its allergy label, the record of an allergy, so it is an allergen (whether the
 * label stands or was removed, which the negation rules read). "Labelled" and "labeled" as verbs,
 * and a label of a product ("the package label"), name no drug here.
 */

const LABEL_NOUNS: ReadonlySet<string> = new Set(['label', 'labels'])

/** Whether the noun "label" follows the drug ending at token xe, before the sentence end se. */
export function namedByAllergyLabel(keys: readonly string[], xe: number, se: number): boolean {
  return xe < se && LABEL_NOUNS.has(keys[xe]!)
}
