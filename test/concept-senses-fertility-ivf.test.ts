// "IVF" beside the words of conceiving is in vitro fertilisation, elsewhere IV fluids
// (concept-senses.ts: the rule of 'ivf' and its fallback sense). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const ivfOf = (text: string): string[] =>
  builtin
    .match(text)
    .filter((c) => /ivf/i.test(text.slice(c.start_index, c.end_index)))
    .map((c) => `${c.concept_type} ${c.preferred_term}`)

t.test('IVF among the words of conceiving is the fertility treatment', async (t) => {
  t.same(ivfOf('Two embryos frozen after her first IVF cycle.'), ['procedure in vitro fertilization'])
  t.same(ivfOf('Twins conceived by IVF.'), ['procedure in vitro fertilization'])
  t.same(ivfOf('Referred for IVF given male factor infertility.'), ['procedure in vitro fertilization'])
})

t.test('where it stops: IVF with a rate, or in another sentence, is the fluids', async (t) => {
  t.same(ivfOf('IVF at 125 mL/h until eating.'), ['medication iv fluids'])
  t.same(ivfOf('History of infertility. Now NPO on IVF.'), ['medication iv fluids'])
})
