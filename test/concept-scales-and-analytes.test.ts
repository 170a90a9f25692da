// Scales that notes of any specialty name by their own name, and laboratory analytes named bare
// (tests-scales-across-specialties.ts, tests-serum-analytes.ts, the guards in concept-senses.ts).
// Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`)

t.test('scales of several specialties are tests', async (t) => {
  t.same(found('EDSS 4.0 and Barthel index 85 at this visit.'), ['EDSS (test)', 'Barthel index (test)'])
  t.same(found('Y-BOCS 24; Fagerstrom score 6.'), ['Y-BOCS (test)', 'Fagerstrom score (test)'])
  t.same(found('PI-RADS 3 on the prostate MRI.').includes('PI-RADS (test)'), true)
  t.same(found('FLACC 2 after the dressing.'), ['FLACC (test)'])
})

t.test('immunoglobulins, complement and hormones named bare in a lab line are tests', async (t) => {
  t.same(found('IgA 45 (low), C4 8, SHBG 20.'), ['IgA (test)', 'C4 (test)', 'SHBG (test)'])
  t.same(found('Day 3 labs: FSH, estradiol and AMH.'), ['FSH (test)', 'estradiol (test)', 'AMH (test)'])
  t.same(found('Continue estradiol 2 mg daily.'), ['estradiol (medication)'], 'with a dose the hormone is the drug')
})

t.test('a spinal level and a bracketed antibody class are no analytes', async (t) => {
  t.same(found('Disc bulge at C3 without stenosis.'), ['Disc bulge (problem)', 'stenosis (problem)'])
  t.same(found('Coombs test negative (IgM and C3).').includes('IgM (test)'), false)
})

t.test('a bare HSG, HEADSS and functional capacity are tests', async (t) => {
  t.same(found('HSG showed patent tubes.'), ['HSG (test)'])
  t.same(found('HEADSS done privately; functional capacity above 4 METs.'), [
    'HEADSS (test)',
    'functional capacity (test)',
  ])
})

t.test('a mineral joined to a vitamin is the supplement, unless the pair is measured', async (t) => {
  t.same(found('Home meds: calcium with vit D, metformin.'), [
    'calcium (medication)',
    'vit D (medication)',
    'metformin (medication)',
  ])
  t.same(found('Magnesium and multivitamin each morning.'), ['Magnesium (medication)', 'multivitamin (medication)'])
  t.same(found('Calcium and vitamin D levels were sent.'), ['Calcium (test)', 'vitamin D levels (test)'])
  t.same(
    found('Calcium and vitamin D were normal last spring.').map((s) => s.endsWith('(test)')),
    [true, true],
  )
})

t.test('stages, grades and angles named after a person are tests (tests-stages-and-grades.ts)', async (t) => {
  t.same(found('Hurley stage II at the groin; IHS4 7 today.'), ['Hurley stage (test)', 'IHS4 (test)'])
  t.same(found('Maddrey 38, Lille score pending at day 7.'), ['Maddrey (test)', 'Lille score (test)'])
  t.same(found('Cobb angle 18 degrees, Risser 1, scoliometer 6.'), [
    'Cobb angle (test)',
    'Risser (test)',
    'scoliometer (test)',
  ])
  t.same(found('MIDAS 21 and HIT-6 of 62 at intake.'), ['MIDAS (test)', 'HIT-6 (test)'])
  t.same(found('Borg 12 after the walk.'), ['Borg (test)'])
  t.same(found('She hints at a change.'), [], 'an English word written in lower case is no HINTS exam')
})

t.test('a low sleep efficiency is what the study found, not the measure', async (t) => {
  t.same(found('Sleep efficiency 84% on the study.').includes('Sleep efficiency (test)'), true)
  t.same(found('low sleep efficiency on the study').includes('sleep efficiency (test)'), false)
})

t.test("a fluid's protein with its value, fluid or grade is a test; protein eaten is food", async (t) => {
  t.same(found('CSF glucose 61, protein 88 mg/dL.').includes('protein (test)'), true)
  t.same(found('Urine dipstick 2+ protein.').includes('protein (test)'), true)
  t.same(found('Ascitic fluid protein 0.9 g/dL.'), ['Ascitic fluid protein (test)'])
  t.same(found('Aim for protein 1.5 g/kg/day.'), [])
  t.same(found('Eats 40 g protein a day.'), [])
})
