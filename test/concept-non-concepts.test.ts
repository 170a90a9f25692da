// Words the guidelines do not count alone (a wound as a place, an inhaler, a dose form,
// counseling, pregnancy) while longer terms holding them still match; AS and lower-case hd by their
// guards; a bout of a disease told as an exacerbation. Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const texts = (text: string): string[] => builtin.match(text).map((c) => text.slice(c.start_index, c.end_index))

t.test('alone, these words are no concepts', async (t) => {
  t.same(texts('Wound bed pink; uses her inhaler; counseling given; pregnancy at 20 weeks.'), [])
})

t.test('longer terms that hold them still match', async (t) => {
  t.same(texts('Sacral wound with wound breakdown; genetic counseling; pregnancy test negative.'), [
    'Sacral wound',
    'wound breakdown',
    'genetic counseling',
    'pregnancy test',
  ])
})

t.test('AS, hd and exacerbations', async (t) => {
  t.same(texts('Moderate AS on echo. TAKE AS NEEDED.'), ['AS', 'echo'])
  t.same(texts('hd tuesday, thursday, saturday; hd 2 of admission.'), ['hd'])
  t.same(texts('Asthma exacerbation last month.'), ['Asthma exacerbation'])
})

t.test('devices by kind, births as a time, crying and life stages; release forms after a drug', async (t) => {
  t.same(texts('PCI with a drug-eluting stent; s/p stent in 2019.'), ['PCI', 'stent'])
  t.same(texts('Hemorrhage after her first delivery; spontaneous vaginal delivery.'), [
    'Hemorrhage',
    'spontaneous vaginal delivery',
  ])
  t.same(texts('Baby crying; postmenopausal; crying spells.'), ['crying spells'])
  t.same(texts('Strain your urine; lumbar strain.'), ['lumbar strain'])
  t.same(
    texts('Metformin XR and Toprol XL.'),
    ['Metformin', 'Toprol XL'],
    'a generic leaves its suffix out of its span',
  )
})
