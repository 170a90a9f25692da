/**
 * A substance that sets off the airways is recorded as an allergen: "dust mites trigger her
 * asthma", "cat dander causes her asthma flares", "aspirin and ibuprofen make his breathing
 * worse", "Aspirin causes wheezing, so NSAIDs are avoided", "mold triggers his rhinitis". Airway
 * reactions (wheezing, bronchospasm, an asthma flare, breathing made worse, and rhinitis, the
 * nose's share of the same airway) are hypersensitivity by nature — the aspirin-exacerbated and
 * the allergic asthmas, allergic rhinitis — so a cause word that links a substance to one names
 * an allergen, whatever was done about it afterwards. The cause word and the drug before it
 * are found by the allergy rules (context-allergy.ts); this file reads what the cause word acts on.
 */

/** Who a cause word acts on, between it and the reaction: "trigger her asthma". */
const CAUSE_OBJECTS: ReadonlySet<string> = new Set(['him', 'her', 'them', 'me', 'you', 'his', 'their', 'your'])

/** A reaction target's words that name the airways reacting ("wheezing", "asthma flares", "asthma attacks", "rhinitis"). */
const AIRWAY_REACTION = /^(?:wheezing|wheeze|bronchospasm|(?:\w+ )?asthma(?: \w+)?|(?:\w+ )?rhinitis)$/

/** Tokens after the cause word the reaction may start within ("triggers | her | asthma"). */
const MAX_REACH = 3

/**
 * Whether the cause word at token k acts on the airways: a reaction target named so within a few
 * tokens (an object pronoun between allowed), or the bare words "breathing worse". `wordsAt(j)`
 * gives the words of the target covering token j.
 */
export function airwayReactionAfter(
  keys: readonly string[],
  targetOf: Int32Array,
  wordsAt: (j: number) => string,
  k: number,
  se: number,
): boolean {
  let j = k + 1
  if (j < se && CAUSE_OBJECTS.has(keys[j]!)) j++
  for (const end = Math.min(se, j + MAX_REACH); j < end; j++) {
    if (targetOf[j] !== 0) return AIRWAY_REACTION.test(wordsAt(j))
    if (keys[j] === 'breathing' && keys[j + 1] === 'worse') return true
    if (keys[j] !== 'the' && keys[j] !== 'a') return false
  }
  return false
}
