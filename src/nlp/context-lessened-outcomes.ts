/**
 * A purpose of lessening names an outcome kept down, one still ahead: "Aspirin to reduce
 * recurrence", "Losartan added to slow CKD progression", "Elevate the leg to limit swelling". The
 * verbs of making less (reduce, slow, limit, lower, delay, decrease, minimize, halt) after "to"
 * are a closed family and read as "to prevent" and "to lower the risk of" do: the condition they
 * act on is hypothetical, and the drug or device given for it is not. Only a problem right after
 * the verb, within its clause, is reached ("to lower blood pressure" names a measure, not a
 * problem).
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

/** Verbs of making less, the closed family of purposes whose object is kept down. */
const LESSENING_VERBS = ['reduce', 'slow', 'limit', 'lower', 'delay', 'decrease', 'minimize', 'minimise', 'halt']
/** Words between the verb and its problem: "to slow further CKD progression". */
const LESSENED_WINDOW = 2

export const LESSENED_OUTCOME_TRIGGERS: readonly TriggerDef[] = triggerGroup(
  'hypothetical',
  'forward',
  LESSENING_VERBS.map((verb) => `to ${verb}`),
  { window: LESSENED_WINDOW, clause: true, only: 'problem' },
)
