import t, { type Test } from 'tap'
import { findSections, SECTION_CATEGORIES, type Section } from '../src/nlp/sections.js'
import { corpusNote, fixtureNote, fixtureNotes, megaNote } from './helpers/notes.js'

const REQUIRED = [
  'chief_complaint',
  'history_of_present_illness',
  'past_medical_history',
  'past_surgical_history',
  'medications',
  'allergies',
  'family_history',
  'social_history',
  'review_of_systems',
  'physical_exam',
  'labs',
  'imaging',
  'assessment_and_plan',
  'other',
]

const outline = (text: string) => findSections(text).map((s) => `${s.title}|${s.category}`)

function checkSections(t: Test, text: string, sections: Section[], label: string): void {
  let prevEnd = 0
  let bad = 0
  for (const s of sections) {
    const body = text.slice(s.start_index, s.end_index)
    if (
      s.start_index < prevEnd ||
      s.start_index >= s.end_index ||
      s.end_index > text.length ||
      body.trimEnd() !== body ||
      !body.startsWith(s.title) ||
      !SECTION_CATEGORIES.includes(s.category)
    )
      bad++
    prevEnd = s.end_index
  }
  t.equal(bad, 0, `${label}: ordered, distinct, trimmed, title at the start, known category`)
}

t.test('the category list', async (t) => {
  for (const c of REQUIRED) t.ok(SECTION_CATEGORIES.includes(c as never), c)
  t.equal(new Set(SECTION_CATEGORIES).size, SECTION_CATEGORIES.length, 'no duplicates')
})

t.test('empty, blank and header-less text', async (t) => {
  t.same(findSections(''), [])
  t.same(findSections(' \n\n\t '), [])
  t.same(findSections('  just a line of text.\n'), [{ start_index: 2, end_index: 22, title: '', category: 'other' }])
})

t.test('exact spans: header plus body up to the next header, trailing space excluded', async (t) => {
  const text = 'CHIEF COMPLAINT: Chest pain.\n\nHPI:  55 yo man.\n\n  PLAN:\nAspirin.\n\n'
  t.same(findSections(text), [
    { start_index: 0, end_index: 28, title: 'CHIEF COMPLAINT', category: 'chief_complaint' },
    { start_index: 30, end_index: 46, title: 'HPI', category: 'history_of_present_illness' },
    { start_index: 50, end_index: 64, title: 'PLAN', category: 'assessment_and_plan' },
  ])
  const pre = 'Progress Note\nHospital day 3\n\nPlan: rest'
  t.same(
    findSections(pre),
    [
      { start_index: 0, end_index: 28, title: '', category: 'other' },
      { start_index: 30, end_index: 40, title: 'Plan', category: 'assessment_and_plan' },
    ],
    'text before the first header is an untitled other section',
  )
})

t.test('synonyms map to categories', async (t) => {
  const table: Array<[string, string]> = [
    ['Chief Complaint', 'chief_complaint'],
    ['CC', 'chief_complaint'],
    ['REASON FOR CONSULTATION', 'chief_complaint'],
    ['Reason for Consult', 'chief_complaint'],
    ['HPI', 'history_of_present_illness'],
    ['History of Present Illness', 'history_of_present_illness'],
    ['PMH', 'past_medical_history'],
    ['Past Medical History', 'past_medical_history'],
    ['PSH', 'past_surgical_history'],
    ['Past Surgical History', 'past_surgical_history'],
    ['Meds', 'medications'],
    ['Current Medications', 'medications'],
    ['MEDICATIONS (CURRENT)', 'medications'],
    ['Allergies', 'allergies'],
    ['Family History', 'family_history'],
    ['FH', 'family_history'],
    ['Social History', 'social_history'],
    ['SH', 'social_history'],
    ['ROS', 'review_of_systems'],
    ['Review of Systems', 'review_of_systems'],
    ['Physical Examination', 'physical_exam'],
    ['PE', 'physical_exam'],
    ['Exam', 'physical_exam'],
    ['Laboratory Data', 'labs'],
    ['Labs', 'labs'],
    ['Imaging', 'imaging'],
    ['Radiology', 'imaging'],
    ['Assessment and Plan', 'assessment_and_plan'],
    ['Assessment & Plan', 'assessment_and_plan'],
    ['A/P', 'assessment_and_plan'],
    ['Impression', 'assessment_and_plan'],
    ['Plan', 'assessment_and_plan'],
    ['Hospital Course', 'hospital_course'],
    ['Discharge Medications', 'discharge_medications'],
    ['Discharge Diagnoses', 'diagnoses'],
    ['Vital Signs', 'vital_signs'],
    ['Procedures', 'procedures'],
    ['Discharge Instructions', 'instructions'],
    ['Follow-up', 'instructions'],
    ['TRANSFUSIONS', 'other'],
    ['Code Status', 'other'],
  ]
  for (const [title, category] of table) {
    t.same(outline(`${title}:\nSome text here.`), [`${title}|${category}`], `${title}:`)
  }
  t.same(
    outline('History of Present Illness\nShe is well.\nReview of Systems\nNegative.'),
    ['History of Present Illness|history_of_present_illness', 'Review of Systems|review_of_systems'],
    'known headers alone on their line need no colon',
  )
})

