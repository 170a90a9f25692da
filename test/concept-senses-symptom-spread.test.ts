// "radiation" as the spread of a symptom (concept-senses.ts) is no radiotherapy. Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`)

t.test('a symptom before it, or a direction after it, makes radiation the spread of the symptom', async (t) => {
  t.same(found('Chest pain with radiation to the jaw.'), ['Chest pain (problem)'])
  t.same(found('Neck ache, radiation down the right arm.'), ['Neck ache (problem)'])
  t.same(found('Sciatica with some radiation into the calf.'), ['Sciatica (problem)'])
  t.same(found('Denies radiation of the pain.'), ['pain (problem)'])
})

t.test('radiotherapy to a part stays the procedure', async (t) => {
  t.same(found('Finished adjuvant radiation to the right breast.'), ['radiation (procedure)'])
  t.same(found('Radiation to the spine for bone pain.'), ['Radiation (procedure)', 'bone pain (problem)'])
  t.same(found('Lobectomy and radiation in 2019.'), ['Lobectomy (procedure)', 'radiation (procedure)'])
})
