// "duplex" alone is the vascular ultrasound study; a doubled kidney or ureter is an anatomic
// variant, no study (lexicon-data/tests.ts, concept-senses.ts). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const duplexOf = (text: string): string[] =>
  builtin
    .match(text)
    .filter((c) => text.slice(c.start_index, c.end_index).toLowerCase().includes('duplex'))
    .map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`)

t.test('a bare duplex is the ultrasound study', async (t) => {
  t.same(duplexOf('Clot excluded by duplex this morning.'), ['duplex (test)'])
  t.same(duplexOf('A repeat duplex in 10 days.'), ['duplex (test)'])
  t.same(
    duplexOf('Venous duplex of the right arm was negative.'),
    ['Venous duplex (test)'],
    'a named duplex keeps its span',
  )
})

t.test('a duplex kidney or collecting system is no study', async (t) => {
  t.same(duplexOf('Incidental right duplex kidney.'), [])
  t.same(duplexOf('Duplex collecting system on the left.'), [])
})
