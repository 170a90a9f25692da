// A sense kept only with the study it belongs to within a few words (concept-senses.ts,
// `needsWithin`): "LE" on a urinalysis is leukocyte esterase. Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const leOf = (text: string): string[] =>
  builtin
    .match(text)
    .filter((c) => text.slice(c.start_index, c.end_index) === 'LE')
    .map((c) => `${c.concept_type} ${c.preferred_term}`)

t.test('LE beside a urinalysis is leukocyte esterase', async (t) => {
  t.same(leOf('Urinalysis: LE trace, nitrite negative.'), ['test leukocyte esterase'])
  t.same(leOf('Dipstick +LE, no blood.'), ['test leukocyte esterase'])
  t.same(leOf('UA showed LE and WBCs; culture sent.'), ['test leukocyte esterase'])
})

t.test('LE elsewhere is a lower extremity, no concept of its own', async (t) => {
  t.same(leOf('LE strength 5/5 and symmetric.'), [])
  t.same(leOf('Urine output fine. LE warm and well perfused.'), [], 'a urine word in another sentence does not count')
  t.same(leOf('le trace on the dipstick'), [], 'only the capitalised abbreviation')
})
