/**
 * Words with which an order says it is held in reserve or left to be decided: "icatibant
 * available if the swelling reaches the airway", "tonsillectomy to consider if it recurs", "sleep
 * study to be ordered if snoring goes on". Such an order is not given yet; only the condition after
 * it would bring it on, so the condition reaches back over these words as it does over a dose
 * (context-order-details.ts). A closed family: availability ("available", "on hand", "on
 * standby") and deliberation in the infinitive, which has no subject of its own ("to consider",
 * "to be considered", "to be ordered", "to be offered", "to be discussed").
 */

const RESERVE_PHRASES: readonly (readonly string[])[] = [
  ['available'],
  ['on', 'hand'],
  ['on', 'standby'],
  ['in', 'reserve'],
  ['to', 'consider'],
  ['to', 'be', 'considered'],
  ['to', 'be', 'ordered'],
  ['to', 'be', 'offered'],
  ['to', 'be', 'discussed'],
]

/** The end of a reserve phrase starting at token `k` and ending by `to`, else -1. */
export function reservePhraseEnd(keys: readonly string[], k: number, to: number): number {
  for (const phrase of RESERVE_PHRASES) {
    const end = k + phrase.length
    if (end > to) continue
    let j = 0
    while (j < phrase.length && keys[k + j] === phrase[j]) j++
    if (j === phrase.length) return end
  }
  return -1
}
