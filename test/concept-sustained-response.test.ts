// "SVR" in capitals is the sustained virologic response measured after hepatitis C treatment, as
// "SVR12" is (lexicon-data/tests-serum-analytes.ts). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`)

t.test('SVR in capitals is the response measured', async (t) => {
  t.same(found('Glecaprevir-pibrentasvir in 2020 with SVR.').slice(-1), ['SVR (test)'])
  t.same(found('SVR12 confirmed.'), ['SVR12 (test)'])
})

t.test('the word in lower case is none', async (t) => {
  t.same(found('the svr was noted'), [])
})
