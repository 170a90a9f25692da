// A problem that an instructed drug is to be taken for is what to do if it comes: hypothetical.
// A drug taken or going on, not instructed, leaves its condition as it is.
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: readonly Phrase[]): boolean[] =>
  contextOf(text, phrases).map((a) => a.hypothetical)

t.test('the symptom an instructed drug is for is hypothetical', async (t) => {
  t.same(
    hypothetical('2) Apply hydrocortisone 1% only for itching.', [
      ['hydrocortisone', 'medication'],
      ['itching', 'problem'],
    ])[1],
    true,
  )
  t.same(hypothetical('She was told to take it for palpitations.', [['palpitations', 'problem']]), [true])
  t.same(
    hypothetical('- Use naproxen or acetaminophen for cramps, not both.', [
      ['naproxen', 'medication'],
      ['acetaminophen', 'medication'],
      ['cramps', 'problem'],
    ])[2],
    true,
  )
})

t.test('a drug taken or going on is not an instruction for what may come', async (t) => {
  const taken = (text: string, drug: string, problem: string): boolean | undefined =>
    hypothetical(text, [
      [drug, 'medication'],
      [problem, 'problem'],
    ])[1]
  t.equal(taken('She takes sumatriptan for migraines.', 'sumatriptan', 'migraines'), false)
  t.equal(taken('Continue to take amlodipine for hypertension.', 'amlodipine', 'hypertension'), false)
})
