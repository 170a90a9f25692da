/**
 * A hedge weighs its condition, not the anchor the condition is placed at: in "Possible cellulitis
 * around the insect bite", "Question of aspiration during the seizure" and "R/o sepsis in a febrile
 * neonate", the bite, the seizure and the fever are seen. "During" and "around" place a condition
 * in a time or a site, and "in a"/"in an" names the patient it is weighed in; the hedge's forward
 * scope ends there.
 */

const ANCHORS: ReadonlySet<string> = new Set(['during', 'around'])
const INDEFINITES: ReadonlySet<string> = new Set(['a', 'an'])

/** Whether an anchor word stands in tokens [from, to) between a forward hedge and its target. */
export function anchorBetween(keys: readonly string[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const key = keys[k]!
    if (ANCHORS.has(key) || (key === 'in' && INDEFINITES.has(keys[k + 1] ?? ''))) return true
  }
  return false
}
