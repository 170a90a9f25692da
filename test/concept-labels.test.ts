// Round seven: services, consults and the note's title are labels, not concepts (concept-labels.ts).
// Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const texts = (text: string): string[] => builtin.match(text).map((c) => text.slice(c.start_index, c.end_index))

t.test('a concept named as a service is no concept', async (t) => {
  t.same(texts('Seen in the Migraine Center last spring.'), [])
  t.same(texts('Referred to the gout clinic.'), [])
  t.same(texts('Stroke Medicine consultation requested.'), [])
  t.same(
    texts('Gout flare; migraine without aura.'),
    ['Gout flare', 'migraine without aura'].filter((x) => x !== ''),
  )
  t.same(texts('Doing well at the warfarin clinic.'), ['warfarin'], 'a drug before a clinic is the treatment')
})

t.test("the words of the note's title are no concepts", async (t) => {
  const note = 'BRONCHOSCOPY REPORT\nIndication: hemoptysis.\nBronchoscopy showed a clot.\n'
  t.same(texts(note), ['hemoptysis', 'Bronchoscopy', 'clot'])
  t.same(
    texts('Indication: hemoptysis.\nBronchoscopy done.\n'),
    ['hemoptysis', 'Bronchoscopy'],
    'a first line with a colon is content',
  )
  t.same(
    texts('pneumonia recheck - day 3\nCough improving.\n'),
    ['pneumonia', 'Cough'],
    'a title in lower case keeps its concepts',
  )
  t.same(
    texts('VESTIBULAR THERAPY - INITIAL EVALUATION\nGaze exercises taught; vestibular therapy weekly.\n'),
    ['Gaze exercises', 'vestibular therapy'],
    'a kind of care read by its head noun is no concept in the title either',
  )
})

t.test('a first line that is content is no title', async (t) => {
  t.same(texts('Chest pain x 2 days\nWorse with exertion.\n'), ['Chest pain'])
  t.same(texts('Gout Clinic Note\nGout flare in the left knee.\n'), ['Gout flare'])
})

t.test("a body measure on the patient's identity line is part of the heading", async (t) => {
  t.same(texts('Name: R. Osei     Age: 58   Height: 181 cm   Weight: 92 kg\nWeight stable since June.\n'), ['Weight'])
  t.same(texts('Patient: L. Moreno | BMI 29.1 | Date 03/04\nBMI 29.1 on arrival.\n'), ['BMI'])
})
