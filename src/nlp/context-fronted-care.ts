/**
 * A problem named before the care it calls for is warned of, as "call for X" is: the instruction
 * only comes after the problem here. Two shapes:
 *
 * - the problem is the subject of a present "need(s)" whose object is care: "bleeding from the
 *   mouth needs the ER", "bleeding or a scrotal swelling larger than a lemon needs a call the same
 *   day", "numbness or blue fingers need to be seen";
 * - a clause opens with "for" and the problems, then a comma and a verb of seeking care: "For
 *   wheezing not relieved by albuterol, go to the emergency department", "for chest pain or trouble
 *   breathing, press the call button".
 *
 * Both are instructions about what may happen, so the problems are hypothetical. A past "needed"
 * ("the bleeding needed a transfusion") tells what happened and is left alone, and so is "for X,"
 * before anything but a verb of seeking care ("For pain, ibuprofen was given").
 */
import type { TargetView } from './context-target-view.js'

/** What the rule needs to know of a target (context-target-view.ts). */
export type FrontedCareView = Pick<TargetView, 'scan' | 'targetOf' | 'ss' | 'se' | 'xs' | 'xe' | 'type'>

/** Words of care after "need(s)": "needs a call", "needs the ER", "need to be seen", "needs urgent review". */
const CARE_WORDS: ReadonlySet<string> = new Set([
  'call',
  'er',
  'ed',
  'seen',
  'visit',
  'emergency',
  'urgent',
  '911',
  'doctor',
  'attention',
  'review',
])
/** How far after "need(s)" a care word may come: "needs to be seen", "needs a same-day call". */
const CARE_WORD_REACH = 4
/** Verbs of seeking care that may follow a fronted "for X,". */
const CARE_VERBS: ReadonlySet<string> = new Set([
  'call',
  'go',
  'return',
  'press',
  'come',
  'seek',
  'page',
  'contact',
  'tell',
  'notify',
  'phone',
])
/** Tokens that close a clause. */
const CLAUSE_ENDS: ReadonlySet<string> = new Set(['.', ';', ':', 'if', 'but', 'because'])
/** Words between the problem and "need(s)", or between "for" and the problem: its list and its qualifiers. */
const MAX_WORDS_BETWEEN = 10

/** Whether the target is a problem named before the care it calls for. */
export function frontedCare(v: FrontedCareView): boolean {
  if (v.type !== 'problem') return false
  return needsCareAfter(v) || forClauseBeforeCareVerb(v)
}

/** "X … needs a call": a present "need(s)" with a care word after it, in the problem's clause. */
function needsCareAfter(v: FrontedCareView): boolean {
  const { keys } = v.scan
  let words = 0
  for (let k = v.xe; k < v.se && words <= MAX_WORDS_BETWEEN; k++) {
    const key = keys[k]!
    if (CLAUSE_ENDS.has(key)) return false
    if (v.targetOf[k] !== 0) continue
    if (key === 'need' || key === 'needs') return careWordWithin(keys, k + 1, Math.min(v.se, k + 1 + CARE_WORD_REACH))
    words++
  }
  return false
}

function careWordWithin(keys: readonly string[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (CARE_WORDS.has(keys[k]!)) return true
  return false
}

/** "For X, call …": the clause opens with "for" and the problem's list, then a comma and a verb of seeking care. */
function forClauseBeforeCareVerb(v: FrontedCareView): boolean {
  const { keys } = v.scan
  const opener = clauseOpenerFor(v)
  if (opener < 0) return false
  const end = Math.min(v.se, v.xe + MAX_WORDS_BETWEEN)
  for (let k = v.xe; k < end; k++) {
    const key = keys[k]!
    if (CLAUSE_ENDS.has(key)) return false
    if (key === ',' && v.targetOf[k + 1] === 0 && CARE_VERBS.has(keys[k + 1] ?? '')) return true
  }
  return false
}

/** The token of "for" that opens the target's clause (after the sentence's start, a semicolon or a list marker), or -1. */
function clauseOpenerFor(v: FrontedCareView): number {
  const { keys } = v.scan
  const start = Math.max(v.ss, v.xs - MAX_WORDS_BETWEEN)
  for (let k = v.xs - 1; k >= start; k--) {
    const key = keys[k]!
    if (key !== 'for') {
      if (CLAUSE_ENDS.has(key)) return -1
      continue
    }
    const before = k > v.ss ? keys[k - 1]! : ''
    return k === v.ss || before === ';' || before === ':' || before === '-' || before === ')' ? k : -1
  }
  return -1
}
