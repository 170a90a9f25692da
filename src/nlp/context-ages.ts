/**
 * An age after an event dates it in the patient's past: "Cholecystectomy at 16", "one overdose on
 * acetaminophen at 17", "nasal fracture playing hockey at 17". The general lists hold "at age 12";
 * notes as often leave "age" out. A bare number after "at" is an age only in a narrow shape: one or
 * two digits (not a clock time such as "at 0630", a rate "at 118" or a reading "at 38.5"), ending
 * the clause ("at 16.", "at 17, …", "at 12 and …"), so that a unit after it ("at 5 cm", "at 16 Hz",
 * "at 1 flight", "at 3 am") rules it out. A test or drug before the number is a value or a dose
 * time, so only problems and procedures are read, and the words between the event and "at" stay
 * within its clause. An age at death is a relative's ("he died by suicide at 40"), whoever the
 * pronoun seems to name.
 */
import type { TargetView } from './context-target-view.js'

/** What the rule needs of a target. */
export type AgeView = Pick<TargetView, 'scan' | 'ss' | 'se' | 'xs' | 'xe' | 'type' | 'targetOf'>

/** Words between the event and "at": "overdose on acetaminophen at 17", "fracture playing hockey at 17". */
const MAX_BETWEEN = 3
/** Words that end the clause the age must end. */
const AGE_ENDS = new Set(['.', ',', ';', ')', 'and'])
/** Words that end the event's clause before any "at". */
const CLAUSE_BREAKS = new Set(['.', ',', ';', ':', '(', ')'])
const AGE = /^[1-9]\d?$/
/** Words of a death: the age of one who died is a relative's ("he died by suicide at 40"). */
const DEATH_WORDS = new Set(['died', 'passed', 'deceased'])

/** Whether the target is a problem or procedure followed, within its clause, by "at" and an age. */
export function datedByAge(v: AgeView): boolean {
  if (v.type !== 'problem' && v.type !== 'procedure') return false
  const { keys } = v.scan
  for (let k = v.ss; k < v.xs; k++) if (DEATH_WORDS.has(keys[k]!)) return false
  const end = Math.min(v.se, v.xe + MAX_BETWEEN + 1)
  for (let k = v.xe; k < end; k++) {
    const key = keys[k]!
    if (CLAUSE_BREAKS.has(key)) return false
    if (key !== 'at' || v.targetOf[k] !== 0) continue
    const number = keys[k + 1] ?? ''
    const after = k + 2 < v.se ? keys[k + 2]! : '.'
    return AGE.test(number) && AGE_ENDS.has(after)
  }
  return false
}
