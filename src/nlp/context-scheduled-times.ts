/**
 * A plan item timed by a bare date or season is scheduled, not past: in a plan or instructions
 * section, a test or procedure followed by a time and nothing else of its own ("- Bone density
 * scan in 2031.", "4. Sleep study in the fall", "next colonoscopy 05/2032") is what is to be done
 * then, so hypothetical and not historical. The time cues that put a study behind when it is
 * told ("Echo 03/2021: EF 55%") read the same words; what tells the two apart is the item's
 * clause, which holds no result, value, verb of doing or word of the past. A time before the
 * target ("In 2019, colonoscopy") or a drug or problem timed this way is left to the other rules.
 */
import {
  DONE_OR_ONGOING,
  firstWord,
  isPlannable,
  pastParticiple,
  PLAN_SECTIONS,
  TIME_UNITS,
} from './context-plan-items.js'
import type { TargetView } from './context-target-view.js'

/** What the rule needs to know of a target. */
export type ScheduledTimeView = Pick<
  TargetView,
  'scan' | 'targetOf' | 'typeAt' | 'ss' | 'se' | 'xs' | 'xe' | 'type'
> & {
  text: string
  section: string
}

/** The historical cue the target reached: its tokens and whether it reads backward (a time after the target). */
export interface TimeCue {
  ts: number
  te: number
  direction: string
}

/** Words that put the item behind, whatever its time: "last colonoscopy 2024", "prior echo in May". */
const PAST_WORDS = new Set([
  'last',
  'prior',
  'previous',
  'previously',
  'ago',
  'since',
  'old',
  'earlier',
  'recent',
  'recently',
])
/** A number not before a time unit is a value: "DXA 2027 T-score -2.6" reports one. */
const NUMBER = /^\d+$/

/** Whether the target is a plan item's test or procedure that a bare time after it schedules. */
export function scheduledByTime(v: ScheduledTimeView, cue: TimeCue): boolean {
  if (!PLAN_SECTIONS.has(v.section) || !isPlannable(v.type)) return false
  if (cue.direction !== 'backward' || cue.ts < v.xe) return false
  const { keys } = v.scan
  for (let k = itemStart(v); k < v.se; k++) {
    const key = keys[k]!
    if (key === ';') return k >= cue.te
    if (k >= cue.ts && k < cue.te) continue
    if (v.targetOf[k] !== 0) continue
    if (PAST_WORDS.has(key) || DONE_OR_ONGOING.has(key) || pastParticiple(key)) return false
    if (NUMBER.test(key) && !TIME_UNITS.has(keys[k + 1] ?? '')) return false
  }
  return true
}

/** The item's first token: the line's first word, or the word after the last semicolon before the target ("continue X; next infusion 03/2031"). */
function itemStart(v: ScheduledTimeView): number {
  const start = firstWord(v)
  for (let k = v.xs - 1; k >= start; k--) if (v.scan.keys[k] === ';') return k + 1
  return start
}
