/**
 * Sense guards for words the lexicon knows that also mean something else in notes: a match is
 * dropped ("gained weight" is not the weight measured, "PE:" is the exam, "24 hr" is hours) or
 * moved to its other sense ("Check vitamin B12" is the test, "potassium 20 mEq" the drug). Each
 * rule looks only at the words next to the match, so checking one costs a few lookups.
 */
import { afterJoinedSymbols, RESULT_WORDS_AFTER, RESULT_WORDS_BEFORE } from './concept-lab-results.js'
import type { ConceptType } from './types.js'
import type { WordScan } from './word-scan.js'

/** What the words around a match say about it. */
export interface SenseRule {
  /** drop the match after one of these words */
  rejectAfter?: ReadonlySet<string>
  /** drop the match before one of these words */
  rejectBefore?: ReadonlySet<string>
  /** keep the match before one of these words, whatever the other tests say ("a pacemaker placed") */
  keepBefore?: ReadonlySet<string>
  /** the match must be followed by a number ("T 37.2", "K 3.6"), except written in capitals when 'upper' */
  needsNumber?: 'always' | 'upper'
  /** words after which a needed number may be missing: the value is being ordered or followed ("trend Cr") */
  valueOptionalAfter?: ReadonlySet<string>
  /** a result in words stands for the needed number ("CK normal", "AST/ALT normal", "normal C3"; concept-lab-results.ts) */
  resultInWords?: boolean
  /** drop the match as one of the degrees after a person's name ("J. Ruiz, MS, CGC"; "A. Chu, PT, DPT") */
  rejectAsDegree?: boolean
  /** drop the match right after a number ("24 hr", "1 cap") */
  rejectAfterNumber?: boolean
  /** drop the match right before a number ("HD 3", a hospital day) */
  rejectBeforeNumber?: boolean
  /** drop the match when one of these words is among the three before it ("omentum was congested") */
  rejectNear?: ReadonlySet<string>
  /** keep the match only before a number or one of these words ("DTR 2+", not "dtr visits") */
  needsNext?: ReadonlySet<string>
  /** drop the match written exactly so ("TMs", tympanic membranes; "Si," in Spanish) */
  rejectWritten?: ReadonlySet<string>
  /** keep the match only after one of these words ("negative for bleed", not "it may bleed") */
  needsAfter?: ReadonlySet<string>
  /**
   * keep the match only when one of these words is within a few tokens either side, in the same
   * sentence: the study a result belongs to ("UA with LE and nitrites", not "LE edema")
   */
  needsWithin?: ReadonlySet<string>
  /**
   * drop the match (for its fallback sense) when one of these words is within a few tokens either
   * side, in the same sentence: "aspiration" beside a joint, gout or crystals is the needle's
   */
  rejectWithin?: ReadonlySet<string>
  /** drop the match before a value with a dose's unit: an amount eaten or given, not a level ("protein 1.2 g/kg/day") */
  rejectDosed?: boolean
  /**
   * keep the match only as an item of a list of problems, joined by a comma or a conjunction to
   * the problem before it ("dysuria and frequency", "redness, discharge or photophobia"), where a
   * word alone ("dose and frequency", "discharge home") is no symptom (concepts.ts checks it)
   */
  inProblemList?: boolean
  /**
   * drop the match right after a number when one of these words is within a few tokens in its
   * sentence: a count of a habit already named ("Smoker, 10 cigarettes a day")
   */
  rejectCountedBeside?: ReadonlySet<string>
}

/** Preferred terms of the two senses of a word that is both a drug and a test. */
export interface DualSense {
  medication: string
  test: string
}

const set = (...words: string[]): ReadonlySet<string> => new Set(words)

/**
 * Words of conceiving and of its treatment, beside which "IVF" is in vitro fertilisation: infertility
 * and fertility, the embryo, the egg and its retrieval, the ovarian reserve (AMH), the other assisted
 * techniques (IUI, ICSI) and conceiving itself.
 */
const FERTILITY_WORDS = set(
  'infertility',
  'fertility',
  'subfertility',
  'embryo',
  'embryos',
  'oocyte',
  'oocytes',
  'egg',
  'eggs',
  'retrieval',
  'amh',
  'iui',
  'icsi',
  'conceived',
  'conceive',
  'conception',
)
/** Words of a shock given as treatment: how it is delivered and its energy. */
const DELIVERED_SHOCK_WORDS = set(
  'delivered',
  'synchronized',
  'unsynchronized',
  'biphasic',
  'monophasic',
  'joules',
  'j',
)
/** The schedule words that make turning in bed the nursing care (a number also does: "every 2 hours"). */
const BED_TURNING_RULE: SenseRule = { needsNext: set('every', 'q2h', 'q2hr', 'q2hrs', 'q2', 'q3h', 'q4h', 'q') }
/** The names of a smoking habit the lexicon reads as tobacco use (a closed family). */
const SMOKING_WORDS = set('smoker', 'smokers', 'smoking', 'tobacco')

const VITAL_SIGN_RULE: SenseRule = { needsNumber: 'always', rejectAfterNumber: true }
/**
 * A sign elicited by a manoeuvre, followed by a negative result: the exam done, not the finding.
 * "Negative Murphy sign" written the other way round is left alone: the sets read it both ways.
 */
const MANOEUVRE_RESULT_RULE: SenseRule = { rejectBefore: set('negative', 'absent') }
/**
 * Verbs that order, repeat or follow a lab value, and words of its course: after them a lab's
 * symbol names the test without its value ("trend Cr", "repeat K", "rising Cr", "check BS before
 * meals"). "low K" and "high Cr" are left out: the sets read them as the problem.
 */
const VALUE_ORDER_WORDS = set(
  'check',
  'checked',
  'checking',
  'recheck',
  'rechecked',
  'repeat',
  'repeated',
  'trend',
  'trending',
  'trended',
  'monitor',
  'monitoring',
  'follow',
  'following',
  'rising',
  'falling',
  'uptrending',
  'downtrending',
  'worsening',
  'improving',
  'climbing',
)
const LAB_SYMBOL_RULE: SenseRule = { needsNumber: 'always', valueOptionalAfter: VALUE_ORDER_WORDS }
/**
 * The liver enzymes, CK and the complements, which reports give in words as often as in numbers
 * ("CK normal", "C3 low"): a result word stands for the value. Left out are the symbols whose
 * result word would name another finding ("vision reduced", "BS normal" in an abdominal exam).
 */
const LAB_RESULT_RULE: SenseRule = { needsNumber: 'always', valueOptionalAfter: VALUE_ORDER_WORDS, resultInWords: true }
/** The fluids and grades a bare "protein" is measured in or read as ("CSF protein", "2+ protein"). */
const PROTEIN_FLUID_WORDS = new Set([
  ...VALUE_ORDER_WORDS,
  'csf',
  'fluid',
  'pleural',
  'ascitic',
  'peritoneal',
  'synovial',
  'serum',
  'urine',
  'ua',
  'urinalysis',
  '+',
])
/** an immunoglobulin's symbol opening a bracket names what the test before it looked for */
const IMMUNOGLOBULIN_RULE: SenseRule = { rejectAfter: set('(') }
/** "lives with a cat", "walks her dogs": a pet the patient has, not the allergen */
const PET_RULE: SenseRule = {
  rejectAfter: set(
    'a',
    'an',
    'her',
    'his',
    'their',
    'the',
    'with',
    'pet',
    'own',
    'owns',
    'has',
    'have',
    'two',
    'three',
    'family',
    'new',
    'walks',
    'walking',
    'feeds',
  ),
  rejectBefore: set('scan', 'bite', 'bites', 'scratch', 'walker', 'food', 'sitter', 'sitting', 'vaccinated'),
}

/**
 * A symptom named just before "radiation", or a direction or a symptom after it, makes the word the
 * spread of the symptom; radiotherapy goes "to" a part after a course word ("adjuvant radiation to
 * the breast"), which neither test meets.
 */
const SYMPTOM_SPREAD_RULE: SenseRule = {
  rejectNear: set('pain', 'pains', 'ache', 'discomfort', 'tightness'),
  rejectBefore: set('into', 'down', 'up', 'of'),
}

/** A line named before its dressing, its site, its arm or its check is the device in place. */
const PLACED_LINE_RULE: SenseRule = {
  rejectBefore: set('dressing', 'dressings', 'site', 'arm', 'check', 'care', 'flush', 'flushes'),
}

/** Lines, ports and tubes that nurses flush: "flushed" near them is no flushing of the skin. */
const LINE_WORDS = set(
  'port',
  'line',
  'lines',
  'picc',
  'catheter',
  'iv',
  'lumen',
  'lumens',
  'hickman',
  'cvc',
  'tube',
  'drain',
  'ports',
)

/** Words of a dialysis access: a thrill or bruit near them is the access's exam, not a finding. */
const DIALYSIS_ACCESS_WORDS = set('fistula', 'avf', 'avg', 'graft', 'access', 'good', 'strong')
/** Words around a bare "fistula" that make it the dialysis access: the arm it is in, its thrill, the dialysis it serves. */
const DIALYSIS_FISTULA_WORDS = set(
  'dialysis',
  'hemodialysis',
  'arm',
  'forearm',
  'thrill',
  'bruit',
  'buzz',
  'anastomosis',
  'cannulation',
  'cannulated',
  'needles',
)

