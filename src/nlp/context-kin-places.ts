/**
 * A place in the kin after a concept: "no ovarian cancer in the family", "BRCA testing was never
 * done in her family". The phrase says whose the concept is, reading back over its own clause, as
 * "family history of" reads ahead; a clause of the patient's before it ("She has psoriasis, the
 * first in the family") is cut off by the comma, and a concept after it ("the only one in the
 * family with gout") is not reached.
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

export const KIN_PLACE_TRIGGERS: readonly TriggerDef[] = triggerGroup(
  'family',
  'backward',
  ['in the family', 'in his family', 'in her family', 'in their family'],
  { clause: true },
)
