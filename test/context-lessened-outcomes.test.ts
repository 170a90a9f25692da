// A purpose of lessening ("to reduce", "to slow", "to limit" …) names an outcome kept down: the
// problem is ahead, the drug given for it is not.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.hypothetical)

t.test('the problem a purpose of lessening acts on is ahead', async (t) => {
  t.same(
    hypothetical('Aspirin to reduce recurrence.', [
      ['Aspirin', 'medication'],
      ['recurrence', 'problem'],
    ]),
    [false, true],
  )
  t.same(
    hypothetical('Losartan added to slow CKD progression.', [
      ['Losartan', 'medication'],
      ['CKD progression', 'problem'],
    ]),
    [false, true],
  )
})

t.test('where the rule stops: a measure, not a problem, and another clause', async (t) => {
  t.same(hypothetical('Amlodipine to lower blood pressure.', [['blood pressure', 'test']]), [false])
  t.same(hypothetical('Metoprolol to slow the rate; the palpitations are better.', [['palpitations', 'problem']]), [
    false,
  ])
})
