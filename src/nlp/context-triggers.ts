/**
 * Trigger phrases for the context finder, grouped by what they signal and which way their scope
 * runs (the categories of NegEx and ConText; the lists are this project's own). Phrases are
 * matched as whole tokens, case-insensitively, longest first, so a longer phrase ("no increase",
 * "not certain whether", "history of present illness") overrides the shorter trigger inside it.
 * Placeholders stand for classes of tokens: <year> (1900-2099), <num> (any number), <month> (a
 * month's name) and <unit> (days, weeks, months, years in any spelling). A hyphen is a space to
 * the tokenizer, so "-ve" is written "ve" and "x-ray" "x ray".
 */

import { NOT_DONE_AFTER } from './context-not-done.js'

export type CueCategory =
  | 'negated'
  | 'uncertain'
  | 'historical'
  | 'hypothetical'
  | 'allergy'
  | 'current'
  | 'family'
  | 'other'
  | 'patient'
  | 'termination'

export type Direction = 'forward' | 'backward' | 'bidirectional' | 'pseudo' | 'termination'

/** A trigger found in a sentence, in token indices [ts, te): the shape every rule pass reads and returns. */
export interface FoundCue {
  ts: number
  te: number
  def: TriggerDef
  category: CueCategory
  direction: Direction
}

/** Cues found in a sentence with more cues a later pass added, in the order of their first word. */
export function withCuesAdded<T extends { ts: number }>(found: T[], added: readonly T[] | undefined): T[] {
  if (added === undefined || added.length === 0) return found
  return [...found, ...added].sort((a, b) => a.ts - b.ts)
}

export interface TriggerDef {
  phrase: string
  category: CueCategory
  direction: Direction
  /** words the scope may reach across, instead of the category's default */
  window?: number
  /** the scope ends at a comma: a result word in a lab list belongs to its own item */
  clause?: boolean
  /** a condition ("if", "should she develop"): the scope ends where the main clause starts */
  conditional?: boolean
  /**
   * Targets of a type the cue never applies to, when the type is known: a plan ("will",
   * "consider") makes tests, procedures and drugs hypothetical, not the problem they are for;
   * a hedged cause ("likely due to") does not put in doubt a drug that is certainly given, nor a
   * line that is certainly in place; what is ruled out or evaluated for is a condition, not the
   * test that looks for it.
   */
  skips?: SkippedType | readonly SkippedType[]
  /**
   * The cue is the head noun the target before it modifies ("DVT prophylaxis", "malaria
   * prophylaxis"): a negation of the head ("did not take malaria prophylaxis") is not the target's.
   */
  head?: boolean
  /** The cue does not reach a target that is its clause's subject ("unclear whether the syncope was cardiac"). */
  aboutSubject?: boolean
  /** The cue holds only after a verb of stopping earlier in its sentence ("stopped X because of"). */
  afterStop?: boolean
  /** The cue holds only in a plan or instructions section. */
  inPlan?: boolean
  /** The only type of target the cue applies to (a target of unknown type is not reached). */
  only?: SkippedType
  /** A study's date: it holds only for a year before the note's own (see context-note-year.ts). */
  datedStudy?: boolean
  /** A hypothetical cue that ends at a colon: "Low acute risk of self-harm: no SI". */
  stopsAtColon?: boolean
  /**
   * An instruction ("call for", "return if"): its scope runs over a list of any length, and a drug
   * named as a circumstance in it is real ("if he is not improving after 72 hours of antibiotics").
   */
  instruction?: boolean
}

type SkippedType = 'problem' | 'medication' | 'test' | 'procedure'

const NEGATED_FORWARD = [
  'no',
  'not',
  'absent',
  'denies',
  'denied',
  'deny',
  'denying',
  'without',
  'w/o',
  'never',
  'neither',
  'nor',
  'negative for',
  'was negative for',
  'were negative for',
  'is negative for',
  'are negative for',
  've for',
  'neg for',
  'free of',
  'free from',
  'absence of',
  'lack of',
  'no evidence of',
  'no evidence for',
  'without evidence of',
  'no signs of',
  'no sign of',
  'without signs of',
  'no symptoms of',
  'no signs or symptoms of',
  'no suggestion of',
  'no indication of',
  'no findings of',
  'no history of',
  'no prior history of',
  'no past history of',
  'no known',
  'no known history of',
  'no prior',
  'no previous',
  'no past',
  'no new',
  'no further',
  'no recurrence of',
  'no recurrent',
  'no acute',
  'no obvious',
  'no definite',
  'no significant',
  'no complaints of',
  'never had',
  'ruled out for',
  'rules out',
  'fails to reveal',
  'failed to reveal',
  'did not reveal',
  'does not reveal',
  'did not show',
  'does not show',
  'did not demonstrate',
  'does not have',
  'did not have',
  'has not had',
  'have not had',
  'unremarkable for',
  'declined',
  'declines',
  'declining',
  'refused',
  'refuses',
  'refusing',
  'avoid',
  'avoiding',
  'avoidance of',
  'not started on',
  'not given',
  'did not receive',
  'has not received',
  'never received',
  'no longer has',
  'no longer having',
  'no longer experiencing',
  'no longer with',
  'no longer reports',
  'not on',
  'not currently on',
  'no longer on',
  'off of',
  'not taking',
  'not a candidate for',
  'not candidate for',
  'not a good candidate for',
  'nonreactive for',
  'no reason to suspect',
  'no reason to believe',
  'no suspicion for',
  'no suspicion of',
  'no concern for',
  'no clinical suspicion for',
  'never on',
  'never been on',
  'never took',
  'never taken',
  'never started',
  'never started on',
  'never received',
  'never treated with',
  'has not needed',
  'have not needed',
  'has not required',
  'have not required',
  'did not need',
  'did not require',
  'does not need',
  'does not require',
  'no longer needs',
  'no longer requires',
  'no longer required',
  'no longer needed',
  'not requiring',
  'not needing',
]

/**
 * Words that end a negation's scope only: what follows is the means of looking, not what was
 * looked for ("no DVT on dopplers", "no fracture by x-ray"), or the event it is timed by ("no
 * pneumothorax after central line placement").
 */
const NEGATION_TERMINATION = [
  'on',
  'by',
  'per',
  'at',
  'with',
  'after',
  'following',
  'in the setting of',
  'with the exception of',
]

/** Words that end a hedge's scope: what follows is the hedged thing's cause ("likely ATN from shock"). */
const UNCERTAIN_TERMINATION = [
  'from',
  'after',
  'on',
  'by',
  'as a cause of',
  'as the cause of',
  'as a source of',
  'as the source of',
  'per',
  'causing',
  'leading to',
  'resulting in',
  'with resultant',
  'in the setting of',
  'in setting of',
]

const NEGATED_BACKWARD = [
  'is absent',
  'are absent',
  'was absent',
  'were absent',
  'is not present',
  'are not present',
  'was not present',
  'were not present',
  'not present',
  'not seen',
  'not identified',
  'not found',
  'not detected',
  'not appreciated',
  'not observed',
  'was ruled out',
  'were ruled out',
  'is ruled out',
  'are ruled out',
  'has been ruled out',
  'have been ruled out',
  'been ruled out',
  'was r/o',
  'were r/o',
  'been r/o',
  'was excluded',
  'were excluded',
  'has been excluded',
  'was negative',
  'were negative',
  'is negative',
  'are negative',
  'free',
  'was not started',
  'were not started',
  'not started',
  'was not given',
  'were not given',
  'was declined',
  'were declined',
  'was refused',
  'were refused',
  'was deferred',
  'not done',
  'was not done',
  'not performed',
  'was not performed',
  'excluded',
  'not restarted',
  'was not restarted',
  'were not restarted',
  'not resumed',
  'was not resumed',
  'not continued',
  'was not continued',
  'not ordered',
  'was not ordered',
  'not prescribed',
  'was not prescribed',
  'deferred',
  'were deferred',
  'declined by',
  'refused by',
  'not suspected',
  'is not suspected',
  'was not suspected',
]

/**
 * Said after the thing, of it alone (not over a comma): an exam finding not found ("Dorsalis
 * pedis pulse not palpable"), a drug ruled out ("naltrexone not an option"), a drug or food kept
 * away in the passive of "avoid" ("ACE inhibitors are avoided", "nuts to be avoided", "strict
 * gluten avoidance"), as "avoid X" before it negates X.
 */
const AVOIDED_AFTER = [
  ...['', 'is ', 'are ', 'also ', 'to be ', 'should be ', 'will be '].map((verb) => `${verb}avoided`),
  'avoidance',
]
/** Words that name the treatment another one replaces or is chosen over. */
const TREATMENT_PASSED_OVER = ['instead of', 'in place of', 'rather than']

/**
 * An allergy label taken off the chart ("Sulfa allergy removed after an oral challenge", "The
 * penicillin label was removed": context-allergy-labels.ts reads the bare label as the allergy's): the
 * substance was recorded as an allergen and is denied now, so it is both negated and an allergen.
 */
const ALLERGY_LABEL_REMOVED = ['allergy', 'allergies', 'allergy label', 'label'].flatMap((label) =>
  ['removed', 'delabeled', 'de labeled', 'rescinded', 'retracted'].flatMap((verb) =>
    ['', 'was ', 'has been '].map((aux) => `${label} ${aux}${verb}`),
  ),
)
/**
 * Cues that keep a substance away rather than deny it: what they negate may still be an allergen
 * ("ALLERGIES: lisinopril - angioedema; ACE inhibitors to be avoided").
 */
export const AVOIDANCE_CUES: ReadonlySet<string> = new Set([
  ...AVOIDED_AFTER,
  ...ALLERGY_LABEL_REMOVED,
  // a treatment passed over is kept away, not denied: "lactose intolerance rather than a milk allergy"
  ...TREATMENT_PASSED_OVER,
])
const NEGATED_AFTER_ITS_CLAUSE = [
  ...AVOIDED_AFTER,
  // "SCDs in bed, enoxaparin not indicated": the SCDs are in use
  ...['', 'is ', 'was ', 'are ', 'were '].flatMap((verb) =>
    ['not indicated', 'not needed', 'not required', 'not necessary', 'not warranted'].map((p) => `${verb}${p}`),
  ),
  ...['', 'is ', 'was ', 'are ', 'were '].flatMap((verb) =>
    ['not palpable', 'not palpated', 'not felt', 'not heard', 'not audible'].map((p) => `${verb}${p}`),
  ),
  'not an option',
  'is not an option',
]

/** A negated current word: a negation, not a sign that something else is current. */
const NEGATED_CURRENT = [
  'without active',
  'no active',
  'without ongoing',
  'no ongoing',
  'no current',
  'without current',
]

/** "Thrombectomy was not pursued": only what stands right before (not "ECG localization and was not pursued"). */
const NEGATED_NOT_PURSUED = [
  'not pursued',
  'was not pursued',
  'were not pursued',
  'not attempted',
  'was not attempted',
  'were not attempted',
  // "this season's influenza vaccine not yet given": "yet" would otherwise end the negation
  'not yet given',
  'not yet received',
  'not yet done',
  'not yet administered',
]

/** Result words after a test or a finding in a list: their scope is their own item. */
const NEGATED_RESULT_BACKWARD = [
  'negative',
  'neg',
  've',
  'nonreactive',
  'non reactive',
  'undetectable',
  'undetected',
  'no growth',
  'no growth to date',
  'ngtd',
  'with no growth',
  'with no growth to date',
  'showed no growth',
  'shows no growth',
  'show no growth',
  'has had no growth',
  'had no growth',
  'negative x2',
  'negative x 2',
  'negative times 2',
  'not reactive',
  'absent',
  'absent bilaterally',
  'not elicited',
  'none',
]

const NEGATED_BIDIRECTIONAL = ['ruled out']

/** "was not given thrombolysis": what was not given follows as well as precedes ("Heparin was not given"). */
const NEGATED_NOT_GIVEN = [
  'was not given',
  'were not given',
  'was not offered',
  'were not offered',
  'was not treated with',
  'was not started on',
]

/** "Negative Murphy sign", "negative straight leg raise": a result word before its finding. */
const NEGATED_RESULT_FORWARD = ['negative', 'neg']

