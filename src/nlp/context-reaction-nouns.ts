/**
 * A problem named by the noun "reaction" itself ("a severe reaction", "infusion reaction",
 * "reaction"): whatever its modifier, it tells that a substance set something off, so it binds
 * its drug as an allergic reaction does ("infusion reaction with the first dose of infliximab",
 * "a severe reaction to halothane", "Vancomycin infusion reaction"). A reaction said not to have
 * happened ("no reaction to the test dose", "without reaction") is read by the tolerance rules
 * first and makes no allergen.
 */

const REACTION_HEADS = /(?:^| )reactions?$/

/** Whether a target's words, lower case and joined by spaces, end in "reaction(s)". */
export function namesAReaction(words: string): boolean {
  return REACTION_HEADS.test(words)
}

const ALLERGY_HEADS = /(?:^| )allerg(?:y|ies)$/

/**
 * Whether a target's words end in "allergy" or "allergies" ("seasonal allergies", "food allergy"):
 * a problem named by the allergy noun itself binds what it is "to" as "allergic to" does
 * ("seasonal allergies to birch pollen"), though the target's words hide the cue from the trigger
 * search.
 */
export function namesAnAllergy(words: string): boolean {
  return ALLERGY_HEADS.test(words)
}

/** Words no concept covers, at most this many, between a drug and the "reaction" it had: "Vancomycin infusion reaction". */
const REACTION_MODIFIERS_MAX = 1

/**
 * "Vancomycin infusion reaction in 2022", "Iron dextran reaction": the noun "reaction", no
 * concept of its own, right after the drug or after one word of its kind, tells the drug's
 * reaction. Token k is the first after the drug; tokens stop at the sentence end se.
 */
export function reactionNounAfter(keys: readonly string[], targetOf: Int32Array, k: number, se: number): boolean {
  for (let j = k; j < se && j <= k + REACTION_MODIFIERS_MAX; j++) {
    if (targetOf[j] !== 0) return false
    if (keys[j] === 'reaction' || keys[j] === 'reactions') return true
  }
  return false
}
