/**
 * A drug named as the cause of a finding is being given: a hedge on the cause weighs whether the
 * drug did it, not whether the patient takes it, so the drug is not uncertain ("Constipation from
 * opioids likely", "AKI, likely prerenal from vomiting and the lisinopril", "Hyperprolactinemia
 * from risperidone vs a microadenoma"). The annotation guidelines say
 * so of "Hypertension, likely worsened by bevacizumab": a cause is uncertain only when its own
 * existence is in question, and a problem named as the cause still is ("likely from dehydration").
 */

/** Links that name what follows them as the cause of what came before. */
const CAUSE_LINKS: readonly (readonly string[])[] = [
  ['from'],
  ['due', 'to'],
  ['secondary', 'to'],
  ['related', 'to'],
  ['caused', 'by'],
  ['induced', 'by'],
  ['worsened', 'by'],
  ['triggered', 'by'],
  ['attributed', 'to'],
  ['attributable', 'to'],
  ['2', '/', '2'],
]
/** Marks that end the clause a cause link must share with the drug. */
const CLAUSE_ENDS: ReadonlySet<string> = new Set([';', ':', '.', '(', ')'])
/** Tokens looked back from the drug for its cause link, over the causes listed before it. */
const MAX_BACK = 8

/**
 * Whether the medication starting at xs is named as the cause of a finding in its clause, by a
 * link outside the hedge [cueStart, cueEnd) that weighs it: a hedge that holds the link itself
 * ("she thinks her rash is from the soap": a person's view of the cause) is left to its own rule.
 * A comma is crossed only inside a list of causes ("from UTI, constipation and oxycodone"): one
 * before another word ends the link ("from a new watch band, likely nickel" names nickel alone).
 */
export function drugNamedAsCause(
  keys: readonly string[],
  targetOf: Int32Array,
  ss: number,
  xs: number,
  cueStart: number,
  cueEnd: number,
): boolean {
  for (let k = xs - 1; k >= ss && xs - k <= MAX_BACK; k--) {
    if (CLAUSE_ENDS.has(keys[k]!)) return false
    if (keys[k] === ',' && targetOf[k + 1] === 0 && keys[k + 1] !== 'and' && keys[k + 1] !== 'or') return false
    if (k >= cueStart && k < cueEnd) return false
    if (CAUSE_LINKS.some((link) => endsWith(keys, k, link))) return true
  }
  return false
}

function endsWith(keys: readonly string[], k: number, link: readonly string[]): boolean {
  const from = k - link.length + 1
  if (from < 0) return false
  for (let i = 0; i < link.length; i++) if (keys[from + i] !== link[i]) return false
  return true
}