const NEGATED_PSEUDO = [
  // a proviso, not a denial: "If not already planned, lumbar puncture may help"
  'if not already',
  'if not yet',
  'if not previously',
  // a study's protocol: "MRI brain with and without contrast"
  'with and without',
  'with or without',
  'w/ and w/o',
  'w and w/o',
  'with and w/o',
  'no increase',
  // an instruction about a dose keeps the drug: "Do not increase diuretics given the sodium"
  'do not increase',
  'do not decrease',
  'do not change',
  'do not adjust',
  'no significant increase',
  'no change',
  'no significant change',
  'no interval change',
  'no definite change',
  'no improvement',
  'not only',
  'without difficulty',
  'gram negative',
  'gram ve',
  'negative pressure',
  'not cause',
  'not drain',
  'not extend',
  'no doubt',
  'no further workup',
  'no further workup for',
  'no further work up',
  'no further work up for',
  'no further evaluation',
  'no further evaluation for',
  'no further treatment',
  'no further intervention',
  'free flow',
  'free air',
  'free fluid',
  'free water',
  'free text',
  'net negative',
  'negative balance',
  'negative fluid balance',
  'negative output',
  'negative inspiratory force',
  'not clear',
  'not certain',
  'not sure',
  'no longer',
  'not improved',
  'no better',
  'not better',
  'no relief',
  'not relieved',
  'not tolerate',
  'not tolerating',
  'did not tolerate',
  'could not tolerate',
  'unable to tolerate',
  'not reproducible',
  'no sooner',
  'not improving',
  'is not improving',
  'not getting better',
  'does not stop',
  'do not stop',
  'not stop',
  'does not fade',
  'not fade',
  'does not blanch',
  'not blanch',
  'does not go away',
  'not go away',
  'does not resolve',
  'not resolving',
  'denies any change',
  'denies change',
  'any change in',
  // a cause not found leaves the finding it would explain standing: "no source of the anemia found"
  ...['source', 'cause', 'etiology', 'explanation'].flatMap((what) =>
    ['no', 'no clear', 'no obvious', 'no definite', 'no identifiable'].flatMap((no) => [
      `${no} ${what} of`,
      `${no} ${what} for`,
    ]),
  ),
]

const UNCERTAIN_FORWARD = [
  // a reader's impression handed to the clinician: "correlate clinically for multiple sclerosis"
  'correlate clinically for',
  'clinically correlate for',
  'clinical correlation for',
  'correlate for',
  'which favors',
  'favors a',
  'favors an',
  'favoring a',
  'favoring an',
  'possible',
  'possibly',
  'probable',
  'probably',
  'questionable',
  'question of',
  'suspect',
  'suspected',
  'suspicious for',
  'suspicion for',
  'suspicion of',
  'concern for',
  'concerning for',
  'concerned about',
  'concerned for',
  'worrisome for',
  'worried about',
  'worried abt',
  'worried for',
  'concerned abt',
  'worry for',
  'worry about',
  'worried re',
  'cannot exclude',
  'can not exclude',
  'cannot rule out',
  'can not rule out',
  'could not rule out',
  'could not exclude',
  'unable to rule out',
  'unable to exclude',
  // the contraction, and a finding that leaves a condition open: "Rhinovirus does not exclude a UTI"
  "can't exclude",
  "can't rule out",
  'does not exclude',
  "doesn't exclude",
  'did not exclude',
  'does not rule out',
  "doesn't rule out",
  'did not rule out',
  'may be',
  'may have',
  'may represent',
  'might',
  'might be',
  'might have',
  'could be',
  'could represent',
  'could have',
  'differential',
  'differential diagnosis',
  'differential diagnosis includes',
  'differential includes',
  'ddx',
  'presumed',
  'presumptive',
  'presumably',
  'perhaps',
  'maybe',
  'suggestive of',
  'suggests',
  'suggesting',
  'not necessarily',
  'uncertain',
  'unclear',
  'equivocal for',
  'query',
  'questionable for',
  'presumptively',
  'likely has',
  'less likely',
]

/**
 * An open question: "unclear whether she has pneumonia". When the target is the subject the
 * question is about ("unclear whether the syncope was cardiac"), the target itself is real.
 */
const UNCERTAIN_WHETHER = [
  'not certain whether',
  'not certain if',
  'not sure whether',
  'not sure if',
  'uncertain whether',
  'unclear whether',
  'uncertain if',
  'unclear if',
  'it is unclear whether',
  'it is unclear if',
]
export const COPULAS = new Set(['is', 'was', 'are', 'were'])

/** A hedged cause: the cause is uncertain, not the finding it explains. */
const CAUSE_HEDGES = [
  'likely',
  'most likely',
  'more likely',
  'probably',
  'possibly',
  'presumably',
  'presumed',
  'suspect',
  'suspected',
  'thought to be',
  'felt to be',
  'believed to be',
  'may be',
  'could be',
  'might be',
]
const CAUSE_LINKS = [
  'due to',
  'from',
  'secondary to',
  'related to',
  'caused by',
  '2/2',
  'because of',
  'in the setting of',
  'in setting of',
  'triggered by',
  'precipitated by',
  'a result of',
  'the result of',
  'driven by',
  'attributable to',
  'attributed to',
]
const UNCERTAIN_CAUSE = CAUSE_HEDGES.flatMap((hedge) =>
  CAUSE_LINKS.flatMap((link) => ['', 'is ', 'was ', 'are ', 'were '].map((verb) => `${verb}${hedge} ${link}`)),
)

/** A hedge on what something is: "likely represents a schwannoma", "felt to be cardiorenal". */
const UNCERTAIN_IDENTITY = [
  'likely represents',
  'likely represent',
  'most likely represents',
  'probably represents',
  'may reflect',
  'likely reflects',
  'felt to be',
  'thought to be',
  'believed to be',
  'likely to be',
  'unlikely to be',
  'less likely to be',
  'likely to represent',
  'unlikely to represent',
  'does not know if',
  'does not know whether',
  'not know if',
  'unknown if',
  'unknown whether',
  'unsure if',
  'unsure whether',
]

/** A question glued to a word in telegraphic text and answered with doubt: "tamsulosin? not sure". */
const UNCERTAIN_QUESTIONED = ['? not sure', '? unsure', '? unclear', '? uncertain', '? maybe', '? possibly', '? ?']

const UNCERTAIN_BACKWARD = [
  'not excluded',
  'is not excluded',
  'cannot be excluded',
  'can not be excluded',
  "can't be excluded",
  "can't be ruled out",
  'cannot be ruled out',
  'not ruled out',
  'not been ruled out',
  'is possible',
  'is questionable',
  'is suspected',
  'was suspected',
  'is less likely',
  'less likely',
  'is likely',
  'is unlikely',
  'unlikely',
  'very unlikely',
  'seems unlikely',
  'is felt to be less likely',
  'is in the differential',
  'in the differential',
  'is on the differential',
  'on the differential',
  // a working diagnosis kept until a test clears it: "testicular torsion until proven otherwise"
  'until proven otherwise',
  'until proved otherwise',
  ...['', 'is ', 'was ', 'are ', 'were '].flatMap((verb) =>
    ['entirely', 'completely', 'fully', 'yet'].flatMap((adverb) => [
      `${verb}not ${adverb} excluded`,
      `${verb}not ${adverb} ruled out`,
    ]),
  ),
]

/** What a study looks for: "r/o ACS, serial trops ordered" puts the ACS in doubt, not the troponins. */
const UNCERTAIN_LOOKING_FOR = [
  'rule out',
  'r/o',
  'to rule out',
  'rule out for',
  'evaluate for',
  'evaluation for',
  'evaluated for',
  'to evaluate for',
  'assess for',
  'workup for',
  'work up for',
  'eval for',
  'to exclude',
  'to look for',
  'look for',
  'looking for',
]

/** What is yet to be excluded is in doubt: "endometrial hyperplasia to be excluded", "PE needs to be ruled out". */
const UNCERTAIN_TO_EXCLUDE = [
  'to be excluded',
  'to be ruled out',
  'needs to be excluded',
  'needs to be ruled out',
  'must be excluded',
  'must be ruled out',
  'should be excluded',
  'should be ruled out',
]

/** A probability is a study's result, not a doubt about the study: "VQ scan was low probability". */
const UNCERTAIN_PROBABILITY = ['considered low probability', 'low probability']

const UNCERTAIN_BIDIRECTIONAL = ['likely', 'most likely', 'more likely', 'versus', 'vs', '?']

const UNCERTAIN_PSEUDO = [
  'vs :',
  'likely worsened by',
  'likely exacerbated by',
  'likely aggravated by',
  'likely contributing',
  'likely contributed',
  'likely contributes',
  'unlikely to',
  'less likely to',
  'likely to',
  'more likely to',
  'most consistent with',
  'consistent with',
  // a hedge on how many causes there are: "Delirium is likely multifactorial"
  'likely multifactorial',
  'is likely multifactorial',
  'probably multifactorial',
  'likely multifocal',
]

const HISTORICAL_FORWARD = [
  'history of',
  'h/o',
  'hx of',
  'hx',
  'status post',
  's/p',
  'previous',
  'previously',
  'prev',
  'prior',
  'past',
  'past medical history',
  'past surgical history',
  'medical history',
  'surgical history',
  'pmh',
  'psh',
  'pmhx',
  'pshx',
  'former',
  'formerly',
  'childhood',
  'quit',
  'stopped taking',
  'used to',
  'remote',
  'remote history of',
  'distant history of',
  'recovered from',
  'postsurgical changes of',
  'post surgical changes of',
  'postoperative changes of',
  'post operative changes of',
  'postsurgical changes from',
  'completed',
  // a course that ended: "finished 7 days of cefpodoxime for UTI"
  'finished',
  'has finished',
  'had finished',
  'had been on',
  'was previously on',
  'previously on',
  'formerly on',
  'self discontinued',
  'discontinued years ago',
  'after stopping',
  'after discontinuing',
  'since stopping',
  'since discontinuing',
  'after discontinuation of',
  'ago for',
  'ago with',
  'ago from',
  ...['past medical history', 'medical history', 'past history', 'pmh', 'history'].flatMap((lead) =>
    [
      'is positive for',
      'positive for',
      'is significant for',
      'includes',
      'is notable for',
      'notable for',
      'is remarkable for',
      'remarkable for',
    ].map((tail) => `${lead} ${tail}`),
  ),
  ...['she', 'he', 'patient', 'pt', 'they'].flatMap((who) => [`${who} stopped`, `${who} stopped taking`]),
]

/** "resolved pneumonia", "now resolved C. diff": the next item only. */
const HISTORICAL_NEAR = ['last', 'her last', 'his last', 'the last', 'their last', 'ex']

/** "old left frontal infarct": an old lesion, not an age ("67-year-old", a pseudo-trigger). */
const HISTORICAL_OLD = ['old']
const AGE_PSEUDO = [
  '<num> <unit> old',
  'year old',
  'years old',
  'month old',
  'months old',
  'week old',
  'weeks old',
  'day old',
  'days old',
]

/** Resolution is a condition's: in "SOB resolved with nebs" the nebs are no history. */
const HISTORICAL_RESOLVED_NEAR = ['resolved', 'now resolved']

/**
 * "Healed left 6th rib fracture": a healed injury is past over its side and number; a well-healed
 * scar is a finding of today.
 */
const HISTORICAL_HEALED = ['healed', 'old healed']

/**
 * "Stroke two years ago": a time ago dates its own item ("refill of lisinopril, last visit 6 mo
 * ago" dates no drug).
 */
const HISTORICAL_AGO = ['ago', 'years ago']

