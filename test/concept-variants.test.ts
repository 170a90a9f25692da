// Concept matching of issue 16: surface variants, abbreviations, exact-case terms, sense guards,
// phrases that are not concepts, and the size of the built-in lexicon.
import t from 'tap'
import { ConceptMatcher, type Concept } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON, CONCEPT_TYPES, type LexiconEntry } from '../src/nlp/lexicon.js'
import { termSpellings } from '../src/nlp/lexicon-variants.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)

/** Each match as "text=preferred (type)". */
const found = (text: string, concepts: Concept[] = builtin.match(text)): string[] =>
  concepts.map((c) => `${text.slice(c.start_index, c.end_index)}=${c.preferred_term} (${c.concept_type})`)
const texts = (text: string): string[] => builtin.match(text).map((c) => text.slice(c.start_index, c.end_index))

t.test('the built-in lexicon has thousands of concepts of every type', async (t) => {
  const concepts = new Map<string, Set<string>>()
  for (const e of BUILTIN_LEXICON) {
    if (!concepts.has(e.type)) concepts.set(e.type, new Set())
    concepts.get(e.type)!.add(e.preferred_term)
  }
  const total = [...concepts.values()].reduce((n, s) => n + s.size, 0)
  t.comment(
    `${total} concepts, ${BUILTIN_LEXICON.length} terms: ${CONCEPT_TYPES.map((c) => `${c} ${concepts.get(c)?.size ?? 0}`).join(', ')}`,
  )
  t.ok(total >= 2500, `${total} concepts`)
  t.ok(concepts.get('problem')!.size >= 1200)
  t.ok(concepts.get('medication')!.size >= 700)
  t.ok(concepts.get('procedure')!.size >= 200)
  t.ok(concepts.get('test')!.size >= 200)
  t.ok(
    BUILTIN_LEXICON.some((e) => e.code.startsWith('ATC:')),
    'medications carry ATC codes where certain',
  )
})

t.test('hyphen, slash and space are one separator inside a term', async (t) => {
  t.same(found('Treated with piperacillin-tazobactam, then piperacillin/tazobactam, then pip tazo.'), [
    'piperacillin-tazobactam=piperacillin/tazobactam (medication)',
    'piperacillin/tazobactam=piperacillin/tazobactam (medication)',
    'pip tazo=piperacillin/tazobactam (medication)',
  ])
  t.same(texts('CT abdomen/pelvis and CT abdomen and pelvis'), ['CT abdomen/pelvis', 'CT abdomen and pelvis'])
  t.same(
    found('vanc/zosyn'),
    ['vanc=vancomycin (medication)', 'zosyn=piperacillin/tazobactam (medication)'],
    'two drugs joined by a slash stay two',
  )
  t.same(
    texts('chest xray and prediabetes and pre-diabetes'),
    ['chest xray', 'prediabetes', 'pre-diabetes'],
    'hyphenated and solid forms',
  )
})

t.test('optional words, and abbreviations inside longer names', async (t) => {
  t.same(found('B12 deficiency and vitamin B12 deficiency'), [
    'B12 deficiency=vitamin b12 deficiency (problem)',
    'vitamin B12 deficiency=vitamin b12 deficiency (problem)',
  ])
  t.same(termSpellings('[vitamin] b12 deficiency').written, ['vitamin b12 deficiency', 'b12 deficiency'])
  t.same(texts('Abd pain, L hip fx, COPD exac, breast ca, b/l LE edema.'), [
    'Abd pain',
    'hip fx',
    'COPD exac',
    'breast ca',
    'LE edema',
  ])
  t.same(found('c/o SOB and CP x 2 days'), ['SOB=shortness of breath (problem)', 'CP=chest pain (problem)'])
  t.same(texts('pt c/o n/v/d since last night'), ['n/v/d'])
})

t.test('terms that are English words match only in capitals', async (t) => {
  t.same(found('Admitted with CAP. Take 1 cap daily.'), ['CAP=community-acquired pneumonia (problem)'])
  t.same(texts('He has PAD. Apply a gauze pad.'), ['PAD'])
  t.same(texts('AIDS defining illness; hearing aids'), ['AIDS'])
})