t.test('lower-case known headers with a colon', async (t) => {
  t.same(outline('spoke w pt.\nmeds: lasix 40 mg\nallergies: pcn\nplan:\ncall if worse'), [
    '|other',
    'meds|medications',
    'allergies|allergies',
    'plan|assessment_and_plan',
  ])
  t.same(
    outline('Vitals:\n24 hours: stable\n2 weeks: better'),
    ['Vitals|vital_signs'],
    'a title starting with a digit must be a known name',
  )
  t.same(
    outline('note\ncc: Dr. Lee\nmeds reviewed\nbp: 120/80\nsomething: else'),
    ['|other'],
    'short, colon-less, subheading and unknown lower-case labels are not headers',
  )
})

t.test('categories of psychiatric, oncologic, operative and imaging headers', async (t) => {
  const table: Array<[string, string]> = [
    ['Past Psychiatric History', 'past_medical_history'],
    ['Oncologic History', 'past_medical_history'],
    ['Immunizations', 'past_medical_history'],
    ['Mental Status Exam', 'physical_exam'],
    ['INDICATIONS', 'history_of_present_illness'],
    ['ANESTHESIA', 'procedures'],
    ['DESCRIPTION OF PROCEDURE', 'procedures'],
    ['COMPARISON', 'imaging'],
    ['TECHNIQUE', 'imaging'],
    ['Overnight Events', 'hospital_course'],
    ['24 Hour Events', 'hospital_course'],
    ['Social', 'social_history'],
    ['Pre-operative Diagnosis', 'diagnoses'],
  ]
  for (const [title, category] of table) t.same(outline(`${title}:\nSome text here.`), [`${title}|${category}`], title)
  t.same(
    outline('PROCEDURE: Appendectomy.\n\nFINDINGS: Inflamed appendix.'),
    ['PROCEDURE|procedures', 'FINDINGS|procedures'],
    'operative findings',
  )
  t.same(
    outline('TECHNIQUE: Axial images.\n\nFINDINGS: No mass.'),
    ['TECHNIQUE|imaging', 'FINDINGS|imaging'],
    'imaging findings',
  )
})

t.test('content that looks like a header is not one', async (t) => {
  t.same(
    outline('PLAN:\nPlan to discharge tomorrow.\nAllergies reviewed.'),
    ['PLAN|assessment_and_plan'],
    'header words starting prose',
  )
  t.same(
    outline(
      'PHYSICAL EXAMINATION:\nVITAL SIGNS: BP 120/80.\nGENERAL: Well.\nHEENT: Normal.\nLUNGS: Clear.\nBP: 120/80',
    ),
    ['PHYSICAL EXAMINATION|physical_exam'],
    'exam subheadings and vitals inside an exam',
  )
  t.same(
    outline('ASSESSMENT AND PLAN:\nHypertension: continue lisinopril.\nPE: on heparin.\nCBC: stable.'),
    ['ASSESSMENT AND PLAN|assessment_and_plan'],
    'problem lines in a plan',
  )
  t.same(outline('LABS:\nCBC: WBC 5.0\nBMP: Na 140'), ['LABS|labs'], 'unknown labels right under a header')
  t.same(
    outline('Seen at 10:30: stable.\nSee http://example.org: ok\nDr. Lee: agrees'),
    ['|other'],
    'times, URLs, names',
  )
  t.same(
    outline('CC: cough\n\nPE: clear lungs'),
    ['CC|chief_complaint', 'PE|physical_exam'],
    'PE outside a problem list is the exam',
  )
  t.same(
    outline('Impression:\n\nAtrial Fibrillation: rate controlled.'),
    ['Impression|assessment_and_plan'],
    'Title Case label with text is content',
  )
})