const HISTORICAL_BACKWARD = [
  // "since <year>" alone says a condition goes on ("pacemaker since 2018"); these say it ended then
  'sober since',
  'abstinent since',
  'in remission since',
  'once before',
  'twice before',
  'several times before',
  'many times before',
  'as a child',
  'as a teenager',
  'as an infant',
  'as a baby',
  'as a young adult',
  'in childhood',
  'in his youth',
  'in her youth',
  'at age',
  'at the age of',
  'in the <year>s',
  'during childhood',
  'years earlier',
  'years prior',
  'years before',
  'has resolved',
  'have resolved',
  'had resolved',
  'resolved',
  'is resolved',
  'was resolved',
  'now resolved',
  'since resolved',
  'resolved spontaneously',
  'resolved on its own',
  // an infection or cancer treated to its end: "Hepatitis C, treated with Epclusa in 2019, cured"
  'cured',
  'now cured',
  'was cured',
  'completed',
  'was completed',
  'series completed',
  'in remission',
  'in the remote past',
  'previously',
  'at her last visit',
  'at his last visit',
  'at the last visit',
  'at last visit',
  'at her previous visit',
  'at his previous visit',
  'at the previous visit',
  'at her prior visit',
  'at his prior visit',
  'on her last visit',
  'on his last visit',
  'by history',
  'by hx',
  'per history',
  'by report of history',
]

/**
 * A symptom said to be over ("a cough that lasted two days and is now gone"), or over by a day of
 * its course ("confusion settled by day 3"): the course is told, and the symptom is behind it.
 * The words close the story of their own clause's item, so they reach back a few words and stop at
 * a comma: in "had a rash, and a cough that lasted a week and is now gone" the rash goes on.
 */
const HISTORICAL_OVER_NOW = [
  'now gone',
  'is now gone',
  'settled by day <num>',
  'cleared by day <num>',
  'resolved by day <num>',
]
/** How far back those words reach. */
const OVER_NOW_WINDOW = 4

/** A past time reaches both ways within its clause: "Hospitalized last year for a COPD exacerbation". */
const HISTORICAL_PAST_TIME = [
  'last year',
  'last month',
  'last winter',
  'last summer',
  'last spring',
  'last fall',
  'last <month>',
  'the year before',
  'the previous year',
  '<num> years ago',
  'several years ago',
  'many years ago',
  'last yr',
  '<num> yrs ago',
  '<num> yr ago',
  'a year ago',
  'a yr ago',
  'years ago',
  'yrs ago',
  'months ago',
  'mos ago',
  // weeks back is past too ("6 wks ago had a URI"); days back is usually the present illness
  '<num> weeks ago',
  '<num> week ago',
  '<num> wks ago',
  '<num> wk ago',
  'a week ago',
  'weeks ago',
]

const HISTORICAL_BIDIRECTIONAL = ['in the past']

/** "his smoking history", "a cancer hx": the word right before is the past. */
const HISTORICAL_NOUN_AFTER = ['history', 'hx']

/**
 * A dated past event reaches forward within its clause ("in 2021 for pneumonia"; a date that
 * opens the sentence, "In 2019, …", over the clause after its comma) and back over its clause
 * ("Ablation for atrial fibrillation in 2019"); a date that follows an event verb dates only
 * that event (HISTORICAL_DATED_EVENT: "CAD with stents placed in 2016", the stents).
 */
const HISTORICAL_DATED = [
  'in <year>',
  'in <month> <year>',
  'in <month> of <year>',
  'in early <year>',
  'in late <year>',
  'during <year>',
  'back in <year>',
  'around <year>',
  'in her <decade>',
  'in his <decade>',
  'in their <decade>',
  'in her early <decade>',
  'in his early <decade>',
  'in her late <decade>',
  'in his late <decade>',
  'in the <decade>',
  'as a teen',
  'in high school',
  'in college',
  'most recently in <month>',
  'most recently in <year>',
  'last in <year>',
  'last in <month>',
  'with her last',
  'during her last',
  'with his last',
  'with her prior',
  ...['first', 'second', 'third', 'fourth', 'last', 'prior', 'previous', 'older'].flatMap((nth) =>
    ['after her', 'with her', 'during her', 'in her', 'after his', 'with his', 'during his'].map(
      (lead) => `${lead} ${nth}`,
    ),
  ),
  'as a newborn',
  'at birth',
  'born at',
  'was born at',
  'born at <num> <unit>',
  'was born at <num> <unit>',
  'during her prior',
  'with her previous',
  'during her previous',
  'with her first',
  'from <year>',
  'from <num> / <year>',
  'from <num> / <num> / <year>',
  'dated <num> / <num> / <year>',
  'in <num> / <year>',
  'on <num> / <num> / <year>',
  // "admitted 11/30 with …" opens this stay's story; a readmission or an ED visit is an earlier one
  ...[
    'ed visit',
    'er visit',
    'ed visit on',
    'er visit on',
    'readmitted',
    'readmitted on',
    'hospitalized',
    'hospitalized on',
  ].flatMap((event) => [`${event} <num> / <num>`, `${event} <num> / <num> / <year>`]),
]

/**
 * An age dates the event on either side: "Hysterectomy for fibroids at age 42", "at age 52 and
 * treated with lumpectomy".
 */
const HISTORICAL_AGE = ['at age <num>', 'at the age of <num>']

/** A bare year or month/year after an operation or diagnosis in a list: "CABG 2012", "Appendectomy (1998)". */
const HISTORICAL_BARE_DATE = [
  '<year>',
  '( <year> )',
  '<num> / <year>',
  '( <num> / <year> )',
  'age <num>',
  '( age <num> )',
  ', <year>',
  ', <num> / <year>',
  ', age <num>',
]

/**
 * A study or result dated by a year is an earlier one: "TTE 11/14/2024", "EEG 2019: …", "anti-CCP
 * positive (2024)"; a value's date without its year ("K 3.9 on 11/30") may be this stay's.
 */
const HISTORICAL_DATED_STUDY = [
  '<year>',
  '( <year> )',
  '<num> / <year>',
  '( <num> / <year> )',
  '<num> / <num> / <year>',
  '( <num> / <num> / <year> )',
  '<num> - <num> - <year>',
]

/** A span of years is a course that ended: "Carbamazepine 2012-2014", "Remicade (2015 - 2018)". */
const HISTORICAL_YEAR_SPAN = ['<year> - <year>', '( <year> - <year> )', 'from <year> to <year>', ', <year> - <year>']

/**
 * When a condition was found, by the calendar, dates its diagnosis, not its end: "MS diagnosed in
 * 2011, on ocrelizumab" goes on. A pseudo-trigger, so the date inside it dates nothing else either.
 * A time of life stays history ("hypothyroidism was diagnosed in her twenties").
 */
const DIAGNOSIS_DATED = ['diagnosed', 'was diagnosed', 'were diagnosed', 'dx', "dx ' d"].flatMap((event) =>
  HISTORICAL_DATED.filter((date) => date.includes('<year>') || date.includes('<month>')).map(
    (date) => `${event} ${date}`,
  ),
)

/** An operation or a treatment and its date: "stents placed in 2016", "treated in 2019 for pneumonia". */
const HISTORICAL_DATED_EVENT = [
  'treated',
  'was treated',
  'done',
  'was done',
  'performed',
  'was performed',
  'placed',
  'was placed',
  'were placed',
  'removed',
  'was removed',
  'repaired',
  'was repaired',
  'given',
  'was given',
  'were given',
  'received',
  'was received',
  'administered',
  'was administered',
].flatMap((event) => HISTORICAL_DATED.map((date) => `${event} ${date}`))

/** An operation some time before: "10 days after knee arthroscopy" (a drug started then is this illness's). */
const HISTORICAL_TIME_AFTER = [
  '<num> <unit> after',
  '<num> <unit> following',
  '<num> <unit> post',
  '<num> <unit> status post',
  'a <unit> after',
  'several <unit> after',
  'a few <unit> after',
]

/** Hours after an event are this encounter's: "no driving for 24 hours after sedation". */
const RECENT_TIME_AFTER = ['hours', 'hrs', 'hour', 'hr', 'h'].flatMap((unit) => [
  `<num> ${unit} after`,
  `<num> ${unit} following`,
])

/**
 * Why a drug was stopped: "She stopped simvastatin last year because of muscle aches". The cue
 * holds only after a verb of stopping that is not an order of this visit ("Lisinopril stopped due
 * to cough").
 */
const HISTORICAL_STOP_REASON = [
  'because of',
  'due to',
  'b/c of',
  'b/c',
  'secondary to',
  'after it caused',
  'after it',
  'as it caused',
  'which caused',
  'when it caused',
  'after',
  'for',
]

/** A month or season of the past, dating the clause around it: "Took prednisone for a rash in May". */
const HISTORICAL_MONTH = [
  'in <month>',
  'in early <month>',
  'in late <month>',
  'in mid <month>',
  'back in <month>',
  ...['spring', 'summer', 'fall', 'autumn', 'winter'].flatMap((season) => [
    `in the ${season}`,
    `this past ${season}`,
    `in the early ${season}`,
    `in the late ${season}`,
  ]),
]

/** Drugs tried before: "She has tried hydrocortisone cream without benefit", "came off buspirone". */
const HISTORICAL_TRIED = [
  'stopped',
  'has tried',
  'have tried',
  'had tried',
  'previously tried',
  'tried',
  'came off',
  'she came off',
  'he came off',
  'has been off',
  'was taken off',
  'were taken off',
]

const HISTORICAL_PSEUDO = [
  ...RECENT_TIME_AFTER,
  // a state before this illness, not a past condition: "Previously healthy boy with sore throat"
  'previously healthy',
  'previously well',
  'previously in good health',
  'previously independent',
  'previously active',
  'previously normal',
  'previously asymptomatic',
  'previously fit',
  // a value before, not a past condition: "BNP 1240 (prior 450)"
  'prior <num>',
  'previously <num>',
  'previous <num>',
  'prior value',
  'prior values',
  'well healed',
  'well - healed',
  'history of present illness',
  'history and physical',
  'social history',
  'history taking',
  'past few',
  'past several',
  'past week',
  'past month',
  'past day',
  'past <num>',
  'past couple',
  'for the past',
  'over the past',
  'in the past few',
  'in the past week',
  'in the past month',
  'in the past day',
  'in the past <num>',
  'in the past couple',
  'in the past several',
  'prior to',
  'prior to admission',
  'prior to arrival',
  'history source',
  'history obtained',
  'history from',
  'history per',
  'history limited',
  'previously noted',
  'previously seen',
  'previously described',
  'previously reported',
  'past due',
  'to quit',
  'encouraged to quit',
  'advised to quit',
  'wants to quit',
  'ready to quit',
  'trying to quit',
  'plans to quit',
  'interested in quitting',
  'trial of void',
  'was on',
  'were on',
  '<num> days ago',
  '<num> day ago',
  '<num> <num> days ago',
  'a day ago',
  'a few days ago',
  'few days ago',
  'several days ago',
  'couple of days ago',
  'couple days ago',
  'a couple of days ago',
  'hours ago',
  '<num> hours ago',
  'hrs ago',
  '<num> hrs ago',
  'minutes ago',
  '<num> minutes ago',
  'last night',
  'last week',
  'prior study',
  'prior studies',
  'prior exam',
  'prior examination',
  'prior imaging',
  'interval hx',
  'interval history',
  'now s/p',
  'now status post',
  'now post',
  'now resolved',
  'mild persistent',
  'moderate persistent',
  'severe persistent',
  'tried to',
  'has tried to',
  'tried calling',
  'prior scan',
  'prior film',
  'prior films',
  'compared to prior',
  'compared with prior',
  'unchanged from',
  'unchanged since',
  'stable from',
  'stable since',
  'changed from',
  'increased from',
  'decreased from',
  'up from',
  'down from',
  'improved from',
  'compared to',
  'compared with',
]

/** Cues that a condition or treatment is current, so a past-history default does not apply. */
const CURRENT = [
  'this admission',
  'this hospitalization',
  'this visit',
  'this encounter',
  'this stay',
  'currently',
  'current',
  'ongoing',
  'active',
  'present',
  'to present',
  'to date',
  'today',
  'this morning',
  'tonight',
  'still',
  'continues on',
  'remains on',
  'is on',
  'now on',
  'currently on',
  'maintained on',
  'managed with',
  'controlled on',
  'controlled with',
  // a drug started or added a while ago and still taken: "Jardiance was added last month"
  'was started',
  'were started',
  'was added',
  'were added',
  'was increased',
]

/**
 * A course given or done on admission belongs to this stay ("Betamethasone course completed on
 * admission"); a condition present on admission that resolved is history all the same.
 */
