// An operation before a consult word is what the visit is about (concept-labels.ts
// operationConsulted); a service before it stays a label. Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`)

t.test('an operation named before a consult is the procedure', async (t) => {
  t.same(found('Vasectomy consult today.'), ['Vasectomy (procedure)'])
  t.same(found('Cholecystectomy consultation next week.'), ['Cholecystectomy (procedure)'])
})

t.test('care named before a consult is the service, no concept', async (t) => {
  t.same(found('Physical therapy consult placed.'), [])
  t.same(found('Wound care consult requested.'), [])
})
