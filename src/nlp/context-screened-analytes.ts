/**
 * What a test looked for, named before the test: "Cocaine and methamphetamine on urine drug screen
 * were negative", "Influenza on the nasal swab PCR: negative". The result word after the test
 * reports on the analytes before "on", not on the test, which is only the means of looking (as in
 * "Head CT negative for hemorrhage" the CT is not negated). So the analytes (a list joined by
 * "and", "or" or commas) are negated, and the test named after "on" takes no negation read back
 * from a result after it: in "Fentanyl on urine drug screen, benzodiazepines not detected" the
 * screen is not negative. The rule reads the shape (items, "on", test, result), not the phrases
 * of any note.
 */
import type { TargetView } from './context-target-view.js'

/** What the rule reads of a target (context-target-view.ts). */
export type ScreenedAnalyteView = Pick<TargetView, 'scan' | 'targetOf' | 'typeAt' | 'ss' | 'se' | 'xs' | 'xe'>

/** Prepositions that name a test as the means of looking: "on urine drug screen", "by PCR". */
const MEANS_PREPOSITIONS: ReadonlySet<string> = new Set(['on', 'by'])
/** Plain words that may stand between the preposition and the test: "on the", "on today's". */
const MAX_TEST_LEAD = 2
const PLAIN_WORD = /^[a-z']+$/
/** What joins the analytes of one result: "cocaine and methamphetamine", "opiates, benzodiazepines". */
const ANALYTE_GLUE: ReadonlySet<string> = new Set(['and', 'or', ',', '/'])
/** What may stand between the test and its result: a copula, a colon. */
const RESULT_LEAD: ReadonlySet<string> = new Set(['was', 'were', 'is', 'are', ':'])
/** Negative results of a screen, as single words and as the "not detected" pair (closed family). */
const NEGATIVE_RESULTS: ReadonlySet<string> = new Set(['negative', 'neg', 'nonreactive', 'undetectable', 'undetected'])
/** What may follow the result: the end of a clause or sentence. */
const RESULT_END: ReadonlySet<string> = new Set(['.', ';', ',', '!'])

/**
 * Whether a test target starts at token `at`, after "on" or "by" (a word or two allowed between)
 * that follows another target: the test is the means by which that target was looked for.
 */
function meansTestAt(v: ScreenedAnalyteView, at: number): boolean {
  if (v.typeAt(at) !== 'test') return false
  const { keys } = v.scan
  for (let k = at - 1; k > v.ss && k >= at - 1 - MAX_TEST_LEAD; k--) {
    if (v.targetOf[k] !== 0) return false
    if (MEANS_PREPOSITIONS.has(keys[k]!)) return v.targetOf[k - 1] !== 0
    if (!PLAIN_WORD.test(keys[k]!)) return false
  }
  return false
}

/** Whether the target is a test named as the means of looking for a target before it. */
export function isMeansTest(v: ScreenedAnalyteView): boolean {
  return meansTestAt(v, v.xs)
}

/** Whether a negative result ends the clause at token k: "negative", "not detected". */
function negativeResultAt(keys: readonly string[], k: number, se: number): boolean {
  let end = k
  if (NEGATIVE_RESULTS.has(keys[k]!)) end = k + 1
  else if (keys[k] === 'not' && keys[k + 1] === 'detected') end = k + 2
  else return false
  return end >= se || RESULT_END.has(keys[end]!)
}

/**
 * Whether the target is one of the analytes a means test after it reports as negative: only other
 * analytes and their glue between it and "on", then the test, then (a copula or colon allowed)
 * the negative result at the end of its clause.
 */
export function negativeOnMeansTest(v: ScreenedAnalyteView): boolean {
  const { keys } = v.scan
  let k = v.xe
  while (k < v.se && (v.targetOf[k] !== 0 || ANALYTE_GLUE.has(keys[k]!))) k++
  if (k >= v.se || !MEANS_PREPOSITIONS.has(keys[k]!)) return false
  // the test after the preposition and its lead words
  let test = k + 1
  while (test < v.se && v.targetOf[test] === 0 && test - k <= MAX_TEST_LEAD) test++
  if (test >= v.se || !meansTestAt(v, test)) return false
  let r = test
  while (r < v.se && v.targetOf[r] === v.targetOf[test]) r++
  if (RESULT_LEAD.has(keys[r] ?? '')) r++
  return r < v.se && negativeResultAt(keys, r, v.se)
}

/** Whether a negation cue at tokens [ts, te) reports a negative result ("negative", "were negative", "not detected"). */
export function isNegativeResultCue(keys: readonly string[], ts: number, te: number): boolean {
  for (let k = ts; k < te; k++) if (NEGATIVE_RESULTS.has(keys[k]!) || keys[k] === 'detected') return true
  return false
}