t.test('sense guards drop a word used in another sense', async (t) => {
  t.same(found('ECG with ST depression in the lateral leads; history of depression.'), [
    'ECG=electrocardiogram (test)',
    'ST depression=st depression (problem)',
    'depression=depression (problem)',
  ])
  t.same(texts('He has gained weight. Weight 82 kg. Weight bearing as tolerated.'), ['Weight'])
  t.same(texts('Surgery consulted for possible appendicitis.'), ['appendicitis'])
  t.same(texts('PE: lungs clear. No PE on CTA. Findings on PE unremarkable.'), ['PE', 'CTA'])
  t.same(
    texts('HR 88, T 37.2, K 3.6. Seen 24 hr ago, T-cell count.'),
    ['HR', 'T', 'K', 'T-cell count'],
    'vital and lab symbols need a number',
  )
  t.same(
    texts('Vitals: Temp 36.9    BP 122/70    HR 64    RR 14. Output 900 mL over 12 hr.'),
    ['Temp', 'BP', 'HR', 'RR'],
    'a vitals column after a value is no unit of it',
  )
  t.same(
    texts('Page for SBP < 85 or HR > 125; prior SBP on ciprofloxacin.'),
    ['SBP', 'HR', 'SBP', 'ciprofloxacin'],
    'the pressure with its value, the peritonitis without (round seven)',
  )
  t.same(texts('SpO2 96% on RA. History of RA on methotrexate.'), ['SpO2', 'RA', 'methotrexate'])
  t.same(texts('1 ppd smoker x 30 years. PPD negative.'), ['smoker', 'PPD'])
  t.same(
    texts('Abdomen non-tender, non-distended; tenderness in the RLQ.'),
    ['tenderness'],
    'a finding with its own negation',
  )
})

t.test('a word that is both a drug and a test takes the sense its neighbours give it', async (t) => {
  t.same(found('Check vitamin B12. Vitamin B12 1000 mcg IM monthly.'), [
    'vitamin B12=vitamin b12 level (test)',
    'Vitamin B12=vitamin b12 (medication)',
  ])
  t.same(found('Potassium 3.2, replete with potassium 40 mEq.'), [
    'Potassium=potassium (test)',
    'potassium=potassium supplement (medication)',
  ])
  t.same(found('Magnesium 1.6. Start thiamine and folate. Folate level low.'), [
    'Magnesium=magnesium (test)',
    'thiamine=thiamine (medication)',
    'folate=folic acid (medication)',
    'Folate level=folate (test)',
  ])
})

t.test('spans leave out side, severity and course', async (t) => {
  t.same(texts('Right lower lobe pneumonia with bibasilar crackles, severe obesity, acute bronchitis.'), [
    'pneumonia',
    'crackles',
    'obesity',
    'bronchitis',
  ])
  t.same(
    texts('Acute kidney injury, acute otitis media and chronic kidney disease.'),
    ['Acute kidney injury', 'acute otitis media', 'chronic kidney disease'],
    'unless the word is part of the name',
  )
})

t.test('phrases that are not concepts hide the concepts inside them', async (t) => {
  t.same(texts('Follow up in heart failure clinic; taken to the cath lab; pulmonary embolism protocol CT.'), ['CT'])
  t.same(texts('Normal sinus rhythm. No known drug allergies.'), [])
})

t.test('a capitalised brand keeps its release suffix', async (t) => {
  t.same(found('Toprol XL 50 mg daily, Seroquel XR at night, Bactrim DS, metformin ER'), [
    'Toprol XL=metoprolol (medication)',
    'Seroquel XR=quetiapine (medication)',
    'Bactrim DS=trimethoprim/sulfamethoxazole (medication)',
    'metformin=metformin (medication)',
  ])
})

t.test('a user entry still overrides a built-in term and exact-case needs the flag', async (t) => {
  const user: LexiconEntry[] = [{ term: 'cap', type: 'test', preferred_term: 'capillary refill', code: '' }]
  const m = new ConceptMatcher([...BUILTIN_LEXICON, ...user])
  t.same(found('cap refill < 2 s', m.match('cap refill < 2 s')), ['cap refill=capillary refill (test)'])
})

t.test('a finding named as changes is the same finding written as one change', async (t) => {
  t.same(termSpellings('skin changes').generated, ['skin change'])
  t.same(found('No ECG change on the repeat tracing.'), ['ECG change=ischemic changes (problem)'])
  t.same(found('Denies any vision change.'), ['vision change=visual disturbance (problem)'])
  t.same(termSpellings('axillary nodes').generated, [], 'another plural keeps its plural: a node is a structure')
  t.same(found('Dose change next week.'), [], 'a change of nothing the lexicon names is no finding')
})
