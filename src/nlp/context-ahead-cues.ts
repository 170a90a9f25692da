/**
 * Cues of what is still ahead, in shapes the general lists of context-triggers.ts do not hold:
 *
 * - a passive of doing ahead after what is to be done: "the biopsy to be scheduled", "statin
 *   therapy to be discussed at the next visit", "a repeat echo may be obtained", "heparin would be
 *   given". The auxiliary is one of planning or possibility (to, may, might, could, can, will,
 *   would, should), never of a report ("was", "is"), and the participle one of doing something
 *   (not of ending it: "the drain to be removed" names a drain in place);
 * - a drug given before any study of its kind, not before one that is booked: "premedicate with
 *   hydrocortisone before any future scan" (but "… before the scan tomorrow" is this order's);
 * - an instruction to seek care of a kind: "seek same-day care for new weakness";
 * - a condition written with "were" before its subject, and the order it leads to: "Were she to
 *   need a transfusion, premedicate with acetaminophen" (unlike "If the potassium rises, stop
 *   spironolactone", the subjunctive says nothing real follows).
 */
import { INSTRUCTION_WINDOW, triggerGroup, type TriggerDef } from './context-triggers.js'

/** Auxiliaries that put a passive ahead: a plan ("to be", "will be") or a possibility ("may be"). */
const AHEAD_AUXILIARIES = [
  'to',
  'may',
  'might',
  'could',
  'can',
  'will',
  'would',
  'should',
  'may also',
  'may still',
  'could also',
  'can also',
  'will also',
  'to also',
]
/** Participles of doing, deciding or arranging something; not of ending it ("removed", "stopped", "held"). */
const DOING_PARTICIPLES = [
  'discussed',
  'decided',
  'determined',
  'set',
  'scheduled',
  'arranged',
  'booked',
  'obtained',
  'checked',
  'rechecked',
  'repeated',
  'drawn',
  'done',
  'performed',
  'placed',
  'started',
  'initiated',
  'considered',
  'reconsidered',
  'offered',
  'pursued',
  'tried',
  'given',
  'added',
  'addressed',
  'revisited',
]
/** "statin therapy to be discussed": the words after what is to be done. */
const AHEAD_PASSIVES = AHEAD_AUXILIARIES.flatMap((aux) => DOING_PARTICIPLES.map((done) => `${aux} be ${done}`))

/**
 * Before any study or procedure of a kind, not a booked one: "before any contrast study", "prior
 * to any future CT". Only studies: "thiamine before any glucose" is a standing order.
 */
const BEFORE_ANY = ['before any', 'prior to any', 'before'].flatMap((lead) =>
  ['future', 'contrast', 'study', 'studies', 'scan', 'scans', 'imaging', 'procedure', 'procedures', 'surgery'].map(
    (what) => `${lead} ${what}`,
  ),
)

/** "Were he to need contrast": the subjunctive opens a condition as "should he" does. */
const WERE_CONDITIONS = ['he', 'she', 'they', 'you', 'it', 'the patient', 'pt', 'patient'].map((who) => `were ${who} to`)

/**
 * An instruction to seek care of a kind: "seek same-day care for", "seek urgent evaluation if".
 * Written out, as "same-day care" must not read as a day-care worker (an `other` person).
 */
const SEEK_CARE = ['same day', 'urgent', 'emergency', 'emergent', 'prompt', 'immediate', 'medical'].flatMap((kind) =>
  ['care', 'evaluation', 'attention', 'treatment', 'medical care', 'medical attention'].flatMap((what) =>
    ['for', 'if', 'for any'].map((tail) => `seek ${kind} ${what} ${tail}`),
  ),
)

/** Words, list items not counted, between what is to be done and its passive: "abiraterone with prednisone to be discussed". */
const PASSIVE_WINDOW = 3

export const AHEAD_TRIGGERS: readonly TriggerDef[] = [
  ...triggerGroup('hypothetical', 'backward', AHEAD_PASSIVES, {
    window: PASSIVE_WINDOW,
    clause: true,
    skips: 'problem',
  }),
  ...triggerGroup('hypothetical', 'backward', BEFORE_ANY, { clause: true, only: 'medication' }),
  // not `conditional`: the scope goes on past the comma into the main clause
  ...triggerGroup('hypothetical', 'forward', WERE_CONDITIONS),
  ...triggerGroup('hypothetical', 'forward', SEEK_CARE, { window: INSTRUCTION_WINDOW, instruction: true }),
]
