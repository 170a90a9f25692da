/**
 * A treatment said to be one that may do good is an option, not a fact: "Melatonin 3 mg at bedtime
 * may help with sleep", "a levonorgestrel IUD could also reduce bleeding", "sound therapy might
 * ease the tinnitus". The general list holds "may help" right after its target; here the modal
 * and a verb of benefit reach back over the order's details (a dose, a time, a device: "3 mg at
 * bedtime", "IUD") within the clause. Only drugs, procedures and tests: what "may improve" of a
 * problem is a forecast of the problem ("the cough may improve"), which the rules leave alone.
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

const MODALS = ['may', 'might', 'could', 'may also', 'could also', 'might also']
const BENEFITS = ['help', 'reduce', 'improve', 'lower', 'ease', 'relieve', 'lessen']

export const POSSIBLE_BENEFIT_TRIGGERS: readonly TriggerDef[] = triggerGroup(
  'hypothetical',
  'backward',
  MODALS.flatMap((modal) => BENEFITS.map((verb) => `${modal} ${verb}`)),
  { window: 4, clause: true, skips: 'problem' },
)
