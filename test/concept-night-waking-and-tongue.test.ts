// Signs named by one term (lexicon-data/problems-neuro-psych.ts, problems-systemic.ts): a child's
// night waking and the strawberry tongue; a bare aura is left out. Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const typed = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`)

t.test('night waking is a sleep problem', async (t) => {
  t.same(typed('Night wakings three times a week.'), ['Night wakings (problem)'])
  t.same(typed('No aura before the headache.'), ['headache (problem)'], 'a bare aura is left out')
})

t.test('a strawberry tongue is a sign, a strawberry a food', async (t) => {
  t.same(typed('Red strawberry tongue on day 4.'), ['strawberry tongue (problem)'])
  t.same(typed('Hives after strawberries.'), ['Hives (problem)', 'strawberries (medication)'])
})
