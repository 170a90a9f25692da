import type { SectionCategory } from './types.js'

/**
 * Header names as they appear in notes, grouped by category. Keys are compared after
 * `normalizeHeaderTitle`, so case, '&' versus 'and', parentheticals and spacing do not matter.
 */
const NAMES: Record<Exclude<SectionCategory, 'other'>, readonly string[]> = {
  chief_complaint: [
    'chief complaint',
    'chief complaints',
    'cc',
    'presenting complaint',
    'presenting problem',
    'reason for consultation',
    'reason for consult',
    'reason for visit',
    'reason for referral',
    'reason for admission',
    'reason for evaluation',
    'reason for encounter',
    'reason for exam',
    'reason for study',
    'reason for call',
    'reason for hospitalization',
    'reason for appointment',
    // SBAR handoffs: situation, background, assessment, recommendation
    'situation',
    'chief concern',
    'presenting concern',
  ],
  history_of_present_illness: [
    'history of present illness',
    'history of the present illness',
    'history of presenting illness',
    'hpi',
    'hx',
    'present illness',
    'interval history',
    'subjective',
    'history',
    'clinical history',
    'brief history',
    's',
    'indication',
    'indications',
    'clinical indication',
    'clinical indications',
    'clinical information',
    'clinical data',
    'interval hx',
    'interval events',
    'background',
  ],
  past_medical_history: [
    'past medical history',
    'pmh',
    'pmhx',
    'pmh/psh',
    'pmh/pshx',
    'medical history',
    'past history',
    'past medical/surgical history',
    'past medical and surgical history',
    'past medical hx',
    'medical hx',
    'past psychiatric history',
    'psychiatric history',
    'prior psychiatric history',
    'psychiatric hx',
    'past psychiatric hx',
    'oncologic history',
    'oncology history',
    'oncological history',
    'cancer history',
    'treatment history',
    'prior treatment',
    'prior treatments',
    'immunizations',
    'immunization history',
    'immunization',
    'vaccinations',
    'vaccination history',
    'vaccines',
    'prior hospitalizations',
    'hospitalizations',
    'past obstetric history',
    'obstetric history',
    'ob history',
    'gynecologic history',
    'past hospitalizations',
    'relevant history',
    'pertinent history',
    'relevant medical history',
    'pertinent medical history',
    'relevant past medical history',
    'pertinent past medical history',
    'other medical history',
    'significant past medical history',
    'developmental history',
    'birth history',
    'past oncologic history',
  ],
  past_surgical_history: [
    'past surgical history',
    'psh',
    'pshx',
    'surgical history',
    'past surgeries',
    'previous surgeries',
    'prior surgeries',
    'surgical hx',
    'past surgical hx',
    'prior procedures',
    'past procedures',
  ],
  medications: [
    'medications',
    'medication',
    'meds',
    'current medications',
    'current meds',
    'home medications',
    'home meds',
    'outpatient medications',
    'current outpatient medications',
    'medications on admission',
    'admission medications',
    'admission meds',
    'medications prior to admission',
    'prior to admission medications',
    'medications at home',
    'medication reconciliation',
    'med reconciliation',
    'med rec',
    'medication list',
    'current medication list',
  ],
  allergies: [
    'allergies',
    'allergy',
    'drug allergies',
    'medication allergies',
    'adverse reactions',
    'allergies/adverse reactions',
    'allergies and adverse reactions',
    'allergies/intolerances',
    // "ALL:" in a history block; in a problem list it is the leukemia (section-headers.ts)
    'all',
  ],
  family_history: [
    'family history',
    'fh',
    'fhx',
    'family hx',
    'family medical history',
    'family psychiatric history',
    'family psych history',
    'family psychiatric hx',
  ],
  social_history: [
    'social history',
    'sh',
    'shx',
    'social hx',
    'habits',
    'social and family history',
    'social',
    'substance use',
    'substance use history',
    'substance abuse history',
    'social/family history',
  ],
  review_of_systems: ['review of systems', 'review of system', 'ros', 'systems review'],
  physical_exam: [
    'physical examination',
    'physical exam',
    'pe',
    'exam',
    'examination',
    'objective',
    'o',
    'physical findings',
    'exam on admission',
    'admission physical exam',
    'physical examination on admission',
    'discharge exam',
    'discharge physical exam',
    'mental status exam',
    'mental status examination',
    'mse',
    'exam on discharge',
  ],
  labs: [
    'laboratory data',
    'laboratory',
    'labs',
    'lab',
    'lab data',
    'lab results',
    'laboratory results',
    'laboratory studies',
    'laboratory values',
    'laboratory and imaging',
    'labs and studies',
    'pertinent results',
    'results',
    'data',
    'diagnostic data',
    'studies',
    'microbiology',
    'pathology',
    'micro',
    'pertinent labs',
    'labs/studies',
    'lab/imaging',
    'laboratory findings',
    'diagnostics',
    'diagnostic studies',
    'diagnostic tests',
    'test results',
    'lab work',
    'labwork',
    'labs today',
    'recent labs',
    'lab results today',
  ],
  imaging: [
    'imaging',
    'imaging studies',
    'radiology',
    'radiology results',
    'radiographic studies',
    'diagnostic imaging',
    'x-ray',
    'x-rays',
    'chest x-ray',
    'comparison',
    'comparisons',
    'radiographs',
    'technique',
    'findings',
    'finding',
    'imaging results',
    'comparison studies',
    'prior studies',
    'examination type',
    'exam type',
  ],
  assessment_and_plan: [
    'assessment and plan',
    'assessment/plan',
    'a/p',
    'a and p',
    'ap',
    'assessment',
    'impression',
    'impressions',
    'plan',
    'impression and plan',
    'impression/plan',
    'clinical impression',
    'recommendations',
    'recommendation',
    'assessment and recommendations',
    'plan of care',
    'medical decision making',
    'mdm',
    'a',
    'p',
    'postoperative plan',
    'post operative plan',
    'postop plan',
    'risk assessment',
    'suicide risk assessment',
    'conclusion',
    'conclusions',
    // a report's reading of its own results (pulmonary function, pathology, stress tests)
    'interpretation',
    'comment',
    'comments',
  ],
  vital_signs: ['vital signs', 'vitals', 'vs'],
  procedures: [
    'procedures',
    'procedure',
    'procedures performed',
    'procedure performed',
    'operations performed',
    'operative procedure',
    'operation',
    'operations',
    'anesthesia',
    'type of anesthesia',
    'sedation',
    'moderate sedation',
    'procedural sedation',
    'operative findings',
    'intraoperative findings',
    'description of procedure',
    'description of operation',
    'procedure in detail',
    'details of procedure',
    'details of the procedure',
    'operative technique',
    'operative description',
    'procedure description',
    'description of the procedure',
    'name of procedure',
    'name of operation',
    'procedures done',
  ],
  hospital_course: [
    'hospital course',
    'brief hospital course',
    'course',
    'clinical course',
    'ed course',
    'emergency department course',
    'course in hospital',
    'summary of hospital course',
    '24 hour events',
    '24 hr events',
    '24h events',
    'overnight',
    // the time since the last note, as "overnight" is on a ward round
    'interval',
    'overnight events',
    'interval events',
    'events overnight',
    'ed course and mdm',
  ],
  discharge_medications: [
    'discharge medications',
    'discharge meds',
    'medications on discharge',
    'medications at discharge',
    'discharge medication list',
    'new medications',
  ],
  diagnoses: [
    'diagnosis',
    'dx',
    'diagnoses',
    'discharge diagnosis',
    'discharge diagnoses',
    'admission diagnosis',
    'admission diagnoses',
    'admitting diagnosis',
    'final diagnosis',
    'final diagnoses',
    'principal diagnosis',
    'secondary diagnoses',
    'problem list',
    'active problems',
    'problems',
    'preoperative diagnosis',
    'postoperative diagnosis',
    'pre operative diagnosis',
    'post operative diagnosis',
    'preop diagnosis',
    'postop diagnosis',
    'pre op diagnosis',
    'post op diagnosis',
    'preoperative diagnoses',
    'postoperative diagnoses',
    'primary diagnosis',
    'secondary diagnosis',
    'working diagnosis',
  ],
  instructions: [
    'discharge instructions',
    'instructions',
    'patient instructions',
    'follow up',
    'followup',
    'f/u',
    'follow up instructions',
    'disposition',
    'discharge disposition',
    'dispo',
    'discharge plan',
    'return precautions',
    'follow up appointments',
    'followup instructions',
  ],
}

