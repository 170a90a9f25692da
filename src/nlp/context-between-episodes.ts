/**
 * "Between" after a negation names the episodes a state is judged between, not what is denied:
 * in "does not wake up between seizures" and "no pain between attacks" the seizures and the
 * attacks are real; the negation's scope ends at "between".
 */

/** Whether the word "between" stands in tokens [from, to): a negation before it does not reach past it. */
export function betweenEpisodes(keys: readonly string[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (keys[k] === 'between') return true
  return false
}
