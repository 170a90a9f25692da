// A change of weight the note advises is care (a procedure); the same change reported is the
// symptom (concept-advised-changes.ts). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${c.concept_type}:${text.slice(c.start_index, c.end_index)}`)

t.test('weight loss advised in its clause is care', async (t) => {
  t.same(found('Weight loss advised to ease the knee.'), ['procedure:Weight loss'])
  t.same(found('Fatty liver; weight loss of 4 kg is recommended.'), ['problem:Fatty liver', 'procedure:weight loss'])
  t.same(found('Weight loss and walking daily are encouraged.'), ['procedure:Weight loss'])
  t.same(found('We talked about it; aim for weight loss over the winter.'), ['procedure:weight loss'])
  t.same(found('I recommend weight loss.'), ['procedure:weight loss'])
})

t.test('weight loss reported, or the aim of a drug, stays the symptom', async (t) => {
  t.same(found('Night sweats and weight loss of 5 kg since spring.'), ['problem:Night sweats', 'problem:weight loss'])
  t.same(found('Denies fever or weight loss.'), ['problem:fever', 'problem:weight loss'])
  t.same(found('Semaglutide may help with weight loss.').slice(-1), ['problem:weight loss'])
  t.same(found('Counseled on weight loss.'), ['problem:weight loss'], 'counselling is read both ways: left alone')
  t.same(found('Weight loss should help her knees.'), ['problem:Weight loss'], 'so is a benefit foretold')
})

t.test('the advice of another clause or line is not the change’s', async (t) => {
  t.same(found('Weight loss of 3 kg. Physical therapy recommended.').slice(0, 1), ['problem:Weight loss'])
  t.same(found('Weight loss noted\nIbuprofen may help.').slice(0, 1), ['problem:Weight loss'])
})
