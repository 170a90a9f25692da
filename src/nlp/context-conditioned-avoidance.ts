/**
 * An avoidance under a condition after it: "avoid NSAIDs unless cardiology advises", "Avoid
 * sedatives until the sleep study". The condition bounds the avoiding, and the drug is kept away
 * now: it is negated, and no more hypothetical than a drug held "if BP is above 160/100". The rule
 * reads the shape: the verb "avoid" (its -ing form too) before the list the target stands in,
 * with only articles, list glue and the list's other items between. A condition on anything else
 * ("Start apixaban if the hemoglobin is stable") is left to the condition rules.
 */

/** The verb of keeping something away, before its object. */
const AVOID_VERBS: ReadonlySet<string> = new Set(['avoid', 'avoiding'])
/** Words between the verb and its objects: articles, quantifiers and list glue. */
const OBJECT_GLUE: ReadonlySet<string> = new Set(['any', 'all', 'the', 'a', 'an', 'and', 'or', ',', '/', 'other'])
/** The object list is short: the verb stands a few tokens before the target at most. */
const MAX_LOOKBACK = 12

/** Whether the target is an object of "avoid", so a condition after it bounds the avoiding only. */
export function avoidedObject(keys: readonly string[], targetOf: Int32Array, ss: number, xs: number): boolean {
  for (let k = xs - 1; k >= ss && k >= xs - MAX_LOOKBACK; k--) {
    const key = keys[k]!
    if (AVOID_VERBS.has(key) && targetOf[k] === 0) return true
    if (targetOf[k] === 0 && !OBJECT_GLUE.has(key)) return false
  }
  return false
}