/**
 * Labels that structure the inside of an exam or review of systems ("HEENT:", "BP:"). They are
 * never section headers, so an exam written one system per line stays one section.
 */
const SUBHEADINGS: readonly string[] = [
  'general',
  'gen',
  'constitutional',
  'appearance',
  'heent',
  'head',
  'eyes',
  'eye',
  'ears',
  'ent',
  'nose',
  'throat',
  'mouth',
  'oropharynx',
  'neck',
  'lungs',
  'lung',
  'chest',
  'respiratory',
  'resp',
  'pulmonary',
  'heart',
  'cardiac',
  'cardiovascular',
  'cv',
  'cvs',
  'abdomen',
  'abd',
  'gi',
  'gastrointestinal',
  'gu',
  'genitourinary',
  'rectal',
  'pelvic',
  'back',
  'spine',
  'extremities',
  'ext',
  'musculoskeletal',
  'msk',
  'skin',
  'integumentary',
  'neuro',
  'neurologic',
  'neurological',
  'psych',
  'psychiatric',
  'mental status',
  'lymphatic',
  'lymph nodes',
  'lymph',
  'breasts',
  'breast',
  'pulses',
  'vascular',
  'hematologic',
  'heme',
  'heme/lymph',
  'endocrine',
  'allergic/immunologic',
  'weight',
  'height',
  'bmi',
  'temperature',
  'temp',
  't',
  'blood pressure',
  'bp',
  'pulse',
  'heart rate',
  'hr',
  'respirations',
  'respiratory rate',
  'rr',
  'oxygen saturation',
  'o2 sat',
  'o2 saturation',
  'spo2',
  'sao2',
  'sat',
  'pain',
  'pain score',
  'ekg',
  'ecg',
  'cxr',
  'echo',
  'tte',
  'ct',
  'mri',
  'ua',
  'cbc',
  'bmp',
  'cmp',
  'abg',
  'vbg',
  'lines',
  'access',
  'mood',
  'affect',
  'thought process',
  'thought content',
  'insight',
  'judgment',
  'speech',
  'behavior',
  'cognition',
  'orientation',
  'memory',
  'attention',
  'appearance and behavior',
]

