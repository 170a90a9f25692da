/**
 * Signs taught are signs of what may come: "They know the signs of a clot and of bleeding",
 * "Signs of low sugar include shaking, sweating and confusion". The definite article makes the
 * signs the general ones a patient is taught, and "Signs of" opening its sentence or clause names
 * them the same way; a finding's signs are indefinite and follow a verb or a negation ("shows signs
 * of dehydration", "no signs of infection"), which this rule leaves to the others. A condition
 * before "warning signs" heads them ("Stroke warning signs reviewed", "Sepsis warning signs given
 * to his wife"): it is the condition warned of, as one before "precautions" is. The colon form
 * ("Sepsis warning signs: fever, rigors") keeps the forward cue that reaches its list.
 */
import { triggerGroup, type TriggerDef } from './context-triggers.js'

const SIGN_NOUNS = ['signs', 'symptoms', 'warning signs', 'signs and symptoms', 'early signs']

/** "the signs of": taught wherever it stands. */
const TAUGHT = SIGN_NOUNS.map((noun) => `the ${noun} of`)
/** "Signs of": taught only when it opens its sentence or clause. */
const OPENING = SIGN_NOUNS.map((noun) => `${noun} of`)

const TAUGHT_SIGN_TRIGGERS_ANYWHERE = triggerGroup('hypothetical', 'forward', TAUGHT, {
  skips: 'medication',
  stopsAtColon: true,
})
const TAUGHT_SIGN_TRIGGERS_OPENING = triggerGroup('hypothetical', 'forward', OPENING, {
  skips: 'medication',
  stopsAtColon: true,
})

/** The condition right before "warning signs", its head noun: a drug before them is no sign. */
const WARNED_CONDITION_TRIGGERS = triggerGroup('hypothetical', 'backward', ['warning signs'], {
  window: 0,
  clause: true,
  skips: 'medication',
  head: true,
})

export const TAUGHT_SIGN_TRIGGERS: readonly TriggerDef[] = [
  ...TAUGHT_SIGN_TRIGGERS_ANYWHERE,
  ...TAUGHT_SIGN_TRIGGERS_OPENING,
  ...WARNED_CONDITION_TRIGGERS,
]

const OPENING_DEFS = new Set<TriggerDef>(TAUGHT_SIGN_TRIGGERS_OPENING)

/** Tokens before a phrase that opens its sentence, list item or clause. */
const OPENERS = new Set(['.', ';', ':', '!', '-', '*', '\u2022', ')'])

/** Drops the bare "signs of" cues that do not open their sentence or clause. */
export function keepOpeningSigns<T extends { ts: number; def: TriggerDef }>(found: T[], keys: readonly string[]): T[] {
  return found.filter((f) => !OPENING_DEFS.has(f.def) || f.ts === 0 || OPENERS.has(keys[f.ts - 1]!))
}