/**
 * A finding written as a bare adjective (lexicon-data/problems-predicative.ts) counts only after a
 * verb of being or becoming, "more", "not", or "or" joining it to another ("red or painful"; not
 * "and", as in "salt and red meat"); a colour counts only after a verb of change ("turns blue",
 * "looks more yellow"), since "urine is yellow" is no jaundice.
 */
const CHANGE_WORDS = [
  'turn',
  'turns',
  'turned',
  'turning',
  'become',
  'becomes',
  'became',
  'becoming',
  'get',
  'gets',
  'got',
  'getting',
  'look',
  'looks',
  'looked',
  'looking',
  'more',
  'increasingly',
]
const COLOUR_RULE: SenseRule = { needsAfter: set(...CHANGE_WORDS, 'or') }
const PREDICATIVE_RULE: SenseRule = {
  needsAfter: set(
    ...CHANGE_WORDS,
    'is',
    'are',
    'was',
    'were',
    'feels',
    'feel',
    'felt',
    'seems',
    'appears',
    'not',
    'very',
    'too',
    'or',
  ),
}

/**
 * "worry" and "worries" after a subject, "to" or a modal are the verb (a parent's worry is no
 * symptom of the patient's).
 */
const WORRY_VERB_RULE: SenseRule = {
  rejectAfter: set(
    'to',
    'not',
    't',
    'i',
    'he',
    'she',
    'they',
    'we',
    'you',
    'mom',
    'mother',
    'dad',
    'father',
    'parents',
    'parent',
    'wife',
    'husband',
    'family',
    'daughter',
    'son',
    'which',
    'who',
    'would',
    'will',
    'should',
    'may',
    'no',
  ),
}

const INJURY_LABEL_RULE: SenseRule = { rejectBefore: set(':', '/') }

