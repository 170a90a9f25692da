/**
 * A test or procedure that an order waits for is still ahead: "Avoid heavy lifting until the
 * angiogram", "keep the drain until the post-op swallow study", "hold the diuretic until your
 * creatinine is rechecked". "Until" names the event that ends what is ordered, so the event has
 * not happened. A result awaited is another matter: "continue vancomycin until the nasal swab
 * results" names a test already sent, which the gold sets read as this encounter's. The rule
 * reads an order only: in a plan or instructions section, or in a sentence with a cue of what may
 * come; "she was on heparin until the surgery" tells a past.
 */
import { PLAN_SECTIONS } from './context-plan-items.js'
import type { TargetView } from './context-target-view.js'

/** What the rule needs of a target. */
export type AwaitedEventView = Pick<TargetView, 'scan' | 'ss' | 'xs' | 'xe' | 'type'> & {
  section: string
  /** the cues of the target's sentence */
  cues: readonly { category: string; direction: string }[]
}

/** Words that may stand between "until" and the event: "until the", "until your", "until post-op". */
const EVENT_LEADS = new Set(['the', 'a', 'an', 'your', 'his', 'her', 'their', 'post', 'op', 'postop', 'repeat', 'next'])
/** How many of them at most. */
const MAX_LEADS = 3
/** After the test, words that say its result is what is awaited: it was sent already. */
const RESULT_WORDS = new Set(['result', 'results', 'returns', 'returned', 'comes', 'finalized', 'final'])

/** Whether the target is a test or procedure that an order lasts until. */
export function awaitedEvent(v: AwaitedEventView): boolean {
  if (v.type !== 'test' && v.type !== 'procedure') return false
  const { keys } = v.scan
  let k = v.xs - 1
  const stop = Math.max(v.ss, v.xs - 1 - MAX_LEADS)
  while (k > stop && EVENT_LEADS.has(keys[k]!)) k--
  if (k < v.ss || keys[k] !== 'until' || RESULT_WORDS.has(keys[v.xe] ?? '')) return false
  return PLAN_SECTIONS.has(v.section) || v.cues.some((c) => c.category === 'hypothetical' && c.direction !== 'pseudo')
}
