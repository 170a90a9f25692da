// A describing adjective right before a finding joins the finding's span (concept-describers.ts).
// Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${c.concept_type}:${text.slice(c.start_index, c.end_index)}`)

t.test('an adjective read as a finding joins the finding it describes', async (t) => {
  t.same(found('Woke with an itchy rash over both forearms.'), ['problem:itchy rash'])
  t.same(found('Small tender red bumps along the shin.'), ['problem:tender red bumps'])
  t.same(found('An infected foot ulcer on the heel.'), ['problem:infected foot ulcer'])
})

t.test('findings listed with a comma or a conjunction stay apart', async (t) => {
  t.same(found('On arrival pale, diaphoretic and tachycardic.'), [
    'problem:pale',
    'problem:diaphoretic',
    'problem:tachycardic',
  ])
  t.same(found('The knee is tender and a rash is noted.'), ['problem:tender', 'problem:rash'])
})
