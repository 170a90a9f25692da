/**
 * An aside set off between an item and the word that plans it: "Zoster vaccine (recombinant)
 * recommended", "Hepatitis B vaccine, three doses, advised". A cue read back over its own clause
 * ("recommended") stops at a comma or a bracket, since what stands before one is usually another
 * clause's ("MRI negative, biopsy recommended"). An aside is no other clause: a few words in
 * brackets or between two commas, naming the item's kind or count, with no verb, finding or other
 * item in it, and the cue right after its close. Then the cue reaches the item before the aside.
 */
import { DONE_OR_ONGOING, pastParticiple } from './context-plan-items.js'

/** An aside is a few words: a kind or a count ("(recombinant)", ", two doses,"). */
const MAX_ASIDE_WORDS = 3
/** How an aside is set off: its opening mark and the mark that closes it. */
const CLOSING: Readonly<Record<string, string>> = { '(': ')', ',': ',' }

/**
 * Whether tokens [from, to) are one set-off aside and nothing else: an opening mark right after
 * the item, a few plain words with no target, and the closing mark right before the cue.
 */
export function onlyAsideBetween(keys: readonly string[], targetOf: Int32Array, from: number, to: number): boolean {
  const open = keys[from]
  const close = open === undefined ? undefined : CLOSING[open]
  if (close === undefined || to - from < 3 || to - from - 2 > MAX_ASIDE_WORDS || keys[to - 1] !== close) return false
  for (let k = from + 1; k < to - 1; k++) {
    const key = keys[k]!
    if (targetOf[k] !== 0 || !/^[a-z0-9-]+$/.test(key) || DONE_OR_ONGOING.has(key) || pastParticiple(key)) return false
  }
  return true
}
