/**
 * An order may say what it is for, when or through whom it is given, between its drug, test or
 * procedure and a condition after it: "Topiramate for prevention if attacks exceed 4 a month",
 * "Naltrexone at discharge if LFTs are acceptable", "nerve conduction studies through neurology if
 * there is no recovery", "diagnostic laparoscopy with excision if pain persists". The phrase is the
 * order's own, a preposition and a few words, so the condition still governs the order (the dose
 * and timing words of context-order-details.ts are the other kind of such words). Anything that
 * closes a phrase or opens another item (a comma, a list number "3)", a semicolon) makes the
 * condition another item's: "ibuprofen for pain as needed 3) return if fever lasts". A bare "once"
 * after such a phrase counts the doses ("oral rehydration with ondansetron once", "once daily") as
 * often as it sets a condition, so "once" is read across the phrase only when a clause of its own
 * follows it ("Isoniazid for 9 months once the LFTs are back", "Appendectomy during this admission
 * once the inflammation settles").
 */

/** Prepositions that open a phrase of the order's own: its purpose, its time, its agent or route, what goes with it. */
const ORDER_PREPOSITIONS: ReadonlySet<string> = new Set(['for', 'at', 'through', 'via', 'with', 'during'])
/** Words after "once" that make it a count of doses or a time, not a condition: "once daily", "once a week", "once more". */
const ONCE_COUNTS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'daily',
  'weekly',
  'monthly',
  'nightly',
  'more',
  'only',
  'now',
  'today',
  'tonight',
  'then',
  'and',
  'or',
  'per',
  'each',
  'every',
  'in',
  'at',
  'on',
  'before',
  'after',
  'for',
  'with',
])
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
  if (to - from < 2 || to - from > MAX_PHRASE_WORDS + 1 || !ORDER_PREPOSITIONS.has(keys[from]!)) return false
  if (condition === 'once' && !onceOpensClause(keys, isWord, to)) return false
  for (let k = from + 1; k < to; k++) if (!isWord[k] || ORDER_PREPOSITIONS.has(keys[k]!)) return false
  return true
}

/** Whether the "once" at token `at` opens a clause of its own ("once the rash heals"), not a count ("once daily"). */
function onceOpensClause(keys: readonly string[], isWord: readonly boolean[], at: number): boolean {
  const next = keys[at + 1]
  return next !== undefined && isWord[at + 1] === true && !ONCE_COUNTS.has(next)
}
