// Findings named by a level word and a measure, and the measures around them: a drug's name
// before a copula that says what it is, an immunoglobulin inside a monoclonal protein, and a
// nursing measure on a body part (lexicon-variants.ts, concept-senses.ts, concept-head-nouns.ts,
// problems-monoclonal-proteins.ts). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)}=${c.concept_type}:${c.preferred_term}`)

t.test('any word for a raised level names the same finding as "elevated"', async (t) => {
  t.same(found('Raised creatinine since the last visit.'), ['Raised creatinine=problem:elevated creatinine'])
  t.same(found('Echo suggests high filling pressures.'), [
    'Echo=test:echocardiogram',
    'high filling pressures=problem:elevated filling pressures',
  ])
  t.same(found('Elevated AST on the statin.'), [
    'Elevated AST=problem:transaminase elevation',
    'statin=medication:statin',
  ])
})

t.test('a level word before a head and its modifier is a finding, not the measure', async (t) => {
  t.same(found('Graft with high venous pressures on the last three runs.'), [
    'high venous pressures=problem:elevated venous pressures',
  ])
  t.same(found('Venous pressure 180 on the last run.'), ['Venous pressure=test:venous pressure'])
})

t.test('a hormone before a copula and a noun phrase stays the drug; before a level it is the test', async (t) => {
  t.same(found('Estradiol is not a contraceptive.').slice(0, 1), ['Estradiol=medication:estradiol'])
  t.same(found('Estradiol was low on day 3.'), ['Estradiol=test:estradiol level'])
})

t.test('an immunoglobulin with its light chain before a protein name is the monoclonal protein', async (t) => {
  t.same(found('Electrophoresis found an IgA lambda paraprotein.'), [
    'IgA lambda paraprotein=problem:monoclonal protein',
  ])
  t.same(found('Small M-spike, stable.'), ['M-spike=problem:monoclonal protein'])
})

t.test('offloading of a named part is a nursing measure; offloading a wound is the treatment', async (t) => {
  t.same(found('Turn q2h, elbow offloading.'), [])
  t.same(found('Plantar ulcer improving with offloading.'), [
    'Plantar ulcer=problem:skin ulcer',
    'offloading=procedure:offloading',
  ])
})
