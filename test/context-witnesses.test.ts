// A person who saw or heard what the patient had is a witness, not the one who had it; a relative
// named with the condition itself is still its experiencer.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const experiencers = (text: string, phrases: [string, string][]): string[] =>
  contextOf(text, phrases).map((a) => a.experiencer)

t.test("what a witness saw or heard is the patient's", async (t) => {
  t.same(experiencers('Her roommate saw her collapse and shake.', [['collapse', 'problem']]), ['patient'])
  t.same(experiencers('Dad hears wheezing at night.', [['wheezing', 'problem']]), ['patient'])
  t.same(experiencers('His wife has heard him snoring loudly.', [['snoring', 'problem']]), ['patient'])
})

t.test('a relative with the condition is its experiencer', async (t) => {
  t.same(experiencers('Dad has wheezing at night.', [['wheezing', 'problem']]), ['family'])
})
