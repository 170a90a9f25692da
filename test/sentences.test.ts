import t, { type Test } from 'tap'
import { findSentences, type Span } from '../src/nlp/sentences.js'
import { corpusNote, fixtureNote, fixtureNotes, megaNote } from './helpers/notes.js'

const texts = (text: string) => findSentences(text).map((s) => text.slice(s.start_index, s.end_index))

function checkInvariants(t: Test, text: string, spans: Span[], label: string): void {
  let prevEnd = 0
  let bad = 0
  for (const s of spans) {
    const ok =
      s.start_index >= prevEnd &&
      s.start_index < s.end_index &&
      s.end_index <= text.length &&
      text.slice(s.start_index, s.end_index).trim() === text.slice(s.start_index, s.end_index) &&
      /[\p{L}\p{N}]/u.test(text.slice(s.start_index, s.end_index))
    if (!ok) bad++
    prevEnd = s.end_index
  }
  t.equal(bad, 0, `${label}: ordered, distinct, non-empty, trimmed, in bounds`)
}

/** Greedy hard wrap at `width`, as a word processor's plain-text export does. */
function wrap(text: string, width: number): string {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  lines.push(line)
  return lines.join('\n')
}

t.test('empty and blank text have no sentences', async (t) => {
  t.same(findSentences(''), [])
  t.same(findSentences('   \n\n\t  \r\n '), [])
  t.same(findSentences('-----\n=====\n'), [], 'rulers without letters or digits are not sentences')
})

t.test('exact spans for plain prose', async (t) => {
  const text = '  Thank you for referring Ms. Abc.  She is 51.  '
  t.same(findSentences(text), [
    { start_index: 2, end_index: 34 },
    { start_index: 36, end_index: 46 },
  ])
  t.same(texts('Any pain? No. Denies fever! Ok'), ['Any pain?', 'No.', 'Denies fever!', 'Ok'])
})

t.test('decimals, dates and times do not end sentences', async (t) => {
  t.same(texts('Creatinine was 2.4 on admission. A repeat on 08/16/06 was 2.3. Seen at 10:30 today.'), [
    'Creatinine was 2.4 on admission.',
    'A repeat on 08/16/06 was 2.3.',
    'Seen at 10:30 today.',
  ])
  t.same(texts('Give 0.5 mg now. TEMPERATURE:  96.7.  BLOOD PRESSURE:  130/84.'), [
    'Give 0.5 mg now.',
    'TEMPERATURE:  96.7.',
    'BLOOD PRESSURE:  130/84.',
  ])
  t.same(
    texts('RESPIRATIONS:  12.  PULSE:  62.'),
    ['RESPIRATIONS:  12.', 'PULSE:  62.'],
    'a value after a colon is not a list marker',
  )
})

t.test('abbreviations before a name or a lowercase word do not end sentences', async (t) => {
  for (const abbr of ['Dr.', 'Mr.', 'Mrs.', 'Ms.', 'St.', 'Prof.']) {
    t.same(
      texts(`Seen today by ${abbr} Smith in clinic. Follow up.`),
      [`Seen today by ${abbr} Smith in clinic.`, 'Follow up.'],
      abbr,
    )
  }
  for (const abbr of [
    'b.i.d.',
    't.i.d.',
    'q.i.d.',
    'q.d.',
    'p.o.',
    'p.r.n.',
    'mg.',
    'e.g.',
    'i.e.',
    'vs.',
    'approx.',
    'etc.',
  ]) {
    t.same(
      texts(`Takes metformin 500 ${abbr} with food. Doing well.`),
      [`Takes metformin 500 ${abbr} with food.`, 'Doing well.'],
      abbr,
    )
  }
  t.same(
    texts('Compare e.g. Prior films and i.e. Recent ones.'),
    ['Compare e.g. Prior films and i.e. Recent ones.'],
    'Latin abbreviations never end one',
  )
  t.same(texts('5.  H. pylori infection treated.'), ['5.  H. pylori infection treated.'], 'initials')
  t.same(texts('Referred by Dr. J. Smith today.'), ['Referred by Dr. J. Smith today.'])
  t.same(texts('Positive for hepatitis C. Referred to GI.'), ['Positive for hepatitis C.', 'Referred to GI.'])
})