const CURRENT_ON_ADMISSION = ['on admission', 'at admission', 'upon admission', 'since admission', 'on arrival']

/** A recent time dates the item right before it only: "prior TIA admitted after syncope yesterday". */
const CURRENT_RECENT = ['yesterday', 'this week', 'earlier today', 'last evening']

/** A current state joined on after a past event is about what follows: "a fusion in 2011 and still has back pain". */
const CURRENT_AHEAD = ['and still', 'but still', 'and now', 'but now', 'and currently', 'but currently']

/** "on insulin", "on CPAP", "residual weakness", "switched to losartan": the next word or two only. */
const CURRENT_NEAR = [
  // what an earlier illness left: "shingles two years ago with lingering neuralgia"
  'lingering',
  'residual',
  'persistent',
  'on',
  'uses',
  'using',
  'takes',
  'taking',
  'with home',
  'ongoing',
  'switched to',
  'changed to',
  'transitioned to',
  'now on',
  'started on',
  'converted to',
  'now',
]

/** "Signs of infection to watch for include …": what is watched for. */
const HYPOTHETICAL_WATCHED = [
  'to watch for',
  'to look out for',
  'to watch out for',
  'to watch for include',
  'to watch for includes',
  'to watch for are',
  'to look out for include',
]

/**
 * An instruction with an adverb between the verb and what it is for: "call right away if", "seek
 * care promptly for".
 */
const INSTRUCTION_VERBS = [
  'call',
  'notify',
  'contact',
  'report',
  'seek care',
  'seek medical care',
  'seek medical attention',
  'come back',
  'go to the ed',
  'go to the er',
  'go to the emergency department',
  'come to the ed',
  'return to the ed',
  'return to clinic',
  'return to the clinic',
  'return to the emergency department',
  'present to the ed',
  'go to the nearest er',
  'go to the nearest ed',
  'go to the nearest emergency room',
  'go to the nearest emergency department',
  'go to the emergency room',
  'go to urgent care',
  'call 911',
  'see a doctor',
  'see your doctor',
  'see a provider',
  'see your provider',
  'be seen',
  'get medical help',
]
const INSTRUCTIONS_WITH_ADVERB = INSTRUCTION_VERBS.flatMap((verb) =>
  [
    '',
    ' immediately',
    ' right away',
    ' promptly',
    ' urgently',
    ' sooner',
    ' at once',
    ' also',
    ' today',
    ' the same day',
    ' that day',
  ].flatMap((adverb) =>
    [' for', ' if', ' with', ' for any', ' with any', ' if any', ' in case of'].map(
      (tail) => `${verb}${adverb}${tail}`,
    ),
  ),
)

/** Starting something ahead: "before starting osimertinib". */
const BEFORE_STARTING = [
  'before starting',
  'before initiating',
  'prior to starting',
  'prior to initiating',
  'before beginning',
  'before adding',
  'prior to adding',
  'before switching to',
]

/** A test ordered ahead in a plan: "recheck BMP 12/05", "Weekly CBC and CRP while on vancomycin". */
const PLANNED_TESTS = ['recheck', 'to recheck', 'weekly', 'twice weekly', 'monthly', 'trend']

/**
 * A study offered as the next step, right after it: "HIDA scan could confirm", "an echo would
 * help". Not a purpose ("CTA to rule out PE"): the study is ordered.
 */
const STUDY_AS_NEXT_STEP = ['could', 'would', 'may', 'might', 'can'].flatMap((modal) =>
  ['confirm', 'help', 'clarify', 'be considered', 'be helpful', 'further evaluate'].map((verb) => `${modal} ${verb}`),
)

/** What the patient wants is not yet given: "wants the patch", "would like a referral". */
const WANTED = ['wants', 'wants the', 'wants a', 'would like', 'would like a', 'would like the']

/**
 * Advice names what it warns of ("Counseled on signs of hypoglycemia"); advice alone names a
 * habit or a goal that is real ("Counseled on reducing cannabis and caffeine").
 */
const ADVICE_ON_SIGNS = [
  'counseled on',
  'counseled about',
  'counseling on',
  'educated on',
  'educated about',
  'education on',
  'instructed on',
].flatMap((lead) =>
  [
    'signs of',
    'symptoms of',
    'the signs of',
    'the symptoms of',
    'signs and symptoms of',
    'the risk of',
    'risk of',
    'risks of',
  ].map((tail) => `${lead} ${tail}`),
)

/** Words (list items and glue not counted) an instruction's scope may run over. */
const INSTRUCTION_WINDOW = 40

/** Warnings, risks and instructions: whatever follows is not asserted to happen. */
const HYPOTHETICAL_FORWARD = [
  'let us know about',
  'let us know if',
  'let us know of',
  'let us know too about',
  'let us know also about',
  'let me know if',
  'let me know about',
  'tell us about',
  'tell us if',
  'return',
  'return if',
  'return for',
  'return with',
  'return to the ed for',
  'return to ed for',
  'return to the emergency department for',
  'return to the emergency department if',
  'return to the ed if',
  'return to ed if',
  'call if',
  'call for',
  'call with',
  'call 911 for',
  'call 911 if',
  'call the clinic for',
  'call the office for',
  'call the clinic if',
  'call if any',
  'call if any of the following',
  'return if any of the following',
  // a visit brought forward for what may come: "Return visit in 6 weeks, or sooner for new bone pain"
  'sooner for',
  'earlier for',
  // a checklist of signs, as an action plan's zone gives it: "Your child has any of these:"
  ...['has', 'have', 'develops', 'develop', 'notice', 'notices', 'experience', 'experiences', 'shows', 'show'].flatMap(
    (verb) => [`${verb} any of these`, `${verb} any of the following`, `${verb} one of these`],
  ),
  'seek care for',
  'seek care if',
  'seek medical care for',
  'seek medical care if',
  'seek medical attention for',
  'seek medical attention if',
  'seek immediate care for',
  'go to the ed for',
  'go to ed for',
  'go to the emergency department for',
  'go to the er for',
  'go to er for',
  'go to the ed if',
  'go to ed if',
  'notify',
  'notify if',
  'report any',
  'watch for',
  'monitor for',
  'look out for',
  'precautions for',
  'return precautions',
  'screen for',
  'screening for',
  'screened for',
  'to screen for',
  'to prevent',
  'prevent',
  'prevention of',
  'prophylaxis for',
  'prophylaxis against',
  'in order to prevent',
  'reduce the risk of',
  'warning signs of',
  'warning signs for',
  'warning signs',
  ...ADVICE_ON_SIGNS,
  'reviewed signs of',
  're examined for',
  'reexamined for',
  're evaluated for',
  'reevaluated for',
  're assessed for',
  'reassessed for',
  'as if',
  'as though',
  'discussed signs of',
  'signs and symptoms of',
  'red flag symptoms',
  'red flags for',
  'report signs of',
  'reviewed symptoms of',
  'symptoms to watch for',
  'prophylaxis of',
  'ppx of',
  'ppx for',
  'prevention for',
  'reduce risk of',
  'to reduce the risk of',
  'seek care',
  'seek medical care',
  'seek medical attention',
  'seek immediate care',
  'seek emergency care',
  'seek immediate medical attention',
  'seek emergency medical attention',
  'seek care immediately for',
  'seek care right away for',
  'call 911',
  'call w/',
  'call back with',
  'call back w/',
  'go to the ed',
  'go to ed',
  'go to the er',
  'go to er',
  'go to the emergency department',
  'precautions given for',
  'precautions reviewed for',
  'precautions discussed for',
  'precautions provided for',
  'return precautions given for',
  'return precautions reviewed for',
  'return precautions discussed for',
  'precautions :',
  'precaution :',
  ...INSTRUCTIONS_WITH_ADVERB,
  'come back',
  'come back if',
  'come back for',
  'come back with',
  'come in',
  'come in if',
  'come in for',
  'come to the ed',
  'come to the er',
  'come to the emergency department',
  'bring him back',
  'bring her back',
  'bring back',
  'bring him in',
  'bring her in',
  'go to labor and delivery',
  'go to l&d',
  'present to the ed',
  'present to the emergency department',
  'red flags',
  'red flag',
  'red flag signs',
  ...HYPOTHETICAL_WATCHED.slice(3),
  ...['call', 'notify', 'contact', 'page'].flatMap((verb) =>
    [
      'the office',
      'the clinic',
      'us',
      'your doctor',
      'your provider',
      'the doctor',
      'your pcp',
      'your physician',
      'the team',
      'your surgeon',
      'the surgeon',
      'the on call',
      'the hospice line',
      'the hospice',
      'hospice',
      'the nurse line',
      'the nurse',
      'your nurse',
      'the care team',
      'your care team',
      'the hotline',
    ].flatMap((whom) =>
      [
        '',
        ' for',
        ' if',
        ' with',
        ' with any',
        ' also for',
        ' also if',
        ' also with',
        ' any time for',
        ' anytime for',
        ' any time if',
        ' anytime if',
        ' at any time for',
        ' at any time if',
      ].map((tail) => `${verb} ${whom}${tail}`),
    ),
  ),
]

/** Risks: the harm is hypothetical, not the drug or operation that carries it. */
const HYPOTHETICAL_RISK = [
  'at risk for',
  'at risk of',
  'at high risk for',
  'at high risk of',
  'at increased risk for',
  'at increased risk of',
  'risk of',
  'risk for',
  'risks of',
  'risks including',
  'risks include',
  'risks included',
  'risks such as',
  // the risks named in a consent: "Risks discussed included infection, wound breakdown, …"
  ...['discussed', 'reviewed', 'explained'].flatMap((verb) =>
    ['included', 'include', 'including', 'were'].map((link) => `risks ${verb} ${link}`),
  ),
  // what a patient is warned of may come: "warned about dizziness on standing"
  'warned about',
  'warned of',
  'warned regarding',
  'cautioned about',
  'cautioned regarding',
  'increased risk of',
  'high risk of',
  'high risk for',
  'risks and benefits of',
  'possible complications include',
  'complications include',
  'complications including',
  'potential complications',
  'side effects include',
  'side effects such as',
  'adverse effects include',
  'plan to',
  'plans to',
  'planning to',
  'side effects of',
  'possible side effects',
  'potential side effects',
  'common side effects',
  'adverse effects of',
  'prophylaxis :',
  'ppx :',
  'prophylaxis for :',
  'screening :',
  'prevention :',
]

/**
 * What something may signal or bring about is a possibility ahead, whatever the verb's subject:
 * "which could mean a detached retina", "these can be signs of a clot", "it may cause drowsiness".
 * A modal of possibility with a verb of meaning or causing, not either alone ("means" in "an eGFR
 * of 25 means stage 4 CKD" is a reading).
 */
const HYPOTHETICAL_MAY_SIGNAL = ['can', 'could', 'may', 'might'].flatMap((modal) =>
  [
    'mean',
    'signal',
    'indicate',
    'cause',
    'lead to',
    'let',
    'be signs of',
    'be a sign of',
    'be signs of a',
    'be a symptom of',
    'be symptoms of',
  ].map((verb) => `${modal} ${verb}`),
)

/** "as needed for pain, ondansetron …": the indication is the item's own. */
const HYPOTHETICAL_AS_NEEDED = [
  'as needed',
  'as needed for',
  'prn',
  'p.r.n.',
  'p.r.n',
  'when necessary',
  'when needed',
  'at the onset of',
  'at onset of',
  'at the first sign of',
  'at first sign of',
  'at the first signs of',
  'at first signs of',
  // a drug kept for a symptom should it come: "oxycodone only for severe pain"
  'only for',
]

/** A visit ahead and what it is for: both ways ("in 4 weeks for Holter monitor", "CBC in 2 weeks for anemia"). */
const VISIT_AHEAD = [
  'in <num> <unit> for',
  'in <num> <unit> with',
  'in a <unit> for',
  'in a <unit> with',
  'in <num> <unit> to',
]

