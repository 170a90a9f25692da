// Care named by what is done (lexicon-data/procedures-conservative-care.ts, procedures.ts): a
// bed-bound body turned on a schedule, a hot body cooled, a contraceptive device put in or taken
// out, and laser treatment named by the word alone. Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const typed = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`)

t.test('turning in bed on a schedule is nursing care', async (t) => {
  t.same(typed('Heels offloaded, turning every 3 hours.'), ['turning (procedure)'])
  t.same(typed('Repositioning q2h overnight.'), ['Repositioning (procedure)'])
  t.same(typed('Sacral wound: turns q2h.'), ['Sacral wound (problem)', 'turns (procedure)'])
})

t.test('turning without a schedule is a movement', async (t) => {
  t.same(typed('Vertigo when turning over in bed.'), ['Vertigo (problem)'])
  t.same(typed('The rash turns purple at the edges.').includes('turns (procedure)'), false)
})

t.test('a hot body cooled', async (t) => {
  t.same(typed('Cold-water immersion until the core temperature fell.'), [
    'Cold-water immersion (procedure)',
    'temperature (test)',
  ])
  t.same(typed('Evaporative cooling with fans.'), ['Evaporative cooling (procedure)'])
})

t.test('a contraceptive device put in or taken out is the act', async (t) => {
  t.same(typed('IUD removal last spring.'), ['IUD removal (procedure)'])
  t.same(typed('Implant insertion in the left arm today.'), ['Implant insertion (procedure)'])
  t.same(typed('She has a copper IUD.'), ['copper IUD (medication)'], 'the device alone stays the drug')
})

t.test('laser alone is the treatment', async (t) => {
  t.same(typed('Diabetic retinopathy, laser in 2019.'), ['Diabetic retinopathy (problem)', 'laser (procedure)'])
  t.same(typed('Laser hair removal on the legs.'), ['Laser hair removal (procedure)'], 'one treatment, not two')
})

t.test('large-bore IVs are the lines placed', async (t) => {
  t.same(typed('Two large-bore IVs and a fluid bolus.'), ['large-bore IVs (procedure)', 'fluid bolus (medication)'])
})
