// A bare "fistula" beside its arm, its thrill or dialysis is the dialysis access, no bowel or skin
// fistula (concept-senses.ts). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`)

t.test('the dialysis access is no fistula problem', async (t) => {
  t.same(found('Needles in the fistula from next week.'), [])
  t.same(found('Keep the watch off the fistula arm.'), [])
  t.same(found('Hemodialysis through the new fistula since May.'), ['Hemodialysis (procedure)'])
})

t.test('a fistula of the bowel or skin stays the problem', async (t) => {
  t.same(found('Crohn disease complicated by a fistula.'), ['Crohn disease (problem)', 'fistula (problem)'])
  t.same(found('No fistula on the pelvic MRI.'), ['fistula (problem)', 'pelvic MRI (test)'])
})
