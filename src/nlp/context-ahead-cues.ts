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
import { CONTEXT_TRIGGERS, INSTRUCTION_WINDOW, triggerGroup, type TriggerDef } from './context-triggers.js'

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
  // resuming or adjusting a treatment, reviewing or measuring a state: the same acts ahead
  'restarted',
  'resumed',
  'increased',
  'decreased',
  'reduced',
  'tapered',
  'weaned',
  'adjusted',
  'titrated',
  'switched',
  'changed',
  'reviewed',
  'monitored',
  'measured',
  'evaluated',
  'reassessed',
  'assessed',
  'requested',
  'referred',
]
/** Hypothetical phrases context-triggers.ts holds already ("to be done", "may be considered"). */
const KNOWN = new Set(CONTEXT_TRIGGERS.filter((d) => d.category === 'hypothetical').map((d) => d.phrase))
/** "statin therapy to be discussed": the words after what is to be done, those not held already. */
const AHEAD_PASSIVES = AHEAD_AUXILIARIES.flatMap((aux) => DOING_PARTICIPLES.map((done) => `${aux} be ${done}`)).filter(
  (phrase) => !KNOWN.has(phrase),
)

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
const WERE_CONDITIONS = ['he', 'she', 'they', 'you', 'it', 'the patient', 'pt', 'patient'].map(
  (who) => `were ${who} to`,
)

/**
 * An instruction to seek care of a kind: "seek same-day care for", "seek urgent evaluation if".
 * Written out, as "same-day care" must not read as a day-care worker (an `other` person).
 */
const SEEK_CARE = ['same day', 'urgent', 'emergency', 'emergent', 'prompt', 'immediate', 'medical'].flatMap((kind) =>
  ['care', 'evaluation', 'attention', 'treatment', 'medical care', 'medical attention'].flatMap((what) =>
    ['for', 'if', 'for any'].map((tail) => `seek ${kind} ${what} ${tail}`),
  ),
)

/**
 * A weekday after a test times a draw ahead ("repeat BMP and Mg Friday", "have your INR checked on
 * Monday"); not a standing schedule of several days ("Monday, Wednesday and Friday", "mon/fri"),
 * not a day gone by ("since Tuesday", "last Friday") and not a day with its result ("Monday was 4.1").
 * "sat" and "sun" are left out: a saturation and the sun.
 */
const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'mon',
  'tue',
  'tues',
  'wed',
  'thu',
  'thur',
  'thurs',
  'fri',
]
const WEEKDAY_AHEAD = WEEKDAYS.flatMap((day) => [day, `on ${day}`, `this ${day}`, `next ${day}`])
const WEEKDAY_NOT_AHEAD = WEEKDAYS.flatMap((day) => [
  ...['', 'on ', 'this ', 'next ', 'since ', 'last ', 'past '].flatMap((lead) =>
    [',', 'and', '/', 'or', 'through', 'to', 'was', 'were', 'is', 'showed', 'revealed'].map(
      (after) => `${lead}${day} ${after}`,
    ),
  ),
  `since ${day}`,
  `last ${day}`,
  `past ${day}`,
])

/**
 * Permission, not a plan: "you may take acetaminophen", "Heartburn: may use antacids" name a drug
 * the patient may use now, as the gold sets read it (the plan cues "may take", "can use" of
 * context-triggers.ts hold after any other subject: "she may take penicillins in the future").
 */
const PERMISSION = ['you', ':', ';'].flatMap((lead) =>
  ['may', 'can', 'may also', 'can also'].flatMap((modal) => ['take', 'use'].map((verb) => `${lead} ${modal} ${verb}`)),
)

/**
 * A procedure named as possible is an option still to be taken up ("OR Thursday for possible
 * debridement", "possible need for a revision"), whatever doubt it also carries.
 */
const POSSIBLE_PROCEDURE = ['possible', 'potential', 'possible need for', 'potential need for', 'possibly']

/**
 * What the patient or the team leans to is still to be given, as what the patient wants is
 * (context-triggers.ts's "wants"): "interested in starting bupropion", "open to a hospice
 * referral", "leaning toward home dialysis", "prefers a repeat scan", and after it, "nerve block
 * preferred". Not for problems ("interested in her diagnosis").
 */
const LEANING_TO = [
  'interested in',
  'is interested in',
  'open to',
  'is open to',
  'leaning toward',
  'leaning towards',
  'leans toward',
  'leans towards',
  'prefers',
  'would prefer',
]
const PREFERRED = ['preferred', 'is preferred', 'would be preferred']

