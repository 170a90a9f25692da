/**
 * A drug the note lists as the patient's allergen stays an allergen where the note withholds it in
 * a clause of its own: with "Ketorolac (wheezing)" under allergies, the plan's "Take acetaminophen;
 * do not take ketorolac" and the procedure note's "No ketorolac was given." are negated and allergy
 * both, as "Avoid X given allergy" is (see docs/clinical-pipeline.md, Conventions). The denial
 * must open its clause (at most three words after the sentence's start, a colon, a semicolon or a
 * list marker): that is a decision about the drug. A denied item inside an order's list ("bath
 * 2K, flow 400, no heparin") or a phrase ("anesthetic with no succinylcholine") is a detail of
 * that order, and a drug the note gives or plans is left as it is.
 */

/** What the note answered for one target, as far as this rule reads it. */
interface AllergyFacts {
  negated: boolean
  hypothetical: boolean
  allergy: boolean
  experiencer: string
}

/** The note's tokens and targets, as context.ts holds them. */
export interface NamedAllergenView {
  keys: readonly string[]
  /** 1 + the index of the target covering a token, else 0 */
  targetOf: Int32Array
  ranges: readonly { xs: number; xe: number }[]
  /** the first token of each target's sentence */
  sentenceStarts: Int32Array
  /** lower-cased target texts */
  names: readonly string[]
  types: readonly (string | undefined)[]
}

/** Tokens that open a clause inside a sentence. */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set([':', ';', '-', '.', ')'])
/** Words a withholding clause may put before its drug: "do not take", "no more". */
const MAX_LEAD_WORDS = 3

/** Marks as allergy every drug withheld in a clause of its own whose name the note gives as the patient's allergen. */
export function inheritNamedAllergens(attributes: AllergyFacts[], v: NamedAllergenView): void {
  const allergens = new Set<string>()
  for (let idx = 0; idx < attributes.length; idx++) {
    const a = attributes[idx]!
    if (a.allergy && !a.negated && a.experiencer === 'patient') allergens.add(v.names[idx]!)
  }
  if (allergens.size === 0) return
  for (let idx = 0; idx < attributes.length; idx++) {
    const a = attributes[idx]!
    if (v.types[idx] !== 'medication' || a.allergy || !a.negated || a.hypothetical || a.experiencer !== 'patient')
      continue
    if (allergens.has(v.names[idx]!) && opensClause(v, idx)) a.allergy = true
  }
}

/** Whether the target stands at most MAX_LEAD_WORDS words after its clause's start, with no other target between. */
function opensClause(v: NamedAllergenView, idx: number): boolean {
  const { keys, targetOf } = v
  const ss = v.sentenceStarts[idx]!
  let words = 0
  for (let k = v.ranges[idx]!.xs - 1; k >= ss; k--) {
    const key = keys[k]!
    if (CLAUSE_OPENERS.has(key) || /^\d+$/.test(key)) return true
    if (targetOf[k] !== 0 || !/^[a-z]/.test(key) || ++words > MAX_LEAD_WORDS) return false
  }
  return true
}