t.test('a run of ALL-CAPS field lines is a run of headers', async (t) => {
  t.same(outline('ADMISSION DATE: 03/02/2021\nDISCHARGE DATE: 03/07/2021\n\nHPI: well'), [
    'ADMISSION DATE|other',
    'DISCHARGE DATE|other',
    'HPI|history_of_present_illness',
  ])
})

t.test('unicode, CRLF and indentation keep UTF-16 offsets', async (t) => {
  const text = '😀 note\r\n\r\n   Allergies:\r\n  Pénicilline — rash 😀\r\n\r\nPlan: rest\r\n'
  const sections = findSections(text)
  checkSections(t, text, sections, 'unicode')
  t.same(
    sections.map((s) => text.slice(s.start_index, s.end_index)),
    ['😀 note', 'Allergies:\r\n  Pénicilline — rash 😀', 'Plan: rest'],
  )
})

const corpus = corpusNote()
t.test('corpus note 97_204', { skip: corpus === undefined ? 'shared/corpus not present' : false }, async (t) => {
  const text = corpus!
  const sections = findSections(text)
  checkSections(t, text, sections, '97_204')
  t.same(
    sections.map((s) => `${s.title}|${s.category}`),
    [
      'REASON FOR CONSULTATION|chief_complaint',
      'HISTORY OF PRESENT ILLNESS|history_of_present_illness',
      'PAST MEDICAL HISTORY|past_medical_history',
      'PAST SURGICAL HISTORY|past_surgical_history',
      'CURRENT MEDICATIONS|medications',
      'ALLERGIES|allergies',
      'TRANSFUSIONS|other',
      'FAMILY HISTORY|family_history',
      'SOCIAL HISTORY|social_history',
      'REVIEW OF SYSTEMS|review_of_systems',
      'PHYSICAL EXAMINATION|physical_exam',
      'LABORATORY DATA|labs',
    ],
  )
  t.equal(sections[0]!.start_index, text.indexOf('REASON FOR CONSULTATION'))
  t.equal(sections.at(-1)!.end_index, text.trimEnd().length, 'the last section runs to the end of the text')
  const ros = sections.find((s) => s.category === 'review_of_systems')!
  t.ok(
    text.slice(ros.start_index, ros.end_index).includes('Allergies:  Sulfa causes hives.'),
    'a mid-line label stays in its section',
  )
})

t.test('fixture notes', async (t) => {
  for (const { name, text } of fixtureNotes()) checkSections(t, text, findSections(text), name)
  t.same(outline(fixtureNote('ed-note.txt')), [
    '|other',
    'Chief Complaint|chief_complaint',
    'History of Present Illness|history_of_present_illness',
    'Past Medical History|past_medical_history',
    'Medications|medications',
    'Allergies|allergies',
    'Social History|social_history',
    'Review of Systems|review_of_systems',
    'Physical Exam|physical_exam',
    'Imaging|imaging',
    'Medical Decision Making|assessment_and_plan',
    'Diagnoses|diagnoses',
    'Disposition|instructions',
  ])
  t.same(outline(fixtureNote('progress-note-soap.txt')), [
    '|other',
    'Subjective|history_of_present_illness',
    'Objective|physical_exam',
    'Labs|labs',
    'Imaging|imaging',
    'Assessment and Plan|assessment_and_plan',
    // "Dispo:" after a blank line is the disposition, as "Disposition:" is
    'Dispo|instructions',
  ])
  t.same(outline(fixtureNote('cardiology-consult.txt')), [
    '|other',
    'REQUESTING PHYSICIAN|other',
    'REASON FOR CONSULT|chief_complaint',
    'HPI|history_of_present_illness',
    'PMH|past_medical_history',
    'PSH|past_surgical_history',
    'MEDICATIONS|medications',
    'ALLERGIES|allergies',
    'FH|family_history',
    'SH|social_history',
    'ROS|review_of_systems',
    'PHYSICAL EXAMINATION|physical_exam',
    'DATA|labs',
    'IMPRESSION|assessment_and_plan',
    'RECOMMENDATIONS|assessment_and_plan',
  ])
  const discharge = outline(fixtureNote('discharge-summary.txt'))
  for (const want of [
    'DISCHARGE DIAGNOSES|diagnoses',
    'MEDICATIONS ON ADMISSION|medications',
    'PHYSICAL EXAMINATION ON ADMISSION|physical_exam',
    'HOSPITAL COURSE|hospital_course',
    'DISCHARGE MEDICATIONS|discharge_medications',
    'FOLLOW UP|instructions',
  ])
    t.ok(discharge.includes(want), want)
  t.notOk(
    discharge.some((s) => s.startsWith('VITAL SIGNS') || s.startsWith('Diet')),
    'no subheadings',
  )
})

