/**
 * A drug stopped, switched or failed at a past time gives its reason as history: "Pravastatin
 * stopped in 2021 because of leg cramps", "changed to valsartan last year because of angioedema",
 * "Failed sulfasalazine in 2019 because of headache". Without the time, "Lisinopril stopped due to
 * cough" is this visit's order and the cough is current (context.ts keeps such reasons off); the
 * time between the verb and the reason dates the stop, and with it what caused it. Only a time of
 * the calendar dates so: a year, "last" with a unit or season, or "ago".
 */

/** Verbs of giving a drug up or moving off it: the reasons after them are why. */
const GIVING_UP_VERBS: ReadonlySet<string> = new Set([
  'stopped',
  'discontinued',
  'quit',
  'switched',
  'changed',
  'failed',
])
/** How far back from the reason the verb is looked for: "stopped in March 2021 because of". */
const MAX_VERB_DISTANCE = 8
const YEAR = /^(?:19|20)\d\d$/
/** Where a clause ends: the verb must be the reason's own. */
const CLAUSE_ENDS: ReadonlySet<string> = new Set([';', ':', '.', ','])

/** The token of a verb of giving up, dated by a past time, that the reason cue at token `reason` follows in its clause, else -1. */
export function datedStopBefore(keys: readonly string[], reason: number): number {
  let dated = false
  for (let k = reason - 1; k >= 0 && k >= reason - MAX_VERB_DISTANCE; k--) {
    const key = keys[k]!
    if (CLAUSE_ENDS.has(key)) return -1
    if (GIVING_UP_VERBS.has(key)) return dated ? k : -1
    if (YEAR.test(key) || key === 'ago' || (key === 'last' && k + 1 < reason)) dated = true
  }
  return -1
}
