/**
 * The condition a screening or genetic test looks for is hypothetical while that test is still
 * ahead: in "Carrier screening for cystic fibrosis offered", "Genetic testing for HCM recommended"
 * nobody says the patient has the condition; it is what the test would find. The annotation guidelines read "screening for X" so,
 * and the cue "screening for" says it when the words are prose; here the screening word is part of
 * the test's own name, so the cue is read from the test: a test or procedure whose name ends in a
 * screening word, right before "for", lends its plan to the problems of the list after "for". A
 * test done or resulted ("Genetic testing for BRCA was negative", "stress test for ischemia
 * positive") is not ahead, so its condition keeps its own reading.
 */

/** What the note answered for one target, as far as this rule reads it. */
interface ScreenFacts {
  negated: boolean
  historical: boolean
  hypothetical: boolean
}

/** The note's tokens and targets, as context.ts holds them. */
export interface ScreenedConditionView {
  keys: readonly string[]
  /** 1 + the index of the target covering a token, else 0 */
  targetOf: Int32Array
  ranges: readonly { xs: number; xe: number }[]
  /** the first token of each target's sentence */
  sentenceStarts: Int32Array
  types: readonly (string | undefined)[]
}

/** Last words of a test's name that say it looks for a condition the patient may not have. */
const SCREENING_HEADS: ReadonlySet<string> = new Set(['screening', 'screen', 'testing', 'test', 'tests'])
/** Words between "for" and a listed condition: list glue and articles ("for HIV and hepatitis C"). */
const LIST_GLUE: ReadonlySet<string> = new Set([',', 'and', 'or', '/', 'a', 'an', 'the'])
/** Glue words a list may hold before the target; more is prose, not a list. */
const MAX_GLUE = 6

/** Marks as hypothetical each problem listed after "for" behind a screening test that is itself ahead. */
export function inheritScreenedConditions(attributes: ScreenFacts[], v: ScreenedConditionView): void {
  for (let idx = 0; idx < attributes.length; idx++) {
    const a = attributes[idx]!
    if (v.types[idx] !== 'problem' || a.negated || a.historical || a.hypothetical) continue
    const test = screeningTestBefore(v, idx)
    if (test >= 0 && attributes[test]!.hypothetical && !attributes[test]!.negated) a.hypothetical = true
  }
}

/** The index of the screening test whose "for" opens the list the target is in, or -1. */
function screeningTestBefore(v: ScreenedConditionView, idx: number): number {
  const { keys, targetOf } = v
  const ss = v.sentenceStarts[idx]!
  let glue = 0
  for (let k = v.ranges[idx]!.xs - 1; k > ss; k--) {
    const key = keys[k]!
    if (targetOf[k] !== 0) {
      if (v.types[targetOf[k]! - 1] !== 'problem') return -1
      continue
    }
    if (key === 'for') return screeningTestEndingAt(v, k - 1)
    if (!LIST_GLUE.has(key) || ++glue > MAX_GLUE) return -1
  }
  return -1
}

/** The index of the test or procedure whose last token is `k` and whose name ends in a screening word, or -1. */
function screeningTestEndingAt(v: ScreenedConditionView, k: number): number {
  const owner = v.targetOf[k] ?? 0
  if (owner === 0 || v.ranges[owner - 1]!.xe !== k + 1) return -1
  const type = v.types[owner - 1]
  if (type !== 'test' && type !== 'procedure') return -1
  return SCREENING_HEADS.has(v.keys[k]!) ? owner - 1 : -1
}
