/**
 * The test a screening is due by, or kept up with, is still to be done: "Colorectal cancer
 * screening due; stool test kit given", "breast cancer screening is overdue; mammogram ordered",
 * "cervical screening with HPV testing every 5 years". "Due" says the screening has not been done
 * yet, so the test named after it in the sentence is the one that will do it; "with" and a test
 * names how the screening goes on, at its next rounds. A screening told as done ("screening: Pap
 * done today", "screening with a normal colonoscopy in 2021") has its result or time after the
 * test, and the test is real.
 */
import type { TargetView } from './context-target-view.js'

/** What the rule needs of a target (context-target-view.ts). */
export type ScreeningTestView = Pick<TargetView, 'scan' | 'targetOf' | 'ss' | 'se' | 'xs' | 'xe' | 'type'>

const SCREENING_WORDS = new Set(['screening', 'screen'])
/** Words saying the screening is owed: what follows is the test to do it. */
const DUE_WORDS = new Set(['due', 'overdue'])
/** Words that may stand between the screening and its test. */
const BETWEEN = new Set(['is', 'are', 'now', 'due', 'overdue', 'with', 'by', ';', ',', 'a', 'an', 'the', 'home'])
/** How far back from the test the screening may stand. */
const MAX_BETWEEN = 4
/** Words after the test that tell it done, or its result: the test is real. */
const DONE_WORDS = new Set([
  'done',
  'completed',
  'performed',
  'normal',
  'negative',
  'positive',
  'unremarkable',
  'showed',
  'shows',
  'was',
  'were',
  'in',
  'on',
  'last',
  // "screening due; Cologuard ordered": a test told as ordered keeps the reading orders have (the
  // golds differ on them), this rule does not decide it
  'ordered',
])
/** How far before the screening "due for" may stand: "Due for colorectal cancer screening; FIT kit given". */
const MAX_DUE_FOR = 5

/** Whether the target is a test or procedure named as the way a due or ongoing screening is done. */
export function screeningTestAhead(v: ScreeningTestView): boolean {
  if (v.type !== 'test' && v.type !== 'procedure') return false
  const { keys } = v.scan
  let owed = false
  let k = v.xs - 1
  const stop = Math.max(v.ss, v.xs - 1 - MAX_BETWEEN)
  for (; k >= stop; k--) {
    const key = keys[k]!
    if (SCREENING_WORDS.has(key) || !BETWEEN.has(key) || v.targetOf[k] !== 0) break
    if (DUE_WORDS.has(key) || key === 'with') owed = true
  }
  if (k < v.ss || !SCREENING_WORDS.has(keys[k]!)) return false
  if (!owed && !dueForBefore(keys, k, v.ss)) return false
  for (let j = v.xe; j < v.se; j++) if (DONE_WORDS.has(keys[j]!)) return false
  return true
}

/** Whether "due for" stands a few words before the screening word at k. */
function dueForBefore(keys: readonly string[], k: number, ss: number): boolean {
  for (let j = k - 1; j >= Math.max(ss + 1, k - MAX_DUE_FOR); j--) {
    if (keys[j] === 'for' && DUE_WORDS.has(keys[j - 1]!)) return true
  }
  return false
}
