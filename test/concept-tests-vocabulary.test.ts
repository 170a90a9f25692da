// Round seven: tests and measures of specialty notes (tests-specialty.ts) and the guards of the exam
// words that are also other words. Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`)

t.test('bedside, echo, allergy and newborn measures are tests', async (t) => {
  t.same(found('Gait steady, tandem stance intact.'), ['Gait (test)', 'tandem stance (test)'])
  t.same(found('Weber midline; Rinne positive bilaterally.'), ['Weber (test)', 'Rinne (test)'])
  t.same(found('Mean gradient 42 mmHg, LVEDP 24.'), ['Mean gradient (test)', 'LVEDP (test)'])
  t.same(found('Tryptase normal; FeNO 45 ppb.'), ['Tryptase (test)', 'FeNO (test)'])
  t.same(found('Birth weight 2100 g; dry weight 68 kg.'), ['Birth weight (test)', 'dry weight (test)'])
})

t.test('the same words as therapy, service and classification are no tests', async (t) => {
  t.same(
    found('Home exercises for gait training.').map((s) => s.endsWith('(test)')),
    // both are procedures: "exercises" and "training" are heads of what a patient is taught
    [false, false],
  )
  t.same(found('Care coordination with the school nurse.'), [])
  t.same(found('Weber B fracture of the fibula.'), ['Weber B fracture (problem)'], 'the fracture, not the test')
})

t.test('a cholangiogram read during an operation is a test', async (t) => {
  t.same(found('Intraoperative cholangiogram showed no filling defect.'), [
    'Intraoperative cholangiogram (test)',
    'filling defect (problem)',
  ])
})

t.test('scores, report velocities and bedside exam items are tests by their own names', async (t) => {
  t.same(found('Sideline: PCSS 18 and BESS 11 errors; Centor score 1.'), [
    'PCSS (test)',
    'BESS (test)',
    'Centor score (test)',
  ])
  t.same(found('Left ICA/CCA ratio 2.1, PSV 140 cm/s, EDV 35 cm/s.').slice(-3), [
    'ICA/CCA ratio (test)',
    'PSV (test)',
    'EDV (test)',
  ])
  t.same(found('Knee jerk 2+, rectal tone normal, retic 3.2%.'), [
    'Knee jerk (test)',
    'rectal tone (test)',
    'retic (test)',
  ])
  t.same(found('Dr. Bishop and Ms. Alvarado reviewed the chart.'), [], 'surnames alone are no scores')
})

t.test('a test named by its organ and a plain head is the organ panel', async (t) => {
  t.same(found('Repeat the renal labs and clotting tests on Friday.'), ['renal labs (test)', 'clotting tests (test)'])
  t.same(found('Your thyroid numbers were fine.'), ['thyroid numbers (test)'])
  t.same(found('Blood tests next week.'), [], 'blood tests stay generic')
})

t.test('a screening for a disease names the disease, not a test', async (t) => {
  // the golds read the disease screened for as the concept ("TB" before a biologic), as they do
  // for "lung cancer screening"; a named screen with its own result stays a test
  t.same(found('Needs TB screening before the infliximab starts.'), ['TB (problem)', 'infliximab (medication)'])
  t.same(found('Depression screening at the next visit.'), ['Depression (problem)'])
  t.same(found('Hearing screen passed both ears.'), ['Hearing screen (test)'])
})

t.test('tests named by their target: hepatitis B antigens, kidney antibodies, ECG intervals, venography', async (t) => {
  t.same(found('HBV core antibody positive, surface antibody 12.'), [
    'HBV core antibody (test)',
    'surface antibody (test)',
  ])
  t.same(found('Anti-PLA2R antibody 85 RU/mL.'), ['Anti-PLA2R antibody (test)'])
  t.same(found('PR interval 220 ms, QRS duration 96 ms.'), ['PR interval (test)', 'QRS duration (test)'])
  t.same(found('MRV read as normal; growth scan at 32 weeks.'), ['MRV (test)', 'growth scan (test)'])
})
