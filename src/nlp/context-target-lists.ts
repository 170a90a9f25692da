/**
 * A list of targets is one object: in "Discussed active surveillance, radical prostatectomy and
 * radiation", the commas between the options separate the items of what was discussed, not a new
 * clause, so a cue that keeps to its clause reaches every item. The rule reads the tokens between
 * the cue and the target: only targets and the glue of a list (commas, and, or, vs, an article),
 * with a target right after the cue.
 */

/** Words and marks that join the items of a list. */
const LIST_GLUE = new Set([',', 'and', 'or', 'vs', 'versus', '/', 'a', 'an', 'the'])

/** Whether tokens [from, to) hold only targets and list glue, a target first. */
export function onlyTargetsBetween(
  keys: readonly string[],
  targetOf: ArrayLike<number>,
  from: number,
  to: number,
): boolean {
  let k = from
  while (k < to && (keys[k] === 'a' || keys[k] === 'an' || keys[k] === 'the')) k++
  if (k >= to || targetOf[k] === 0) return false
  for (; k < to; k++) if (targetOf[k] === 0 && !LIST_GLUE.has(keys[k]!)) return false
  return true
}