/** Rules by the matched term (lower case, as the lexicon spells it). */
export const SENSE_RULES: ReadonlyMap<string, SenseRule> = new Map<string, SenseRule>([
  [
    'weight',
    {
      rejectAfter: set(
        'gained',
        'gain',
        'gaining',
        'gains',
        'lost',
        'lose',
        'losing',
        'loses',
        'put',
        'partial',
        'non',
        'full',
        'toe',
        'touch',
        'birth',
        'dry',
        'ideal',
        'his',
        'her',
        'their',
        'of',
        'bear',
        'bearing',
        'bears',
      ),
      rejectBefore: set('bearing', 'loss', 'gain', 'based', 'adjusted'),
    },
  ],
  [
    'pe',
    {
      rejectAfter: set('on', 'per', 'limited', 'brief', 'focused'),
      rejectBefore: set(
        ':',
        'protocol',
        'exam',
        'unremarkable',
        'notable',
        'normal',
        'significant',
        'remarkable',
        'wnl',
        'findings',
        'otherwise',
        'as',
        'per',
        'reveals',
        'revealed',
        'shows',
        'showed',
      ),
    },
  ],
  [
    'fall',
    {
      rejectAfter: set('last', 'this', 'next', 'early', 'late', 'in', 'the', 'each', 'every'),
      // "should her saturation fall below 90%": a value that drops, not the patient
      rejectBefore: set('asleep', 'of', 'semester', 'season', 'below', 'under', 'by'),
    },
  ],
  [
    'falls',
    {
      rejectAfter: set(
        'she',
        'he',
        'it',
        'that',
        'which',
        'temperature',
        'pressure',
        'saturation',
        'rate',
        'level',
        'bp',
        'hr',
      ),
      // "transfuse if hemoglobin falls below 7"
      rejectBefore: set('below', 'under', 'by'),
    },
  ],
  [
    'mass',
    {
      rejectAfter: set('muscle', 'body', 'bone', 'lean', 'fat', 'critical'),
      rejectBefore: set('index', 'spectrometry', 'transit', 'size', 'site', 'location', 'dimension', 'dimensions'),
    },
  ],
  [
    'stroke',
    {
      rejectBefore: set(
        'volume',
        'index',
        'protocol',
        'alert',
        'code',
        'team',
        'unit',
        'neurology',
        'service',
        'clinic',
      ),
    },
  ],
  ['cap', { rejectAfterNumber: true, rejectBefore: set('refill') }],
  // "Si, me duele": Spanish yes, written with one capital; suicidal ideation is "SI" or "si"
  ['si', { rejectBefore: set('joint', 'joints', 'units', 'unit'), rejectWritten: set('Si') }],
  ['hi', { rejectAfter: set('say', 'said', 'says'), rejectBefore: set('there', 'dr', 'doctor', 'doc', 'mom', 'dad') }],
  ['hd', { rejectBefore: set('#'), rejectBeforeNumber: true }],
  ['loc', { rejectBefore: set('of') }],
  ['ms', { rejectBefore: set('contin'), rejectAsDegree: true }],
  ['pt', { rejectAsDegree: true }],
  ['ot', { rejectAsDegree: true }],
  ['ha', { rejectAfter: set('ha'), rejectBefore: set('ha'), rejectWritten: set('Ha') }],
  // "TMs clear": tympanic membranes, not transcranial magnetic stimulation (written "TMS")
  [
    'tms',
    {
      rejectWritten: set('TMs', 'Tms', 'tms'),
      rejectBefore: set(
        'clear',
        'intact',
        'pearly',
        'erythematous',
        'bulging',
        'normal',
        'gray',
        'grey',
        'wnl',
        'bilaterally',
        'b/l',
        'with',
        'w/',
      ),
    },
  ],
  // "has a pacemaker": the device a person has; "pacemaker placed in 2019", "s/p pacemaker" and "had a
  // pacemaker placed": the procedure
  [
    'pacemaker',
    {
      rejectAfter: set('a', 'the', 'her', 'his', 'their', 'its'),
      keepBefore: set('placed', 'implanted', 'inserted', 'put'),
    },
  ],
  // "ICD placed in 2021", "ICD to be considered": the operation, as the pacemaker's; "has an ICD",
  // "protected by his ICD", "ICD in place" and "the ICD pocket": the device a person has and its parts.
  // Written in capitals only (lexicon), so the code set "icd-10" is no device.
  [
    'icd',
    {
      rejectAfter: set('a', 'an', 'the', 'her', 'his', 'their', 'its'),
      rejectBefore: set('in', 'pocket', 'site', 'lead', 'leads', 'battery', 'generator', 'code', 'codes'),
      rejectBeforeNumber: true,
      keepBefore: set('placed', 'implanted', 'inserted', 'put'),
    },
  ],
  // "while on the ventilator", "off the ventilator": the machine the patient is on, as the
  // pacemaker he has; "ventilator support", "mechanically ventilated" stay the procedure
  ['ventilator', { rejectAfter: set('the', 'her', 'his', 'their') }],
  // "Murphy sign negative", "Murphy sign absent": the manoeuvre done and its result, a test (its
  // fallback sense below); "Murphy sign positive" is the gallbladder's tenderness, the finding
  // "a splint and skin check": the skin under a splint or a cast looked at, not the skin examined for cancer
  ['skin check', { rejectNear: set('splint', 'cast', 'brace') }],
  ['murphy sign', MANOEUVRE_RESULT_RULE],
  ["murphy's sign", MANOEUVRE_RESULT_RULE],
  // "the pill" is the contraceptive; "the pill box", "the pill organizer" hold any drug, and "keep
  // the pills down" are pills of any kind
  [
    'the pill',
    {
      rejectBefore: set(
        'box',
        'boxes',
        'organizer',
        'organizers',
        'organiser',
        'bottle',
        'bottles',
        'case',
        'dispenser',
        'container',
        'count',
      ),
      rejectWritten: set('the pills', 'The pills', 'THE PILLS'),
    },
  ],
  // "referral to hand surgery", "L. Chen, MD (hand surgery)": the specialty a patient is sent to or
  // a clinician practises, no operation; "had hand surgery in 2015" stays one
  ['hand surgery', { rejectAfter: set('to', '(') }],
  ['centrum', { rejectBefore: set('semiovale', 'semiovales') }],
  // "dtr visits daily": a daughter; deep tendon reflexes are graded or described
  [
    'dtr',
    {
      needsNext: set(
        'symmetric',
        'intact',
        'normal',
        'brisk',
        'absent',
        'diminished',
        'decreased',
        'reduced',
        'equal',
        'present',
        'hyperactive',
        'hypoactive',
        'wnl',
        ':',
        '+',
      ),
    },
  ],
  [
    'congested',
    {
      rejectNear: set(
        'omentum',
        'bowel',
        'mucosa',
        'liver',
        'spleen',
        'lung',
        'lungs',
        'kidney',
        'kidneys',
        'appendix',
        'gallbladder',
        'loop',
        'loops',
        'mesentery',
        'stomach',
        'uterus',
        'vessels',
        'veins',
        'hepatic',
        'splenic',
      ),
    },
  ],
  [
    'congestion',
    {
      rejectAfter: set('pulmonary', 'vascular', 'hepatic', 'venous', 'vascular', 'splenic', 'passive'),
      rejectNear: set('omentum', 'bowel', 'mucosa', 'liver', 'lung', 'lungs', 'kidney', 'kidneys', 'vessels', 'veins'),
    },
  ],
  ['depression', { rejectAfter: set('st', 'segment', 'respiratory', 'skull', 'marrow', 'pr') }],
  // "appropriate for gestational age", "normal for gestational age": the standard a measure is read
  // against, not the dating measured
  ['gestational age', { rejectAfter: set('for') }],
  // "Do not rub the eye", "try to rub it": after a negator or "to" the word is the verb, not the friction rub
  ['rub', { rejectAfter: set('chest', 'sternal', 'vapor', 'not', 'to', 'never') }],
  ['culture', { rejectAfter: set('the', 'his', 'her', 'their', 'in', 'our') }],
  ['pulse', { rejectBefore: set('ox', 'oximetry', 'oximeter', 'steroids', 'dose', 'doses', 'therapy') }],
  ['stent', { rejectBefore: set('graft') }],
  // a shock a device delivers (a cardioversion's, a lithotripter's) is a dose of the treatment,
  // given in joules or at a rate, no circulatory shock ("one synchronized shock at 200 J", "60
  // shocks per minute"); an ICD's shock the patient reports stays the event ("no ICD shocks")
  // "IVF" beside the words of conceiving is in vitro fertilisation, not IV fluids (its fallback sense)
  ['ivf', { rejectWithin: FERTILITY_WORDS }],
  // "FDG-avid adenopathy": the PET tracer naming how the finding looks, not a drug given
  ['fdg', { rejectBefore: set('avid', 'avidity') }],
  ['shock', { rejectWithin: DELIVERED_SHOCK_WORDS, rejectBefore: set('per') }],
  ['ed', { rejectAfter: set('the', 'to', 'in', 'from', 'of') }],
  // a measure named by one plain word is the measure only with its value: "waist 104 cm", "Braden 14"
  // (a surname alone), "genotype 1a" (a word of genetics alone)
  ['waist', { needsNumber: 'always' }],
  ['braden', { needsNumber: 'always' }],
  ['genotype', { needsNumber: 'always' }],
  ['hr', { needsNumber: 'upper', rejectAfterNumber: true }],
  ['rr', { needsNumber: 'upper', rejectAfterNumber: true }],
  ['bp', { rejectAfterNumber: true }],
  // "SBP < 90" is a systolic pressure; "prior SBP", "r/o SBP" in a cirrhosis note is peritonitis
  ['sbp', { needsNumber: 'always' }],
  // fluid drawn from a joint, a cyst or an effusion, where the word is the procedure (the fallback
  // below); what is breathed in stays the problem ("aspiration of thin liquids")
  [
    'aspiration',
    {
      rejectWithin: set(
        'joint',
        'gout',
        'pseudogout',
        'crystals',
        'effusion',
        'mtp',
        'knee',
        'cyst',
        'bursa',
        'injection',
        'arthritis',
      ),
    },
  ],
  // the blood sugar a patient checks ("check your sugar", "recheck her sugar"); sugar eaten, its
  // log and the sugar-tong splint are no test
  [
    'sugar',
    {
      needsAfter: set(
        'check',
        'checks',
        'checked',
        'checking',
        'recheck',
        'test',
        'monitor',
        'your',
        'her',
        'his',
        'my',
        'their',
      ),
      rejectBefore: set(
        'log',
        'logs',
        'diary',
        'intake',
        'free',
        'substitute',
        'substitutes',
        'craving',
        'cravings',
        'tong',
        'pill',
        'pills',
        'drinks',
      ),
    },
  ],
  // a study alone ("DVT ruled out by duplex"); a doubled kidney or ureter is an anatomic variant
  ['duplex', { rejectBefore: set('kidney', 'kidneys', 'collecting', 'system', 'ureter', 'ureters', 'renal') }],
  // leukocyte esterase beside the urinalysis it is read on ("UA + LE, + nitrites"); a lower
  // extremity otherwise ("LE dopplers", "LE weakness")
  ['le', { needsWithin: set('ua', 'urinalysis', 'dipstick', 'urine', 'nitrite', 'nitrites', 'pyuria', 'ucx') }],
  ['temp', { needsNumber: 'always' }],
  ['t', VITAL_SIGN_RULE],
  ['p', VITAL_SIGN_RULE],
  ['r', VITAL_SIGN_RULE],
  ['tmax', { needsNumber: 'always' }],
  ['k', LAB_SYMBOL_RULE],
  ['na', LAB_SYMBOL_RULE],
  ['cl', LAB_SYMBOL_RULE],
  ['cr', LAB_SYMBOL_RULE],
  ['mg', { needsNumber: 'always', rejectAfterNumber: true, valueOptionalAfter: VALUE_ORDER_WORDS }],
  ['ca', LAB_SYMBOL_RULE],
  // "iCa 1.12": the ionized calcium with its value; "ICA stenosis", "the proximal ICA" are the artery
  ['ica', LAB_SYMBOL_RULE],
  // "retention" alone is the bladder's ("with retention", "if retention recurs"); the salt, gas or
  // stool retained and a retention schedule are not
  [
    'retention',
    {
      rejectAfter: set('sodium', 'salt', 'fluid', 'co2', 'carbon', 'stool', 'fecal', 'placental', 'data', 'gastric'),
      rejectBefore: set('rate', 'rates', 'suture', 'sutures', 'time', 'schedule', 'of'),
    },
  ],
  // "has been falling at home", "without falling": falls; "falling asleep", "CEA falling", "a
  // falling walk distance", "weight keeps falling" are not
  [
    'falling',
    {
      needsAfter: set(
        'been',
        'without',
        'keeps',
        'kept',
        'started',
        'starts',
        'prevent',
        'avoid',
        'recurrent',
        'frequent',
        'from',
      ),
      rejectBefore: set('asleep', 'behind', 'apart', 'off', 'out', 'short'),
      // "her weight keeps falling", "hemoglobin falling": a measure that drops
      rejectNear: set(
        'weight',
        'weights',
        'pressure',
        'pressures',
        'bp',
        'level',
        'levels',
        'count',
        'counts',
        'numbers',
        'hemoglobin',
        'hgb',
        'platelets',
        'sodium',
        'sugars',
        'saturation',
        'sats',
      ),
    },
  ],
  // "the PICC dressing", "redness at the PICC site", "swelling of the PICC arm", "PICC check": the
  // line in place and its care, not its placement
  ['picc', PLACED_LINE_RULE],
  ['picc line', PLACED_LINE_RULE],
  // "Port flushed", "the PICC was flushed": a line cleared with saline, not a flushed face
  ['flushed', { rejectAfter: LINE_WORDS, rejectNear: LINE_WORDS }],
  ['phos', LAB_SYMBOL_RULE],
  ['alb', LAB_SYMBOL_RULE],
  ['glu', LAB_SYMBOL_RULE],
  // "bs 180s": blood sugar with its value; "+BS", "normoactive BS" are bowel sounds
  ['bs', LAB_SYMBOL_RULE],
  ['hb', LAB_SYMBOL_RULE],
  ['plt', { rejectAfterNumber: false }],
  ['ast', LAB_RESULT_RULE],
  ['alt', LAB_RESULT_RULE],
  ['ck', LAB_RESULT_RULE],
  // "C3 72 (low)": the complement level with its value; "C4 lesion", "C3-C4" are spinal levels
  ['c3', LAB_RESULT_RULE],
  ['c4', LAB_RESULT_RULE],
  // "IgG 610 (low)", "recheck IgG": the level; in brackets after a test, "DAT negative (IgG and
  // C3)", it names what that test looked for
  // "heel offloading, air mattress": a nursing measure on the part it protects, not the
  // offloading treatment of a wound ("healed with offloading")
  [
    'offloading',
    { rejectAfter: set('heel', 'heels', 'sacral', 'sacrum', 'elbow', 'elbows', 'hip', 'hips', 'foot', 'feet') },
  ],
  ['igg', IMMUNOGLOBULIN_RULE],
  ['iga', IMMUNOGLOBULIN_RULE],
  ['igm', IMMUNOGLOBULIN_RULE],
  ['ra', { rejectAfter: set('on', '%', 'room'), rejectAfterNumber: true }],
  // "Smoker, 10 cigarettes a day", "Tobacco 10 cigarettes a day": the amount of the habit already
  // named, not a second one; "She smokes 10 cigarettes a day" names it only there
  ['cigarettes', { rejectCountedBeside: SMOKING_WORDS }],
  ['cigarette', { rejectCountedBeside: SMOKING_WORDS }],
  // "PPD#1": a postpartum day
  ['ppd', { rejectAfterNumber: true, rejectBefore: set('smoker', 'x', 'for', 'cigarettes', 'tobacco', 'since', '#') }],
  ['iron', { rejectBefore: set('studies', 'panel', 'saturation', 'binding', 'deficiency', 'overload', 'lung') }],
  // allergens that are also pets, foods and things (medications-allergens.ts): an animal the
  // patient has or walks, milk drunk by the cup, an egg as a size, tape as a measure
  ['cat', PET_RULE],
  ['cats', PET_RULE],
  ['dog', PET_RULE],
  ['dogs', PET_RULE],
  [
    'milk',
    {
      rejectAfter: set('breast', 'donor', 'of', 'whole', 'skim', 'chocolate', 'almond', 'oat', 'soy', 'formula'),
      rejectBefore: set('a', 'per', 'daily', 'intake', 'supply', 'production', 'feeds', 'feeding', 'thistle'),
    },
  ],
  [
    'egg',
    { rejectNear: set('than', 'size', 'sized', 'like'), rejectBefore: set('retrieval', 'retrievals', 'freezing') },
  ],
  // "a gluten-free diet", "gluten-containing": a diet, not the allergen
  ['gluten', { rejectBefore: set('free', 'containing', 'challenge') }],
  // "a stimulant-free option": the choice without the drug class
  ['stimulant', { rejectBefore: set('free') }],
  // "gait training", "ataxic gait": the therapy and the finding; "gait steady", "gait: normal" is the exam
  [
    'gait',
    {
      rejectAfter: set(
        'ataxic',
        'antalgic',
        'unsteady',
        'shuffling',
        'wide',
        'broad',
        'based',
        'spastic',
        'steppage',
        'magnetic',
        'abnormal',
        'impaired',
        'slow',
        'waddling',
        'festinating',
        'apraxic',
        'hemiparetic',
        'trendelenburg',
        'normal',
      ),
      rejectBefore: set(
        'training',
        'trainer',
        'instability',
        'disturbance',
        'disorder',
        'belt',
        'aid',
        'aids',
        'abnormality',
        'impairment',
        'dysfunction',
        'difficulty',
        'difficulties',
        'problems',
        'apraxia',
        'freezing',
        'ataxia',
        'and',
      ),
    },
  ],
  // "cold snare", "cold compresses", "cold turkey": a technique, a remedy, an idiom; "a cold" and
  // "the foot is cold" are problems (problems-two-senses.ts)
  [
    'cold',
    {
      rejectAfter: set('stone', 'in', 'out', 'common'),
      rejectBefore: set(
        'snare',
        'snares',
        'compress',
        'compresses',
        'pack',
        'packs',
        'water',
        'drink',
        'drinks',
        'air',
        'weather',
        'medicine',
        'medicines',
        'medication',
        'medications',
        'remedy',
        'remedies',
        'therapy',
        'exposure',
        'turkey',
        'shower',
        'showers',
        'ischemia',
        'ischemic',
        'agglutinin',
        'agglutinins',
        'knife',
        'storage',
        'chain',
        'front',
        'cream',
        'cap',
        'caps',
        'intolerance',
        'injury',
        'sore',
        'sores',
        'urticaria',
        'calling',
        'call',
        'calls',
        'fluids',
        'foods',
        'food',
        'temperatures',
        'temperature',
        'environment',
        'room',
        'hands',
        'spell',
      ),
    },
  ],
  // "PCI to the LAD", "LAD: 30% stenosis": the artery; "no cervical LAD" is lymphadenopathy
  [
    'lad',
    {
      rejectAfter: set(
        'the',
        'proximal',
        'prox',
        'mid',
        'distal',
        'ostial',
        'of',
        'to',
        'in',
        'and',
        'dominant',
        'into',
        'wrap',
        'wrapping',
        'small',
        'large',
        'diffuse',
        'diseased',
      ),
      rejectBefore: set(
        ':',
        '/',
        'and',
        'territory',
        'artery',
        'branch',
        'with',
        'was',
        'had',
        'which',
        'is',
        'diagonal',
        'stent',
        'stents',
        'graft',
        'wire',
        'vessel',
        'ischemia',
        'infarct',
        'lesion',
        'lesions',
        'stenosis',
        'occlusion',
        'flow',
        'distribution',
        'segment',
        'origin',
        'ostium',
        'pci',
        'timi',
      ),
      rejectNear: set(
        'cath',
        'catheterization',
        'pci',
        'stent',
        'stents',
        'coronary',
        'angiography',
        'angiogram',
        'rca',
        'lcx',
        'circumflex',
        'om',
        'diagonal',
        'lima',
        'svg',
        'cabg',
        'vessel',
        'vessels',
        'des',
        'bms',
        'stenosis',
        'lesion',
      ),
    },
  ],
  // "PT 14.2" (prothrombin time), "PT: 71 y/o F" (the patient), "Saelens, PT, DPT" (a credential)
  [
    'pt',
    {
      rejectBeforeNumber: true,
      rejectBefore: set(':', 'inr', 'ptt', 'time', 'was', 'were', 'is'),
      rejectAfter: set(','),
    },
  ],
  // "AS NEEDED", "AS ABOVE" in a note written in capitals; "severe AS" is aortic stenosis
  [
    'as',
    {
      rejectBefore: set(
        'needed',
        'directed',
        'tolerated',
        'above',
        'below',
        'per',
        'of',
        'well',
        'soon',
        'follows',
        'noted',
        'discussed',
        'before',
        'usual',
        'a',
        'an',
        'the',
        'is',
        'if',
        'with',
        'to',
        'in',
        'for',
        'needs',
      ),
    },
  ],
  // "kidney stone" is longer; a stone in a note alone is one, but not "stone cold" or a weight in stones
  ['stone', { rejectAfterNumber: true, rejectBefore: set('cold', 'age', 'fruit', 'wall') }],
  // "strain your urine" (a verb), "right heart strain" (an echo finding of another concept)
  [
    'strain',
    {
      rejectBefore: set('urine', 'your', 'the', 'all', 'it'),
      rejectAfter: set('heart', 'ventricular', 'rv', 'to', 'and', 'will', 'please', 'should'),
    },
  ],
  // "sputum culture", "sputum sample": the specimen of a test, not the symptom; so is "rods in the
  // sputum" (blind2, blind7, blind8), what a culture grew in it
  [
    'sputum',
    {
      rejectAfter: set('the'),
      rejectBefore: set(
        'culture',
        'cultures',
        'gram',
        'sample',
        'samples',
        'specimen',
        'cytology',
        'afb',
        'induction',
        'collection',
        'studies',
        'pcr',
      ),
    },
  ],
  // labels of a pathology report and a tumour board: "Tumor size:", "Tumor site:", "tumor board"
  [
    'tumor',
    {
      rejectBefore: set(
        'size',
        'site',
        'grade',
        'type',
        'location',
        'histology',
        'focality',
        'budding',
        'deposits',
        'deposit',
        'extent',
        'board',
        'boards',
        'markers',
        'marker',
        'laterality',
        'registry',
      ),
    },
  ],
  // "submitted entirely in B1": a tissue block of the report, not vitamin B1
  [
    'b1',
    {
      rejectAfter: set(
        'in',
        'block',
        'blocks',
        'cassette',
        'cassettes',
        'slide',
        'slides',
        'section',
        'sections',
        'part',
      ),
    },
  ],
  // "her daughter Ana": a name; the antinuclear antibody is written "ANA" or "ana"
  ['ana', { rejectWritten: set('Ana') }],
  // "works as a line cook", "draw a line": an article and a line, not an arterial line
  [
    'a-line',
    {
      rejectAfter: set(
        'as',
        'draw',
        'drew',
        'drawing',
        'draws',
        'along',
        'in',
        'on',
        'single',
        'one',
        'fine',
        'thin',
        'straight',
        'such',
      ),
      rejectBefore: set(
        'cook',
        'of',
        'worker',
        'item',
        'up',
        'through',
        'across',
        'between',
        'to',
        'from',
        'at',
        'and',
      ),
    },
  ],
  // "supply cart", "crash cart": a cart, not CAR-T cell therapy
  [
    'cart',
    { rejectAfter: set('crash', 'code', 'supply', 'med', 'medication', 'isolation', 'a', 'the', 'shopping', 'golf') },
  ],
  // "fear of heights", "work at heights": places, not the height measured
  ['height', { rejectAfter: set('of', 'at', 'from', 'great', 'to') }],
  // "GA 30 weeks" is a gestational age; "planned GA" the anaesthetic
  ['ga', { rejectBeforeNumber: true }],
  // "4 METs", "> 4 METs": exercise capacity in metabolic equivalents, not metastases
  ['mets', { rejectAfterNumber: true, rejectAfter: set('>', '<', 'than', 'of') }],
  // "Weber B fracture": the ankle fracture classification, not the hearing test
  ['weber', { rejectBefore: set('a', 'b', 'c', 'type', 'fracture', 'classification', 'class') }],
  // "care coordination", "coordination of care": a service
  [
    'coordination',
    { rejectAfter: set('care', 'service', 'services', 'team'), rejectBefore: set('of', 'with', 'between') },
  ],
  // "blunt dissection was carried out": the surgeon's technique, not a torn vessel
  [
    'dissection',
    {
      rejectAfter: set(
        'blunt',
        'sharp',
        'careful',
        'meticulous',
        'further',
        'with',
        'by',
        'using',
        'node',
        'neck',
        'and',
        'of',
        'cautery',
        'electrocautery',
        'submucosal',
        'subplatysmal',
        'en',
        'the',
      ),
      rejectBefore: set(
        'was',
        'were',
        'is',
        'carried',
        'continued',
        'proceeded',
        'plane',
        'planes',
        'scissors',
        'of',
        'through',
        'down',
        'along',
        'using',
        'with',
      ),
    },
  ],
  // "BI-RADS 2", "LI-RADS": a reporting scale, not reactive airways
  ['rads', { rejectAfter: set('bi', 'li', 'pi', 'ti', 'lung', 'o', 'c', 'ni') }],
  ['tape', { rejectBefore: set('measure', 'measurement', 'recorder', 'test') }],
  // "Pneumocystis prophylaxis": the infection a drug prevents; the organism alone, looked for or
  // grown, is left to the test that names it
  ['pneumocystis', { needsNext: set('prophylaxis', 'ppx') }],
  // "ethanol undetectable", "ethanol 212": the level measured; "ethanol use" is the drinking
  ['ethanol', { needsNext: set('negative', 'positive', 'undetectable', 'undetected', 'detected', 'level', '<', '>') }],
  // "went limp", "was limp": a body gone slack, not a gait that favours a leg ("a limp", "no limp")
  [
    'limp',
    {
      rejectAfter: set(
        'went',
        'go',
        'goes',
        'going',
        'gone',
        'became',
        'becomes',
        'turned',
        'is',
        'was',
        'looked',
        'felt',
      ),
    },
  ],
  // "pain with radiation to the left arm", "radiation down the leg", "radiation of the pain": the
  // spread of a symptom, not radiotherapy ("radiation to the left breast" after an operation stays)
  ['radiation', SYMPTOM_SPREAD_RULE],
  // "patches that flare in winter" is the verb; "as needed for flares", "no flares since" speak of
  // flares in general, which the sets leave out, where "last flare in August" is one episode
  [
    'flare',
    {
      rejectAfter: set('that', 'which', 'may', 'can', 'could', 'might', 'will', 'would', 'to', 'they', 'it', 'often'),
      rejectWritten: set('flares', 'Flares'),
    },
  ],
  // "on durvalumab consolidation": the phase of a cancer treatment, not the lung finding
  [
    'consolidation',
    {
      rejectAfter: set('durvalumab', 'chemotherapy', 'chemo', 'immunotherapy', 'maintenance', 'induction'),
      rejectBefore: set('therapy', 'chemotherapy', 'chemo', 'cycle', 'phase', 'treatment'),
    },
  ],
  // "pauses up to 3 seconds" on a Holter; "she pauses to think" is the verb
  ['pauses', { rejectAfter: set('she', 'he', 'patient', 'pt', 'then', 'it', 'and', 'who') }],
  // "too sleepy to feed" names no state of its own (the sets leave it out); "feels sleepy" is one
  ['sleepy', { rejectAfter: set('too') }],
  // acuity with its value ("VA 20/40 OD", "vision 20/40 both eyes"); "VA clinic", "double vision" are none
  ['va', LAB_SYMBOL_RULE],
  ['vision', LAB_SYMBOL_RULE],
  // a blood gas's values stand with their numbers ("pH 7.21", "pCO2 68"), not "pH-balanced"
  ['ph', LAB_SYMBOL_RULE],
  ['pco2', LAB_SYMBOL_RULE],
  ['po2', LAB_SYMBOL_RULE],
  // "sensation intact": the exam; "burning sensation", "a sensation of fullness" are symptoms' words
  [
    'sensation',
    {
      rejectAfter: set(
        'burning',
        'tingling',
        'stinging',
        'prickling',
        'crawling',
        'pulling',
        'strange',
        'odd',
        'a',
        'the',
        'this',
      ),
      rejectBefore: set('of'),
    },
  ],
  // loss of consciousness in either case, after the words that report it ("fall, +loc", "no LOC",
  // "? loc", "episode of LOC"); it was written in capitals only, and the lower-case "loc" of the
  // same line lost to it as a duplicate (blind, blind2, blind3, blind6 missed it)
  [
    'loc',
    {
      needsAfter: set(
        '+',
        'no',
        '?',
        'w/o',
        'without',
        'with',
        'brief',
        'denies',
        'denied',
        'any',
        'possible',
        'of',
        'and',
        'or',
        ',',
      ),
    },
  ],
  // "frequent lows overnight", "overnight lows around 3 a.m." (glucose), not "highs and lows"
  [
    'lows',
    {
      needsAfter: set(
        'overnight',
        'frequent',
        'nocturnal',
        'nighttime',
        'recurrent',
        'occasional',
        'few',
        'some',
        'any',
        'no',
      ),
    },
  ],
  // "no tobacco, alcohol or drugs": a use in a list of uses, not "drugs" as medications
  ['drugs', { inProblemList: true }],
  // "checks her sugars", "sugars high since the burst": the readings, not sugar in a diet
  [
    'sugars',
    { rejectAfter: set('avoid', 'avoiding', 'added', 'simple', 'refined', 'no', 'less', 'fewer', 'of', 'and') },
  ],
  // "Port placed in September": the port as the subject of its placement, not a port site or a harbour
  // "turning every 2 hours", "turns q2h": a bed-bound body turned on a schedule; "turning the head" is a movement
  ['turning', BED_TURNING_RULE],
  ['repositioning', BED_TURNING_RULE],
  ['turns', BED_TURNING_RULE],
  ['port', { needsNext: set('placed', 'placement', 'inserted', 'insertion', 'removed', 'removal', 'was', 'is') }],
  // bare symptoms of a list (problems-two-senses.ts): "No dysuria, frequency or fever"
  ['frequency', { inProblemList: true }],
  ['discharge', { inProblemList: true }],
  // "no binge eating or purging": the eating behaviour in a list of symptoms; "purging the line" flushes a tube
  ['purging', { inProblemList: true }],
  // "negative for bleed", "no bleed": the noun; "may bleed", "if it bleeds" are verbs
  ['bleed', { needsAfter: set('for', 'no', 'of', 'any', 'a', 'new', 'active', 'acute', 'small', 'major', 'minor') }],
  // "Chest pain, likely musculoskeletal": a cause named by its system; "Musculoskeletal: normal" is the exam
  [
    'musculoskeletal',
    {
      needsAfter: set('likely', 'probably', 'possibly', 'presumed', 'suspect', 'suspected', 'seems', ','),
      rejectBefore: set(
        ':',
        'exam',
        'examination',
        'normal',
        'negative',
        'unremarkable',
        'wnl',
        'system',
        'review',
        'ros',
        'complaints',
        'symptoms',
      ),
    },
  ],
  // A dialysis access is examined for its thrill and bruit, measures of a working fistula ("good
  // thrill and bruit", "AVF with palpable thrill"); a bruit alone over an artery stays the finding.
  // Dropped here, both come back as the access's test (FALLBACK_SENSES).
  ['thrill', { rejectBefore: set('and', '/'), rejectNear: DIALYSIS_ACCESS_WORDS }],
  // "the fistula is used", "the fistula arm", "buzz in your fistula": a dialysis access (the
  // procedure's "AV fistula"), no bowel or skin fistula
  ['fistula', { rejectWithin: DIALYSIS_FISTULA_WORDS }],
  ['bruit', { rejectAfter: set('and', '/'), rejectNear: DIALYSIS_ACCESS_WORDS }],
  // "level (trough)", "the low trough", "arm trough": a drug level's timing or its size, or a
  // splint, not a level ordered; "trough goal", "recheck trough" still name the test
  ['trough', { rejectAfter: set('(', 'low', 'high', 'arm', 'subtherapeutic', 'supratherapeutic') }],
  // "stopped for sedation", "failed gabapentin (sedation)": a drug's side effect, not sedation given
  // for a procedure; FALLBACK_SENSES reports it as the problem. So is sedation the patient denies
  // or that comes back or goes on ("denies sedation", "recurrent sedation"): a symptom has a course
  [
    'sedation',
    {
      rejectAfter: set(
        'for',
        '(',
        'excessive',
        'daytime',
        'causing',
        'caused',
        'denies',
        'denied',
        'recurrent',
        'persistent',
        'worsening',
      ),
    },
  ],
  // an EEG is recorded "awake and drowsy" and read "in drowsiness": the state of the recording
  ['drowsy', { rejectNear: set('awake', 'wakefulness', 'recording', 'recorded') }],
  ['drowsiness', { rejectAfter: set('in', 'during') }],
  // hospice as the agency and its staff ("call hospice", "the hospice aide", "Hospice physician:"),
  // not the care given (blind2, blind7)
  [
    'hospice',
    {
      rejectAfter: set('call', 'called', 'calling', 'contact', 'contacted', 'notify', 'notified', 'the'),
      rejectBefore: set(
        'aide',
        'aides',
        'line',
        'physician',
        'medical',
        'nurse',
        'nurses',
        'rn',
        'agency',
        'director',
        'staff',
        'chaplain',
        'provider',
        'admission',
        'worker',
        'social',
      ),
    },
  ],
  // rehab as a place or a prospect ("Inpatient rehab:", "good rehab potential"), not therapy given
  // (blind2, blind8)
  [
    'rehab',
    { rejectAfter: set('inpatient'), rejectBefore: set('potential', 'facility', 'hospital', 'admission', ':', 'stay') },
  ],
  // a colonoscope's withdrawal ("examined on withdrawal", "withdrawal time 11 minutes"), not a drug's
  ['withdrawal', { rejectAfter: set('on', 'upon', 'during', 'scope'), rejectBefore: set('time') }],
  // anesthesia as the team, a history or a clinic ("administered by anesthesia", "anesthesia
  // history:", "anesthesia problems" in relatives), not anesthesia given (blind2, blind5)
  [
    'anesthesia',
    {
      rejectAfter: set('by', 'per', 'surgical', '/'),
      rejectBefore: set(
        'team',
        'history',
        'clinic',
        'problems',
        'problem',
        'record',
        'staff',
        'service',
        'provider',
        'attending',
      ),
    },
  ],
  // "Cranial nerves:" is the label of an exam line, its finding follows
  ['cranial nerves', { rejectBefore: set(':') }],
  // "20 pack-year history" measures the smoking history (blind, blind6); "smoker" beside it is the problem
  ['pack year history', { rejectAfterNumber: true }],
  // "she worries about", "no need to worry": the verb, not the symptom ("Worries about storms")
  ['worries', WORRY_VERB_RULE],
  ['worry', WORRY_VERB_RULE],
  ['red', PREDICATIVE_RULE],
  ['painful', PREDICATIVE_RULE],
  ['blurry', PREDICATIVE_RULE],
  ['hot', PREDICATIVE_RULE],
  // "Date of injury:", "History of injury:", "work-related injury/exposure": a form's field and a
  // visit type, not an injury named
  ['injury', INJURY_LABEL_RULE],
  ['injuries', INJURY_LABEL_RULE],
  // "a labile INR", "the INR remains labile", "labile blood pressure": a value that swings, not the mood
  [
    'labile',
    {
      rejectBefore: set(
        'inr',
        'inrs',
        'bp',
        'blood',
        'pressure',
        'pressures',
        'glucose',
        'sugars',
        'levels',
        'hypertension',
      ),
      rejectNear: set('inr', 'inrs', 'bp', 'pressure', 'pressures', 'glucose', 'glucoses', 'sugars', 'level', 'levels'),
    },
  ],
  // "DP 1+", "DP nonpalpable", "DP and PT pulses": the dorsalis pedis pulse, graded or examined
  [
    'dp',
    {
      needsNext: set(
        '+',
        ':',
        'and',
        '/',
        'pulse',
        'pulses',
        'palpable',
        'nonpalpable',
        'non',
        'absent',
        'present',
        'intact',
        'faint',
        'weak',
        'diminished',
        'dopplerable',
        'doppler',
        'monophasic',
        'biphasic',
        'triphasic',
      ),
    },
  ],
  // "blood in the pouch", "blood on his sock", "blood per rectum": blood seen where it should not
  // be; blood drawn, given or typed is no finding
  [
    'blood',
    {
      needsNext: set('in', 'on', 'per', 'from'),
      rejectAfter: set(
        'draw',
        'drew',
        'drawn',
        'give',
        'gave',
        'given',
        'of',
        'units',
        'unit',
        'type',
        'donate',
        'donated',
        'whole',
        'cord',
        'more',
      ),
    },
  ],
  ['blue', COLOUR_RULE],
  ['yellow', COLOUR_RULE],
  // "low sleep efficiency" is what a sleep study found, not the measure (tests-stages-and-grades.ts)
  ['sleep efficiency', { rejectAfter: set('low', 'poor', 'reduced', 'decreased') }],
  // "Contraception: implant in place" and "3. contraception - continue the pill" head a problem-list
  // item, naming its topic (the sets leave the heading alone); "requests contraception", "not using
  // contraception" are the care (procedures-conservative-care.ts)
  ['contraception', { rejectBefore: set(':'), rejectAfter: set('.') }],
  // "CSF protein 70", "3+ protein", "pleural fluid protein, LDH and glucose": the fluid's protein
  // with its value, its fluid or its grade before it; "protein shakes", "60 g protein a day" and
  // "protein 1.2 g/kg/day" are food
  ['protein', { needsNumber: 'always', valueOptionalAfter: PROTEIN_FLUID_WORDS, rejectDosed: true }],
])