t.test('a dosing abbreviation ends a sentence when a capitalised word follows', async (t) => {
  t.same(texts('Take 1 tab p.o. b.i.d. Return in 2 weeks.'), ['Take 1 tab p.o. b.i.d.', 'Return in 2 weeks.'])
  t.same(texts('Nexium 40 mg q.d. 2. Synthroid 1 mg q.d.'), ['Nexium 40 mg q.d.', '2. Synthroid 1 mg q.d.'])
  t.same(texts('Aspirin 81 mg p.o. Q6h as needed.'), ['Aspirin 81 mg p.o. Q6h as needed.'])
})

t.test('ellipses end a sentence only before a capital', async (t) => {
  t.same(texts('Pain is better... worse at night. He was tired… She left.'), [
    'Pain is better... worse at night.',
    'He was tired…',
    'She left.',
  ])
})

t.test('a section header is a sentence of its own', async (t) => {
  const text = 'HISTORY OF PRESENT ILLNESS:  Thank you. She is well.\n\nPLAN:\nContinue meds.'
  t.same(findSentences(text), [
    { start_index: 0, end_index: 27 },
    { start_index: 29, end_index: 39 },
    { start_index: 40, end_index: 52 },
    { start_index: 54, end_index: 59 },
    { start_index: 60, end_index: 74 },
  ])
  t.same(
    texts('Chief Complaint\nChest pain\nHistory of Present Illness\nShe is well'),
    ['Chief Complaint', 'Chest pain', 'History of Present Illness', 'She is well'],
    'known headers without colons, alone on their lines',
  )
  t.same(
    texts('Plan to discharge tomorrow. Stable.'),
    ['Plan to discharge tomorrow.', 'Stable.'],
    'a header word in prose',
  )
})

t.test('numbered and bulleted lists: each item is a sentence, the marker does not end one', async (t) => {
  const text = 'MEDICATIONS:\n1. Lisinopril 10 mg daily.\n2. Metformin 500 mg b.i.d.\n3. Aspirin 81 mg\n10. Vitamin D'
  t.same(texts(text), [
    'MEDICATIONS:',
    '1. Lisinopril 10 mg daily.',
    '2. Metformin 500 mg b.i.d.',
    '3. Aspirin 81 mg',
    '10. Vitamin D',
  ])
  t.same(texts('1.  Hypertension for years.  She is off medications.\n2.  Gastritis'), [
    '1.  Hypertension for years.',
    'She is off medications.',
    '2.  Gastritis',
  ])
  t.same(texts('Plan:\n- Continue furosemide\n- Daily weights\n* Low salt diet'), [
    'Plan:',
    '- Continue furosemide',
    '- Daily weights',
    '* Low salt diet',
  ])
  t.same(texts('Plan: 1. Start lisinopril. 2. Recheck BMP.'), ['Plan:', '1. Start lisinopril.', '2. Recheck BMP.'])
})

t.test('line breaks', async (t) => {
  t.same(texts('Chest pain\n\nNo fever'), ['Chest pain', 'No fever'], 'a blank line always ends a sentence')
  t.same(
    texts('Lisinopril 10 mg daily\nMetformin 500 mg b.i.d.\nAspirin 81 mg daily'),
    ['Lisinopril 10 mg daily', 'Metformin 500 mg b.i.d.', 'Aspirin 81 mg daily'],
    'short lines without punctuation are list lines',
  )
  t.same(texts('BP: 128/76\nHR: 84\nSpO2: 95% on 2 L (was 4 L)\nI/O: 1.8 L in'), [
    'BP: 128/76',
    'HR: 84',
    'SpO2: 95% on 2 L (was 4 L)',
    'I/O: 1.8 L in',
  ])
  t.same(texts('She has chest pain and\nshortness of breath.'), ['She has chest pain and\nshortness of breath.'])
  t.same(texts('Seen by\nDr. Lee today.'), ['Seen by\nDr. Lee today.'])
  t.same(texts('Reacts to penicillin,\nSulfa, and codeine.'), ['Reacts to penicillin,\nSulfa, and codeine.'])

  const prose =
    'The patient is a 68-year-old man with type 2 diabetes and chronic kidney disease who ' +
    'presented to the Emergency Department with four days of productive cough and fevers, and was seen by ' +
    'Dr. Lee from Pulmonary Medicine, who started ceftriaxone and azithromycin for presumed Community ' +
    'Acquired Pneumonia of the right lower lobe. He improved quickly.'
  const [first, second] = prose.split('. He ')
  let capitalStarts = 0
  for (let width = 40; width <= 90; width++) {
    const wrapped = wrap(prose, width)
    capitalStarts += wrapped
      .split('\n')
      .slice(1)
      .filter((l) => /^[A-Z]/.test(l) && !l.startsWith('He ')).length
    t.same(
      texts(wrapped).map((s) => s.replace(/\n/g, ' ')),
      [`${first}.`, `He ${second}`],
      `wrapped at ${width}`,
    )
  }
  t.ok(capitalStarts > 5, 'some wrapped lines start with a capital in mid-sentence')

  t.same(
    texts('PLAN:\r\nContinue.\r\n\r\nCall if worse\r\nor new fever.\r\nWeigh daily'),
    ['PLAN:', 'Continue.', 'Call if worse\r\nor new fever.', 'Weigh daily'],
    'CRLF',
  )
  t.same(texts('Line one\rLine two'), ['Line one', 'Line two'], 'lone CR')
})