t.test('sentence-case and lower-case labels set apart by layout are headers', async (t) => {
  const note = [
    'Clinic visit',
    '',
    'Prior anesthesia history: tonsillectomy as a child, no problems.',
    'Home medicines:',
    'losartan 50 mg daily',
    '',
    'Smoking/alcohol: none.',
    '',
    'handover:',
    'stable overnight, ate breakfast.',
    'allergies: codeine (itch)',
    'mobility: walks with a cane.',
    'plan: discharge today.',
  ].join('\n')
  t.same(outline(note), [
    '|other',
    'Prior anesthesia history|past_surgical_history',
    'Home medicines|medications',
    'Smoking/alcohol|social_history',
    'handover|other',
    'allergies|allergies',
    'mobility|other',
    'plan|assessment_and_plan',
  ])
  // inside a block a lower-case label is content, and a wrapped line's "with …:" is no header
  t.same(outline('Exam:\nthe wound is clean\nmood: bright\nStudies: CT chest 2021 done\nwith contrast: no nodules.'), [
    'Exam|physical_exam',
    'Studies|labs',
  ])
  t.same(outline('situation: fell at home.\n\nbackground: lives alone.'), [
    'situation|chief_complaint',
    'background|history_of_present_illness',
  ])
})

t.test('1 MB of text', async (t) => {
  const big = megaNote(1_000_000)
  const sections = findSections(big)
  checkSections(t, big, sections, '1 MB')
  t.ok(sections.length > 3000)
  t.same(findSections('A'.repeat(1_000_000)), [{ start_index: 0, end_index: 1_000_000, title: '', category: 'other' }])
})

t.test("a patient sheet's question labels are headers after a blank line", async (t) => {
  const sheet =
    'Going home\n\nWhat happened during your stay: You had a kidney stone.\n\nYour medicines:\ntamsulosin 0.4 mg\n'
  t.same(outline(sheet), ['|other', 'What happened during your stay|other', 'Your medicines|medications'])
  // inside a paragraph such a line is prose
  t.same(outline('Plan:\nreviewed options\nWhat we discussed: diet.'), ['Plan|assessment_and_plan'])
})

t.test('lower-case known names alone on their line head the block under them', async (t) => {
  const note = [
    'sleep clinic - follow up',
    '',
    'reason for visit',
    'snoring and daytime sleepiness.',
    '',
    'past history',
    '- asthma',
    'meds',
    'budesonide inhaler',
    'allergies',
    'latex (hives)',
    '',
    'a/p',
    'order a home sleep test.',
    'he was told about the',
    'plan',
  ].join('\n')
  t.same(outline(note), [
    '|other',
    'reason for visit|chief_complaint',
    'past history|past_medical_history',
    'meds|medications',
    'allergies|allergies',
    'a/p|assessment_and_plan',
  ])
})

t.test('the head word "history" and the words before it decide the category', async (t) => {
  const table: Array<[string, string]> = [
    ['Smoking history', 'social_history'],
    ['soc hx', 'social_history'],
    ['fam hx', 'family_history'],
    ['PSYCH HX', 'past_medical_history'],
    ['MED HX', 'past_medical_history'],
    ['Obstetric history', 'past_medical_history'],
    ['Personal history', 'past_medical_history'],
    ['Operative history', 'past_surgical_history'],
    ['Chemotherapy treatment history', 'medications'],
    ['Prenatal history', 'history_of_present_illness'],
  ]
  for (const [title, category] of table)
    t.same(outline(`Clinic note\n\n${title}:\nSome text here.`), ['|other', `${title}|${category}`], title)
  t.same(
    outline('Clinic note\n\nPMHx: asthma.\nDental hx: fillings.\n'),
    ['|other', 'PMHx|past_medical_history'],
    'a history no category holds is a label inside its block',
  )
  t.same(
    outline('Clinic note\n\nTravel history\nBack from Peru in May.\n'),
    ['|other', 'Travel history|social_history'],
    'a sentence-case history title alone on its line after a blank line',
  )
})

