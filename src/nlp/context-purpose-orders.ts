/**
 * A verbless order with its purpose after a finding: a test or procedure that heads the clause
 * after a finding's and is followed by what it is to look for ("Hilar nodes; bronchoscopic biopsy
 * to evaluate for sarcoidosis", "Gout suspected, joint aspiration to confirm crystals") is still to
 * be done, in any section. The reading rests on the sentence's shape: a clause before (closed by a
 * semicolon or comma), then the test, its fellow items and a few plain words of its own ("by
 * EBUS", "of the left knee"), then "to" and a verb of looking; and the clause holds no verb,
 * result or value (context-plan-items.ts's bare clause), so "…; CT to evaluate for appendicitis
 * showed …" and "…; echo obtained to assess the valve" stay reports. A study opening its sentence
 * with its purpose ("Ultrasound of the leg to evaluate for DVT") is left as the general cues read
 * it: the gold sets read that shape now as done, now as ahead. A section that reports what was done
 * or found (the present illness, the course, a procedure's own account, results, history) lists
 * studies done with their purpose, so the rule stays out of it.
 */
import { bareClause, firstWord, isPlannable, pastParticiple, type PlanItemView } from './context-plan-items.js'

/** Verbs of looking after "to": what the order is for. */
const LOOKING_VERBS = new Set([
  'evaluate',
  'assess',
  'reassess',
  'look',
  'rule',
  'exclude',
  'confirm',
  'distinguish',
  'differentiate',
  'screen',
  'check',
  'localize',
  'characterize',
  'document',
  'stage',
])
/** Sections whose studies are ones done: "Random biopsies from the colon to rule out colitis" in a procedure report. */
const REPORTING_SECTIONS = new Set([
  'history_of_present_illness',
  'hospital_course',
  'procedures',
  'imaging',
  'labs',
  'physical_exam',
  'past_medical_history',
  'past_surgical_history',
  'chief_complaint',
])
/** Tokens that open a clause before its head. */
const CLAUSE_OPENERS = new Set([';', ','])
/** Words that join the order's items: "CT urogram and cystoscopy", "biopsy by EBUS". */
const GLUE = new Set(['and', 'or', ',', '+', '/', 'with', 'by', 'of', 'the', 'a', 'an', 'under', 'plus'])
/** Plain words of the order's own between its head and "to": "of the left knee". */
const MAX_OWN_WORDS = 4

/** Whether the target is a test or procedure ordered with its purpose, heading the clause after a finding's. */
export function purposeOrder(v: PlanItemView): boolean {
  if (!isPlannable(v.type) || REPORTING_SECTIONS.has(v.section)) return false
  const head = clauseHead(v)
  if (head < 0 || v.targetOf[head] === 0 || !isPlannable(v.typeAt(head))) return false
  return purposeAfter(v, head) && bareClause(v, head)
}

/** The first token of the target's clause after a semicolon or comma, else -1 (the target's clause opens its sentence). */
function clauseHead(v: PlanItemView): number {
  const { keys } = v.scan
  const first = firstWord(v)
  for (let k = v.xs - 1; k > first; k--) if (CLAUSE_OPENERS.has(keys[k]!)) return k + 1
  return -1
}

/** Whether "to" and a verb of looking follow the head's items, with only glue, targets and a few plain words between. */
function purposeAfter(v: PlanItemView, head: number): boolean {
  const { keys, isWord } = v.scan
  let own = 0
  for (let k = head; k < v.se - 1; k++) {
    const key = keys[k]!
    if (key === 'to' && LOOKING_VERBS.has(keys[k + 1]!)) return k > v.xe - 1
    if (v.targetOf[k] !== 0) {
      if (!isPlannable(v.typeAt(k))) return false
      continue
    }
    if (key === ';' || (key === ',' && k < v.xs)) return false
    if (GLUE.has(key)) continue
    if (!isWord[k] || pastParticiple(key) || ++own > MAX_OWN_WORDS) return false
  }
  return false
}