/** Plans and orders ahead: the test, procedure or drug is hypothetical, not its indication. */
const HYPOTHETICAL_PLAN = [
  'will need',
  'would need',
  'may need',
  'might need',
  'will',
  'will obtain',
  'will order',
  'will check',
  'will start',
  'will consider',
  'will repeat',
  'will plan',
  'will schedule',
  'will arrange',
  'would benefit from',
  'may benefit from',
  'could benefit from',
  'benefit from',
  'candidate for',
  'plan for',
  'planned',
  'planning',
  'plans for',
  'scheduled for',
  'schedule',
  'to schedule',
  'to be scheduled for',
  'consider',
  'considering',
  'to consider',
  'recommend',
  'recommended',
  'recommends',
  'recommendation for',
  'referral to',
  'referral for',
  'refer to',
  'refer for',
  'referred to',
  'referred for',
  'due for',
  'may try',
  'could try',
  'follow up for',
  'follow up with',
  'f/u with',
  'f/u for',
  'to be done',
  'to undergo',
  'in anticipation of',
  'preparation for',
  'prep for',
  'asks about',
  'asked about',
  'asking about',
  'inquires about',
  'inquired about',
  'interested in',
  'asks whether',
  'asks if',
  'asked whether',
  'asked if',
  'asking whether',
  'asking if',
  'wonders whether',
  'wonders if',
  'wondering whether',
  'wondering if',
  'future',
  'upcoming',
  'appt for',
  'appointment for',
  'as scheduled',
  'as scheduled for',
  'needs a',
  'needs an',
  'needs',
  'needs updated',
  'needs repeat',
  'needs a repeat',
  'needs an updated',
  'will need a',
  'wants to',
  'wants to try',
  'would like',
  'would like to',
  'would like to try',
  'wishes to',
  'to try',
  ...VISIT_AHEAD,
  ...['is', 'was', 'are', 'were', 'has been', 'have been'].flatMap((verb) =>
    ['scheduled for', 'planned for', 'due for', 'referred to', 'referred for', 'set up for', 'booked for'].map(
      (p) => `${verb} ${p}`,
    ),
  ),
  'set up for',
  'booked for',
  'may take',
  'can take',
  'may use',
  'can use',
  'may give',
  'may resume',
  'may restart',
  'may increase',
  'discussed starting',
  'discussed initiating',
  'discussed adding',
  'discussed trying',
  'discussed switching to',
  'discussed the option of',
  'discussed options including',
  'options include',
  'options including',
  'discussed the possibility of',
  'will be started on',
  'will be placed on',
  'will be switched to',
  'will be transitioned to',
  'will be sent for',
  'will be referred to',
  'will be referred for',
  'to be started on',
  'to be placed on',
  'consideration of',
  'consideration for',
  'transfuse for',
  'transfuse if',
  'will follow up with',
  'will follow up for',
  'will f/u with',
  'will f/u for',
  ...['f/u', 'follow up', 'fu', 'rtc', 'return'].flatMap((visit) => [
    `${visit} <num> <unit> for`,
    `${visit} in <num> <unit> for`,
    `${visit} <num> <unit> with`,
    `${visit} in <num> <unit> with`,
  ]),
  'referral placed for',
  'referral sent for',
  'referral made for',
  'referral submitted for',
  'referred placed for',
  'desires',
  'desires a',
  'desires an',
  'desire for',
  'hopes to',
  'hoping to',
  'hopes for',
  'should get',
  'should start',
  'should receive',
  'should undergo',
  'should be started on',
  'would start',
  'then repeat',
  'then recheck',
  'then obtain',
  'then check',
  'then start',
  'then begin',
  'plan <num> <unit> of',
  'plan for <num> <unit> of',
  'plan a <unit> of',
  ...BEFORE_STARTING,
]

/** "Before the CT", "before parathyroidectomy": the event named after "before" is ahead (a drug only when started). */
const HYPOTHETICAL_BEFORE = ['before', 'before any', 'before the', 'before her', 'before his', 'before future']

/** "Swallow screen before any oral intake", "Blood glucose checks before meals": a check ahead of something. */
const HYPOTHETICAL_CHECK_BEFORE = [...HYPOTHETICAL_BEFORE, 'prior to']

/** "Bone marrow biopsy may be needed", "will be required on clozapine": what is needed ahead, either side. */
const HYPOTHETICAL_NEEDED = ['may', 'might', 'will', 'would', 'could'].flatMap((modal) =>
  ['needed', 'required', 'necessary'].map((p) => `${modal} be ${p}`),
)

/** Orders for a time ahead on the test just named: "Recheck BMP in the morning", "GBS culture at 36 weeks". */
const HYPOTHETICAL_TEST_TIME = [
  'in the morning',
  'in the am',
  'in am',
  'tomorrow morning',
  'in the a.m.',
  // every few weeks or months is surveillance ahead; every few hours is this stay's monitoring
  ...['week', 'weeks', 'month', 'months', 'year', 'years', 'wk', 'wks', 'mo', 'mos', 'yr', 'yrs'].flatMap((unit) => [
    `every <num> ${unit}`,
    `every ${unit}`,
    `every <num> to <num> ${unit}`,
    `every <num> <num> ${unit}`,
  ]),
  'at <num> <unit>',
  'at <num> to <num> <unit>',
  'at <num> <num> <unit>',
  'with the next labs',
  'with next labs',
  'with her next labs',
  'with his next labs',
  'with the next blood draw',
]

/**
 * In a plan, a study named with what it is for is one still to be done ("4. TEE to evaluate for
 * endocarditis"); elsewhere it is as often the study just done ("CT to evaluate for appendicitis").
 */
const HYPOTHETICAL_PURPOSE = [
  'to evaluate',
  'to evaluate for',
  'to rule out',
  'to assess',
  'to assess for',
  'to localize',
  'to look for',
  'to exclude',
  'to confirm',
  'to screen for',
  'to check for',
]

/** Goals are wished for: "Short-term goals (6 weeks):" and the items under it. */
const HYPOTHETICAL_GOALS = [
  'goals',
  'goals include',
  'short term goals',
  'long term goals',
  'treatment goals',
  'therapy goals',
  'goals are',
  'goals :',
]

/** Conditions: the scope ends at the comma that opens the main clause. */
const HYPOTHETICAL_CONDITIONAL = [
  'if',
  'only if',
  'in case',
  'in case of',
  'in the event of',
  'in the event that',
  'should he',
  'should she',
  'should the',
  'should there',
  'should this',
  'should it',
  'should any',
  'should symptoms',
  'should you',
  'should her',
  'should his',
  'should patient',
  'unless',
  'if any',
  'if she develops',
  'if he develops',
  'if you develop',
  'if there is',
  'if there are',
  // "Restart metformin once the eGFR is rechecked": a condition still to be met
  'once the',
  'once her',
  'once his',
  'once she',
  'once he',
  'once it',
  // any condition still to be met, not only one opened by a pronoun or article: "PICC line once
  // cultures are negative", "adalimumab once insurance approves" ("once daily" is pseudo)
  'once',
]

/** After the concept: "DVT prophylaxis", "fall precautions", "colorectal cancer screening". */

const HYPOTHETICAL_POSTPOSED = [
  'prophylaxis',
  'ppx',
  'prevention',
  'screening',
  'precautions',
  'precaution',
  'risk',
  'risk reduction',
  'surveillance',
  'prep',
  'pep',
]

/** "Ice may help": what may help is a wish, a drug as much as anything. */
const HYPOTHETICAL_HELPS = ['may help', 'will help', 'might help', 'could help']

/**
 * What a patient is on while a warning or a negation holds is real: "watch for bleeding while on
 * anticoagulation", "do not drive while taking oxycodone".
 */
const WHILE_ON = ['while on', 'while taking', 'while receiving', 'while using']

const HYPOTHETICAL_MAY_HAPPEN = [
  'may recur',
  'might recur',
  'could recur',
  'may return',
  'may come back',
  'may be considered',
  'could be considered',
  'will be considered',
  'can be considered',
]

const HYPOTHETICAL_BACKWARD = [
  'in <num> <unit>',
  'in <num> to <num> <unit>',
  'in <num> <num> <unit>',
  'in a <unit>',
  'in one <unit>',
  'in two <unit>',
  'in three <unit>',
  'in four <unit>',
  'in six <unit>',
  'in several <unit>',
  'in a few <unit>',
  'in a couple of <unit>',
  'within <num> <unit>',
  'within a <unit>',
  'next week',
  'next month',
  'next year',
  'next visit',
  'at next visit',
  'at the next visit',
  'tomorrow',
  'in the future',
  'as outpatient',
  'as an outpatient',
  'is due',
  'due',
  'due next',
  'due in',
  'are due',
  'to be done',
  'to be obtained',
  'to be scheduled',
  'to be performed',
  'to be repeated',
  'to be placed',
  'to be started',
  'will be obtained',
  'will be done',
  'will be performed',
  'will be scheduled',
  'will be started',
  'will be placed',
  'will be checked',
  'will be repeated',
  'is scheduled',
  'was scheduled',
  'planned',
  'is planned',
  'recommended',
  'is recommended',
  'was recommended',
  'advised',
  'suggested',
  'offered',
  'was offered',
  'to be considered',
  'is indicated',
  ...VISIT_AHEAD,
  'to be completed',
  'will be completed',
  'before next appointment',
  'before the next appointment',
  'before next visit',
  'before the next visit',
  'before the visit',
  'before her next visit',
  'before his next visit',
  'prior to next visit',
  'prior to the next visit',
  'at the next appointment',
  'at next appointment',
  'at her next visit',
  'at his next visit',
  'at your next visit',
  'at each visit',
  'at every visit',
  'at each appointment',
  'at future visits',
  'being considered',
  'is being considered',
  'are being considered',
  'under consideration',
  'to begin',
  'to start',
  'to resume',
  'to be resumed',
  'to be continued',
  'is overdue',
  'are overdue',
  'overdue',
  ', which is overdue',
  ', which is due',
  'which is overdue',
  'which is due',
  'before discharge',
  'prior to discharge',
  'before going home',
  'will be given',
  'to be given',
  'will be administered',
  'to be administered',
  'will be drawn',
  'to be drawn',
  'will be sent',
  'to be sent',
  'will be ordered',
  'will be arranged',
  'to be arranged',
  // the participles of arranging ahead, as "scheduled" and "planned" ("EEG and echo to follow",
  // "cystoscopy arranged"); not "ordered", which the golds read as this encounter's order
  'arranged',
  'is arranged',
  'are arranged',
  'was arranged',
  'were arranged',
  'requested',
  'is requested',
  'was requested',
  'booked',
  'is booked',
  'was booked',
  'to follow',
  'will be referred',
  'referral',
  'referrals',
  'referral placed',
  'referral sent',
  'referral made',
  'referral ordered',
  'is reasonable',
  'would be reasonable',
  'is warranted',
]

/** Conditions that open with their own subject: they reach both ways ("If symptoms persist, obtain MRI"). */
const HYPOTHETICAL_IF = [
  'if needed',
  'if necessary',
  'if indicated',
  'if worse',
  'if worsens',
  'if worsening',
  'if persistent',
  'if persists',
  'if no improvement',
  'if not improved',
  'if symptoms persist',
  'if symptoms worsen',
  'if no better',
  'if not better',
]

const HYPOTHETICAL_PSEUDO = [
  'even if',
  'will continue',
  'will be discharged',
  'will follow',
  'due to',
  'before and after',
  'if any questions',
  'return visit',
  'had side effects',
  'had side effects of',
  'experienced side effects',
  'developed side effects',
  'side effects from',
  'returned',
  'returns',
  'returning',
  'when she was',
  'when he was',
  'when i',
  'once daily',
  'once a day',
  'once weekly',
  'once a week',
  'once monthly',
  // a single dose or a count, not a condition: "2 g once today", "1000 mg once for diarrhea"
  'once today',
  'once now',
  'once for',
  'once only',
  'once more',
  'once again',
  'once or twice',
  'at once',
  'only once',
  'once nightly',
  'once at bedtime',
  'signs of life',
  'no signs of',
  'screening was',
  'screening showed',
  'risk factors',
  'risk factor',
  'pending discharge',
  'active surveillance',
  'on surveillance',
  'goals of care',
  'goals of therapy',
  'goal directed',
  'goal-directed',
  'whether or not',
  'consider removing',
  'consider discontinuing',
  'consider stopping',
  'consider holding',
  'consider removal of',
  'will remove',
  'will discontinue',
  'will stop',
  'will hold',
  'plan to remove',
  'plan to discontinue',
  'plan to stop',
  'plan to continue',
  'will keep',
  'will wean',
  'consider weaning',
  ...['wants', 'would like', 'wishes'].flatMap((wish) => [
    `${wish} to stop`,
    `${wish} to discontinue`,
    `${wish} to come off`,
    `${wish} to continue`,
    `${wish} a refill`,
    `${wish} a refill of`,
    `${wish} refills`,
    `${wish} refills of`,
  ]),
  'needs a refill',
  'needs a refill of',
  'needs refills',
  'needs refills of',
  ...['contact', 'droplet', 'airborne', 'enteric', 'isolation', 'standard'].flatMap((kind) => [
    `${kind} precautions`,
    `${kind} precautions for`,
  ]),
]

