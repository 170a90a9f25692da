/**
 * A transplant or an organ donation is the patient's when the other party is named with it: the
 * donor after it ("Kidney transplant in 2018 from his sister, a living donor"), the recipient after
 * it ("Kidney donation in 2015 to his brother") or the donor as its modifier ("matched unrelated
 * donor allogeneic HCT", "living donor kidney transplant"). The person is the source or the
 * recipient of the organ, not the one who had the operation. A person named before it as the
 * subject keeps it ("Her brother had a kidney transplant"), and a donor's own operation is no
 * transplant ("donor nephrectomy").
 */

/** Words that name a transplant or a donation of an organ or of stem cells (a closed family). */
const TRANSPLANT_WORDS: ReadonlySet<string> = new Set([
  'transplant',
  'transplantation',
  'donation',
  'hct',
  'hsct',
  'bmt',
  'sct',
])

/** Person cues that name the giver of the organ, read as a modifier right before the transplant. */
const DONOR_WORDS: ReadonlySet<string> = new Set(['donor', 'donors'])

/** Whether the target's tokens [xs, xe) name a transplant or a donation. */
export function namesTransplant(keys: readonly string[], xs: number, xe: number): boolean {
  for (let k = xs; k < xe; k++) if (TRANSPLANT_WORDS.has(keys[k]!)) return true
  return false
}

/**
 * Whether the person cue at tokens [ts, te) is the other party of the transplant target at
 * [xs, xe): named after it, or the donor as its modifier with at most two words between ("matched
 * unrelated donor allogeneic HCT").
 */
export function otherPartyOfTransplant(
  keys: readonly string[],
  xe: number,
  xs: number,
  ts: number,
  te: number,
): boolean {
  if (ts >= xe) return true
  return te <= xs && xs - te <= 2 && DONOR_WORDS.has(keys[te - 1]!)
}
