/**
 * Options weighed against each other before "discussed": "surgical repair vs physical therapy
 * discussed", "Active surveillance vs prostatectomy vs radiation discussed". "Discussed" right
 * after a procedure makes it one not yet done; when the procedures before it are alternatives
 * joined by "vs", "versus" or "or", every one of them is still to be chosen, not only the last. The
 * rule reads the shape: from the target to the cue, only other targets of the same kind and the
 * words that join alternatives. Anything else between (a verb, a finding, a comma before another
 * clause) keeps the cue to the item right before it.
 */

/** The cues of a discussion, read back to the item right before them. */
const DISCUSSION_PHRASES: ReadonlySet<string> = new Set(['discussed', 'was discussed', 'were discussed'])
/** Words that join alternatives. */
const ALTERNATIVE_JOINERS: ReadonlySet<string> = new Set(['vs', 'versus', 'or', '.'])
/** A few alternatives at most. */
const MAX_TOKENS = 16

/**
 * Whether tokens [from, to) hold only targets of `type` joined by words of alternatives, at
 * least one joiner among them, before the discussion cue `phrase`.
 */
export function discussedAlternative(
  keys: readonly string[],
  targetOf: Int32Array,
  typeAt: (k: number) => string | undefined,
  phrase: string,
  type: string | undefined,
  from: number,
  to: number,
): boolean {
  if (!DISCUSSION_PHRASES.has(phrase) || to - from < 2 || to - from > MAX_TOKENS) return false
  let joiners = 0
  for (let k = from; k < to; k++) {
    if (targetOf[k] !== 0) {
      if (typeAt(k) !== type) return false
    } else if (ALTERNATIVE_JOINERS.has(keys[k]!)) joiners++
    else return false
  }
  return joiners > 0 && targetOf[to - 1] !== 0
}