/**
 * Words after which a condition's comma opens its main clause: "If febrile, hold metoprolol" acts
 * on something real. A main clause that starts something new (START_WORDS) stays conditional:
 * "If BP remains high, start lisinopril".
 */
export const MAIN_CLAUSE_WORDS = new Set([
  'stop',
  'hold',
  'call',
  'return',
  'take',
  'use',
  'increase',
  'decrease',
  'continue',
  'resume',
  'restart',
  'notify',
  'contact',
  'seek',
  'go',
  'come',
  'he',
  'she',
  'they',
  'we',
  'you',
  'i',
  'patient',
  'pt',
  'please',
  'then',
  'would',
  'may',
  'should',
  'can',
  'change',
  'discontinue',
  'titrate',
  'page',
  'replete',
  'apply',
  'wean',
  'this',
  'that',
  'it',
  'reassess',
  'reduce',
  'lower',
  'raise',
  'monitor',
  'remove',
  'will',
])

/** Verbs whose object a condition in the same sentence makes hypothetical ("Start X if …"). */
/** Verbs of stopping a drug, for the reasons after them (HISTORICAL_STOP_REASON). */
export const STOP_WORDS = new Set(['stopped', 'discontinued', 'quit', 'off', 'd/c', "d/c'd", 'dc', "dc'd", 'dced'])

export const START_WORDS = new Set([
  'start',
  'begin',
  'initiate',
  'give',
  'add',
  'consider',
  'try',
  'obtain',
  'order',
  'transfuse',
  'administer',
  'prescribe',
  'recommend',
  'switch',
  'treat',
  'offer',
  'pursue',
  'proceed',
  'check',
  'recheck',
  'repeat',
  'send',
  'get',
  'draw',
  'perform',
  'do',
  'place',
  'insert',
])

const ALLERGY_FORWARD = [
  'allergic to',
  'allergy to',
  'allergies to',
  'allergic reaction to',
  'allergic reactions to',
  'intolerance to',
  'intolerant to',
  'intolerance of',
  'adverse reaction to',
  'adverse reactions to',
  'adverse drug reaction to',
  'hypersensitivity to',
  'intolerant of',
  'is intolerant of',
  'did not tolerate',
  'could not tolerate',
  'unable to tolerate',
  'sensitivity to',
  'anaphylaxis to',
  'anaphylactic to',
  'anaphylactic reaction to',
  'reaction to',
  'reactions to',
  'allergies include',
  'allergies:',
  'allergy:',
  'allergic reaction with',
  'allergies are',
  'allergy list',
  'is allergic to',
  'known allergy to',
  'documented allergy to',
  'intolerances',
  'intolerances:',
  'adverse reactions:',
]

/** "Penicillin allergy", "NSAID intolerance". */
const ALLERGY_BACKWARD = [
  'allergy',
  'allergies',
  'intolerance',
  'intolerances',
  'hypersensitivity',
  'allergic',
  'allergic reaction',
  'anaphylaxis',
  // an allergy shown by testing: "cat and dust mite sensitization" (not "sensitivity": "insulin sensitivity")
  'sensitization',
  'sensitisation',
]

/** Blood relatives: a condition near one of these belongs to the family. */
const FAMILY_MEMBERS = [
  'mother',
  'father',
  'mom',
  'dad',
  'parent',
  'parents',
  'brother',
  'brothers',
  'sister',
  'sisters',
  'sibling',
  'siblings',
  'son',
  'sons',
  'daughter',
  'daughters',
  'child',
  'children',
  'aunt',
  'aunts',
  'uncle',
  'uncles',
  'cousin',
  'cousins',
  'grandmother',
  'grandmothers',
  'grandfather',
  'grandfathers',
  'grandparent',
  'grandparents',
  'grandson',
  'granddaughter',
  'niece',
  'nephew',
  'half brother',
  'half sister',
  'twin',
  'mgm',
  'mgf',
  'pgm',
  'pgf',
  'kids',
  'stepmother',
  'stepfather',
  'stepson',
  'stepdaughter',
  'grandchild',
  'grandchildren',
  'grandsons',
  'granddaughters',
  'nieces',
  'nephews',
]

const FAMILY_OTHER_CUES = [
  'maternal',
  'paternal',
  'family history',
  'family hx',
  'fhx',
  'fh',
  'family member',
  'family members',
  'relative',
  'relatives',
  'fam hx',
]

/** People who are neither the patient nor related by blood. */
const OTHER_PEOPLE = [
  'husband',
  'wife',
  'spouse',
  'partner',
  'boyfriend',
  'girlfriend',
  'fiance',
  'fiancee',
  'roommate',
  'roommates',
  'friend',
  'friends',
  'coworker',
  'coworkers',
  'co worker',
  'co workers',
  'colleague',
  'colleagues',
  'classmate',
  'classmates',
  'neighbor',
  'neighbors',
  'caregiver',
  'donor',
  'sick contact',
  'sick contacts',
  'sexual partner',
  'sexual partners',
  'sexual contact',
  'sexual contacts',
  'housemate',
  'housemates',
  'teammate',
  'teammates',
  'cellmate',
  'other driver',
  'children at',
  'kids at',
  'daycare',
  'day care',
  'babysitter',
  'babysitters',
  'nanny',
  'aide',
  'home health aide',
  'hospice aide',
  'companion',
  'companions',
  'travel companion',
  'travel companions',
  'significant other',
  'ex husband',
  'ex wife',
  // the patient's partner in an obstetric note, not her father
  "baby ' s father",
  "the baby ' s father",
  'father of the baby',
  'fob',
]

/** A source of exposure: what it has follows it ("a needlestick from a source patient who has hepatitis C"). */
const OTHER_SOURCE = ['source patient', 'index patient', 'index case', 'the source']

/**
 * Someone else's relative is no relative of the patient: "Her neighbor's child has chickenpox",
 * "Neighbors' children have lice". A spouse's relative is kin by marriage, not by blood, so
 * "other" as the spouse is (Conventions): "Her husband's sister has cystic fibrosis".
 */
const OTHERS_RELATIVES = [
  'neighbor',
  'friend',
  'roommate',
  'coworker',
  'babysitter',
  'partner',
  'boyfriend',
  'girlfriend',
  'classmate',
  'teacher',
  'husband',
  'wife',
  'spouse',
].flatMap((p) =>
  ['child', 'children', 'kid', 'kids', 'son', 'daughter', 'mother', 'father', 'brother', 'sister', 'baby'].flatMap(
    (r) => [`${p} ' s ${r}`, `${p}s ' ${r}`],
  ),
)

/** "no sick contacts": nobody else's illness is mentioned. */
const OTHER_PSEUDO = [
  'no sick contacts',
  'no sick contact',
  'denies sick contacts',
  'denies any sick contacts',
  'without sick contacts',
  'no known sick contacts',
  'no recent sick contacts',
  'no ill contacts',
  'no other sick contacts',
  'no known contacts',
  'no contacts',
]

const PATIENT_CUES = [
  'patient',
  'pt',
  'she',
  'he',
  'the child',
  'in the child',
  'the baby',
  'the infant',
  'the toddler',
  // a sheet written to a parent ("Call 911 if your child has:") is about the patient
  'your child',
  'your baby',
  'your infant',
  'your toddler',
  'your newborn',
  // a transplant note's recipient is the patient, the donor someone else
  'the recipient',
]

/** Verbs that follow a relative who tells or is told the history ("mother reports"). */
export const INFORMANT_VERBS = [
  'reports',
  'report',
  'reported',
  'states',
  'stated',
  'says',
  'said',
  'notes',
  'noted',
  'brought',
  'brings',
  'noticed',
  'notices',
  'feels',
  'thinks',
  'called',
  'calls',
  'advised',
  'were advised',
  'was advised',
  'counseled',
  'were counseled',
  'educated',
  'were educated',
  'told',
  'were told',
  'taught',
  'was taught',
  'shown',
  'was shown',
  'trained',
  'was trained',
  'has noticed',
  'has noted',
  'has observed',
  'observed',
  'has seen',
  'witnessed',
  // a witness who saw or heard what the patient had: "The coworker saw no fall", "mom hears noisy breathing"
  'saw',
  'sees',
  'hears',
  'heard',
  'has heard',
  'has reported',
  'was told',
  'understand',
  'understands',
  'confirms',
  'confirmed',
  'gave',
  'gives',
  'verbalized',
  'verbalizes',
  'instructed',
  'was instructed',
  'agrees',
  'agreed',
  'describes',
  'described',
  // what a relative remembers or owns up to is the patient's: "her mother recalls flat red spots"
  'recalls',
  'recalled',
  'remembers',
  'remembered',
  'admits',
  'worries',
  // a caregiver's tasks: "Wife manages his insulin" (not "declined" or "asking": a phrase
  // hides the cues inside it, and "mother declined the vaccine" is a refusal)
  'manages',
  'managed',
  'helps',
  'helped',
  'administers',
  'administered',
  // hands-on care a parent or carer gives, or learns to give: "mom changed a diaper with blood in
  // it", "Mother has been putting petroleum jelly on it", "parents to learn urine dipstick testing"
  // (a change of the closed family of hands-on dressings; "changed jobs" says nothing of care)
  ...['changed', 'changes', 'was changing'].flatMap((verb) =>
    ['a', 'the', 'his', 'her'].flatMap((owner) =>
      ['diaper', 'nappy', 'dressing'].map((item) => `${verb} ${owner} ${item}`),
    ),
  ),
  'has been putting',
  'has been applying',
  'has been giving',
  'to learn',
  'will learn',
  // a relative who measures for or takes the patient somewhere: "Son, a nurse, checked her BP", "dtr drives her to HD"
  'checks',
  'checked',
  'measures',
  'measured',
  'drives',
  'drove',
  // a person who finds the patient in a state, first sees a sign or names it: "his wife found him
  // confused", "parents first noticed swelling", "his wife thought it was a stroke"
  'found him',
  'found her',
  'first noticed',
  'thought it was',
  // a person told to act for the patient, or treated alongside, acts and has nothing: "his
  // girlfriend should call 911 if a seizure lasts", "his partner knows how to use it for an
  // overdose", "chlamydia positive, partner to be treated"
  'should call',
  'will call',
  'can call',
  'knows how',
  'knows to',
  'to be treated',
]

/** Words that put a relative beside the patient as companion or source ("lives with", "per"). */
const INFORMANT_LEADS = [
  'lives with',
  'living with',
  // the telegraphic "w" for "with": "lives w partner"
  'lives w',
  'living w',
  'accompanied by',
  'brought in by',
  'per',
  'according to',
  'spoke with',
  'spoke w',
  'talked to',
  'called by',
  'collateral from',
  'collateral obtained from',
  'reviewed with',
  'discussed with',
  'explained to',
  'assistance of',
  'assistance from',
  'help from',
  'help of',
  'assisted by',
  'helped by',
  'supervision of',
  'walker and',
  'cane and',
  // the agent or source of what happened to the patient: "reversed by her roommate", "a
  // transplant from his sister", "pills from friends"
  'by',
  'from',
  // the patient with the person: "reviewed with him and his wife", "teaching for her and her partner"
  'him and',
  'her and',
  'patient and',
  'pt and',
]

