// Names as reports write them (lexicon-data/problems-abdominal.ts,
// problems-report-findings-by-modality.ts, concept-senses.ts): an acute kidney injury on the
// chronic disease is two problems, and FDG-avid disease a finding, no drug. Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`)

t.test('AKI on CKD is the injury and the chronic disease with its stage', async (t) => {
  t.same(found('AKI on CKD 4 after the contrast study.'), ['AKI (problem)', 'CKD 4 (problem)', 'contrast study (test)'])
  t.same(found('Admitted with AKI on CKD stage 3b.'), ['AKI (problem)', 'CKD stage 3b (problem)'])
  t.same(
    found('Acute on chronic renal failure.'),
    ['Acute on chronic renal failure (problem)'],
    'the full name stays one',
  )
})

t.test('FDG-avid disease is a finding; the tracer before "avid" is no drug', async (t) => {
  t.same(found('Restaging PET: new FDG-avid disease in the liver.'), ['PET (test)', 'FDG-avid disease (problem)'])
  t.same(found('No FDG-avid lymphadenopathy.'), ['lymphadenopathy (problem)'])
  t.same(found('FDG given before the scan.'), ['FDG (medication)'], 'the tracer given stays the drug')
})