t.test('telegraphic lower-case notes: a full stop before a lower-case word ends a sentence', async (t) => {
  t.same(texts('spoke w pt. no chest pain. h/o asthma. c/o sob x 2 days.'), [
    'spoke w pt.',
    'no chest pain.',
    'h/o asthma.',
    'c/o sob x 2 days.',
  ])
  t.same(texts('Hypokalemia. r/o dissection.'), ['Hypokalemia.', 'r/o dissection.'])
  t.same(
    texts('evaluate for line infection vs C. diff. Urine with E. coli.'),
    ['evaluate for line infection vs C. diff.', 'Urine with E. coli.'],
    'a genus initial before a lower-case word',
  )
  t.same(
    texts('weight up approx. 5 lbs. per dr. lee. takes 1 tab p.o. q.6h. p.r.n. pain. pt. states better'),
    ['weight up approx. 5 lbs. per dr. lee.', 'takes 1 tab p.o. q.6h. p.r.n. pain.', 'pt. states better'],
    'abbreviations and units before a lower-case word do not end one',
  )
  t.same(texts('any pain? no. fever! yes'), ['any pain?', 'no.', 'fever!', 'yes'])
  t.same(texts('better... worse at night'), ['better... worse at night'], 'an ellipsis before lower case does not')
})

t.test('a capitalised acronym after a unit starts a sentence, a route does not', async (t) => {
  t.same(texts('Weight 64 kg. ECOG 1.'), ['Weight 64 kg.', 'ECOG 1.'])
  t.same(texts('Aspirin 81 mg. PO daily.'), ['Aspirin 81 mg. PO daily.'])
})

t.test('lower-case lines: deliberate short lines end sentences, continuations do not', async (t) => {
  t.same(
    texts(
      'plan:\nincrease lasix to 40 mg bid\nbmp in 1 week\ncall if any of the following:\n- chest pain\n- fainting\ngo to ed for severe sob',
    ),
    [
      'plan:',
      'increase lasix to 40 mg bid',
      'bmp in 1 week',
      'call if any of the following:',
      '- chest pain',
      '- fainting',
      'go to ed for severe sob',
    ],
  )
  t.same(
    texts('call if worse\nor new fever'),
    ['call if worse\nor new fever'],
    'a line opening with a conjunction continues',
  )
  const wrapped =
    'The patient presented with one week of worsening dyspnea on exertion and 4 kg weight gain. He\n' +
    'ran out of furosemide two weeks ago and has been eating salty food at several family gatherings.'
  t.same(
    texts(wrapped),
    [
      'The patient presented with one week of worsening dyspnea on exertion and 4 kg weight gain.',
      'He\nran out of furosemide two weeks ago and has been eating salty food at several family gatherings.',
    ],
    'a hand-wrapped line that fills the width continues on the next',
  )
})

t.test('unicode text keeps UTF-16 offsets', async (t) => {
  const text = 'Temp 37 °C. SpO₂ 99% 😀. Café-au-lait spots… Müller saw him. Ελληνικά.'
  const spans = findSentences(text)
  t.same(
    spans.map((s) => text.slice(s.start_index, s.end_index)),
    ['Temp 37 °C.', 'SpO₂ 99% 😀.', 'Café-au-lait spots…', 'Müller saw him.', 'Ελληνικά.'],
  )
  t.equal(spans.at(-1)!.end_index, text.length)
})

