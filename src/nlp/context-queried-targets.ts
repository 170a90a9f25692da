/**
 * A target queried by a question mark glued to it, in telegraphic notes: "volume overload? - incr
 * furosemide", "leakage of fluid?", "brother w/ PKD? (pt unsure)", "on asa? per wife …". The
 * writer is not sure of it, so it is uncertain. A question put to someone is left alone: its
 * clause opens with a question word ("Any chest pain?", "Do you have a fever?"). A question mark
 * standing apart ("? cellulitis") hedges what follows it and is read by the trigger lists.
 */
import type { TargetView } from './context-target-view.js'

/** What the rule needs to know of a target (context-target-view.ts). */
export type QueriedTargetView = Pick<TargetView, 'scan' | 'ss' | 'xs' | 'xe' | 'se'>

/** Words that open a question put to someone. */
const QUESTION_WORDS = new Set([
  'any',
  'do',
  'does',
  'did',
  'is',
  'are',
  'was',
  'were',
  'has',
  'have',
  'had',
  'can',
  'could',
  'should',
  'will',
  'would',
  'how',
  'what',
  'when',
  'where',
  'which',
  'who',
  'why',
])
/** What opens the target's clause. */
const CLAUSE_STARTS = new Set([',', ';', '.', ':', '(', ')', '-'])

/** Whether a question mark is glued right after the target, outside a question put to someone. */
export function queriedTarget(v: QueriedTargetView): boolean {
  const { keys, starts, ends } = v.scan
  if (v.xe >= v.se || keys[v.xe] !== '?' || starts[v.xe] !== ends[v.xe - 1]) return false
  let k = v.xs - 1
  while (k >= v.ss && !CLAUSE_STARTS.has(keys[k]!)) k--
  return !QUESTION_WORDS.has(keys[k + 1]!)
}
