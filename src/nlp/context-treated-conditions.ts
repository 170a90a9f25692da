/**
 * A condition "treated with" a list of treatments and a date after the list tells a course that
 * ended then: "Follicular lymphoma treated with R-CHOP and radiation in 2009", "Colon cancer,
 * stage II, treated with hemicolectomy in 2017". The date dates the whole course, so the condition
 * and each treatment of the list are history. The time cues reach back over a few words only, and
 * a date after an event verb dates only that event ("stents placed in 2016": the CAD goes on), so
 * this rule reads the sentence's shape instead: the condition with a few words of its own, the
 * participle, "with", the list (treatments, their joining words and a few plain words of their
 * own: "involved-field", "adjuvant"), then the date. A word of the condition's present after the
 * date ("now", "still", "currently", "active") keeps it current; a drug taken since ("on letrozole
 * since") is a later course and does not.
 */
import { MONTH_ABBREVIATIONS, MONTH_NAMES } from './months.js'
import type { TargetView } from './context-target-view.js'

/** What the rule needs to know of a target (context-target-view.ts). */
export type TreatedConditionView = Pick<TargetView, 'scan' | 'targetOf' | 'typeAt' | 'ss' | 'se' | 'xs' | 'xe' | 'type'>

const TREATED = new Set(['treated'])
const WITH = new Set(['with', 'w'])
/** Tokens of the condition's own before the participle: "Colon cancer, stage II, treated", "cancer, HER2-positive, treated". */
const MAX_CONDITION_TOKENS = 7
/** Words that join treatments in the list. */
const LIST_GLUE = new Set([',', 'and', 'or', 'then', '+', '/', 'a', 'an', 'the'])
/** Plain words of the treatments' own in the list: "involved-field", "mediastinal". */
const MAX_PLAIN_WORDS = 3
/** Where a clause ends: the shape does not run past it. */
const CLAUSE_ENDS = new Set([';', ':', '.', '(', ')'])
/** Words of the condition's present after the date. */
const PRESENT = new Set([
  'now',
  'still',
  'currently',
  'current',
  'active',
  'ongoing',
  'persistent',
  'recurred',
  'recurrence',
])
const YEAR = /^(?:19|20)\d\d$/
/** "may" is also a verb, so it dates nothing here. */
const MONTHS: ReadonlySet<string> = new Set([...MONTH_NAMES, ...MONTH_ABBREVIATIONS].filter((m) => m !== 'may'))

/** Whether the target is a condition, or one of its treatments, of a treated course the date after it ended. */
export function treatedToDatedEnd(v: TreatedConditionView): boolean {
  if (v.type !== 'problem' && v.type !== 'medication' && v.type !== 'procedure') return false
  const course = courseOfSentence(v)
  if (course === null) return false
  if (v.type === 'problem') return v.xe === course.conditionEnd
  return v.xs > course.treated + 1 && v.xe <= course.dateStart
}

/**
 * The sentence last read: targets come sentence by sentence, so each sentence is read for its
 * course once rather than once per target. targetOf is made anew for each document, so it and the
 * sentence's start name the sentence.
 */
let lastRead: { targetOf: Int32Array; ss: number; course: Course | null } | undefined

/** The first treated course of the target's sentence, if it has one. */
function courseOfSentence(v: TreatedConditionView): Course | null {
  if (lastRead?.targetOf === v.targetOf && lastRead.ss === v.ss) return lastRead.course
  let course: Course | null = null
  const { keys } = v.scan
  for (let k = v.ss; k < v.se && course === null; k++) {
    if (TREATED.has(keys[k]!) && WITH.has(keys[k + 1] ?? '')) course = courseAt(v, k)
  }
  lastRead = { targetOf: v.targetOf, ss: v.ss, course }
  return course
}

interface Course {
  /** the participle's token */
  treated: number
  /** token after the condition's last */
  conditionEnd: number
  /** the date's first token */
  dateStart: number
}

/** The course whose participle is at token `treated`, when the sentence has its whole shape. */
function courseAt(v: TreatedConditionView, treated: number): Course | null {
  const conditionEnd = conditionBefore(v, treated)
  if (conditionEnd < 0) return null
  const dateStart = dateAfterList(v, treated + 2)
  if (dateStart < 0) return null
  for (let k = dateStart; k < v.se && !CLAUSE_ENDS.has(v.scan.keys[k]!); k++) {
    if (PRESENT.has(v.scan.keys[k]!)) return null
  }
  return { treated, conditionEnd, dateStart }
}

/** The end of a problem target a few words of its own before the participle, else -1. */
function conditionBefore(v: TreatedConditionView, treated: number): number {
  const { keys } = v.scan
  for (let k = treated - 1; k >= v.ss && k >= treated - MAX_CONDITION_TOKENS; k--) {
    // a marker of the condition's own ("HER2-positive"), a test or a word of no known type, is passed over
    const type = v.targetOf[k] === 0 ? 'none' : (v.typeAt(k) ?? 'test')
    if (type === 'problem') return k + 1
    if (type === 'medication' || type === 'procedure') return -1
    if (CLAUSE_ENDS.has(keys[k]!)) return -1
  }
  return -1
}

/** The first token of a date right after a list of treatments starting at `from`, else -1. */
function dateAfterList(v: TreatedConditionView, from: number): number {
  const { keys, isWord } = v.scan
  let treatments = 0
  let plain = 0
  let k = from
  while (k < v.se) {
    const key = keys[k]!
    if (v.targetOf[k] !== 0) {
      const type = v.typeAt(k)
      // a name of no known type counts as a plain word of the list ("ABVD" unknown to the lexicon)
      if (type === undefined) {
        if (++plain > MAX_PLAIN_WORDS) return -1
      } else if (type !== 'medication' && type !== 'procedure') return -1
      else treatments++
      const t = v.targetOf[k]
      while (k < v.se && v.targetOf[k] === t) k++
      continue
    }
    if (treatments > 0 && dateAt(keys, k)) return k
    if (CLAUSE_ENDS.has(key)) return -1
    if (!LIST_GLUE.has(key) && isWord[k] && ++plain > MAX_PLAIN_WORDS) return -1
    k++
  }
  return -1
}

/** Whether a date starts at token k: "in 2019", "in March 2019", "2019". */
function dateAt(keys: readonly string[], k: number): boolean {
  const key = keys[k]!
  if (YEAR.test(key)) return true
  if (key !== 'in') return false
  const next = keys[k + 1] ?? ''
  return YEAR.test(next) || (MONTHS.has(next) && YEAR.test(keys[k + 2] ?? ''))
}
