/**
 * A value written into a history list is today's reading, not the past: in "Type 2 diabetes on
 * metformin, A1c 7.2%", "CKD stage 3a (creatinine 1.4, eGFR 51)" or "obesity, BMI 33" the test
 * carries the number the writer has in front of them, and the condition it measures is one the
 * patient has now. A history section marks what is over; a measured value says the item is still
 * being followed. The rule reads the item's shape only: a test with a number right after it, and
 * for a condition, such a test among the few words of its own item. A year or a word of the past in
 * the item ("A1c 9.1 in 2019", "previously BMI 41") dates the value, and the item keeps its history.
 */
import { valueRightAfter } from './context-measured-tests.js'
import { YEAR } from './context-note-year.js'
import type { TargetView } from './context-target-view.js'

/** What the rule needs of a target (context-target-view.ts). */
export type MeasuredItemView = Pick<TargetView, 'scan' | 'targetOf' | 'typeAt' | 'ss' | 'se' | 'xs' | 'xe' | 'type'>

/** Where a history list's item ends. */
const ITEM_ENDS = new Set([';', '.', ':'])
/**
 * Words that put a value in the past: the item is then told as history. "Last" reads a value kept
 * from an earlier visit ("last A1c 8.1"); birth and diagnosis are past moments ("birth weight 3.4
 * kg", "calcium 11.2 at diagnosis"), and "since" tells what has changed after the value.
 */
const PAST_WORDS = new Set([
  'previously',
  'prior',
  'formerly',
  'past',
  'was',
  'were',
  'had',
  'before',
  'until',
  'ago',
  'last',
  'birth',
  'diagnosis',
  'since',
])
/** How far after a condition its measured test may stand: "CKD stage 3a (creatinine 1.4". */
const MAX_CONDITION_GAP = 5

/** Whether the target is a test with its value right after it, or a condition whose own item holds one, undated. */
export function measuredInItem(v: MeasuredItemView): boolean {
  if (v.type === 'test') return valueRightAfter(v.scan, v.xe, v.se) && undatedItem(v, v.xs)
  if (v.type !== 'problem') return false
  const { keys } = v.scan
  const end = Math.min(v.se, v.xe + MAX_CONDITION_GAP + 1)
  for (let k = v.xe; k < end; k++) {
    const key = keys[k]!
    if (endsItem(keys, k) || PAST_WORDS.has(key)) return false
    if (v.targetOf[k] === 0) continue
    // another condition comes first: the value is its own ("htn, CKD 3, eGFR 50")
    if (v.typeAt(k) !== 'test') return false
    let te = k
    while (te < v.se && v.targetOf[te] === v.targetOf[k]) te++
    return valueRightAfter(v.scan, te, v.se) && undatedItem(v, v.xs)
  }
  return false
}

/** Where a label's date may stand before an item: "Echo 10/29/2026: LVEF 50%" is dated by it. */
const LABEL_STARTS = new Set([';', '.'])

/** Whether the item around token `from`, with its label, names no year and no word of the past. */
function undatedItem(v: MeasuredItemView, from: number): boolean {
  const { keys } = v.scan
  let start = from
  while (start > v.ss && !(LABEL_STARTS.has(keys[start - 1]!) && endsItem(keys, start - 1))) start--
  for (let k = start; k < v.se; k++) {
    const key = keys[k]!
    if (k >= from && endsItem(keys, k)) return true
    if (YEAR.test(key) || PAST_WORDS.has(key)) return false
  }
  return true
}

const DIGITS = /^\d+$/

/** Whether token k ends an item: a stop, semicolon or colon, not the point of a decimal ("6.1"). */
function endsItem(keys: readonly string[], k: number): boolean {
  const key = keys[k]!
  if (!ITEM_ENDS.has(key)) return false
  return !(key === '.' && DIGITS.test(keys[k - 1] ?? '') && DIGITS.test(keys[k + 1] ?? ''))
}