const CATEGORY_BY_NAME = new Map<string, SectionCategory>()
for (const [category, names] of Object.entries(NAMES) as [SectionCategory, readonly string[]][]) {
  for (const name of names) CATEGORY_BY_NAME.set(normalizeHeaderTitle(name), category)
}
const SUBHEADING_NAMES = new Set(SUBHEADINGS.map(normalizeHeaderTitle))

/** Case-, spacing- and punctuation-insensitive key of a header title. */
export function normalizeHeaderTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9/]+/g, ' ')
    .replace(/ ?\/ ?/g, '/')
    .trim()
}

export function categoryOfHeader(key: string): SectionCategory | undefined {
  return CATEGORY_BY_NAME.get(key)
}

export function isSubheading(key: string): boolean {
  return SUBHEADING_NAMES.has(key)
}

/**
 * Abbreviations headers write for the words of their families ("fam hx", "soc hx", "PSYCH HX",
 * "OB hx"), spelled out before the head words below are read. "med" is medical before "history"
 * ("MED HX") and a medication elsewhere ("med list").
 */
const HEADER_ABBREVIATIONS = new Map<string, string>([
  ['hx', 'history'],
  ['fam', 'family'],
  ['soc', 'social'],
  ['psych', 'psychiatric'],
  ['dx', 'diagnosis'],
  ['ob', 'obstetric'],
  ['gyn', 'gynecologic'],
  ['surg', 'surgical'],
  ['meds', 'medications'],
  ['med', 'medication'],
])