const corpus = corpusNote()
t.test('corpus note 97_204', { skip: corpus === undefined ? 'shared/corpus not present' : false }, async (t) => {
  const text = corpus!
  const spans = findSentences(text)
  checkInvariants(t, text, spans, '97_204')
  const got = spans.map((s) => text.slice(s.start_index, s.end_index))
  for (const want of [
    'REASON FOR CONSULTATION:',
    'Renal failure.',
    'HISTORY OF PRESENT ILLNESS:',
    'Thank you for referring Ms. Abc to ABCD Nephrology.',
    'Her creatinine both at XYZ Hospital and University of A was elevated at 2.4.',
    'A repeat creatinine on 08/16/06 was 2.3.',
    'PAST MEDICAL HISTORY:',
    '1.  Hypertension on and off for years.',
    '5.  H. pylori infection x3 in the last six months treated.',
    '20.  Occult severe GI bleed in July 2001.',
    '1.  Nexium 40 mg q.d.',
    '2.  Synthroid 1 mg q.d.',
    '3.  Potassium one q.d., unsure about the dose.',
    'TRANSFUSIONS:',
    'Deep tendon reflexes are 2+.',
  ])
    t.ok(got.includes(want), want)
  const inside = (needle: string) => {
    let all = true
    for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
      all &&= spans.some((s) => s.start_index <= at && at + needle.length <= s.end_index)
    }
    return all
  }
  for (const needle of ['Ms. Abc', '2.4', '08/16/06', 'q.d.', '96.7', '130/84'])
    t.ok(inside(needle), `${needle} never split`)
})

t.test('fixture notes', async (t) => {
  for (const { name, text } of fixtureNotes()) checkInvariants(t, text, findSentences(text), name)

  const discharge = texts(fixtureNote('discharge-summary.txt'))
  for (const want of [
    'DISCHARGE MEDICATIONS:',
    '1. Cefpodoxime 200 mg p.o. b.i.d. for 2 more days (last dose 03/09/2021).',
    '6. Acetaminophen 650 mg p.o. q.6h. p.r.n. pain or fever.',
    'Activity: As tolerated.',
    'HOLD metformin until seen in clinic.',
  ])
    t.ok(discharge.includes(want), want)
  t.ok(
    discharge.some((s) => s.startsWith('Nephrology (Dr. M. Okafor) was consulted')),
    'initial after a title',
  )
  t.ok(
    discharge.includes(
      'He will complete a total of\nseven days of antibiotics with cefpodoxime, i.e. through 03/09/2021.',
    ),
  )

  const ed = texts(fixtureNote('ed-note.txt'))
  t.ok(ed.includes('Chief Complaint'), 'Title Case header without colon')
  t.ok(ed.includes('- Orthopedics clinic (Dr. Müller) in 5–7 days for weight-bearing radiographs.'))
  t.ok(ed.includes('Pain 7/10, worse with movement… better with elevation.'))
})

t.test('large and pathological input', async (t) => {
  const big = megaNote(1_000_000)
  const spans = findSentences(big)
  checkInvariants(t, big, spans, '1 MB of notes')
  t.ok(spans.length > 5000)
  for (const [label, text] of [
    ['one 1 MB word', 'a'.repeat(1_000_000)],
    ['1 MB of dots', '.'.repeat(1_000_000)],
    ['dotted run', 'a.'.repeat(300_000) + ' B'],
    ['1 MB of short sentences', 'A b. '.repeat(200_000)],
    ['1 MB of newlines', '\n'.repeat(1_000_000)],
  ] as const) {
    checkInvariants(t, text, findSentences(text), label)
  }
  t.equal(findSentences('A b. '.repeat(200_000)).length, 200_000)
})

t.test('a unit or age abbreviation at a line end before a lower-case line ends the sentence (issue 30)', async (t) => {
  const text =
    'takes metoprolol 25 mg.\nno chest pain.\npt is 84 yo.\nno falls at home.\noptions incl hospice vs.\nhome with services.'
  t.same(
    findSentences(text).map((s) => text.slice(s.start_index, s.end_index)),
    [
      'takes metoprolol 25 mg.',
      'no chest pain.',
      'pt is 84 yo.',
      'no falls at home.',
      'options incl hospice vs.\nhome with services.',
    ],
  )
})

t.test('an initial after a label or a signature dash is part of the name', async (t) => {
  t.same(texts('Reviewed by: T. Okafor, MD\n- R. Delgado, RN'), ['Reviewed by: T. Okafor, MD', '- R. Delgado, RN'])
  // a letter at the end of a sentence still ends it
  t.same(texts('Positive for hepatitis C. Started treatment.'), ['Positive for hepatitis C.', 'Started treatment.'])
})

