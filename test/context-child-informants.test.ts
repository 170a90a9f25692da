// A son or daughter telling of their mother or father tells of the patient.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const experiencers = (text: string, phrases: [string, string][]): string[] =>
  contextOf(text, phrases).map((a) => a.experiencer)

t.test('the parent a child tells of is the patient', async (t) => {
  t.same(experiencers('Son says his father has been wandering at night.', [['wandering', 'problem']]), ['patient'])
  t.same(experiencers('Daughter states that her mother has new confusion.', [['confusion', 'problem']]), ['patient'])
})

t.test('a parent named without a child telling of them is still family', async (t) => {
  t.same(experiencers('Her mother has had two strokes.', [['strokes', 'problem']]), ['family'])
})