/**
 * A term's other sense when its guard drops it, and the neighbours that still rule that sense out:
 * "SBP" without a value is not the systolic pressure but, in a cirrhosis note, spontaneous
 * bacterial peritonitis ("prior SBP", "SBP prophylaxis", "r/o SBP") — unless the words around it are
 * a pressure's ("SBP goal", "SBP in the 90s", "keep SBP").
 */
export interface FallbackSense {
  type: ConceptType
  preferred_term: string
  code: string
  /** the other sense is ruled out after one of these words */
  notAfter: ReadonlySet<string>
  /** the other sense is ruled out before one of these words */
  notBefore: ReadonlySet<string>
  /** the other sense needs a value or one of these words next ("PT 13.2", "PT/INR"); absent: it needs no value */
  needsNext?: ReadonlySet<string>
  /**
   * the other sense needs one of these words before it, or a drug before it joined by a
   * conjunction ("replete Mg and K": the K shares the Mg's sense); absent: no such need
   */
  needsAfter?: ReadonlySet<string>
}

/** Verbs that give a lab symbol without a value as the salt to give ("replete Mg", "replace K"). */
const REPLETE_WORDS = set('replete', 'repleted', 'repleting', 'replace', 'replaced', 'replacing', 'supplement')

/** A dialysis access's thrill or bruit as the exam's test (no LOINC code names either). */
const ACCESS_EXAM_SENSE = (name: string): FallbackSense => ({
  type: 'test',
  preferred_term: `dialysis access ${name}`,
  code: `SVC:test/dialysis access ${name}`,
  notAfter: set(),
  notBefore: set(),
})

