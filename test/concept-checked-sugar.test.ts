// The blood sugar a patient checks is the glucose test; sugar eaten, its log and the sugar-tong
// splint are no test (lexicon-data/tests-measures.ts, concept-senses.ts). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const sugarOf = (text: string): string[] =>
  builtin
    .match(text)
    .filter((c) => /sugar/i.test(text.slice(c.start_index, c.end_index)))
    .map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`)

t.test('a sugar checked is the glucose test', async (t) => {
  t.same(sugarOf('Please recheck his sugar after the juice.'), ['sugar (test)'])
  t.same(sugarOf('Check sugar twice a day while on steroids.'), ['sugar (test)'])
})

t.test('sugar as food, a log or a splint is no test', async (t) => {
  t.same(sugarOf('Give 4 g of sugar in water, then recheck.'), [])
  t.same(sugarOf('He forgot his sugar diary again.'), [])
  t.same(sugarOf('A sugar-tong splint was placed.'), [])
})
