// "aspiration" beside a joint, gout, crystals or an effusion is the needle's procedure; what is
// breathed in stays the problem (concept-senses.ts, `rejectWithin` and its fallback). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const aspirationOf = (text: string): string[] =>
  builtin
    .match(text)
    .filter((c) => /^aspiration$/i.test(text.slice(c.start_index, c.end_index)))
    .map((c) => c.concept_type)

t.test('aspiration of a joint is a procedure', async (t) => {
  t.same(aspirationOf('Podagra, likely gout; aspiration if it recurs.'), ['procedure'])
  t.same(aspirationOf('Large effusion, aspiration under ultrasound tomorrow.'), ['procedure'])
})

t.test('aspiration of food or fluid into the airway stays the problem', async (t) => {
  t.same(aspirationOf('Coughing at meals, concern for aspiration.'), ['problem'])
  t.same(
    aspirationOf('Gout is controlled. Aspiration risk on thin liquids.'),
    ['problem'],
    'a joint word in another sentence does not count',
  )
})
