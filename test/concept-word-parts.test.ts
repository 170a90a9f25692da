// A word the lexicon lacks is read by its ending: "-plasty" a procedure, "-graphy" a test, "-itis"
// a problem (concept-word-parts.ts). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${c.concept_type} ${text.slice(c.start_index, c.end_index)}`)

t.test('an unknown word with a clinical ending is a concept of its kind', async (t) => {
  t.same(found('Status post tympanoplasty on the right.'), ['procedure tympanoplasty'])
  t.same(found('Canaliculitis of the lower lid.'), ['problem Canaliculitis'])
  t.same(found('Plan: dacryocystography next week.'), ['test dacryocystography'])
  const [concept] = builtin.match('Follow-up for tympanoplasty.')
  t.equal(concept?.code, 'SVC:procedure/tympanoplasty', "the project's own code: the ending names no code")
})

t.test('names, short stems, common words and the route of an operation are left alone', async (t) => {
  t.same(found('Seen with K. Papadimitris today.'), [], 'a capitalised word after an initial is a name')
  t.same(found('Reviewed by Marios Tzavellitis.'), [], 'a capitalised word inside a sentence is a name')
  t.same(found('The diagnosis and prognosis were explained.'), [])
  t.same(found('A faint aroma in the room.'), [], 'too short a stem')
  t.same(found('Entered through a small canaliculotomy.'), [], 'an opening on the way in is a step')
  t.same(found('Wound check: K9-itis.'), [], 'letters only')
})
