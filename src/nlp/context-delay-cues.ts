/**
 * An order to put something off names it as still ahead: "Delay zoledronic acid 2-3 weeks after the
 * extractions", "Postpone the colonoscopy", "the scan must not delay the operation". The delayed
 * act, and what its timing waits for, have not happened; in "X must not delay Y" the X is ahead too,
 * as what could hold Y up. The imperative is read where a plan item opens with the verb, in a plan
 * or instructions section; the negated modal forms are cues anywhere. "Speech delay" and "was
 * delayed" order nothing.
 */
import { PLAN_SECTIONS } from './context-plan-items.js'
import type { TargetView } from './context-target-view.js'
import { triggerGroup, type TriggerDef } from './context-triggers.js'

/** Verbs of putting off, the class. */
const DELAY_VERBS = ['delay', 'postpone', 'defer']
/** Negated modals that make the verb a rule about timing. */
const MODAL_NOTS = ['must not', 'should not', 'do not', 'need not']

const MODAL_DELAYS = MODAL_NOTS.flatMap((modal) => DELAY_VERBS.map((verb) => `${modal} ${verb}`))

export const DELAY_TRIGGERS: readonly TriggerDef[] = [
  ...triggerGroup('hypothetical', 'forward', MODAL_DELAYS, { clause: true }),
  // "Scrotal ultrasound must not delay surgical exploration": what could hold it up is ahead too
  ...triggerGroup('hypothetical', 'backward', MODAL_DELAYS, { window: 1, clause: true }),
]

/** What the rule needs of a target (context-target-view.ts). */
export type DelayedItemView = Pick<TargetView, 'scan' | 'ss' | 'xs'> & { section: string }

const DELAY_VERB_SET = new Set(DELAY_VERBS)
/** List markers before an item's first word: "-", "*", "5)", "2.". */
const MARKS = new Set(['-', '*', '•', '.', ')', '#'])
const NUMBER = /^\d+$/
/** Where the order's clause ends. */
const CLAUSE_ENDS = new Set([';', '.', ':', '!', '?'])
/** How far after the verb the order reaches: "Delay zoledronic acid at least 2-3 weeks after extractions". */
const MAX_REACH = 14

/** Whether the target is in the clause of a plan item that opens with a verb of putting off. */
export function putOffByPlanItem(v: DelayedItemView): boolean {
  if (!PLAN_SECTIONS.has(v.section)) return false
  const { keys } = v.scan
  let k = v.ss
  while (k < v.xs && (MARKS.has(keys[k]!) || NUMBER.test(keys[k]!))) k++
  if (k >= v.xs || !DELAY_VERB_SET.has(keys[k]!) || v.xs - k > MAX_REACH) return false
  for (let j = k + 1; j < v.xs; j++)
    if (CLAUSE_ENDS.has(keys[j]!) && !(keys[j] === '.' && NUMBER.test(keys[j - 1] ?? ''))) return false
  return true
}
