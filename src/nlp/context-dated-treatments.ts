/**
 * The treatment of a dated event is as old as the event: "Stroke 04/2019, treated with
 * thrombectomy", "Gout flare on 10/12, treated in urgent care with colchicine and prednisone". The
 * date before "treated" times the event, and what follows "treated … with" was given for it then.
 * The time cues reach back to the event, not forward past the comma to its treatment, so this
 * rule reads the sentence's shape: a date (a year, a month, or day/month numbers) before the
 * participle, the participle and a few words up to "with" or "w/", then the target among its
 * fellow treatments. A word of what goes on ("now", "currently", "still", "since", "ongoing")
 * anywhere in the sentence keeps the treatment current ("Diagnosed 2019, treated with infliximab
 * since").
 */
import { MONTH_ABBREVIATIONS, MONTH_NAMES } from './months.js'
import type { TargetView } from './context-target-view.js'

/** What the rule needs to know of a target. */
export type DatedTreatmentView = Pick<TargetView, 'scan' | 'targetOf' | 'ss' | 'se' | 'xs' | 'xe' | 'type'>

const TREATED = new Set(['treated', 'managed'])
const WITH = new Set(['with', 'w'])
/** Words between the participle and "with": "treated in the ED with", "treated at home with". */
const MAX_BEFORE_WITH = 4
/** Words joining the treatments after "with": "with PCI and a stent", "with fluids, then antibiotics". */
const TREATMENT_GLUE = new Set([',', 'and', 'or', 'then', '+', '/', 'a', 'an', 'iv', 'oral', 'po'])
/** Words that say the treatment goes on. */
const ONGOING = new Set(['now', 'currently', 'still', 'since', 'ongoing', 'continues', 'continued', 'remains'])
const YEAR = /^(?:19|20)\d\d$/
const NUMBER = /^\d{1,2}$/
/** "may" is also a verb ("may be treated with"), so it dates nothing here. */
const MONTHS: ReadonlySet<string> = new Set([...MONTH_NAMES, ...MONTH_ABBREVIATIONS].filter((m) => m !== 'may'))

/** Whether the target is a drug or procedure given, in the same sentence, for an event dated before it. */
export function treatedForDatedEvent(v: DatedTreatmentView): boolean {
  if (v.type !== 'medication' && v.type !== 'procedure') return false
  const { keys } = v.scan
  const withAt = treatmentListStart(v)
  if (withAt < 0) return false
  const treatedAt = participleBefore(keys, withAt, v.ss)
  if (treatedAt < 0 || !dateIn(keys, v.ss, treatedAt)) return false
  for (let k = v.ss; k < v.se; k++) if (ONGOING.has(keys[k]!)) return false
  return true
}

/** The "with" opening the target's list of treatments, else -1. */
function treatmentListStart(v: DatedTreatmentView): number {
  const { keys } = v.scan
  for (let k = v.xs - 1; k >= v.ss; k--) {
    const key = keys[k]!
    if (WITH.has(key)) return k
    if (v.targetOf[k] === 0 && !TREATMENT_GLUE.has(key)) return -1
  }
  return -1
}

/** The participle of treating a few words before "with", else -1. */
function participleBefore(keys: readonly string[], withAt: number, from: number): number {
  for (let k = withAt - 1; k >= from && withAt - k <= MAX_BEFORE_WITH + 1; k--) if (TREATED.has(keys[k]!)) return k
  return -1
}

/** Whether tokens [from, to) hold a date: a year, a month, or day/month numbers ("10/03"). */
function dateIn(keys: readonly string[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) {
    const key = keys[k]!
    if (YEAR.test(key) || MONTHS.has(key)) return true
    if (NUMBER.test(key) && keys[k + 1] === '/' && NUMBER.test(keys[k + 2] ?? '')) return true
  }
  return false
}
