/**
 * A problem "explained" to the patient after it is one the patient is told of, not one found:
 * "Tumor lysis syndrome explained.", "Dry mouth and dizziness were explained to him". Counselling
 * names what may come, as "warned about" does. "Explained by" gives a finding's cause ("Anemia
 * explained by the bleed"), and the finding is there; it is a pseudo-cue. Only problems: the drug
 * or procedure the effects follow is real.
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

/** How far back "explained" reaches: its own few words and the items of their list. */
const EXPLAINED_WINDOW = 4

export const EXPLAINED_EFFECT_TRIGGERS: readonly TriggerDef[] = [
  ...triggerGroup('hypothetical', 'backward', ['explained', 'was explained', 'were explained'], {
    window: EXPLAINED_WINDOW,
    only: 'problem',
  }),
  ...triggerGroup('hypothetical', 'pseudo', ['explained by', 'was explained by', 'were explained by', 'not explained']),
]
