/**
 * A condition or treatment told with the time it has lasted goes on: "asthma since age 9", "gout
 * since 2015", "on sertraline since the spring", "hypertension for 20 years", "T2DM x 12 yrs". The
 * start the words name is in the past, but what started then is still there, so neither a history
 * section's default nor the date or age inside the phrase makes it history. The reading rests on
 * the phrase's shape right after the target (an optional bracket between): "since" and something it
 * starts from, or "for" / "x" and a count of a time unit; "for" only after a problem, as a drug "for
 * 10 days" is a course that may have ended. A word of the past before the target in its item
 * ("off fluoxetine since June", "no longer on it since …", "h/o asthma since childhood"), or an end after the phrase ("… since
 * 2019, resolved", "… since 2020 until March"), keeps the item's history.
 */
import type { TargetView } from './context-target-view.js'

/** What the rule needs to know of a target. */
export type LastingView = Pick<TargetView, 'scan' | 'ss' | 'se' | 'xs' | 'xe' | 'type' | 'targetOf'>

/** Tokens a bracket right after the target may hold: "T2DM (on insulin) x 20 yrs". */
const MAX_BRACKET_TOKENS = 6
/** Units a duration counts in; "x 20 yrs", "for 3 months". */
const TIME_UNITS = new Set([
  'year',
  'years',
  'yr',
  'yrs',
  'y',
  'month',
  'months',
  'mo',
  'mos',
  'week',
  'weeks',
  'wk',
  'wks',
  'day',
  'days',
  'decade',
  'decades',
])
/** Counts before a unit that are words: "for many years", "for several months". */
const COUNT_WORDS = new Set(['many', 'several', 'some', 'a', 'two', 'three', 'four', 'five', 'ten', 'twenty'])
const NUMBER = /^\d+$/
/** "x20" glued: the count after a multiplication sign. */
const GLUED_COUNT = /^x\d+$/
/** Where the target's item starts, looking back. */
const ITEM_BREAKS = new Set([',', ';', ':', '.'])
/** Words of the past before the target in its item. */
const PAST_BEFORE = new Set([
  'off',
  'stopped',
  'quit',
  'discontinued',
  // "no longer taking warfarin since the ablation"
  'longer',
  'prior',
  'previous',
  'previously',
  'former',
  'formerly',
  'remote',
  'history',
  'hx',
  'h',
  'childhood',
  'was',
  'were',
  'had',
  'resolved',
])
/** Words after the phrase, in its item, that end what lasted. */
const ENDS_AFTER = new Set([
  'resolved',
  'until',
  'till',
  'stopped',
  'outgrown',
  'outgrew',
  'ended',
  'quit',
  'remission',
])

/** Whether the target is told with the time it has lasted, and nothing in its item puts it behind. */
export function lastingCondition(v: LastingView): boolean {
  if (v.type !== 'problem' && v.type !== 'medication' && v.type !== 'procedure') return false
  const after = durationAfter(v)
  if (after < 0) return false
  return !pastWordBefore(v) && !endAfter(v, after)
}

/** The token after the duration phrase right after the target, else -1. */
function durationAfter(v: LastingView): number {
  const { keys } = v.scan
  let k = skipBracket(v, v.xe)
  if (k >= v.se || v.targetOf[k] !== 0) return -1
  const word = keys[k]!
  if (word === 'since') {
    // "since" must start from something: "The tip has drooped since." names no start
    const next = keys[k + 1]
    return k + 1 < v.se && next !== undefined && !ITEM_BREAKS.has(next) ? k + 2 : -1
  }
  if (GLUED_COUNT.test(word)) return k + 1 < v.se && TIME_UNITS.has(keys[k + 1]!) ? k + 2 : -1
  if (word === 'x' || (word === 'for' && v.type === 'problem')) {
    k++
    if (
      k < v.se &&
      word === 'for' &&
      (keys[k] === 'the' || keys[k] === 'over') &&
      ['past', 'last'].includes(keys[k + 1] ?? '')
    )
      k += 2
    const count = keys[k] ?? ''
    if (k + 1 < v.se && (NUMBER.test(count) || COUNT_WORDS.has(count)) && TIME_UNITS.has(keys[k + 1]!)) return k + 2
  }
  return -1
}

/** Past a bracket right after the target, if it closes within a few tokens. */
function skipBracket(v: LastingView, from: number): number {
  const { keys } = v.scan
  if (keys[from] !== '(') return from
  const end = Math.min(v.se, from + MAX_BRACKET_TOKENS + 2)
  for (let k = from + 1; k < end; k++) if (keys[k] === ')') return k + 1
  return from
}

function pastWordBefore(v: LastingView): boolean {
  const { keys } = v.scan
  for (let k = v.xs - 1; k >= v.ss; k--) {
    const key = keys[k]!
    if (ITEM_BREAKS.has(key)) return false
    if (PAST_BEFORE.has(key)) return true
  }
  return false
}

function endAfter(v: LastingView, from: number): boolean {
  const { keys } = v.scan
  for (let k = from; k < v.se; k++) {
    const key = keys[k]!
    if (key === ';' || key === '.') return false
    if (ENDS_AFTER.has(key)) return true
  }
  return false
}