t.test("a line opening with a field's label starts a sentence", async (t) => {
  t.same(
    texts(
      'Sleep Medicine Clinic - Return Visit for Insomnia and Restless Legs Symptoms\nVisit date: 02/03/2026   Clinician: O. Brandt, MD\n\nsleeps 5 h a night, wakes at 3 am most nights and cannot get back to sleep\nferritin: 31 in january\nmood: low at times',
    ),
    [
      'Sleep Medicine Clinic - Return Visit for Insomnia and Restless Legs Symptoms',
      'Visit date: 02/03/2026   Clinician: O. Brandt, MD',
      'sleeps 5 h a night, wakes at 3 am most nights and cannot get back to sleep',
      'ferritin: 31 in january',
      'mood: low at times',
    ],
  )
  t.same(
    texts(
      'Her blood pressure was checked twice in the clinic this morning and the\nsecond reading: 150/90, was higher.',
    ),
    ['Her blood pressure was checked twice in the clinic this morning and the\nsecond reading: 150/90, was higher.'],
    'a wrapped line after a continuation word goes on',
  )
})

t.test('a block of three lines or more with no full stop is a telegraphic list: each line is an item', async (t) => {
  t.same(
    texts(
      'interval events:\nlipase down to 180 from 900 over two days, tolerating clear fluids since yesterday\nno vomiting overnight\non oxycodone 5 mg prn, used twice\nwalked the hall with physio and\nwithout a frame',
    ),
    [
      'interval events:',
      'lipase down to 180 from 900 over two days, tolerating clear fluids since yesterday',
      'no vomiting overnight',
      'on oxycodone 5 mg prn, used twice',
      'walked the hall with physio and\nwithout a frame',
    ],
  )
})

t.test('a line ending in a word that needs the next, or leaving a parenthesis open, goes on', async (t) => {
  const note = [
    'She says the knee gives way and she cannot',
    'kneel at church anymore, and the swelling after long walks has lasted a month. She had an injection.',
    '',
    'She walks 2 km a day (slower than last',
    'year) and swims twice a week, and she has had no falls this winter. Her sister has the same trouble.',
  ].join('\n')
  t.same(texts(note), [
    'She says the knee gives way and she cannot\nkneel at church anymore, and the swelling after long walks has lasted a month.',
    'She had an injection.',
    'She walks 2 km a day (slower than last\nyear) and swims twice a week, and she has had no falls this winter.',
    'Her sister has the same trouble.',
  ])
})

t.test('a quantity at the start of a line, or a unit after a line ending in its number, goes on', async (t) => {
  const note = [
    'The swelling of the right ankle came back when he stopped the furosemide, and it went down again after',
    '3 days of the usual dose. He now takes it every morning with the potassium supplement from the pharmacy.',
    'He was asked to rest the leg with it raised for 20',
    'minutes twice a day. He will weigh himself daily.',
  ].join('\n')
  t.same(texts(note), [
    'The swelling of the right ankle came back when he stopped the furosemide, and it went down again after\n3 days of the usual dose.',
    'He now takes it every morning with the potassium supplement from the pharmacy.',
    'He was asked to rest the leg with it raised for 20\nminutes twice a day.',
    'He will weigh himself daily.',
  ])
})

t.test(
  'a unit of size or time, or a side after a preposition, ends a telegraphic sentence before lower case',
  async (t) => {
    t.same(texts('cyst on the wrist ~3 cm. no redness.'), ['cyst on the wrist ~3 cm.', 'no redness.'])
    t.same(texts('more tired this yr. naps daily.'), ['more tired this yr.', 'naps daily.'])
    t.same(texts('weak grip on L. sensation intact.'), ['weak grip on L.', 'sensation intact.'])
    t.same(
      texts('wound 2 cm. in depth, clean.'),
      ['wound 2 cm. in depth, clean.'],
      'the next word carries the measure on',
    )
    t.same(texts('take 10 mg. daily with food.'), ['take 10 mg. daily with food.'], 'a dose goes on')
    t.same(texts('stool positive for C. diff toxin.'), ['stool positive for C. diff toxin.'], 'a genus stays')
  },
)

t.test('a question mark before a spaced dash glosses the doubted item and ends nothing', async (t) => {
  t.same(texts('codeine?? - itching only, takes tramadol.'), ['codeine?? - itching only, takes tramadol.'])
  t.same(texts('iron deficiency? - check ferritin next visit.'), ['iron deficiency? - check ferritin next visit.'])
  t.same(texts('Any cough? No.'), ['Any cough?', 'No.'], 'a question answered still ends')
  t.same(
    texts('gout? (per daughter) on allopurinol.'),
    ['gout?', '(per daughter) on allopurinol.'],
    'a parenthesis is not a gloss',
  )
})