function spelledOut(words: readonly string[]): string[] {
  return words.map((w, i) => {
    if (w === 'med' && words[i + 1] === 'hx') return 'medical'
    return HEADER_ABBREVIATIONS.get(w) ?? w
  })
}

/**
 * Titles whose head word is "history" name a history section; the words before it say which:
 * a relative's, the patient's habits, operations, the drugs taken, the story of this illness
 * (in a newborn's or a labouring mother's note, the pregnancy and birth), or the past medical
 * history ("Personal history", "Other history", "OB/GYN HISTORY"). Checked in this order so
 * "Family and social history" is social history. Other words before "history" ("Dental hx")
 * name no section the project sorts by.
 */
const HISTORY_MODIFIERS: readonly [readonly string[], SectionCategory][] = [
  [['allergy', 'allergies', 'allergic'], 'allergies'],
  [['family and social', 'social and family'], 'social_history'],
  [['family'], 'family_history'],
  [
    [
      'social',
      'tobacco',
      'smoking',
      'alcohol',
      'substance',
      'drug',
      'sexual',
      'occupational',
      'travel',
      'diet',
      'dietary',
    ],
    'social_history',
  ],
  [['surgical', 'surgery', 'operative', 'anesthesia', 'anesthetic'], 'past_surgical_history'],
  [['medication', 'medications', 'treatment', 'antibiotic', 'antibiotics'], 'medications'],
  [
    [
      'present',
      'presenting',
      'interval',
      'case',
      'clinical',
      'brief',
      'current',
      'recent',
      'maternal',
      'prenatal',
      'perinatal',
      'pregnancy',
    ],
    'history_of_present_illness',
  ],
  [
    [
      'medical',
      'psychiatric',
      'obstetric',
      'gynecologic',
      'personal',
      'other',
      'past',
      'prior',
      'previous',
      'oncologic',
      'oncology',
      'cancer',
      'birth',
      'developmental',
      'immunization',
      'vaccination',
      'hospital',
    ],
    'past_medical_history',
  ],
]
const HISTORY_HEADS = new Set(['history', 'histories'])

function historyCategory(padded: string): SectionCategory | undefined {
  for (const [modifiers, category] of HISTORY_MODIFIERS) {
    if (modifiers.some((m) => padded.includes(` ${m} `))) return category
  }
  return undefined
}

/**
 * Head words that name a section's kind inside titles no list holds ("Medication
 * Reconciliation", "Family Psychiatric History", "POSTOPERATIVE PLAN"), checked in this order so
 * the more specific word wins ("Discharge Medications" before "Medications").
 */
const KEYWORD_CATEGORIES: readonly [readonly string[], SectionCategory][] = [
  [['allergies', 'allergy', 'allergen', 'allergens'], 'allergies'],
  // a combined "Family and Social" block is social history in either order, as "social and
  // family history" is ("SOCIAL AND FAMILY", "Family/Social": a slash parts the words)
  [['family and social', 'social and family', 'family social', 'social family'], 'social_history'],
  [['family'], 'family_history'],
  [['social', 'tobacco', 'alcohol', 'substance', 'substances', 'habits'], 'social_history'],
  [['discharge medications', 'discharge meds'], 'discharge_medications'],
  // not "medicine": "Internal Medicine Progress Note" names a specialty; drug classes in the
  // plural head a list of drugs ("CURRENT INHALERS", "Antibiotics")
  [['medications', 'medication', 'meds', 'medicines', 'antibiotic', 'antibiotics', 'inhalers', 'drugs'], 'medications'],
  [['diagnosis', 'diagnoses'], 'diagnoses'],
  [['plan', 'assessment', 'impression', 'impressions', 'recommendations'], 'assessment_and_plan'],
  // the tests run and their results: "Testing", "Workup", "Allergy testing" (allergies, above),
  // and what was scored or measured: "Rating scales", "Screening scores", "measures"; not a bare
  // "screening", whose title names a problem ("Colorectal cancer screening: Cologuard ordered")
  [
    [
      'labs',
      'lab',
      'laboratory',
      'laboratories',
      'testing',
      'tests',
      'workup',
      'work up',
      'scores',
      'scales',
      'measures',
      'measurements',
      'questionnaires',
    ],
    'labs',
  ],
  [['instructions', 'teaching', 'education', 'appointments'], 'instructions'],
  [
    [
      'surgical history',
      'surgical anesthesia history',
      'surgical and anesthesia history',
      'anesthesia history',
      'surgeries',
    ],
    'past_surgical_history',
  ],
  [['medical history', 'psychiatric history'], 'past_medical_history'],
  [['exam', 'examination'], 'physical_exam'],
  [['complaint'], 'chief_complaint'],
  [['images', 'imaging', 'radiographs'], 'imaging'],
  // what was given or done in the visit itself ("Treatment:", "Administered:", "INTERVENTION:");
  // a treatment history or plan is read above, by its head word
  [['treatment', 'treatments', 'administered', 'intervention'], 'procedures'],
]