t.test('titles addressed to the reader head instructions', async (t) => {
  const note = [
    'Ankle sprain visit',
    '',
    'Plan:',
    'brace for 2 weeks.',
    '',
    'For Sam and his parents',
    'Keep the foot raised.',
    '',
    'what you can do at home:',
    'ice 20 minutes at a time.',
  ].join('\n')
  t.same(outline(note), [
    '|other',
    'Plan|assessment_and_plan',
    'For Sam and his parents|instructions',
    'what you can do at home|instructions',
  ])
})

t.test("a note's first line is its title, and short or dated labels need a block of their own", async (t) => {
  t.same(outline('SLEEP LABORATORY REPORT\nStudy date: 01/02/2026\n\nIMPRESSION:\nMild OSA.'), [
    '|other',
    'IMPRESSION|assessment_and_plan',
  ])
  t.same(outline('Visit\n\ncc: ear pain x 2 days\n\ndx: otitis externa\n\ncc: Dr. Pham'), [
    '|other',
    'cc|chief_complaint',
    'dx|diagnoses',
  ])
  t.same(outline('Results:\nLabs 02/11/2026: normal.\n\nlabs 02/14:\nALT 40.'), ['Results|labs', 'labs 02/14|labs'])
  t.same(
    outline('Problems:\nALL: on maintenance.\n\nMeds: none\nALL: NKDA'),
    ['Problems|diagnoses', 'Meds|medications', 'ALL|allergies'],
    '"ALL:" is the leukemia in a problem list, the allergies in a history block',
  )
})

t.test("a report's parts take the kind its title line names", async (t) => {
  t.same(
    outline('SLEEP STUDY LABORATORY REPORT\n\nTECHNIQUE:\nAttended polysomnography.\n\nRESULTS:\nAHI 22.'),
    ['|other', 'TECHNIQUE|labs', 'RESULTS|labs'],
    'a laboratory report',
  )
  t.same(
    outline('BRONCHOSCOPY PROCEDURE NOTE\n\nTECHNIQUE:\nScope passed orally.\n\nFINDINGS:\nNormal airways.'),
    ['|other', 'TECHNIQUE|procedures', 'FINDINGS|procedures'],
    'a procedure report',
  )
  t.same(
    outline('Renal Ultrasound\n\nExam: kidneys and bladder\n\nRESULTS:\nNo hydronephrosis.'),
    ['|other', 'Exam|imaging', 'RESULTS|imaging'],
    'an imaging report',
  )
  t.same(outline('Clinic note\n\nRESULTS:\nA1c 7.1.'), ['|other', 'RESULTS|labs'], 'a note of no kind')
  t.same(
    outline(
      'MUSCLE PATHOLOGY REPORT\n\nFrozen sections:\nScattered atrophic fibres.\n\nTrichrome stain:\nNo ragged red fibres.',
    ),
    ['|other', 'Frozen sections|labs', 'Trichrome stain|labs'],
    "a report's sentence-case part alone on its line over its body is the report's",
  )
  t.same(
    outline('Home sleep study\n\nLeg movements:\nIndex 3 per hour.'),
    ['|other', 'Leg movements|labs'],
    'a sleep study is a laboratory report',
  )
  t.same(
    outline('Clinic note\n\nCBC:\nNormal.\n\nKnee pain:\nbetter with rest.'),
    ['|other'],
    'in a note of no kind the same labels are content',
  )
})

t.test("a report's description is read from its kind", async (t) => {
  t.same(
    outline('CHEST TUBE PROCEDURE NOTE\n\nConsent: risks explained.\n\nDESCRIPTION:\nSite prepped, tube advanced.'),
    ['|other', 'Consent|other', 'DESCRIPTION|procedures'],
    'a procedure report',
  )
  t.same(
    outline('Renal Ultrasound\n\nDescription:\nBoth kidneys normal in size.'),
    ['|other', 'Description|imaging'],
    "an imaging report's description is its imaging",
  )
  t.same(
    outline('Clinic note\n\nDESCRIPTION:\nRash on both arms.'),
    ['|other', 'DESCRIPTION|other'],
    'a note of no kind keeps them of no listed kind',
  )
})

