/**
 * A treatment the patient missed or skipped did not happen: "Missed dialysis on Friday", "she
 * missed her inhaler doses", "skipped some physiotherapy sessions", "likely from missed airway
 * clearance". The drug or procedure is negated, as a drug held in this encounter is. The cue
 * reaches drugs and procedures only (a "missed lesion" is a finding, not an omission) and one
 * word on at most ("missed her", "skipped some"), so a dose counted before the drug ("missed
 * several doses of levetiracetam", "a missed dose of tacrolimus") is left alone. A stretch of
 * missed doses counted after "of" ("three days of missed insulin doses") tells how often a drug
 * the patient is on was left out, not that it was not taken: that is no cue.
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

export const MISSED_TREATMENT_TRIGGERS: readonly TriggerDef[] = [
  ...triggerGroup('negated', 'forward', ['missed', 'skipped', 'skipping'], {
    window: 1,
    clause: true,
    skips: ['problem', 'test'],
  }),
  ...triggerGroup('negated', 'pseudo', ['of missed', 'of skipped']),
]
