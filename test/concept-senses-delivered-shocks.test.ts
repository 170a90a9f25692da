// A shock a device delivers is the treatment's dose, no circulatory shock (concept-senses.ts,
// the rule of 'shock'). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const shocks = (text: string): string[] =>
  builtin
    .match(text)
    .filter((c) => /shock/i.test(text.slice(c.start_index, c.end_index)))
    .map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`)

t.test('a shock delivered, in joules or at a rate, is no problem', async (t) => {
  t.same(shocks('Two biphasic shocks at 150 J restored sinus rhythm.'), [])
  t.same(shocks('2400 shocks were delivered to the stone.'), [])
  t.same(shocks('Treatment at 90 shocks per minute.'), [])
})

t.test('where it stops: the patient in shock, and a shock the device gave him', async (t) => {
  t.same(shocks('Hypotensive, in shock, on two pressors.'), ['shock (problem)'])
  t.same(shocks('Renal failure after shock last year.'), ['shock (problem)'])
  t.same(shocks('Has an ICD, no shocks since the last visit.'), ['shocks (problem)'])
})
