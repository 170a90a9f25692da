// "Never with" / "not with" denies the drug taken together with the one before.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const negated = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.negated)

t.test('the drug after "never with" or "not with" is negated, the one before is not', async (t) => {
  t.same(
    negated('Tadalafil 5 mg daily, never with isosorbide.', [
      ['Tadalafil', 'medication'],
      ['isosorbide', 'medication'],
    ]),
    [false, true],
  )
  t.same(negated('Tramadol for pain; not with the sertraline.', [['sertraline', 'medication']]), [true])
})

t.test('"with" after a denied finding still ends the negation', async (t) => {
  t.same(
    negated('No pain with chewing.', [
      ['pain', 'problem'],
      ['chewing', 'problem'],
    ]),
    [true, false],
  )
})
