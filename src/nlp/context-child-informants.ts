/**
 * A son or daughter who tells of their mother or father is telling of the patient: "Daughter
 * reports her mother has been falling at night", "Son says that his father forgets his pills". A
 * child's parent is the patient (or the patient's partner, whom such a sentence would name as
 * such), so the parent named after the child's telling verb is no relative of the patient's, as the
 * relative a caller calls about is not ("dtr calling about her mother", context-triggers.ts). The
 * phrase stands for the patient and reaches both ways over its clause.
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

const CHILDREN = ['daughter', 'son', 'dtr']
/** Verbs of telling, in the present and past. */
const TELLING = ['reports', 'reported', 'says', 'said', 'states', 'stated', 'notes', 'noted', 'worries', 'is worried']
const PARENTS = ['mother', 'father', 'mom', 'dad']
const OWNERS = ['her', 'his', 'their']

export const CHILD_INFORMANT_TRIGGERS: readonly TriggerDef[] = triggerGroup(
  'patient',
  'bidirectional',
  CHILDREN.flatMap((child) =>
    TELLING.flatMap((verb) =>
      ['', 'that '].flatMap((that) =>
        OWNERS.flatMap((owner) => PARENTS.map((parent) => `${child} ${verb} ${that}${owner} ${parent}`)),
      ),
    ),
  ),
)