t.test("a procedure report's pre-procedure check holds the results it was cleared on", async (t) => {
  t.same(
    outline('THORACENTESIS PROCEDURE NOTE\n\nPRE-PROCEDURE: INR 1.0, platelets 210.\n\nCOMPLICATIONS:\nNone.'),
    ['|other', 'PRE-PROCEDURE|labs', 'COMPLICATIONS|other'],
    'a procedure report',
  )
  t.same(
    outline('Clinic note\n\nPRE-PROCEDURE: fasting from midnight.'),
    ['|other', 'PRE-PROCEDURE|other'],
    'a note of no kind keeps it of no listed kind',
  )
})

t.test('assessments of something examined, study titles and images', async (t) => {
  t.same(
    outline(
      'Ward note\n\nSkin assessment:\nheels intact.\n\nSymptom Assessment\npain 2/10.\n\nNutrition assessment:\neats half.',
    ),
    [
      '|other',
      'Skin assessment|physical_exam',
      'Symptom Assessment|review_of_systems',
      'Nutrition assessment|assessment_and_plan',
    ],
  )
  t.same(
    outline('Clinic note\n\nCT ABDOMEN AND PELVIS WITH CONTRAST:\n\nLiver normal.\n\nXR R wrist: no fracture.'),
    ['|other', 'CT ABDOMEN AND PELVIS WITH CONTRAST|imaging'],
    'a study title alone heads its report; with its result on the line under it, a result',
  )
  t.same(
    outline('Wound clinic\n\nExam:\nshin ulcer, clean base.\n\nXR L tibia 2v: no periosteal reaction.\nlabs: CRP 4.'),
    ['|other', 'Exam|physical_exam', 'XR L tibia 2v|imaging', 'labs|labs'],
    'outside an imaging section, a study with its result after a blank line opens its own block',
  )
  t.same(
    outline('Ward note\n\nExam:\nno edema. Echo today: EF 55%.'),
    ['|other', 'Exam|physical_exam'],
    'inside a block a study with its result is content',
  )
  t.same(outline('Echo report\n\nREST IMAGES:\nNormal wall motion.'), ['|other', 'REST IMAGES|imaging'])
})

t.test('titles that tell the present problem by its parts are the present illness', async (t) => {
  t.same(
    outline(
      'Sports medicine visit\n\nMechanism\nFell off a bike onto the left shoulder.\n\nSymptoms now\nAche at night.',
    ),
    ['|other', 'Mechanism|history_of_present_illness', 'Symptoms now|history_of_present_illness'],
  )
  t.same(outline('Ward note\n\nCurrent status:\nWalking with a frame.'), [
    '|other',
    'Current status|history_of_present_illness',
  ])
})

t.test('what was tested or given in the visit names its section by its head word', async (t) => {
  t.same(
    outline('Infusion visit\n\nTesting:\npeak flow 380 L/min.\n\nWorkup:\nDAT negative.\n\nTreatment:\nIV fluids 1 L.'),
    ['|other', 'Testing|labs', 'Workup|labs', 'Treatment|procedures'],
  )
  t.same(outline('Oncology visit\n\nTreatment plan:\nCycle 3 next week.\n\nAllergy testing:\npending.'), [
    '|other',
    'Treatment plan|assessment_and_plan',
    'Allergy testing|allergies',
  ])
})

t.test("a form's heading line of several fields side by side opens no section", async (t) => {
  t.same(
    outline(
      'Pre-op visit\nProcedure: left hip arthroscopy     Surgeon: Dr. K. Moss     Room: 3\n\nPlan:\nnpo at midnight.',
    ),
    ['|other', 'Plan|assessment_and_plan'],
  )
  t.same(outline('Ward note\n\nProcedure: bone marrow biopsy, left iliac crest.'), ['|other', 'Procedure|procedures'])
  t.same(
    outline('Consult\n\nREVIEW OF SYSTEMS:  Tired for a month.  Appetite:  fair.'),
    ['|other', 'REVIEW OF SYSTEMS|review_of_systems'],
    "dictation's two spaces after a sentence end set no further field",
  )
})

t.test('what happened since the last note heads the course', async (t) => {
  t.same(
    outline('ICU progress note\n\n24 HR EVENTS\n- extubated at 0900.\n\nInterval\nNo further fevers.'),
    ['|other', '24 HR EVENTS|hospital_course', 'Interval|hospital_course'],
    'a known name that starts with a digit may stand alone on its line over its body',
  )
  t.same(outline('Ward note\n\nPlan:\nwean oxygen;\n24 hour events\nnone.'), ['|other', 'Plan|assessment_and_plan'])
})