/**
 * An assessment of something examined ("Wound assessment", "assessment of feed") is an exam; of
 * the symptoms, a review of systems. Any other assessment is the clinician's ("Nutrition
 * assessment", "Assessment").
 */
const EXAMINED_THINGS = new Set([
  'wound',
  'wounds',
  'skin',
  'site',
  'feed',
  'feeding',
  'swallow',
  'swallowing',
  'foot',
  'functional',
  'physical',
])
const SYMPTOM_WORDS = new Set(['symptom', 'symptoms'])

function assessmentCategory(words: readonly string[]): SectionCategory | undefined {
  if (!words.includes('assessment')) return undefined
  if (words.some((w) => SYMPTOM_WORDS.has(w))) return 'review_of_systems'
  return words.some((w) => EXAMINED_THINGS.has(w)) ? 'physical_exam' : undefined
}
const MAX_KEYWORD_TITLE_WORDS = 4
/** A date or a time of day after a header's words dates its panel: "labs 10/28", "Labs 03/10/2026". */
const DATE_WORD = /^\d{1,4}(?:[/-]\d{1,4}){1,2}$/

/**
 * Titles that tell the present problem by its parts: the injury and how it happened, the
 * symptoms or status now ("Mechanism", "Symptoms now", "Current status"). Not "History of
 * injury:": as a lead-in its history cue would make the story under it historical.
 */
const PRESENT_ILLNESS_TITLE =
  /^(?:(?:current|present|presenting)\s+(?:symptoms?|status|concerns?|problems?)|symptoms?\s+(?:now|today)|mechanism(?:\s+of\s+injury)?|injury|injuries\s+sustained|exposures?|event|incident)$/

/**
 * Titles that give why the patient is seen: a reason or purpose of any kind ("Reason seen",
 * "Purpose of visit", "Reasons for review") or what the patient was referred for.
 */
const VISIT_REASON_TITLE =
  /^(?:(?:main\s+)?(?:reasons?|purpose)(?:\s+(?:for|of)\s+\w+(?:\s+\w+)?|\s+seen)?|referred\s+for)$/

/** The category a title's head words name, for titles of a few words that no list holds. */
export function categoryByKeywords(key: string): SectionCategory | undefined {
  const undated = key.split(' ').filter((w) => w && !DATE_WORD.test(w))
  const parts = undated.flatMap((w) => w.split('/')).filter(Boolean)
  if (parts.length > MAX_KEYWORD_TITLE_WORDS || parts.some((w) => /\d/.test(w))) return undefined
  const words = spelledOut(parts)
  if (PRESENT_ILLNESS_TITLE.test(words.join(' '))) return 'history_of_present_illness'
  if (VISIT_REASON_TITLE.test(words.join(' '))) return 'chief_complaint'
  const padded = ` ${words.join(' ')} `
  if (HISTORY_HEADS.has(words.at(-1)!) && words.length > 1) return historyCategory(padded)
  const assessed = assessmentCategory(words)
  if (assessed !== undefined) return assessed
  for (const [keywords, category] of KEYWORD_CATEGORIES) {
    if (keywords.some((k) => padded.includes(` ${k} `))) return category
  }
  return undefined
}
