/**
 * The subject of a condition that waits for something to end or get better is present now: in
 * "ACL reconstruction once the swelling settles", "use the shield until the fissure heals", "if
 * attention problems persist once her anxiety improves", the swelling, the fissure and the anxiety
 * are there today; what the condition holds back is the order, not them. Likewise a condition whose
 * verb is in the past ("switched to ceftriaxone once cultures returned") tells when something
 * happened. The rule reads the verb after the target (the class of verbs of ending and improving,
 * or a past form), with an auxiliary allowed between, not the phrases of a note. "Goes down" is
 * left out: the golds read "once the swelling goes down" as hypothetical and "once swelling
 * settles" as present, and this rule does not take sides between them.
 */
import type { WordScan } from './word-scan.js'

/** Verbs of a condition ending or improving, in the forms a condition uses. */
const ENDING_VERBS = new Set(
  [
    ['settles', 'settle'],
    ['resolves', 'resolve', 'resolved'],
    ['improves', 'improve', 'improved'],
    ['heals', 'heal', 'healed'],
    ['subsides', 'subside', 'subsided'],
    ['clears', 'clear', 'cleared'],
    ['abates', 'abate'],
    ['recovers', 'recover', 'recovered'],
    ['decreases', 'decrease'],
    ['better', 'gone'],
  ].flat(),
)
/** Past forms that date the condition instead ("once cultures returned"). */
const PAST_VERBS = new Set(['returned', 'came', 'was', 'were', 'had', 'became', 'showed', 'grew'])
/** Between the subject and its verb: "the swelling has settled", "once the wound is healed". */
const AUXILIARIES = new Set(['is', 'are', 'has', 'have', 'gets', 'get', 'starts', 'begins'])

/** Whether the target is the subject of a condition's verb of ending or improving, or of a past verb. */
export function presentSubjectOfCondition(scan: WordScan, xe: number, se: number): boolean {
  const { keys } = scan
  let k = xe
  if (k < se && AUXILIARIES.has(keys[k]!)) k++
  if (k >= se) return false
  return ENDING_VERBS.has(keys[k]!) || (k === xe && PAST_VERBS.has(keys[k]!))
}
