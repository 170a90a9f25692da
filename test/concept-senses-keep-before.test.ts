// A word after a match can keep it whatever the words before it say (concept-senses.ts
// keepBefore): "had a pacemaker placed" is the operation, "has a pacemaker" the device. Invented
// sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`)

t.test('a pacemaker placed is the procedure, even after an article', async (t) => {
  t.same(found('His father had a pacemaker placed at 80.'), ['pacemaker (procedure)'])
  t.same(found('She had a pacemaker implanted last spring.'), ['pacemaker (procedure)'])
  t.same(found('Pacemaker placed in 2020.'), ['Pacemaker (procedure)'])
})

t.test('a pacemaker someone has stays the device, no concept', async (t) => {
  t.same(found('He has a pacemaker.'), [])
  t.same(found('Her pacemaker was checked.'), [])
})
