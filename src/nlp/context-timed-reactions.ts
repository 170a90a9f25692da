/**
 * A reaction timed from the dose that set it off: "hives 20 minutes after the first dose of
 * cefuroxime", "wheals started 15 minutes into the carboplatin infusion", "a rash on day 8 of
 * cephalexin". The time span between the reaction and "after"/"into", and a day of the course
 * before "of", only say when it came; the drug is still the reaction's cause, so the allergy
 * story reads over them as it reads "hives after cefuroxime". "Into" links only with a time span
 * before it ("20 minutes into the infusion"); alone it is no cause ("put into the IV").
 */

const NUMBER = /^\d+$/
/** Units of a short span from the dose: "20 minutes", "2 hours", "3 days". */
const SPAN_UNITS: ReadonlySet<string> = new Set([
  'min',
  'mins',
  'minute',
  'minutes',
  'h',
  'hr',
  'hrs',
  'hour',
  'hours',
  'day',
  'days',
  'week',
  'weeks',
])
/** Units of a course counted in: "on day 8 of cephalexin", "in week 2 of allopurinol". */
const COURSE_UNITS: ReadonlySet<string> = new Set(['day', 'week', 'dose'])
const COURSE_LEADS: ReadonlySet<string> = new Set(['on', 'in'])
/** Verbs of onset between the reaction and its span: "hives started 20 minutes after". */
const ONSET_VERBS: ReadonlySet<string> = new Set([
  'started',
  'began',
  'appeared',
  'developed',
  'occurred',
  'erupted',
  'came',
  'broke',
])

/**
 * A day of the course before the drug's "of": "rash on day 8 | of cephalexin". Given the token b
 * the walk back from the drug stopped at, the "on" or "in" that links the reaction, else b.
 */
export function courseDayLink(keys: readonly string[], ss: number, b: number): number {
  if (b - 2 > ss && NUMBER.test(keys[b]!) && COURSE_UNITS.has(keys[b - 1]!) && COURSE_LEADS.has(keys[b - 2]!))
    return b - 2
  return b
}

/**
 * Where to look for the reaction before the link at token b: before a time span and a verb of
 * onset when they stand right before the link ("hives started 20 minutes | after"), else b
 * itself; -1 for an "into" with no span, which links nothing.
 */
export function beforeOnsetSpan(keys: readonly string[], ss: number, b: number): number {
  let k = b
  if (k - 2 >= ss && SPAN_UNITS.has(keys[k - 1]!) && NUMBER.test(keys[k - 2]!)) k -= 2
  else return keys[b] === 'into' ? -1 : b
  if (k - 1 > ss && ONSET_VERBS.has(keys[k - 1]!)) k--
  return k
}
