// Round nine: a body site right before a bare finding joins the finding's span (concept-sites.ts).
// Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const texts = (text: string): string[] => builtin.match(text).map((c) => text.slice(c.start_index, c.end_index))

t.test('a site before a finding is part of its name', async (t) => {
  t.same(texts('Left testicular pain since Monday.'), ['testicular pain'], 'laterality stays out')
  t.same(texts('Scalp laceration and wrist swelling.'), ['Scalp laceration', 'wrist swelling'])
  t.same(texts('Lower back stiffness in the mornings.'), ['Lower back stiffness'])
  t.same(texts('Chest wall tenderness to palpation.'), ['Chest wall tenderness to palpation'])
})

t.test('only a site, right before, on the same line, and not another match', async (t) => {
  t.same(texts('Severe pain overnight.'), ['pain'], 'severity is no site')
  t.same(texts('Knee:\npain with stairs.'), ['pain'])
  t.same(texts('Seen in pain clinic for pain.'), ['pain'], 'a label is not read as a site')
  t.same(texts('Wrist, swelling improved.'), ['swelling'])
})
