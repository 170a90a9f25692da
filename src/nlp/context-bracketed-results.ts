/**
 * Results in brackets after a dated study or event are that study's: "sleep study in 2023 (AHI 31,
 * nadir SpO2 82%)", "right heart catheterization in 2021 (mPAP 41, PVR 5 WU)", "the 2024 echo (EF
 * 55%)". The bracket opens within a few words of the target it elaborates (its date may stand
 * between); when that target is past, so are the tests in the bracket, though no date stands next
 * to them. Only tests inherit: a problem in the bracket may be a current finding ("CT 2019 (nodule,
 * growing)"). The rule reads the bracket's place, not the words of any note.
 */

/** Tokens between the elaborated target and the bracket: "test in 05 / 2023 (". */
const MAX_GAP = 5
/** Tokens looked back from the target for the bracket's opening: a bracket of results is short. */
const MAX_INSIDE = 24
/** What ends the clause the elaborated target must be in. */
const CLAUSE_ENDS = new Set([';', '.', ':', ',', ')', '('])

/**
 * For a target starting at token xs in a sentence starting at ss: the targetOf value (1 + the
 * index) of the target whose bracket it stands in, or 0.
 */
export function bracketOwner(keys: readonly string[], targetOf: Int32Array, ss: number, xs: number): number {
  const open = bracketOpening(keys, ss, xs)
  if (open < 0) return 0
  for (let k = open - 1; k >= ss && k >= open - 1 - MAX_GAP; k--) {
    if (targetOf[k] !== 0) return targetOf[k]!
    if (CLAUSE_ENDS.has(keys[k]!)) return 0
  }
  return 0
}

/** The "(" the target stands in (other targets and commas of the bracket may come first), or -1. */
function bracketOpening(keys: readonly string[], ss: number, xs: number): number {
  for (let k = xs - 1; k >= ss && k >= xs - MAX_INSIDE; k--) {
    const key = keys[k]!
    if (key === '(') return k
    if (key === ')' || key === ';' || key === '.' || key === ':') return -1
  }
  return -1
}
