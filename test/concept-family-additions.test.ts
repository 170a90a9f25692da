// Ear drops that pair two drugs, the bradykinin drugs of angioedema, vestibular tests,
// decolonization, an intussusception's enema reduction and target sign, the ECG's PR depression, a
// hormone in excess and a transplant of blood-forming cells by its short form (lexicon-data/*.ts).
// Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const typed = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`)

t.test('a quinolone with a steroid in one ear drop is one medication', async (t) => {
  t.same(typed('Swimmer ear; ciprofloxacin-dexamethasone drops twice daily.'), [
    'ciprofloxacin-dexamethasone (medication)',
  ])
  t.same(typed('Ciprodex 4 drops to the left ear.'), ['Ciprodex (medication)'])
  // the quinolone alone stays itself
  t.same(typed('Cipro 500 mg twice daily.'), ['Cipro (medication)'])
})

t.test('the bradykinin drugs of angioedema are medications', async (t) => {
  t.same(typed('Icatibant given for lip swelling.'), ['Icatibant (medication)', 'lip swelling (problem)'])
  t.same(typed('Lanadelumab every 2 weeks as prophylaxis.'), ['Lanadelumab (medication)'])
})

t.test('vestibular studies are tests and decolonization a procedure', async (t) => {
  t.same(typed('Vestibular testing with VNG next month.'), ['Vestibular testing (test)', 'VNG (test)'])
  t.same(typed('MRSA decolonization with nasal mupirocin.'), [
    'MRSA decolonization (procedure)',
    'mupirocin (medication)',
  ])
})

t.test('an enema of air that reduces an intussusception is a procedure; a bare enema stays the laxative', async (t) => {
  t.same(typed('Pneumatic reduction by air enema this morning.'), [
    'Pneumatic reduction (procedure)',
    'air enema (procedure)',
  ])
  t.same(typed('Enema for constipation.'), ['Enema (medication)', 'constipation (problem)'])
})

t.test('a hormone in excess is the state; the hormone alone is its level', async (t) => {
  t.same(typed('Screened for cortisol excess.'), ['cortisol excess (problem)'])
  t.same(typed('Work-up for hormone excess of the adrenal mass.'), [
    'hormone excess (problem)',
    'adrenal mass (problem)',
  ])
  t.same(typed('Morning cortisol 14.'), ['cortisol (test)'])
})

t.test('the PR depression of an ECG and the target sign of an ultrasound are findings', async (t) => {
  t.same(typed('Widespread ST elevation and PR depression on the ECG.'), [
    'ST elevation (problem)',
    'PR depression (problem)',
    'ECG (test)',
  ])
  t.same(typed('No target sign on ultrasound.'), ['target sign (problem)', 'ultrasound (test)'])
  // the interval alone, with its value, names no finding
  t.same(typed('PR 150 ms.'), [])
})

t.test('HCT after allogeneic or autologous is the transplant; alone it is the hematocrit', async (t) => {
  t.same(typed('Day 40 after allogeneic HCT.'), ['allogeneic HCT (procedure)'])
  t.same(typed('HCT 29 today.'), ['HCT (test)'])
})
