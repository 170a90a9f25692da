/**
 * "No one else at home has diarrhea", "Nobody at daycare has had a fever": the people of a place
 * the patient shares are denied the problem. The problem is negated, and it is theirs, not the
 * patient's (`other`), as a sick contact named would be; what the patient has is told in a clause
 * of its own. "No sick contacts" names nobody and is left to the negation cues; "no one in the
 * family" is the family's and is left to the family cues.
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

/** Subjects that deny anyone. */
const NOBODY = ['no one', 'no one else', 'nobody', 'nobody else', 'none of the others']
/** Places the patient shares with others: home, household, school, work, care. */
const SHARED_PLACES = [
  'at home',
  'in the home',
  'in the house',
  'in the household',
  'at school',
  'at work',
  'at daycare',
  'in his class',
  'in her class',
]
/** The verb that gives the problem to the subject. */
const HAVING = ['has', 'had', 'has had', 'is having']

const NOBODY_HAVING = NOBODY.flatMap((who) =>
  ['', ...SHARED_PLACES.map((place) => ` ${place}`)].flatMap((place) => HAVING.map((verb) => `${who}${place} ${verb}`)),
)

export const NOBODY_ELSE_TRIGGERS: readonly TriggerDef[] = [
  ...triggerGroup('negated', 'forward', NOBODY_HAVING, { clause: true }),
  ...triggerGroup('other', 'forward', NOBODY_HAVING, { clause: true }),
]
