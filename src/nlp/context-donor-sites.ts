/**
 * A donor site is a place on the patient, not a person: "seroma at the donor site", "donor-site
 * dehiscence", "skin graft to the donor area". The patient gave the tissue (a graft or flap taken
 * from the thigh, the abdomen), so "donor" there names no one else; as a pseudo cue the phrase
 * keeps the person word "donor" from being found inside it. "The kidney donor was CMV positive"
 * still names another person.
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

const SITE_NOUNS = ['site', 'sites', 'area', 'areas', 'wound', 'wounds', 'region']

export const DONOR_SITE_TRIGGERS: readonly TriggerDef[] = triggerGroup(
  'other',
  'pseudo',
  SITE_NOUNS.map((noun) => `donor ${noun}`),
)
