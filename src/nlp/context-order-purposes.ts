/**
 * An order may say what it is for, when or through whom it is given, between its drug, test or
 * procedure and a condition after it: "Topiramate for prevention if attacks exceed 4 a month",
 * "Naltrexone at discharge if LFTs are acceptable", "nerve conduction studies through neurology if
 * there is no recovery", "diagnostic laparoscopy with excision if pain persists". The phrase is the
 * order's own, a preposition and a few words, so the condition still governs the order (the dose
 * and timing words of context-order-details.ts are the other kind of such words). Anything that
 * closes a phrase or opens another item (a comma, a list number "3)", a semicolon) makes the
 * condition another item's: "ibuprofen for pain as needed 3) return if fever lasts". A bare "once"
 * after such a phrase counts the doses ("oral rehydration with ondansetron once") as often as it
 * sets a condition, so only the other words of a condition are read across the phrase.
 */

/** Prepositions that open a phrase of the order's own: its purpose, its time, its agent or route, what goes with it. */
const ORDER_PREPOSITIONS: ReadonlySet<string> = new Set(['for', 'at', 'through', 'via', 'with'])
/** Words of the phrase at most: "for migraine prevention", "at the next visit". */
const MAX_PHRASE_WORDS = 3

/** Whether tokens [from, to) are one prepositional phrase of the order before the cue of a condition (not a bare "once"). */
export function orderPurposeBetween(
  keys: readonly string[],
  isWord: readonly boolean[],
  from: number,
  to: number,
  condition: string,
): boolean {
  if (condition === 'once' || to - from < 2 || to - from > MAX_PHRASE_WORDS + 1 || !ORDER_PREPOSITIONS.has(keys[from]!))
    return false
  for (let k = from + 1; k < to; k++) if (!isWord[k] || ORDER_PREPOSITIONS.has(keys[k]!)) return false
  return true
}
