// A drug named right before the noun "label" is named by its allergy label: an allergen, whether
// the label stands or was removed. A drug before another noun is not.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const allergens = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases).map((a) => a.allergy)

t.test('the drug an allergy label names is an allergen', async (t) => {
  t.same(
    allergens('Given cefuroxime without trouble despite the cephalosporin label.', [
      ['cefuroxime', 'medication'],
      ['cephalosporin', 'medication'],
    ]),
    [false, true],
  )
  t.same(allergens('Her codeine label dates from 1998.', [['codeine', 'medication']]), [true])
})

t.test('where it stops: a drug before another noun', async (t) => {
  t.same(
    allergens('She read the metformin bottle and the insulin pen instructions.', [
      ['metformin', 'medication'],
      ['insulin', 'medication'],
    ]),
    [false, false],
  )
})
