// A disease a vaccine is named after reads as the vaccine when it is listed with vaccines or
// numbered as a dose (concept-vaccine-doses.ts, medications-vaccines.ts). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)}=${c.preferred_term} (${c.concept_type})`)

t.test('a disease listed with vaccines or numbered as a dose is the vaccine', async (t) => {
  t.same(found('Given today: Tdap and hepatitis A.'), [
    'Tdap=tetanus vaccine (medication)',
    'hepatitis A=hepatitis a vaccine (medication)',
  ])
  t.same(found('Due for hepatitis B #2 next month.'), ['hepatitis B=hepatitis b vaccine (medication)'])
  t.same(found('Catch-up: Td, then the HPV series.'), [
    'Td=tetanus vaccine (medication)',
    'HPV series=hpv vaccine (medication)',
  ])
})

t.test('the disease alone, or after another drug, stays the problem', async (t) => {
  t.same(found('Had varicella at age four.'), ['varicella=chickenpox (problem)'])
  t.same(
    found('Tdap given; influenza season discussed.').map((s) => s.endsWith('(problem)')),
    [false, true],
  )
})
