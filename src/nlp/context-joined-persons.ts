/**
 * A person who heads a new item after "and" does not own what came before the "and": "rheumatoid
 * arthritis on prednisone, and a mother with a hip fracture", "testing is advised for her and her
 * two sons". Such a person reaches forward only ("a mother with a hip fracture" keeps the fracture
 * hers). "Breast cancer in her mother", "Diabetes - mother and sister" keep their backward reach:
 * the word before the person there is no "and", or an earlier person already reaches. The rule
 * reads the word before the person, past its possessives and numbers. (The receiver of an offer,
 * "screening offered to the partner", owns the offer: the golds read it so.)
 */

/** Words before a person that make it a new item's head. */
const JOINING_LEADS: ReadonlySet<string> = new Set(['and'])
/** Words between the lead and the person: possessives, articles, counts and sides of the family. */
const PERSON_MODIFIERS: ReadonlySet<string> = new Set([
  'her',
  'his',
  'their',
  'the',
  'a',
  'an',
  'my',
  'your',
  'both',
  'two',
  'three',
  'four',
  'older',
  'younger',
  'maternal',
  'paternal',
])
/** Modifiers read back from the person. */
const MAX_MODIFIERS = 3

/** Whether the person cue starting at token ts heads a new item after "and". */
export function personHeadsJoinedItem(keys: readonly string[], ts: number): boolean {
  let k = ts - 1
  while (k >= 0 && k >= ts - MAX_MODIFIERS && PERSON_MODIFIERS.has(keys[k]!)) k--
  return k >= 0 && JOINING_LEADS.has(keys[k]!)
}
