// Medications notes name by their class or regimen, and pairs the golds write as two drugs
// (lexicon-data/medications-*.ts, concept-senses.ts). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const typed = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`)

t.test('a class or a regimen named as the drug', async (t) => {
  t.same(typed('LDL still high, so a PCSK9 inhibitor is planned.'), ['LDL (test)', 'PCSK9 inhibitor (medication)'])
  t.same(typed('Treated with ABVD in 2010.'), ['ABVD (medication)'])
  t.same(typed('Apply petrolatum twice a day.'), ['petrolatum (medication)'])
  t.same(typed('Tics since the stimulant was raised.'), ['Tics (problem)', 'stimulant (medication)'])
})

t.test('a choice without the drug names none', async (t) => {
  t.same(typed('A stimulant-free option is preferred.'), [])
})

t.test('calcium with vitamin D is two drugs', async (t) => {
  t.same(typed('Calcium with vitamin D each evening.'), ['Calcium (medication)', 'vitamin D (medication)'])
})