/**
 * A candidate for a procedure has not had it: "candidate for a kidney transplant", "Bariatric
 * surgery candidate", "TAVR candidate:".
 */
const CANDIDATE_FOR = ['candidate for', 'a candidate for', 'candidacy for', 'candidate for a', 'candidate for an']
const CANDIDATE = ['candidate', 'candidate :', 'candidacy']

/**
 * What a patient is told to expect after a procedure or a dose has not happened yet: "bruising at
 * the site is common", "mild soreness is normal for a day or two", "you may notice some
 * spotting". Only problems; a finding reported as normal names no problem ("pulses normal").
 */
const EXPECTED_AFTER = ['is common', 'are common', 'is expected', 'are expected', 'is normal for', 'are normal for']
const MAY_NOTICE = ['may', 'might', 'can', 'will'].flatMap((modal) =>
  ['notice', 'feel', 'experience', 'expect', 'have some', 'notice some', 'feel some'].map(
    (verb) => `you ${modal} ${verb}`,
  ),
)

/**
 * A verb of planning or offering with its object: "cardiology plans a loop recorder", "offer an
 * epidural". "plan" only after a semicolon or a "#" item mark ("Appendicitis; plan appendectomy
 * tonight", "# Plan rotator cuff repair"): alone it as often heads a plan ("Plan" over its lines)
 * as it orders. The cue ends at a colon.
 */
const PLANNING_VERBS = ['plans', 'offer', 'offers', 'offering', 'will offer', 'to offer', '; plan', '# plan']

/**
 * Verbs of proposing, as "recommend" of the general list: "Suggest a repeat bladder scan after the
 * catheter is out", "we advise physiotherapy". Only the base form, the writer's own imperative or
 * first person; "suggests" and "suggestive of" weigh a finding (the uncertain list), and the
 * problem after the verb is what is weighed or treated, so problems are skipped.
 */
const PROPOSING_VERBS = ['suggest', 'advise', 'propose']
/** "no swelling to suggest a clot", "nothing to suggest infection": a finding weighed, nothing proposed. */
const WEIGHING_NOT_PROPOSING = ['to suggest', 'as to suggest']

/**
 * "any" after a preposition of occasion makes its problem one that may happen: "go to the ED after
 * any fall", "an auto-injector for any lip swelling". A denial's "any" ("denies any", "without any")
 * has no such preposition before it.
 */
const ANY_OCCASION = ['after any', 'for any', 'with any']

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
  ...triggerGroup('hypothetical', 'backward', WEEKDAY_AHEAD, { window: 3, clause: true, only: 'test' }),
  ...triggerGroup('hypothetical', 'pseudo', WEEKDAY_NOT_AHEAD),
  ...triggerGroup('hypothetical', 'pseudo', PERMISSION),
  ...triggerGroup('hypothetical', 'forward', PLANNING_VERBS, {
    window: 4,
    clause: true,
    skips: 'problem',
    stopsAtColon: true,
  }),
  ...triggerGroup('hypothetical', 'forward', PROPOSING_VERBS, { skips: 'problem' }),
  ...triggerGroup('hypothetical', 'pseudo', WEIGHING_NOT_PROPOSING),
  ...triggerGroup('hypothetical', 'forward', ANY_OCCASION, { window: 3, clause: true, only: 'problem' }),
  ...triggerGroup('hypothetical', 'backward', EXPECTED_AFTER, { window: 4, clause: true, only: 'problem' }),
  ...triggerGroup('hypothetical', 'forward', MAY_NOTICE, { window: 3, clause: true, only: 'problem' }),
  ...triggerGroup('hypothetical', 'forward', CANDIDATE_FOR, { window: 3, clause: true, skips: 'problem' }),
  ...triggerGroup('hypothetical', 'backward', CANDIDATE, { window: 0, clause: true, skips: 'problem' }),
  ...triggerGroup('hypothetical', 'forward', LEANING_TO, { window: 4, clause: true, skips: 'problem' }),
  ...triggerGroup('hypothetical', 'backward', PREFERRED, { window: 3, clause: true, skips: 'problem' }),
  ...triggerGroup('hypothetical', 'forward', POSSIBLE_PROCEDURE, { window: 0, clause: true, only: 'procedure' }),
  ...triggerGroup('hypothetical', 'forward', SEEK_CARE, { window: INSTRUCTION_WINDOW, instruction: true }),
]