/** The exam of a sign elicited by a manoeuvre ("Murphy sign negative"). */
const MANOEUVRE_SENSE = (name: string): FallbackSense => ({
  type: 'test',
  preferred_term: name,
  code: `SVC:test/${name}`,
  notAfter: set(),
  notBefore: set(),
})

/** Fallback senses by the matched term (lower case). */
export const FALLBACK_SENSES: ReadonlyMap<string, FallbackSense> = new Map([
  ['murphy sign', MANOEUVRE_SENSE('murphy sign')],
  ["murphy's sign", MANOEUVRE_SENSE('murphy sign')],
  [
    'sbp',
    {
      type: 'problem',
      preferred_term: 'spontaneous bacterial peritonitis',
      code: 'ICD10CM:K65.2',
      notAfter: set(
        'goal',
        'target',
        'keep',
        'maintain',
        'if',
        'when',
        'while',
        'permissive',
        'avg',
        'average',
        'mean',
        'max',
        'min',
        'peak',
        'lowest',
        'highest',
        'and',
        '/',
        'her',
        'his',
        'the',
        'with',
      ),
      notBefore: set(
        'goal',
        'goals',
        'target',
        'targets',
        'in',
        'of',
        'was',
        'is',
        'were',
        'remained',
        'remains',
        'stable',
        'range',
        'ranging',
        'trending',
        'trended',
        'readings',
        'reading',
        'values',
        'control',
        'parameters',
        'elevated',
        'high',
        'low',
        'less',
        'greater',
        'above',
        'below',
        'over',
        'under',
        'between',
        'drop',
        'dropped',
        'drops',
        'fell',
        'rose',
        'increased',
        'decreased',
        'improved',
        'to',
        'and',
        '/',
        'dbp',
        'map',
        'hr',
        ')',
        'max',
        'min',
        'mmhg',
        'variability',
        'persistently',
        'consistently',
        'at',
        'around',
        'near',
        'up',
        'down',
        'always',
        'never',
        'should',
        '>',
        '<',
        '=',
        ':',
        's',
      ),
    },
  ],
  // "Suspected gout of the MTP; aspiration deferred": the joint's aspiration where its guard drops the problem
  [
    'aspiration',
    {
      type: 'procedure',
      preferred_term: 'arthrocentesis',
      code: 'SVC:procedure/arthrocentesis',
      notAfter: set(),
      notBefore: set(),
    },
  ],
  // "a sister needed IVF for infertility": in vitro fertilisation where its guard drops the IV fluids
  [
    'ivf',
    {
      type: 'procedure',
      preferred_term: 'in vitro fertilization',
      code: 'SVC:procedure/in vitro fertilization',
      notAfter: set(),
      notBefore: set(),
    },
  ],
  // "PT 13.2", "PT and INR": the prothrombin time where the therapy's guard drops "PT"
  [
    'pt',
    {
      type: 'test',
      preferred_term: 'prothrombin time',
      code: 'LOINC:5902-2',
      notAfter: set(','),
      notBefore: set(':'),
      needsNext: set('inr', 'ptt', 'and', '/', 'was', 'is', 'were', 'of', 'prolonged', 'elevated', 'normal'),
    },
  ],
  // "Mg 1.4, K 3.1; replete Mg and K": without a value, after a verb of repletion, the salt given
  [
    'mg',
    {
      type: 'medication',
      preferred_term: 'magnesium supplement',
      code: 'INGREDIENT:magnesium supplement',
      notAfter: set(),
      notBefore: set(),
      needsAfter: REPLETE_WORDS,
    },
  ],
  [
    'k',
    {
      type: 'medication',
      preferred_term: 'potassium supplement',
      code: 'INGREDIENT:potassium supplement',
      notAfter: set(),
      notBefore: set(),
      needsAfter: REPLETE_WORDS,
    },
  ],
  // the two measures of a dialysis access that SENSE_RULES drop as findings
  ['thrill', ACCESS_EXAM_SENSE('thrill')],
  ['bruit', ACCESS_EXAM_SENSE('bruit')],
  // "replete Mg and phos": the salt, as for Mg and K
  [
    'phos',
    {
      type: 'medication',
      preferred_term: 'phosphate supplement',
      code: 'INGREDIENT:phosphate supplement',
      notAfter: set(),
      notBefore: set(),
      needsAfter: REPLETE_WORDS,
    },
  ],
  // "stopped for sedation": the side effect, coded as the somnolence it is
  [
    'sedation',
    {
      type: 'problem',
      preferred_term: 'sedation',
      code: 'ICD10CM:R40.0',
      notAfter: set(),
      notBefore: set('protocol', 'scale', 'score'),
    },
  ],
])

