/**
 * "hx" in a label for another part of the story is no past condition: "soc hx: smoker 1 ppd",
 * "interval hx: seen on the machine". The general list's "hx" ("hx of MI", "hx: dm2, htn") dates
 * what follows; a word before it that names the label's kind (social, interval) makes it a
 * header's, and what follows takes the section's reading. A bare "hx:" is left to the general
 * list: the sets read it now as a past list, now as the present story.
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

const LABEL_KINDS = ['soc', 'social', 'interval']

export const HISTORY_LABEL_TRIGGERS: readonly TriggerDef[] = triggerGroup(
  'historical',
  'pseudo',
  LABEL_KINDS.map((kind) => `${kind} hx :`),
)
