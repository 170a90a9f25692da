// A drug or test set at a point of life or pregnancy ahead is hypothetical; one measured, reported
// or listed as done then is not.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.hypothetical)

t.test('an item opening its clause and set at an age or week ahead', async (t) => {
  t.same(hypothetical('Rh negative; anti-D immunoglobulin at 28 weeks.', [['anti-D immunoglobulin', 'medication']]), [
    true,
  ])
  t.same(
    hypothetical('Hep A and MMR at 12-15 months.', [
      ['Hep A', 'medication'],
      ['MMR', 'medication'],
    ]),
    [true, true],
  )
})

t.test('where the rule stops: a value, a list it belongs to, or a reaction told', async (t) => {
  t.same(hypothetical('Bilirubin 14.2 at 60 hours.', [['Bilirubin', 'test']]), [false])
  t.same(hypothetical('Immunizations current, including MMR at 12 months.', [['MMR', 'medication']]), [false])
  t.same(
    hypothetical('Cefdinir - rash and vomiting at 18 months.', [
      ['Cefdinir', 'medication'],
      ['rash', 'problem'],
      ['vomiting', 'problem'],
    ]),
    [false, false, false],
  )
})
