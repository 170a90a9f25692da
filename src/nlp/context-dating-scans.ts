/**
 * A pregnancy's age is dated by a scan done early in it: in "G3P1011 at 24w3d by first-trimester
 * ultrasound" and "at 39w2d by 8-wk US" the ultrasound is the one that fixed the due date, months
 * before this visit, so the test is historical (a test from an earlier episode, as the annotation
 * guidelines put it). The reading rests on the shape: a gestational age ("24w3d", "39 weeks",
 * "39 2/7 weeks"), then "by", then the test with at most a few words of when it was done
 * ("first-trimester", "8-week", "early"). A procedure after a gestational age and "by" is how a
 * baby was born ("born at 36 weeks by C-section"), which the golds read both ways, so only a test
 * is dated here.
 */
import type { TargetView } from './context-target-view.js'

/** What the rule needs to know of a target (context-target-view.ts). */
export type DatingScanView = Pick<TargetView, 'scan' | 'targetOf' | 'ss' | 'xs' | 'type'>

/** "24w3d", "39w", "10w2d": a gestational age written as one token. */
const WEEKS_AND_DAYS = /^\d{1,2}w\d?d?$/
const WEEK_WORDS: ReadonlySet<string> = new Set(['week', 'weeks', 'wk', 'wks'])
/** Words between "by" and the test: when it was done ("first trimester", "8 wk", "early"). */
const MAX_TIMING_WORDS = 3

/** Whether the target is a test after a gestational age and "by": the scan that dated the pregnancy. */
export function datingScan(v: DatingScanView): boolean {
  if (v.type !== 'test') return false
  const by = byBefore(v)
  return by > v.ss && gestationalAgeEndsAt(v.scan.keys, by - 1)
}

/** The token of "by" a few words before the target, or -1. */
function byBefore(v: DatingScanView): number {
  const { keys } = v.scan
  const start = Math.max(v.ss, v.xs - 1 - MAX_TIMING_WORDS)
  for (let k = v.xs - 1; k >= start; k--) {
    if (v.targetOf[k] !== 0) return -1
    if (keys[k] === 'by') return k
    if (!/^[a-z0-9]/.test(keys[k]!)) return -1
  }
  return -1
}

/** Whether token `k` ends a gestational age: "24w3d", or a number before "weeks" ("39 weeks", "39 2/7 weeks"). */
function gestationalAgeEndsAt(keys: readonly string[], k: number): boolean {
  const key = keys[k]!
  if (WEEKS_AND_DAYS.test(key)) return true
  return WEEK_WORDS.has(key) && k > 0 && /^\d+$/.test(keys[k - 1]!)
}
