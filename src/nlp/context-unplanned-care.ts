/**
 * Care the note says is not planned, or not yet indicated, is not given: "AAA repair is not
 * planned", "amputation is not planned", "vascular surgery not yet indicated". The item before the
 * phrase is negated, as one "not indicated" is (context-triggers.ts). Only treatments, tests and
 * procedures: a problem "not planned" ("the pregnancy was not planned") is there all the same.
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

const COPULAS = ['', 'is ', 'are ', 'was ', 'were ']
const NOT_PLANNED = ['not planned', 'not yet planned', 'not yet indicated', 'not yet needed', 'not yet required']

export const UNPLANNED_CARE_TRIGGERS: readonly TriggerDef[] = triggerGroup(
  'negated',
  'backward',
  COPULAS.flatMap((copula) => NOT_PLANNED.map((phrase) => `${copula}${phrase}`)),
  { clause: true, window: 3, skips: 'problem' },
)