t.test('a title handed to the patient, or left open on a condition, heads the instructions', async (t) => {
  t.same(outline('Physio visit\n\nPlan:\nsee in 2 weeks.\n\nStretches (leaflet given)\n1. Calf stretch twice a day.'), [
    '|other',
    'Plan|assessment_and_plan',
    'Stretches (leaflet given)|instructions',
  ])
  t.same(outline('Epilepsy clinic\n\nPlan:\nsee in 3 months.\n\nSeizure care (for school staff):\nTime the seizure.'), [
    '|other',
    'Plan|assessment_and_plan',
    'Seizure care (for school staff)|instructions',
  ])
  t.same(outline('Wound clinic\n\nPlan:\ndressing twice weekly.\n\nCOME BACK SOONER IF: redness spreads or fever.'), [
    '|other',
    'Plan|assessment_and_plan',
    'COME BACK SOONER IF|instructions',
  ])
  t.same(
    outline('Clinic note\n\nMedications (given in clinic):\nceftriaxone 1 g IM.'),
    ['|other', 'Medications (given in clinic)|medications'],
    'a drug given in the clinic is not a sheet handed over',
  )
})

t.test('a title that reports what the patient or the family was told heads the instructions', async (t) => {
  t.same(
    outline(
      'Wound clinic\n\nPlan:\nDressing twice a week.\n\nExplained to patient and husband:\nKeep the dressing dry.\n\nwhat we told him\nelevate the leg.',
    ),
    [
      '|other',
      'Plan|assessment_and_plan',
      'Explained to patient and husband|instructions',
      'what we told him|instructions',
    ],
  )
  t.same(outline('Home visit\n\nLeft with the carers:\nCall if she falls.'), [
    '|other',
    'Left with the carers|instructions',
  ])
  t.same(
    outline('Ward note\n\nDiscussed with cardiology:\nno change to the beta blocker.'),
    ['|other'],
    'a colleague consulted is not the patient told',
  )
})

t.test(
  'a title giving why the patient is seen is the chief complaint; what happened is the present illness',
  async (t) => {
    t.same(
      outline(
        'Foot clinic\n\nPurpose of visit: nail care.\n\nReferred for: a heel ulcer.\n\nIncident:\nStepped on a nail at work.',
      ),
      [
        '|other',
        'Purpose of visit|chief_complaint',
        'Referred for|chief_complaint',
        'Incident|history_of_present_illness',
      ],
    )
    t.same(outline('Ward note\n\nreason seen: low sodium.'), ['|other', 'reason seen|chief_complaint'])
  },
)

t.test(
  'a title telling what happened since an earlier visit, alone on its line, heads the present illness',
  async (t) => {
    t.same(outline('Pain clinic\n\nSince the last visit:\nSleeping better.\n\nPlan:\nsame dose.'), [
      '|other',
      'Since the last visit|history_of_present_illness',
      'Plan|assessment_and_plan',
    ])
    t.same(
      outline('Pain clinic\n\nSince surgery: walking with a stick.'),
      ['|other'],
      'with the story run on after the colon the words open its first sentence',
    )
  },
)

t.test('a time of day inside a title is part of it, the colon after it the header mark', async (t) => {
  t.same(outline('CT HEAD REPORT\n\nIMPRESSION:\nNo bleed.\n\nADDENDUM 04/02/2026 09:40: Read with the neurologist.'), [
    '|other',
    'IMPRESSION|assessment_and_plan',
    'ADDENDUM 04/02/2026 09:40|other',
  ])
})

t.test('a title naming what was scored or measured is the labs', async (t) => {
  t.same(outline('Memory clinic\n\nScreening scores: MoCA 22.\n\nRating Scales:\nPHQ-9 4.\n\nmeasures\ngrip 18 kg.'), [
    '|other',
    'Screening scores|labs',
    'Rating Scales|labs',
    'measures|labs',
  ])
  // a bare "screening" title names the problem screened for, not a section of results
  t.same(outline('Lung cancer screening: low-dose CT ordered.'), ['|other'])
})

t.test("the heading's date and care-team fields open no section", async (t) => {
  t.same(
    outline(
      'PROCEDURE NOTE\n\nDATE OF PROCEDURE: 03/14/2026\nPROCEDURALIST: R. Ibe, MD\nASSISTANT: none\n\nPROCEDURE: Paracentesis.',
    ),
    ['|other', 'PROCEDURE|procedures'],
  )
  t.same(outline('Clinic note\n\nDictated by: L. Amos\n\nPlan:\nsame.'), ['|other', 'Plan|assessment_and_plan'])
})