/** The other sense of a term dropped by its guard at tokens [i, end), if its neighbours allow it. */
export function fallbackAllows(
  fallback: FallbackSense,
  scan: WordScan,
  i: number,
  end: number,
  joinedType?: ConceptType,
): boolean {
  const prev = i > 0 ? scan.keys[i - 1] : undefined
  const next = scan.keys[end]
  if (prev !== undefined && fallback.notAfter.has(prev)) return false
  if (
    fallback.needsAfter !== undefined &&
    !(prev !== undefined && fallback.needsAfter.has(prev)) &&
    joinedType !== fallback.type
  )
    return false
  const value = next !== undefined && /^\d/.test(next)
  if (fallback.needsNext !== undefined) return next !== undefined && (value || fallback.needsNext.has(next))
  return next === undefined || (!fallback.notBefore.has(next) && !value)
}

/** Words that are a drug in one sentence and a test in the next, by the preferred term of either sense. */
export const DUAL_SENSES: readonly DualSense[] = [
  { medication: 'potassium supplement', test: 'potassium' },
  { medication: 'magnesium supplement', test: 'magnesium' },
  { medication: 'calcium supplement', test: 'calcium' },
  { medication: 'phosphate supplement', test: 'phosphorus' },
  { medication: 'vitamin b12', test: 'vitamin b12 level' },
  { medication: 'vitamin d', test: 'vitamin d level' },
  { medication: 'folic acid', test: 'folate' },
  { medication: 'iron supplement', test: 'iron' },
  { medication: 'albumin infusion', test: 'albumin' },
  { medication: 'pooled platelets', test: 'platelet count' },
  { medication: 'lithium', test: 'lithium level' },
  { medication: 'digoxin', test: 'digoxin level' },
  { medication: 'zinc', test: 'zinc level' },
  { medication: 'thiamine', test: 'thiamine level' },
  { medication: 'glucose', test: 'glucose test' },
  // hormones given as drugs and measured as levels ("FSH, estradiol, AMH"; "recheck calcitonin")
  { medication: 'estradiol', test: 'estradiol level' },
  { medication: 'testosterone', test: 'testosterone level' },
  { medication: 'calcitonin', test: 'calcitonin level' },
]