const PETS = ['dog', 'dogs', 'cat', 'cats', 'horse', 'pet', 'parrot']

/** Possessives allowed between a lead and the relative ("per her mother"); '' is the bare form. */
const INFORMANT_POSSESSIVES = ['', 'her ', 'his ', 'the ', 'their ', "pt's ", "patient's "]

/** "dtr calling about her mother": the relative called about is the patient, not the caller's family. */
function callAbout(people: readonly string[]): string[] {
  return ['calling', 'called', 'calls'].flatMap((verb) =>
    ['about', 'regarding'].flatMap((about) =>
      ['her', 'his', 'their'].flatMap((pronoun) => people.map((p) => `${verb} ${about} ${pronoun} ${p}`)),
    ),
  )
}

/**
 * A relative who brings the patient, lives with them or tells the history is the informant, not
 * the one with the condition: these phrases hide the relative's name from the experiencer rule.
 */
function informantPhrases(people: readonly string[]): string[] {
  return people.flatMap((p) => [
    ...INFORMANT_VERBS.map((verb) => `${p} ${verb}`),
    ...INFORMANT_LEADS.flatMap((lead) => INFORMANT_POSSESSIVES.map((owner) => `${lead} ${owner}${p}`)),
    `${p} at bedside`,
    `${p} is at bedside`,
    `${p} present`,
    `${p}'s death`,
    // a person's animal or exposure to them is the patient's: "a neighbor's dog bite", "roommate exposure"
    ...PETS.map((pet) => `${p}'s ${pet}`),
    `${p} exposure`,
  ])
}

const TERMINATION = [
  'but',
  'however',
  'although',
  'though',
  'yet',
  'except',
  'except for',
  'aside from',
  'apart from',
  'other than',
  'besides',
  'once',
  'until',
  ', and her',
  ', and his',
  ', and their',
  'which',
  'given',
  'since',
  ', so',
  ', and so',
  ';',
  ', she',
  ', he',
  ', and she',
  ', and he',
  ', the patient',
  'and she',
  'and he',
  'because',
  'because of',
  'secondary to',
  'now with',
  'now w/',
  'now presents with',
  'now presenting with',
  'otherwise',
]

/**
 * What the patient reports ends a negation, a hedge or a time ("denies fever, reports cough"),
 * but not whose illness it is ("His girlfriend tested positive for chlamydia").
 */
const STATUS_TERMINATION = [
  // a relative clause says more about the person it follows: "a donor who later tested positive for hepatitis B"
  'who',
  'whom',
  'whose',
  'presents with',
  'presenting with',
  'presented with',
  'complains of',
  'complaining of',
  'c/o',
  'reports',
  'reported',
  'endorses',
  'endorsing',
  'endorsed',
  'positive for',
  'admits to',
  'started on',
  'was started on',
  'were started on',
  'initiated on',
  'placed on',
  'despite',
  'in spite of',
]

const STATUSES_ENDED: readonly CueCategory[] = ['negated', 'uncertain', 'historical', 'hypothetical', 'allergy']

/**
 * Every option present on every definition (undefined when unused), so all definitions share one
 * shape and the scope code reads their options at one site without going megamorphic.
 */
const NO_OPTIONS: Required<Omit<TriggerDef, 'phrase' | 'category' | 'direction'>> = {
  window: undefined!,
  clause: undefined!,
  conditional: undefined!,
  skips: undefined!,
  head: undefined!,
  inPlan: undefined!,
  afterStop: undefined!,
  aboutSubject: undefined!,
  only: undefined!,
  stopsAtColon: undefined!,
  instruction: undefined!,
  datedStudy: undefined!,
}

const group = (
  category: CueCategory,
  direction: Direction,
  phrases: readonly string[],
  extra: Partial<TriggerDef> = {},
): TriggerDef[] => phrases.map((phrase) => ({ phrase, category, direction, ...NO_OPTIONS, ...extra }))

/** Earlier pregnancies, as notes count them: "with both pregnancies", "in all three prior pregnancies". */
const PAST_PREGNANCIES = ['with', 'in', 'during'].flatMap((lead) =>
  [
    'both',
    'both prior',
    'both previous',
    'all',
    'all prior',
    'all previous',
    'her first',
    'each',
    'prior',
    'previous',
  ].flatMap((which) => [`${lead} ${which} pregnancies`, `${lead} ${which} pregnancy`]),
)

/** Who gives a drug up on their own, as notes name the patient. */
const PATIENTS_STOPPING = ['she', 'he', 'patient', 'pt', 'they']