t.test(
  "a procedure report's run-in parts head sections; its signers and times and a clinic's labels do not",
  async (t) => {
    t.same(
      outline(
        'THORACENTESIS PROCEDURE NOTE\n\nIndication: effusion.\n\nConsent: risks were explained and she agreed.\nSpecimens: fluid for culture and cytology.\nComplications: none.\nInterpreting physician: K. Moor, MD\nTotal time: 25 minutes',
      ),
      ['|other', 'Indication|history_of_present_illness', 'Consent|other', 'Specimens|other', 'Complications|other'],
    )
    t.same(outline('Knee clinic\n\nPain: 4/10 at rest.\nSwelling: mild.'), ['|other'], 'no report kind, no part')
  },
)

t.test(
  "a discharge note's drug lists are its discharge medications, unless titled by the time before the stay",
  async (t) => {
    t.same(
      outline(
        'Going Home - Discharge Instructions\n\nNew medicines to take:\nrivaroxaban 20 mg daily.\n\nMedicines to stop:\nnaproxen.\n\nHome medications:\nlevothyroxine 50 mcg.',
      ),
      [
        '|other',
        'New medicines to take|discharge_medications',
        'Medicines to stop|discharge_medications',
        'Home medications|medications',
      ],
    )
    t.same(
      outline('Clinic note\n\nMedications:\nlevothyroxine.'),
      ['|other', 'Medications|medications'],
      'no discharge, no change',
    )
  },
)

t.test('a discharge note runs its parts in as a report does', async (t) => {
  t.same(
    outline('DISCHARGE SUMMARY\n\nFollow-up: clinic in two weeks.\n\nState on leaving: alert, walking with a frame.'),
    ['|other', 'Follow-up|instructions', 'State on leaving|other'],
  )
})

t.test('a title in capitals alone on its line after a blank line opens a block', async (t) => {
  t.same(outline('Ward note\n\nDRAINS / CATHETERS\nRight chest drain, 40 mL serous.\n\nPlan:\nremove drain.'), [
    '|other',
    'DRAINS / CATHETERS|other',
    'Plan|assessment_and_plan',
  ])
  t.same(outline('Ward note\nchest drain out.\nDRAINS / CATHETERS\nnone.'), ['|other'], 'not inside a block')
})

t.test('a condition left open without its colon heads the list of signs under it', async (t) => {
  t.same(outline('Ankle clinic\n\nPlan:\nboot for 4 weeks.\n\nPHONE THE WARD IF\n- toes turn pale\n- pain at night'), [
    '|other',
    'Plan|assessment_and_plan',
    'PHONE THE WARD IF|instructions',
  ])
  t.same(
    outline('Ankle clinic\n\nPlan:\nboot for 4 weeks.\n\nShe will phone us sooner if\nthe swelling comes back.'),
    ['|other', 'Plan|assessment_and_plan'],
    "over a line of prose it is the sentence's first line",
  )
})

t.test('a combined social and family block is social history in either order', async (t) => {
  t.same(outline('Clinic note\n\nSOCIAL AND FAMILY\nRetired baker, lives alone. Sister has diabetes.'), [
    '|other',
    'SOCIAL AND FAMILY|social_history',
  ])
  t.same(outline('Clinic note\n\nFamily / Social: mother with asthma; works nights.'), [
    '|other',
    'Family / Social|social_history',
  ])
})

t.test('a block of tests is a labs section', async (t) => {
  t.same(outline('Clinic note\n\nTests:\nThroat swab negative. Urine dip clear.'), ['|other', 'Tests|labs'])
})

t.test("a SOAP note's lower-case letter alone on its line heads its part", async (t) => {
  t.same(
    outline(
      'clinic f/u\n\ns:\nknee pain better, walking 2 km.\n\no:\nno effusion, full flexion.\n\na/p:\nOA knee, stable.',
    ),
    ['|other', 's|history_of_present_illness', 'o|physical_exam', 'a/p|assessment_and_plan'],
  )
  t.same(
    outline('clinic f/u\n\ns: knee pain better.\nknee stiff in the morning.'),
    ['|other'],
    'with its text on the line it is not set apart',
  )
})
