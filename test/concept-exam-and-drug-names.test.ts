// Names the lexicon holds for an examination manoeuvre and for drugs written short or new
// (lexicon-data/tests.ts, medications-*.ts): the calf-squeeze (Thompson) test, "amox" for
// amoxicillin, difelikefalin. Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type}: ${c.preferred_term})`)

t.test('the calf squeeze for the Achilles tendon is a test, under its eponyms too', async (t) => {
  t.same(found('Thompson test positive on the right.'), ['Thompson test (test: thompson test)'])
  t.same(found('Calf squeeze test normal.'), ['Calf squeeze test (test: thompson test)'])
  t.same(found('Simmonds test negative.'), ['Simmonds test (test: thompson test)'])
})

t.test('amox is amoxicillin; amox-clav stays the combination', async (t) => {
  t.same(found('Ear infection treated with amox.'), [
    'Ear infection (problem: otitis media)',
    'amox (medication: amoxicillin)',
  ])
  t.same(found('Switched to amox-clav.'), ['amox-clav (medication: amoxicillin/clavulanate)'])
})

t.test('difelikefalin, the kappa-opioid agonist for the itch of dialysis', async (t) => {
  t.same(found('Difelikefalin after each session.'), ['Difelikefalin (medication: difelikefalin)'])
})
