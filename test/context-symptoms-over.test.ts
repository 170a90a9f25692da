// A symptom said to be over ("now gone", "settled by day 3") is history; the words reach their own clause's item only.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const historical = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.historical)

t.test('a symptom told as over is behind the patient', async (t) => {
  t.same(historical('She had a headache that lasted two days and is now gone.', [['headache', 'problem']]), [true])
  t.same(historical('Vomiting now gone.', [['Vomiting', 'problem']]), [true])
  t.same(historical('His agitation settled by day 2 with reorientation.', [['agitation', 'problem']]), [true])
  t.same(historical('Fever cleared by day 5 of antibiotics.', [['Fever', 'problem']]), [true])
})

t.test('the words stop at a comma, and a clock time is no day of a course', async (t) => {
  t.same(
    historical('She has had a rash, and a headache that lasted two days and is now gone.', [
      ['rash', 'problem'],
      ['headache', 'problem'],
    ]),
    [false, true],
  )
  t.same(historical('Stridor cleared by 14:00 after racemic epinephrine.', [['Stridor', 'problem']]), [false])
})