/** Volumes a concentration is written per ("g/dL", "mmol/L", "ng/mL"). */
const VOLUME_UNITS = set('dl', 'l', 'ml')

/** Units a dose is written in: a drug's name is followed by them, a test's or a person's is not. */
export const DOSE_UNITS = set(
  'mg',
  // "vit D3 2000 u daily": units written as a letter
  'u',
  'mcg',
  'g',
  'gm',
  'gram',
  'grams',
  'meq',
  'mmol',
  'units',
  'unit',
  'iu',
  'ml',
  'tab',
  'tabs',
  'tablet',
  'tablets',
  'cap',
  'caps',
  'capsule',
  'capsules',
  'amp',
  'amps',
  'ampule',
  'vial',
  'drops',
  '%',
)
const DRUG_WORDS_AFTER = set(
  'supplement',
  'supplements',
  'supplementation',
  'replacement',
  'repletion',
  'tablet',
  'tablets',
  'po',
  'transfusion',
  'transfused',
  'iv',
  'im',
  'sq',
  'daily',
  'injection',
  'injections',
  'infusion',
  'chloride',
  'sulfate',
  'oxide',
  'gluconate',
  'citrate',
  'carbonate',
  'bid',
  'tid',
  'qd',
  'weekly',
  'monthly',
  'shots',
  'shot',
  'drip',
  'protocol',
  'sliding',
  'orally',
  'intravenously',
)
const DRUG_WORDS_BEFORE = set(
  'replete',
  'repleted',
  'repleting',
  'repletion',
  'give',
  'given',
  'gave',
  'giving',
  'start',
  'started',
  'continue',
  'continued',
  'takes',
  'taking',
  'take',
  'took',
  'on',
  'received',
  'receiving',
  'supplemental',
  'oral',
  'iv',
  'po',
  'prescribed',
  'with',
  'increase',
  'decrease',
  'hold',
  'held',
  'stop',
  'stopped',
  'resume',
  'resumed',
  'add',
  'added',
  'dose',
  'of',
  'transfuse',
  'transfused',
  'transfusing',
  'units',
  'unit',
)
const TEST_WORDS_AFTER = set(
  'level',
  'levels',
  'was',
  'is',
  'low',
  'high',
  'normal',
  'elevated',
  'wnl',
  'pending',
  'checked',
  'trough',
  'peak',
  'result',
  'results',
  'value',
  'values',
  'within',
  'decreased',
  'increased',
  'of',
  'at',
  '=',
  ':',
  'nl',
  'improved',
  'stable',
  'trending',
  'down',
  'up',
)
const TEST_WORDS_BEFORE = set(
  'check',
  'checked',
  'checking',
  'recheck',
  'rechecked',
  'repeat',
  'repeated',
  'low',
  'high',
  'elevated',
  'normal',
  'serum',
  'plasma',
  'abnormal',
  'decreased',
  'increased',
  'trend',
  'trending',
  'monitor',
  'monitoring',
  'follow',
  'measure',
  'measured',
  'draw',
  'drew',
  'drawn',
  'send',
  'sent',
  'obtain',
  'obtained',
  'order',
  'ordered',
  'labs',
  'lab',
  'random',
  'fasting',
  'borderline',
  'undetectable',
)

const NUMBER = /^\d+(?:\.\d+)?$/
/** The three digits after a thousands comma ("2,000" is scanned as "2", ",", "000"). */
const THOUSANDS_GROUP = /^\d{3}$/
/** "1st", "5th": a place in a row ("R 1st MTP", "R 5th toe"), never a measured value */
const ORDINAL = /^\d+(?:st|nd|rd|th)$/

/** Whether a line break stands between token k and the token before it. */
function lineBreakBefore(text: string, scan: WordScan, k: number): boolean {
  return k > 0 && text.slice(scan.ends[k - 1]!, scan.starts[k]!).includes('\n')
}

/** Whether tokens `from` to `to` are written with no space between them ("2,000"). */
function writtenSolid(scan: WordScan, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (scan.ends[k] !== scan.starts[k + 1]) return false
  return true
}

/** Which sense the words around tokens [i, end) point to: 'medication', 'test', or null. */
export function doseOrTest(scan: WordScan, i: number, end: number, text?: string): 'medication' | 'test' | null {
  const keys = scan.keys
  const next = keys[end]
  const prev = i > 0 ? keys[i - 1]! : undefined
  // "1. Calcium with vitamin D" over "2. Aspirin 81 mg": a number opening the next line numbers its item
  if (next !== undefined && NUMBER.test(next) && !(text !== undefined && lineBreakBefore(text, scan, end))) {
    let k = end + 1
    // "50,000 units": a large dose is written with its thousands set off by commas
    while (keys[k] === ',' && THOUSANDS_GROUP.test(keys[k + 1] ?? '') && writtenSolid(scan, k - 1, k + 1)) k += 2
    if (keys[k] === '.' && keys[k + 1] !== undefined && NUMBER.test(keys[k + 1]!)) k += 2
    const unit = keys[k]
    // "albumin 3.4 g/dL", "calcium 9.1 mg/dL": a weight per volume is a level, not a dose
    if (keys[k + 1] === '/' && VOLUME_UNITS.has(keys[k + 2] ?? '')) return 'test'
    return unit !== undefined && DOSE_UNITS.has(unit) ? 'medication' : 'test'
  }
  if (next !== undefined && DOSE_UNITS.has(next)) return 'medication'
  // "check phosphate daily": the verb orders the test, the frequency is the test's
  if (prev !== undefined && TEST_ORDER_VERBS.has(prev)) return 'test'
  // "Calcium + vitamin D daily": joined to a drug's name (not "K+ 3.9", where + is no joint)
  if (next === '+' && keys[end + 1] !== undefined && /^[a-z]/.test(keys[end + 1]!)) return 'medication'
  if (next !== undefined && DRUG_WORDS_AFTER.has(next)) return 'medication'
  if (next !== undefined && GIVING_WORDS_AFTER.has(next)) return 'medication'
  if (next !== undefined && listGivenAsDrugs(keys, end)) return 'medication'
  if (next !== undefined && vitaminAfter(keys, end)) return 'medication'
  if (next !== undefined && TEST_WORDS_AFTER.has(next) && !predicateNoun(keys, end)) return 'test'
  if (prev !== undefined && TEST_WORDS_BEFORE.has(prev)) return 'test'
  if (next !== undefined && listReadAsLevels(keys, end)) return 'test'
  if (prev !== undefined && DRUG_WORDS_BEFORE.has(prev)) return 'medication'
  return null
}

/**
 * Past participles of giving a drug: a mineral "started" or "given" is the supplement ("iron
 * started", "magnesium given"), as is every item of a list they close ("iron and erythropoietin
 * given"); a test is drawn, sent or checked, never started or prescribed.
 */
const GIVING_WORDS_AFTER = set('started', 'given', 'prescribed', 'resumed', 'restarted', 'administered')

/**
 * Whether the word before `end` opens a list ("iron and erythropoietin given") closed within a
 * few words by a participle of giving: the items are drugs. The end of the clause, or a result or
 * a draw of the list (listReadAsLevels), stops the search.
 */
function listGivenAsDrugs(keys: readonly string[], end: number): boolean {
  if (!LIST_JOINERS.has(keys[end]!)) return false
  for (let k = end + 1; k <= end + LIST_REACH && k < keys.length; k++) {
    const key = keys[k]!
    if (GIVING_WORDS_AFTER.has(key)) return true
    if (key === '.' || key === ';' || key === ':' || LIST_RESULT_WORDS.has(key)) return false
  }
  return false
}

/** Words that join the items of a list ("B12, TSH and folate"). */
const LIST_JOINERS = set(',', 'and', '/', '&')
/** Words of a list's result or its draw: the items are levels ("… normal", "… with the next blood draw"). */
const LIST_RESULT_WORDS = set(
  'normal',
  'wnl',
  'unremarkable',
  'pending',
  'levels',
  'draw',
  'drawn',
  'checked',
  'ordered',
)
/** How many tokens after a list's first item its result may come. */
const LIST_REACH = 8

/**
 * Whether the word before `end` opens a list ("B12 and folate normal", "B12, TSH and cortisol
 * normal", "B12 and TSH with the next blood draw") whose result or draw follows within a few
 * words: the items are measured, so a drug-or-test word among them is the test. A drug's word in
 * the list ("B12 and folic acid supplements") or the end of the clause stops the search.
 */