export const CONTEXT_TRIGGERS: readonly TriggerDef[] = [
  ...group('negated', 'forward', NEGATED_FORWARD),
  ...group('negated', 'backward', NEGATED_BACKWARD),
  ...group('negated', 'backward', NEGATED_AFTER_ITS_CLAUSE, { clause: true, window: 3 }),
  ...group('negated', 'backward', NEGATED_RESULT_BACKWARD, { clause: true, window: 3 }),
  ...group('negated', 'bidirectional', NEGATED_BIDIRECTIONAL),
  ...group('negated', 'backward', NEGATED_NOT_PURSUED, { window: 0 }),
  ...group('negated', 'forward', NEGATED_NOT_GIVEN, { window: 3, clause: true }),
  ...group('negated', 'forward', NEGATED_RESULT_FORWARD, { window: 0, clause: true }),
  // immunity to a disease rules it out ("immune to hepatitis B"); "rubella immune" is left alone,
  // as the gold sets read it now as a titre's result, now as the disease ruled out
  ...group('negated', 'forward', ['immune to', 'immunity to'], { window: 2, clause: true, only: 'problem' }),
  // a treatment passed over for another is not given ("CBT-I instead of zolpidem", "naproxen in place
  // of ibuprofen"); a diagnosis weighed against another is doubted, not denied ("likely colonization
  // rather than infection"), so problems and tests are left to the hedges
  ...group('negated', 'forward', TREATMENT_PASSED_OVER, { window: 3, clause: true, skips: ['problem', 'test'] }),
  ...group('negated', 'pseudo', NEGATED_PSEUDO),
  ...group('negated', 'termination', NEGATION_TERMINATION),
  // "no driving for 24 hours after sedation": the time before an event ends a negation as "after" does
  ...group('negated', 'termination', [...HISTORICAL_TIME_AFTER, ...RECENT_TIME_AFTER]),
  ...group('uncertain', 'termination', UNCERTAIN_TERMINATION),
  ...group('uncertain', 'forward', UNCERTAIN_FORWARD),
  ...group('uncertain', 'forward', UNCERTAIN_CAUSE, { skips: ['medication', 'procedure'] }),
  ...group('uncertain', 'forward', UNCERTAIN_WHETHER, { aboutSubject: true }),
  ...group('uncertain', 'forward', UNCERTAIN_LOOKING_FOR, { skips: 'test' }),
  // the longer "to assess for" of a study's purpose (HYPOTHETICAL_PURPOSE) hides "assess for": the
  // condition looked for is in doubt as after "to evaluate for" ("cardiac MRI to assess for
  // myocarditis"), but a procedure weighed is not ("pediatrics to assess for frenotomy")
  ...group('uncertain', 'forward', ['to assess for'], { only: 'problem' }),
  ...group('uncertain', 'backward', UNCERTAIN_PROBABILITY, { clause: true, skips: 'test' }),
  ...group('uncertain', 'forward', UNCERTAIN_IDENTITY, { skips: 'medication' }),
  ...group('uncertain', 'pseudo', ['felt to be consistent with', 'thought to be consistent with']),
  ...group('uncertain', 'backward', UNCERTAIN_BACKWARD, { clause: true }),
  // the predicate a likelihood weighs, right after it: "The effusion is likely parapneumonic"
  // (the subject before it stays found; context.ts's hedgesWhatFollows)
  ...group('uncertain', 'forward', ['is likely', 'are likely', 'was likely', 'is most likely', 'is more likely'], {
    window: 1,
    clause: true,
  }),
  ...group('uncertain', 'backward', UNCERTAIN_QUESTIONED, { window: 0, clause: true }),
  ...group('uncertain', 'backward', UNCERTAIN_TO_EXCLUDE, { clause: true }),
  ...group('uncertain', 'bidirectional', UNCERTAIN_BIDIRECTIONAL),
  ...group('uncertain', 'pseudo', UNCERTAIN_PSEUDO),
  ...group('historical', 'forward', HISTORICAL_FORWARD),
  ...group('historical', 'backward', HISTORICAL_BACKWARD),
  ...group('historical', 'backward', HISTORICAL_OVER_NOW, { window: OVER_NOW_WINDOW, clause: true }),
  ...group('historical', 'forward', HISTORICAL_NEAR, { window: 1, clause: true }),
  ...group('historical', 'forward', HISTORICAL_OLD, { window: 2, clause: true, skips: 'medication' }),
  ...group('historical', 'pseudo', AGE_PSEUDO),
  ...group('historical', 'forward', HISTORICAL_RESOLVED_NEAR, { window: 1, clause: true, skips: 'medication' }),
  ...group('historical', 'backward', HISTORICAL_NOUN_AFTER, { window: 0, clause: true }),
  ...group('historical', 'bidirectional', HISTORICAL_PAST_TIME, { clause: true }),
  ...group('historical', 'bidirectional', HISTORICAL_BIDIRECTIONAL),
  ...group('historical', 'forward', HISTORICAL_DATED, { clause: true }),
  ...group('historical', 'forward', HISTORICAL_AGE, { clause: true }),
  ...group('historical', 'backward', HISTORICAL_AGE),
  // what went on until a year or an age is over: "Smoker until 2005", "on lithium until age 30"
  ...group(
    'historical',
    'backward',
    ['until <year>', 'until <month> <year>', 'until <num> / <year>', 'until age <num>'],
    {
      window: 2,
      clause: true,
    },
  ),
  ...group('historical', 'forward', HISTORICAL_DATED_EVENT, { clause: true }),
  ...group('historical', 'backward', HISTORICAL_DATED_EVENT, { window: 0 }),
  ...group('historical', 'pseudo', DIAGNOSIS_DATED),
  ...group(
    'historical',
    'forward',
    HISTORICAL_DATED.map((p) => `${p} ,`),
  ),
  ...group('historical', 'backward', [...HISTORICAL_DATED, ...HISTORICAL_DATED.map((p) => `${p} ,`)], { window: 1 }),
  ...group('historical', 'backward', [...HISTORICAL_DATED, ...HISTORICAL_DATED.map((p) => `${p} ,`)], {
    window: 6,
    clause: true,
  }),
  ...group('historical', 'backward', HISTORICAL_BARE_DATE, { window: 1, clause: true, skips: ['medication', 'test'] }),
  ...group('historical', 'backward', HISTORICAL_DATED_STUDY, {
    window: 1,
    clause: true,
    skips: ['medication', 'problem', 'procedure'],
    datedStudy: true,
  }),
  ...group('historical', 'backward', HISTORICAL_YEAR_SPAN, { window: 1, clause: true }),
  ...group('historical', 'backward', ['clips', 'scar', 'scars'], {
    window: 0,
    clause: true,
    skips: ['medication', 'test', 'problem'],
  }),
  ...group('historical', 'forward', HISTORICAL_TIME_AFTER, { window: 3, clause: true, skips: 'medication' }),
  ...group('historical', 'pseudo', HISTORICAL_PSEUDO),
  ...group('historical', 'forward', HISTORICAL_HEALED, { window: 3, clause: true, skips: 'medication' }),
  ...group('historical', 'backward', HISTORICAL_AGO, { clause: true }),
  // "colonoscopy in 2024 without active inflammation": what is absent says nothing of what is current
  ...group('current', 'pseudo', NEGATED_CURRENT),
  ...group('negated', 'forward', NEGATED_CURRENT),
  ...group('historical', 'forward', HISTORICAL_STOP_REASON, {
    window: 4,
    clause: true,
    afterStop: true,
    skips: 'medication',
  }),
  ...group('historical', 'forward', HISTORICAL_MONTH, { clause: true }),
  ...group('historical', 'backward', HISTORICAL_MONTH, { window: 3, clause: true }),
  ...group('historical', 'forward', HISTORICAL_TRIED, { window: 3, clause: true, skips: 'problem' }),
  ...group('current', 'bidirectional', CURRENT, { window: 3, clause: true }),
  ...group('current', 'bidirectional', CURRENT_ON_ADMISSION, { window: 3, clause: true, skips: 'problem' }),
  ...group('current', 'forward', CURRENT_AHEAD, { window: 3, clause: true }),
  ...group('current', 'backward', CURRENT_RECENT, { window: 1, clause: true }),
  // "Grade 2 neuropathy persists from oxaliplatin completed in 2022": what persists is before the word
  ...group('current', 'backward', ['persists', 'persist', 'persisting'], { window: 3, clause: true }),
  // a drug held is held now, whatever section it is listed in: "Warfarin held for 5 days"
  ...group('current', 'backward', ['held', 'was held', 'were held', 'is held', 'on hold', 'being held'], {
    window: 1,
    clause: true,
    only: 'medication',
  }),
  ...group('current', 'forward', ['residual', 'persistent'], { window: 3, clause: true }),
  ...group('current', 'forward', CURRENT_NEAR, { window: 1, clause: true, skips: 'test' }),
  // an instruction runs over a list of any length, to its sentence's end or a termination
  ...group('hypothetical', 'forward', HYPOTHETICAL_FORWARD, { window: INSTRUCTION_WINDOW, instruction: true }),
  ...group('hypothetical', 'forward', HYPOTHETICAL_RISK, { skips: 'medication', stopsAtColon: true }),
  ...group('hypothetical', 'forward', HYPOTHETICAL_MAY_SIGNAL, { clause: true, skips: 'medication' }),
  ...group('hypothetical', 'forward', HYPOTHETICAL_AS_NEEDED, { clause: true, skips: 'medication' }),
  ...group('hypothetical', 'forward', HYPOTHETICAL_PLAN, { skips: 'problem' }),
  ...group('hypothetical', 'forward', PLANNED_TESTS, { only: 'test' }),
  // a frequency that ends its clause says how often something else is done: "attends AA twice
  // weekly, PEth undetectable"
  ...group(
    'hypothetical',
    'pseudo',
    PLANNED_TESTS.map((p) => `${p} ,`),
  ),
  ...group('hypothetical', 'forward', WANTED, { skips: 'problem' }),
  ...group('hypothetical', 'backward', STUDY_AS_NEXT_STEP, {
    window: 0,
    clause: true,
    skips: ['problem', 'medication'],
  }),
  // a procedure discussed is an option ("discussed bariatric surgery"); results and drugs discussed are real
  ...group('hypothetical', 'forward', ['discussed', 'discussed options of'], {
    window: 3,
    clause: true,
    skips: ['problem', 'test', 'medication'],
  }),
  ...group('hypothetical', 'forward', ['appt', 'appointment'], { window: 6, clause: true, skips: 'problem' }),
  ...group('hypothetical', 'pseudo', [
    "today ' s appointment",
    'this appointment',
    'missed appointment',
    'missed appt',
    'missed her appointment',
    'missed his appointment',
  ]),
  ...group('hypothetical', 'forward', HYPOTHETICAL_CONDITIONAL, { conditional: true }),
  ...group('hypothetical', 'backward', [...HYPOTHETICAL_POSTPOSED, ...HYPOTHETICAL_POSTPOSED.map((p) => `${p} :`)], {
    window: 0,
    clause: true,
    skips: 'medication',
    head: true,
  }),
  // a procedure named before its evaluation is still to come: "PT eval for gait", "bariatric surgery evaluation"
  ...group('hypothetical', 'backward', ['eval', 'evaluation', 'evaluations', 'evals', 'eval for', 'evaluation for'], {
    window: 0,
    clause: true,
    only: 'procedure',
  }),
  ...group('hypothetical', 'backward', HYPOTHETICAL_HELPS, { window: 0, clause: true }),
  ...group('hypothetical', 'backward', HYPOTHETICAL_WATCHED, { window: 3, clause: true }),
  // "taught to watch for signs of delirium": what is watched for may follow as well
  ...group('hypothetical', 'forward', HYPOTHETICAL_WATCHED.slice(0, 3)),
  ...group(
    'hypothetical',
    'backward',
    [
      'scheduled for',
      'is scheduled for',
      'are scheduled for',
      'planned for',
      'is planned for',
      'set up for',
      'booked for',
    ],
    { clause: true, skips: 'problem' },
  ),
  ...group('hypothetical', 'forward', HYPOTHETICAL_BEFORE, {
    window: 2,
    clause: true,
    skips: ['problem', 'medication'],
  }),
  ...group('uncertain', 'termination', [...HYPOTHETICAL_BEFORE, ...BEFORE_STARTING]),
  ...group('hypothetical', 'bidirectional', HYPOTHETICAL_NEEDED, { skips: 'problem' }),
  ...group('hypothetical', 'backward', HYPOTHETICAL_CHECK_BEFORE, { window: 1, clause: true, only: 'test' }),
  ...group('hypothetical', 'backward', HYPOTHETICAL_TEST_TIME, {
    window: 0,
    clause: true,
    skips: ['problem', 'medication', 'procedure'],
  }),
  ...group('hypothetical', 'forward', HYPOTHETICAL_GOALS),
  ...group('hypothetical', 'backward', HYPOTHETICAL_PURPOSE, {
    window: 0,
    clause: true,
    skips: ['problem', 'medication'],
    inPlan: true,
  }),
  // a procedure discussed is one not yet done: "PEG discussed", "sinus surgery was discussed"
  ...group('hypothetical', 'backward', ['discussed', 'was discussed', 'were discussed'], {
    window: 0,
    clause: true,
    skips: ['problem', 'test', 'medication'],
  }),
  ...(['negated', 'uncertain', 'hypothetical'] as const).flatMap((category) =>
    group(category, 'termination', WHILE_ON),
  ),
  ...group('hypothetical', 'backward', HYPOTHETICAL_BACKWARD, { clause: true, skips: 'problem' }),
  // bare "scheduled" after a drug is its dosing, the opposite of "prn" ("acetaminophen scheduled,
  // oxycodone prn"); after a test or procedure it is arranged ahead
  ...group('hypothetical', 'backward', ['scheduled'], { clause: true, skips: ['problem', 'medication'] }),
  // what may happen again or is only an option: "nausea may recur", "a Holter monitor may be considered"
  ...group('hypothetical', 'backward', HYPOTHETICAL_MAY_HAPPEN, { window: 0, clause: true }),
  // a study dated by its year before it is an earlier one: "compared with the 2023 MRI"
  ...group('historical', 'forward', ['the <year>', 'her <year>', 'his <year>', 'a <year>'], {
    window: 0,
    clause: true,
    skips: ['problem', 'medication'],
  }),
  ...group('hypothetical', 'bidirectional', HYPOTHETICAL_IF, { conditional: true, skips: 'problem' }),
  // "If symptoms worsen or hypoxia develops": the condition goes on to the problems it names
  ...group('hypothetical', 'forward', HYPOTHETICAL_IF, { conditional: true }),
  ...group('hypothetical', 'pseudo', HYPOTHETICAL_PSEUDO),
  ...group('allergy', 'forward', ALLERGY_FORWARD, { skips: 'problem' }),
  ...group('allergy', 'backward', ALLERGY_BACKWARD, { window: 1, clause: true, skips: 'problem' }),
  ...group('family', 'bidirectional', [...FAMILY_MEMBERS, ...FAMILY_OTHER_CUES]),
  // "the past self-harm, the family history of suicide": "of" points ahead only
  ...group('family', 'forward', ['family history of', 'family hx of', 'fhx of', 'fh of']),
  ...group('family', 'pseudo', informantPhrases(FAMILY_MEMBERS)),
  ...group('other', 'bidirectional', [...OTHER_PEOPLE, ...OTHERS_RELATIVES]),
  ...group('other', 'forward', OTHER_SOURCE),
  ...group('other', 'pseudo', [...informantPhrases(OTHER_PEOPLE), ...OTHER_PSEUDO]),
  ...group('patient', 'bidirectional', PATIENT_CUES),
  ...group('patient', 'bidirectional', callAbout([...FAMILY_MEMBERS, 'husband', 'wife'])),
  // "urine culture not sent", "ketorolac not given because of …": only the target right before
  ...group('negated', 'backward', NOT_DONE_AFTER, { window: 0 }),
  // "McMurray equivocal": the result of a test puts in doubt a finding, not the test that was done
  ...group('uncertain', 'backward', ['equivocal'], { clause: true, skips: 'test' }),
  // intolerances and reactions to what is not a drug: "reacts to nickel", "food intolerance: lactose"
  ...group(
    'allergy',
    'forward',
    ['reacts to', 'reacted to', 'intolerance:', 'adrs:', 'adr:', 'adverse drug reactions:'],
    {
      skips: 'problem',
    },
  ),
  // "He is lactose intolerant": the substance before it
  ...group('allergy', 'backward', ['intolerant'], { window: 1, clause: true, skips: 'problem' }),
  // "CT without contrast to look for emphysema": what a study looks for is not what was denied before it
  ...group('negated', 'termination', UNCERTAIN_LOOKING_FOR),
  // "domperidone not recommended", "inotropes and LVAD were not options", "PT pulse nonpalpable":
  // said after the thing, of its own clause, as "not indicated" and "not palpable" are
  ...group(
    'negated',
    'backward',
    ['', 'is ', 'was ', 'are ', 'were '].flatMap((verb) =>
      ['not recommended', 'not advised', 'not options', 'nonpalpable', 'non palpable'].map((p) => `${verb}${p}`),
    ),
    { clause: true, window: 3 },
  ),
  // "Gestational diabetes with both pregnancies", "in her first pregnancy": earlier pregnancies date what they name
  ...group('historical', 'forward', PAST_PREGNANCIES, { clause: true }),
  ...group('historical', 'backward', PAST_PREGNANCIES, { window: 1 }),
  // "Penicillin allergy removed from the chart": the substance right before
  ...group('negated', 'backward', ALLERGY_LABEL_REMOVED, { window: 0 }),
  ...group('allergy', 'backward', ALLERGY_LABEL_REMOVED, { window: 0, skips: 'problem' }),
  // what the patient gave up on their own: "she stopped using CPAP", "naproxen, which he stopped after 5 days"
  ...group('historical', 'forward', ['stopped using', ...PATIENTS_STOPPING.map((who) => `${who} stopped using`)]),
  ...group(
    'historical',
    'backward',
    PATIENTS_STOPPING.flatMap((who) => [`which ${who} stopped`, `that ${who} stopped`]),
  ),
  ...group('termination', 'termination', TERMINATION),
  // "since stopping" dates what follows and, as "since" does, ends what came before
  ...group('termination', 'termination', ['since stopping', 'since discontinuing']),
  ...STATUSES_ENDED.flatMap((category) => group(category, 'termination', STATUS_TERMINATION)),
  // "she has avoided all penicillins": a class kept away in the past tense is kept away now
  // (context-class-avoidance.ts makes it an allergen)
  ...group('negated', 'forward', ['avoided all', 'avoids all'], { window: 2, clause: true, skips: 'problem' }),
  // "has not taken his temperature": the patient's own act denied ahead of its object, kept from
  // the "not taken" of context-not-done.ts, which denies the drug right before it
  ...group('negated', 'forward', ['has not taken', 'have not taken', 'had not taken']),
  // the condition a work-up is named for is in doubt: "sent for stroke work-up", "Sepsis evaluation:"
  ...group('uncertain', 'backward', ['workup', 'work up', 'evaluation', 'eval'], { window: 0, only: 'problem' }),
  // a reader's impression handed to the clinician, as "correlate clinically for": "correlate with arm symptoms"
  ...group(
    'uncertain',
    'forward',
    ['correlate with', 'correlate clinically with', 'clinically correlate with', 'clinical correlation with'],
    { window: 3, clause: true, only: 'problem' },
  ),
]

/** The helper that builds trigger definitions, for the cue families kept in files of their own. */
export { group as triggerGroup }

/** How far an instruction reaches, for the cue families kept in files of their own. */
export { INSTRUCTION_WINDOW }
