/**
 * A list item that carries its own finding ends a negation's list: in "no focal deficits, pupils
 * equal and reactive, gait steady" and "no murmur, normal vision screen", the items after the
 * first say what was found ("equal", "steady", "normal"), so the "no" before them does not deny
 * them. The item is the stretch between the commas around the target (or the sentence's end);
 * a word of a found state anywhere in it, outside the target, makes it an item of its own. A
 * hedge's list ends there too ("Epididymitis more likely, blood flow preserved"): what was found is
 * not in doubt.
 */
import type { WordScan } from './word-scan.js'

/** Words that state what was found in an exam or a result: the item is a finding, not a denial. */
const FOUND_STATES: ReadonlySet<string> = new Set([
  'normal',
  'intact',
  'preserved',
  'equal',
  'reactive',
  'steady',
  'unchanged',
  'stable',
  'clear',
  'clean',
  'present',
  'soft',
  'regular',
  'symmetric',
  'appropriate',
  'healing',
  'improving',
  'improved',
])
const ITEM_ENDS: ReadonlySet<string> = new Set([',', ';'])
/** How far an item is read on either side of the target, in tokens. */
const ITEM_REACH = 6

/**
 * Whether the target at tokens [xs, xe) sits in a list item after a comma past the negation or hedge cue
 * ending at token cueEnd, and that item states a found state of its own. The sentence ends at se.
 */
export function itemWithItsOwnFinding(scan: WordScan, cueEnd: number, xs: number, xe: number, se: number): boolean {
  const keys = scan.keys
  let start = xs - 1
  while (start >= cueEnd && xs - start <= ITEM_REACH && !ITEM_ENDS.has(keys[start]!)) start--
  // the target is in the cue's own item: "no murmur" is denied
  if (start < cueEnd || !ITEM_ENDS.has(keys[start]!)) return false
  for (let k = start + 1; k < xs; k++) if (FOUND_STATES.has(keys[k]!)) return true
  for (let k = xe; k < se && k < xe + ITEM_REACH && !ITEM_ENDS.has(keys[k]!); k++) {
    if (FOUND_STATES.has(keys[k]!)) return true
  }
  return false
}