function listReadAsLevels(keys: readonly string[], end: number): boolean {
  if (!LIST_JOINERS.has(keys[end]!)) return false
  for (let k = end + 1; k <= end + LIST_REACH && k < keys.length; k++) {
    const key = keys[k]!
    if (LIST_RESULT_WORDS.has(key)) return true
    if (key === '.' || key === ';' || key === ':' || DRUG_WORDS_AFTER.has(key) || DOSE_UNITS.has(key)) return false
  }
  return false
}

/** Words that join a mineral to the vitamin it is taken with ("calcium with vit D", "calcium and vitamin D supplements"). */
const VITAMIN_JOINERS = set('with', 'and', '&', 'plus', '+', '/')
/** A vitamin as notes write it before its letter. */
const VITAMIN_WORDS = set('vitamin', 'vitamins', 'vit', 'multivitamin', 'multivitamins', 'mvi')
/** Words after the vitamin that make the pair levels ("calcium and vitamin D levels", "… were checked"). */
const LEVEL_WORDS = set(
  'level',
  'levels',
  'pth',
  'checked',
  'drawn',
  'ordered',
  'pending',
  'were',
  'are',
  'was',
  'is',
  'normal',
  'low',
  'high',
  'wnl',
)

/**
 * Whether a mineral at token `end - 1` is joined to a vitamin after it: a mineral taken with a
 * vitamin is a supplement ("calcium with vit D", "calcium and vitamin D supplements held"),
 * unless the pair is measured within a few words ("calcium and vitamin D levels", "calcium and
 * vitamin D were checked").
 */
function vitaminAfter(keys: readonly string[], end: number): boolean {
  if (!VITAMIN_JOINERS.has(keys[end]!) || !VITAMIN_WORDS.has(keys[end + 1] ?? '')) return false
  for (let k = end + 2; k <= end + 5 && k < keys.length; k++) if (LEVEL_WORDS.has(keys[k]!)) return false
  return true
}

/** Copulas a level is reported with ("potassium was 3.1", "estradiol is low"). */
const COPULAS = set('is', 'was')
/** Words that open a noun phrase or deny one after a copula: what the thing is, not its level. */
const PREDICATE_OPENERS = set('not', 'a', 'an', 'the', 'no', 'never', 'our', 'your', 'his', 'her', 'their')

/**
 * Whether the copula at token k says what the name before it is ("testosterone is not birth
 * control", "estradiol is the main treatment") rather than reporting its level, which follows
 * as a value or a word for a level ("testosterone was 540", "is low").
 */
function predicateNoun(keys: readonly string[], k: number): boolean {
  return COPULAS.has(keys[k]!) && PREDICATE_OPENERS.has(keys[k + 1] ?? '')
}

/** Verbs before a name that order it as a test, whatever frequency follows ("recheck potassium daily"). */
const TEST_ORDER_VERBS = set('check', 'checked', 'checking', 'recheck', 'rechecked', 'monitor', 'monitoring', 'trend')

const NEAR_WORDS = 3

function nearBefore(keys: readonly string[], i: number, words: ReadonlySet<string>): boolean {
  for (let k = i - 1; k >= 0 && k >= i - NEAR_WORDS; k--) if (words.has(keys[k]!)) return true
  return false
}

/** Words after a number that make it a count of sessions: "3 times a week", "2 sessions", "3 x". */
const SESSION_WORDS = set('times', 'x', 'sessions', 'visits', 'days')

/**
 * Whether the number at token k counts sessions rather than giving a value: "PT 3 times a week",
 * "PT 2 to 3 times weekly", "HD 3x/week" name the care and how often, where "PT 14.2" and "HD 3"
 * (a hospital day) are a value and a label.
 */
function sessionCountAt(keys: readonly string[], k: number): boolean {
  if (/^\d+x$/.test(keys[k] ?? '')) return true
  let next = k + 1
  if (keys[next] === 'to' && NUMBER.test(keys[next + 1] ?? '')) next += 2
  return SESSION_WORDS.has(keys[next] ?? '')
}

/** How far either side a `needsWithin` word is looked for: a short lab line's fields. */
const WITHIN_REACH = 6

/** Marks that close a sentence: a word past one is another statement's. */
const SENTENCE_MARKS = set('.', '?', '!')

function within(keys: readonly string[], i: number, end: number, words: ReadonlySet<string>): boolean {
  for (let k = i - 1; k >= 0 && k >= i - WITHIN_REACH && !SENTENCE_MARKS.has(keys[k]!); k--)
    if (words.has(keys[k]!)) return true
  for (let k = end; k < keys.length && k < end + WITHIN_REACH && !SENTENCE_MARKS.has(keys[k]!); k++)
    if (words.has(keys[k]!)) return true
  return false
}

/**
 * Two or more spaces (or a tab) before token i: a column of a vitals or lab line ("T 37.8   HR
 * 104"), so the number before belongs to the field before, not to this word as a unit ("24 hr").
 */
function columnGapBefore(scan: WordScan, i: number): boolean {
  return i > 0 && scan.starts[i]! - scan.ends[i - 1]! >= 2
}

/**
 * Degrees and credentials written after a clinician's name, as the scan keys them ("CCC-SLP" is
 * "ccc", "-", "slp"). A word that is also a concept ("MS", "PT") is a degree when a comma joins it
 * to one of these: "H. Ito, MS, CGC", "R. Diaz, RN, MS".
 */
const DEGREES = set(
  'md',
  'phd',
  'rn',
  'bsn',
  'msn',
  'np',
  'aprn',
  'fnp',
  'dnp',
  'cnm',
  'crna',
  'pa',
  'cgc',
  'ccc',
  'slp',
  'rd',
  'ld',
  'ldn',
  'cde',
  'cdces',
  'mph',
  'msw',
  'lcsw',
  'lpc',
  'dpt',
  'otr',
  'mba',
  'facp',
  'facc',
  'facs',
  'ibclc',
  'pharmd',
  'bcps',
  'atc',
)

/** Whether a comma joins tokens [i, end) to a degree right before or right after them. */
function degreeBeside(keys: readonly string[], i: number, end: number): boolean {
  if (keys[end] === ',' && DEGREES.has(keys[end + 1] ?? '')) return true
  return i >= 2 && keys[i - 1] === ',' && DEGREES.has(keys[i - 2]!)
}

/** Whether a lab's symbol ending before token `end` has its result in words or a value after joined symbols. */
function resultInWordsAt(keys: readonly string[], prev: string | undefined, end: number): boolean {
  if (prev !== undefined && RESULT_WORDS_BEFORE.has(prev)) return true
  const after = keys[afterJoinedSymbols(keys, end)]
  return after !== undefined && (RESULT_WORDS_AFTER.has(after) || NUMBER.test(after))
}

/** Whether a rule lets the match of tokens [i, end) stand; `raw` is the matched text as written. */
export function senseAllows(rule: SenseRule, scan: WordScan, i: number, end: number, raw: string): boolean {
  const keys = scan.keys
  const prev = i > 0 ? keys[i - 1] : undefined
  const next = keys[end]
  if (rule.keepBefore !== undefined && next !== undefined && rule.keepBefore.has(next)) return true
  if (rule.rejectAfter !== undefined && prev !== undefined && rule.rejectAfter.has(prev)) return false
  if (rule.rejectBefore !== undefined && next !== undefined && rule.rejectBefore.has(next)) return false
  if (rule.needsAfter !== undefined && !(prev !== undefined && rule.needsAfter.has(prev))) return false
  if (rule.rejectAfterNumber === true && prev !== undefined && NUMBER.test(prev) && !columnGapBefore(scan, i))
    return false
  if (rule.rejectBeforeNumber === true && next !== undefined && NUMBER.test(next) && !sessionCountAt(keys, end))
    return false
  if (rule.rejectWritten?.has(raw)) return false
  if (rule.rejectNear !== undefined && nearBefore(keys, i, rule.rejectNear)) return false
  if (rule.needsWithin !== undefined && !within(keys, i, end, rule.needsWithin)) return false
  if (rule.rejectWithin !== undefined && within(keys, i, end, rule.rejectWithin)) return false
  if (rule.needsNext !== undefined && !(next !== undefined && (/^\d/.test(next) || rule.needsNext.has(next))))
    return false
  if (rule.rejectAsDegree === true && degreeBeside(keys, i, end)) return false
  if (
    rule.rejectCountedBeside !== undefined &&
    prev !== undefined &&
    NUMBER.test(prev) &&
    within(keys, i, end, rule.rejectCountedBeside)
  )
    return false
  if (rule.rejectDosed === true && doseOrTest(scan, i, end) === 'medication') return false
  if (
    rule.needsNumber !== undefined &&
    !(rule.needsNumber === 'upper' && raw === raw.toUpperCase()) &&
    !(prev !== undefined && rule.valueOptionalAfter?.has(prev) === true) &&
    !(rule.resultInWords === true && resultInWordsAt(keys, prev, end))
  ) {
    let k = end
    if (keys[k] === ':' || keys[k] === '=') k++
    // a threshold: "SBP < 90", "HR > 130", "K <= 3.5"
    if (keys[k] === '<' || keys[k] === '>') k++
    if (keys[k] === '=') k++
    if (keys[k] === undefined || !/^\d/.test(keys[k]!) || ORDINAL.test(keys[k]!)) return false
  }
  return true
}
