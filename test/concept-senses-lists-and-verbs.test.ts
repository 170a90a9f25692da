// Senses read from a word's neighbours: a lab word opening a list of results, a noun that is the
// verb after a negator, breathing support named by its device, a film or a biopsy named with its
// image (concept-senses.ts, lexicon-data/). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)}=${c.preferred_term}`)

t.test('a drug-or-test word opening a list of results is the test', async (t) => {
  t.same(found('B12, TSH and lipids with the next blood draw.').slice(0, 1), ['B12=vitamin b12 level'])
  t.same(found('B12 and ferritin normal last month.'), ['B12=vitamin b12 level', 'ferritin=ferritin'])
  t.same(found('B12 and folic acid supplements daily.'), ['B12=vitamin b12', 'folic acid supplements=folic acid'])
})

t.test('rub after a negator or "to" is the verb, not the friction rub', async (t) => {
  t.same(found('Try not to rub the bandaged ear tonight.'), [])
  t.same(found('A soft pericardial rub on the left sternal border.'), ['pericardial rub=pericardial rub'])
})

t.test('high-flow nasal cannula is breathing support, beside CPAP, not the gas', async (t) => {
  t.same(found('Weaned from HFNC to room air.'), ['HFNC=high-flow nasal cannula'])
  t.same(found('Started on 2 L oxygen by nasal cannula.'), ['oxygen=oxygen'])
})

t.test('a film and a biopsy named with their image are one concept', async (t) => {
  t.same(found('Repeat KUB x-ray in two weeks.'), ['KUB x-ray=abdominal x-ray'])
  t.same(found('MRI-fusion biopsy of the right apex planned.'), ['MRI-fusion biopsy=biopsy'])
})

t.test('"aspirated" names no concept: fluid drawn off is left unannotated', async (t) => {
  t.same(found('About 20 mL of serous fluid was aspirated.'), [])
})

t.test('"for gestational age" is the standard a measure is read against, not the dating', async (t) => {
  t.same(
    found('Head circumference normal for gestational age.').filter((s) => s.startsWith('gestational')),
    [],
  )
  t.same(found('Gestational age by first-trimester dating 31 weeks.'), ['Gestational age=gestational age'])
})

t.test('a condition before a counsellor or a therapist names the role', async (t) => {
  t.same(found('Sees an addiction counselor every Tuesday.'), [])
})
