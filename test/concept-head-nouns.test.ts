// A bare head noun of something done or measured takes the word before it as its name
// (concept-head-nouns.ts). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${c.concept_type} ${text.slice(c.start_index, c.end_index)}`)

t.test('a modifier and a bare head make a procedure or a test', async (t) => {
  t.same(found('Referred for shoulder therapy twice weekly.'), ['procedure shoulder therapy'])
  t.same(found('Schedule vision testing next month.'), ['test vision testing'])
})

t.test('a word of quantity, time or ownership names no kind', async (t) => {
  t.same(found('No further testing planned.'), [])
  t.same(found('She stopped her therapy in May.'), [])
  t.same(found('Prior therapy was well tolerated.'), [])
})
