/**
 * An animal that has something is someone else: "the dog had diarrhea last week", "a neighbor's
 * dog whose rabies vaccination is up to date". An animal named as the subject of a verb of having
 * or being, or as the owner of what follows ("whose", "'s"), tells of its own illness or shots,
 * which are not the patient's; the experiencer is `other`. An animal named only as a source ("dog
 * bite", "scratched by the cat") lends nothing.
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

/** Animals a patient lives with or is bitten by (a closed family of household and biting animals). */
const ANIMALS = ['dog', 'dogs', 'cat', 'cats', 'puppy', 'kitten', 'pet', 'pets', 'horse', 'bat', 'raccoon']

/** What makes the animal the one that has what follows: a verb of having or being, or ownership. */
const HOLDERS = ['had', 'has', 'have', 'is', 'was', 'whose', "'s"]

/**
 * People whose animal is named with its owner: the owner's phrase ("a neighbor's dog") is read as
 * a source elsewhere, so the animal's holder is matched with it, or the shorter phrase would hide it.
 */
const OWNERS = ['neighbor', 'neighbour', 'friend', 'roommate', 'coworker', 'family']

const ANIMAL_HOLDERS = ANIMALS.flatMap((animal) => HOLDERS.map((holder) => `${animal} ${holder}`))

export const ANIMAL_SUBJECT_TRIGGERS: readonly TriggerDef[] = triggerGroup(
  'other',
  'forward',
  [...ANIMAL_HOLDERS, ...OWNERS.flatMap((owner) => ANIMAL_HOLDERS.map((held) => `${owner}'s ${held}`))],
  { clause: true },
)
