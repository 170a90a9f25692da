// A hyphenated term is also matched written solid ("x-ray", "xray"), but not when the hyphen comes
// before a lone closing letter: "Retin-A" written solid is "retina", "CAR-T" is "cart"
// (lexicon-variants.ts). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'
import { termSpellings } from '../src/nlp/lexicon-variants.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const typed = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`)

t.test('the retina is no drug, and Retin-A with its hyphen still is', async (t) => {
  t.same(typed('A small tear of the retina at 2 o clock.'), [])
  t.same(typed('Retin-A cream at night.'), ['Retin-A (medication)'])
})

t.test('no solid form before a lone closing letter', async (t) => {
  t.same(termSpellings('retin-a').generated, [])
  t.same(termSpellings('anti-d immunoglobulin').generated, [])
})

t.test('where the rule stops: longer parts and a lone opening letter still join', async (t) => {
  t.same(termSpellings('x-ray').generated, ['xray'])
  t.same(termSpellings('t-score').generated, ['tscore'])
  t.ok(termSpellings('pre-op visit').generated.includes('preop visit'))
})