t.test('a numbered item filled to the margin goes on in the unmarked line below', async (t) => {
  const note = [
    'IMPRESSION:',
    '1. No stenosis of the right renal artery.',
    '2. Mild narrowing of the left renal artery at its origin; correlate with blood pressure and consider',
    'MRA of the abdomen.',
    '3. Normal kidney sizes.',
  ].join('\n')
  t.same(texts(note), [
    'IMPRESSION:',
    '1. No stenosis of the right renal artery.',
    '2. Mild narrowing of the left renal artery at its origin; correlate with blood pressure and consider\nMRA of the abdomen.',
    '3. Normal kidney sizes.',
  ])
})

t.test('a line of measurements ending on a value ends its item before a line opening another', async (t) => {
  t.same(
    texts('03/14 Hgb 11.2, Plt 240, Cr 0.9, Ca 9.6\nStool culture sent, pending.'),
    ['03/14 Hgb 11.2, Plt 240, Cr 0.9, Ca 9.6', 'Stool culture sent, pending.'],
    'a capitalised line after the run',
  )
  t.same(
    texts('Na 141, K 4.0, Cl 101, Mg 2.2\nlactate 1.1 (3.4 on arrival).'),
    ['Na 141, K 4.0, Cl 101, Mg 2.2', 'lactate 1.1 (3.4 on arrival).'],
    'a lower-case name with its value',
  )
  t.same(
    texts('On arrival she was afebrile, HR 96, RR 22, saturating 91% on 3\nL by nasal prongs.'),
    ['On arrival she was afebrile, HR 96, RR 22, saturating 91% on 3\nL by nasal prongs.'],
    'prose whose number follows a small word goes on',
  )
})

t.test('a line opening with "#" and a space is a problem-list item of its own', async (t) => {
  const plan =
    '- ceftriaxone 1 g daily for the pyelonephritis, and if still febrile at 72h -> repeat CT to r/o abscess\n' +
    '# anemia: hold iron while inpatient, recheck CBC in am\n' +
    '# DM2: sliding scale insulin'
  t.same(texts(plan), [
    '- ceftriaxone 1 g daily for the pyelonephritis, and if still febrile at 72h -> repeat CT to r/o abscess',
    '# anemia: hold iron while inpatient, recheck CBC in am',
    '# DM2: sliding scale insulin',
  ])
})

t.test('a line that ends a sentence inside it goes on in a lower-case line below', async (t) => {
  const note =
    'Seen for a sore ankle after a fall on the stairs at work last Monday evening. She\n' +
    'reports swelling that is better with ice. No numbness. Walks with a slight limp but\n' +
    'no crutches.'
  t.same(texts(note), [
    'Seen for a sore ankle after a fall on the stairs at work last Monday evening.',
    'She\nreports swelling that is better with ice.',
    'No numbness.',
    'Walks with a slight limp but\nno crutches.',
  ])
  const plan =
    '1. knee osteoarthritis w/ effusion - aspirate today, ice and rest, physio referral sent\n' +
    '2. daughter to visit weekly; walker at home\n' +
    'f/u 4 wks w/ labs'
  t.same(
    texts(plan),
    [
      '1. knee osteoarthritis w/ effusion - aspirate today, ice and rest, physio referral sent',
      '2. daughter to visit weekly; walker at home',
      'f/u 4 wks w/ labs',
    ],
    "a list item's marker ends no sentence",
  )
  const procedure =
    'Consent obtained and a time-out was done before the injection of the right shoulder. The skin was cleaned. Lidocaine\n' +
    '1% 5 mL was used for the skin.'
  t.same(texts(procedure), [
    'Consent obtained and a time-out was done before the injection of the right shoulder.',
    'The skin was cleaned.',
    'Lidocaine\n1% 5 mL was used for the skin.',
  ])
})

t.test('a unit after a number ends its sentence before a capitalised word, "ms" and "A" included', async (t) => {
  t.same(texts('PR interval 180 ms. Sodium 138, potassium 4.0.'), ['PR interval 180 ms.', 'Sodium 138, potassium 4.0.'])
  t.same(texts('Infiltrated with lidocaine 2% 5 mL. A small drain was left.'), [
    'Infiltrated with lidocaine 2% 5 mL.',
    'A small drain was left.',
  ])
  t.same(texts('Seen with Ms. Okoro today.'), ['Seen with Ms. Okoro today.'], 'the title stays one')
})
