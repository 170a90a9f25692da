/**
 * An action reported as not done, said right after what it would have acted on: "urine culture
 * not sent", "troponin never checked", "Babinski not tested due to pain", "stent was not placed",
 * "ketorolac not given because of the creatinine", "zoster vaccine never given". The thing was
 * not done, so it is negated, as "was not performed" already reads. The verbs are the family of
 * doing a test or a treatment (send, check, test, give, place, obtain, administer, draw); the
 * cue reaches only the target right before it (window 0), so "BMP sent, lipids not checked"
 * leaves the BMP alone.
 */

/** Verbs of doing a test or a treatment, as past participles. */
const DONE_VERBS = [
  'sent',
  'checked',
  'tested',
  'given',
  'placed',
  'obtained',
  'administered',
  'drawn',
  'measured',
  // a drug the patient was to take, a study that was to be done: "prophylaxis was not taken", "testing was never done"
  'taken',
  'done',
  'performed',
  'collected',
]
/** How a note denies them: "not sent", "was never checked", "were not given". */
const DENIALS = ['not', 'never', 'was not', 'were not', 'was never', 'were never', 'has not been', 'have not been']

export const NOT_DONE_AFTER: readonly string[] = DENIALS.flatMap((denial) =>
  DONE_VERBS.map((verb) => `${denial} ${verb}`),
)
