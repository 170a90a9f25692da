/**
 * Cues of a drug the patient has given up, said with "no longer", "now" or "off it": "No longer
 * taking warfarin since the ablation", "tramadol 50 mg - no longer taking", "cyclobenzaprine from
 * urgent care last week, now stopped", "took sertraline for a year, off it since 2019". The drug
 * was taken and is not now: historical, as "stopped metformin last year" is (docs: Conventions),
 * not the negation of a drug held in this encounter. "No longer" before a verb of taking was a
 * pseudo-trigger only, so the drug carried nothing; "no longer on" and "no longer has" stay
 * negations (context-triggers.ts).
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

/** Verbs of taking a drug after "no longer": "no longer taking", "no longer uses". */
const NO_LONGER_TAKING = ['taking', 'takes', 'using', 'uses', 'needing to take'].map((verb) => `no longer ${verb}`)
/** After the drug, what says it has been given up: "X - no longer taking", "X, now stopped". */
const GIVEN_UP_AFTER = [...NO_LONGER_TAKING, 'now stopped', 'now off', 'since stopped', 'off it since', 'off it now']

export const GIVEN_UP_TRIGGERS: readonly TriggerDef[] = [
  ...triggerGroup('historical', 'forward', NO_LONGER_TAKING, { clause: true, skips: 'problem' }),
  // past a comma: "cyclobenzaprine from urgent care last week, now stopped"
  ...triggerGroup('historical', 'backward', GIVEN_UP_AFTER, { window: 6, skips: 'problem' }),
]
