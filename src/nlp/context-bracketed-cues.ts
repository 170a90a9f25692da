/**
 * A history cue inside a bracket dates the item the bracket follows, not the list before it: in
 * "gout, asthma, eczema 2015 (resolved, no creams since)" only the eczema is over. The bracket
 * is an aside on its own item, so a backward cue in it stops at the list's last separator (comma
 * or semicolon) before the bracket opens. A bracket right after the target ("asthma (remote)")
 * still reaches it.
 */

/** Marks that part the items of a list. */
const SEPARATORS: ReadonlySet<string> = new Set([',', ';'])

/**
 * Whether the cue at token cueStart sits in a bracket opened after a separator that follows the
 * target's end (token targetEnd): then the bracket is another item's aside.
 */
export function bracketedCueOverreaches(keys: readonly string[], targetEnd: number, cueStart: number): boolean {
  let depth = 0
  let k = cueStart - 1
  for (; k >= targetEnd; k--) {
    const key = keys[k]
    if (key === ')') depth++
    else if (key === '(') {
      if (depth === 0) break
      depth--
    }
  }
  if (k < targetEnd) return false
  for (let j = k - 1; j >= targetEnd; j--) if (SEPARATORS.has(keys[j]!)) return true
  return false
}
