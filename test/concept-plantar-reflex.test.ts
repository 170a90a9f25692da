// "Babinski" with its result is the plantar reflex examined (a test); a positive Babinski and the
// Babinski sign stay the finding (lexicon-data/tests-scores-and-report-measures.ts). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`)

t.test('Babinski read with its result is the plantar reflex', async (t) => {
  t.same(found('Babinski flexor on both sides.'), ['Babinski (test)'])
  t.same(found('Plantar reflexes downgoing.'), ['Plantar reflexes (test)'])
})

t.test('a positive Babinski is the finding', async (t) => {
  t.same(found('Positive Babinski on the right.'), ['Positive Babinski (problem)'])
  t.same(found('Babinski sign on the right.'), ['Babinski sign (problem)'])
})
