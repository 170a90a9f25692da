/**
 * Verbs of using, taking and consuming, which after a comma open a clause of their own: "Denies
 * tobacco, uses kratom most days", "no more codeine, use naproxen instead", "avoid grapefruit,
 * limit caffeine, and take the statin at night". A negation before the comma denies its own list;
 * the substance after such a verb is used, limited or taken. A verb of the class followed by "of"
 * is the noun ("Denies alcohol, use of cocaine"), which goes on with the list.
 */

/** The verbs, in the forms of a note's telegraphic present and of an instruction. */
const USING_VERBS: ReadonlySet<string> = new Set([
  'use',
  'uses',
  'take',
  'takes',
  'drinks',
  'smokes',
  'vapes',
  'chews',
  'eats',
  'limit',
  'limits',
])

/** Whether token k is a verb of using that opens a clause (not the noun before "of"). */
export function usingVerbAt(keys: readonly string[], k: number): boolean {
  return USING_VERBS.has(keys[k]!) && keys[k + 1] !== 'of'
}
