/**
 * "Before" dates what its clause reports: "Pregnancy test negative before the CT", "Vancomycin was
 * given before the cultures were drawn", "left against advice before the MRI could be done",
 * "Glucose 212 before lunch". When the words of the clause before "before" (or "prior to") report
 * something done or found — a past verb or participle, a result word, a value — the event after it
 * is one that came or was due then, not one still ahead, and the test before it is a result, not
 * an order. An order's own words keep it ahead: "Hold apixaban 48 hours before the biopsy" (a span
 * of time or a dose is no value), "to be seen by nephrology before the CT" (a participle after
 * "be" is a plan), "risks discussed before adding tramadol" (talking over and holding set up the
 * event).
 */
import { DOSE_UNITS } from './concept-senses.js'
import { pastParticiple, TIME_UNITS } from './context-plan-items.js'

/** What the rule needs to know: the sentence's tokens and where the target's sentence starts. */
export interface BeforeEventView {
  scan: { keys: readonly string[] }
  ss: number
}

/** Cue phrases of "before" whose hypothetical reading this rule may take back. */
const BEFORE_WORDS = new Set(['before', 'prior'])
/** Words that end the clause the "before" belongs to. */
const CLAUSE_BREAKS = new Set([';', '.', ':', '!', '?'])
/** Past forms without -ed, and words of a result. */
const REPORTED = new Set([
  'was',
  'were',
  'had',
  'given',
  'received',
  'taken',
  'drawn',
  'done',
  'seen',
  'shown',
  'left',
  'got',
  'went',
  'came',
  'began',
  'found',
  'negative',
  'positive',
  'normal',
  'abnormal',
  'unremarkable',
])
/**
 * Participles of ordering, holding or talking something over: they set up what comes before the
 * event, not report it ("Ozempic held for a week before the EGD", "risks discussed before adding
 * tramadol").
 */
const ARRANGING = new Set([
  'held',
  'ordered',
  'discussed',
  'reviewed',
  'explained',
  'counseled',
  'advised',
  'instructed',
  'educated',
  'told',
])
/** Auxiliaries after which a participle is a plan: "to be seen", "will be done". */
const PLANNING_AUXILIARIES = new Set(['be', 'being'])
const NUMBER = /^\d+(?:\.\d+)?$/

/** Whether the cue starting at token `cueStart` is a "before" that dates a reported clause. */
export function beforeDatesReport(v: BeforeEventView, cueStart: number): boolean {
  const { keys } = v.scan
  if (!BEFORE_WORDS.has(keys[cueStart]!)) return false
  for (let k = cueStart - 1; k >= v.ss && !CLAUSE_BREAKS.has(keys[k]!); k--) {
    if (reportsSomething(keys, k)) return true
  }
  return false
}

/** Whether token k reports something done or found. */
function reportsSomething(keys: readonly string[], k: number): boolean {
  const key = keys[k]!
  // a value, not a span of time, a dose or a list marker ("7)"): "Potassium 6.1 before dialysis"
  if (NUMBER.test(key)) {
    const next = keys[k + 1] ?? ''
    return !(TIME_UNITS.has(next) || DOSE_UNITS.has(next) || next === ')')
  }
  if (ARRANGING.has(key) || !(REPORTED.has(key) || pastParticiple(key))) return false
  return !PLANNING_AUXILIARIES.has(keys[k - 1] ?? '')
}
