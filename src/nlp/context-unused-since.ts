/**
 * "Asthma as a child, no inhalers since age 12", "no albuterol since 2015", "no inhalers since":
 * a drug said to be unused since a past point was used until then; the sentence dates its use,
 * it does not deny it: the drug belongs to the patient's past, so it is historical. A problem said
 * so is still denied ("no bleeding since July": the bleeding is what has not happened), so the rule
 * reads drugs only.
 */

/** Tokens that open the past point after "since": an age, a year or number, a stage of life. */
const PAST_POINTS: ReadonlySet<string> = new Set(['age', 'childhood', 'adolescence', 'college', 'high', 'then'])
const YEAR_OR_NUMBER = /^\d/

/**
 * Whether the drug ending at token xe is followed by "since" and a past point (or nothing: "no
 * inhalers since."); "since the dose was increased" names an event, not a point of the past, and
 * is left alone.
 */
export function unusedSincePastPoint(keys: readonly string[], xe: number, se: number): boolean {
  if (xe >= se || keys[xe] !== 'since') return false
  const next = keys[xe + 1]
  if (xe + 1 >= se || next === '.' || next === ';' || next === ',') return true
  return PAST_POINTS.has(next!) || YEAR_OR_NUMBER.test(next!)
}

/** The forms a drug is taken in, named for the drug itself: a closed family the lexicon may not type ("no inhalers since"). */
const DRUG_FORMS: ReadonlySet<string> = new Set([
  'inhaler',
  'inhalers',
  'puffer',
  'puffers',
  'nebulizer',
  'nebulizers',
  'nebs',
  'pills',
  'tablets',
  'injections',
  'meds',
  'medications',
  'medicines',
])

/** Whether a target's text (lower case) is a drug form named for the drug. */
export function namesADrugForm(text: string): boolean {
  return DRUG_FORMS.has(text)
}

/**
 * Whether the drug at tokens [xs, xe) comes right after a bare "no" and is unused since a past
 * point: "no inhalers since age 10" names a drug used until then, a past use.
 */
export function drugUsedUntilPastPoint(keys: readonly string[], xs: number, xe: number, se: number): boolean {
  return keys[xs - 1] === 'no' && unusedSincePastPoint(keys, xe, se)
}
