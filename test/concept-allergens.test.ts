// Round seven: non-drug allergens by family, typed as medications, with sense guards for the words
// that are also pets, foods and things (medications-allergens.ts, concept-senses.ts). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`)

t.test('foods, animals and materials in an allergy list are medications', async (t) => {
  t.same(found('Allergies: almonds, shrimp, strawberries, dogs, surgical tape.'), [
    'almonds (medication)',
    'shrimp (medication)',
    'strawberries (medication)',
    'dogs (medication)',
    'surgical tape (medication)',
  ])
  t.same(found('Caffeine 3 cups a day.'), ['Caffeine (medication)'])
  t.same(found('Caffeine withdrawal suspected.'), ['Caffeine withdrawal (problem)'])
})

t.test('the same words as pets, drinks, sizes and diets are no concepts', async (t) => {
  t.same(found('She lives with two cats and walks her dog daily.'), [])
  t.same(
    found('Passed a clot the size of an egg.').map((s) => s.includes('egg')),
    [false],
  )
  t.same(found('Strict gluten-free diet.'), [])
  t.same(found('Drinks chocolate milk at lunch.'), [])
})
