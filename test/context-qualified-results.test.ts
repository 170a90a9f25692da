// A test's negative result set apart from it by the test's own date, time or site is the test's:
// negated. A result said of another item, of what the test excluded, of a condition, or a blood
// group's sign is not. The sentences are invented.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const denied = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.negated)

t.test("a negative result after the test's own qualifiers negates the test", async (t) => {
  t.same(denied('Rapid strep test on 11/02 negative.', [['Rapid strep test', 'test']]), [true])
  t.same(denied('Last hepatitis C antibody two years ago, nonreactive.', [['hepatitis C antibody', 'test']]), [true])
  t.same(denied('Tinel sign at the left wrist negative; Phalen positive.', [['Tinel sign', 'test']]), [true])
})

t.test('where it stops', async (t) => {
  // another item between: the result is its own
  t.same(
    denied('Ferritin 12 on 11/02, D-dimer negative.', [
      ['Ferritin', 'test'],
      ['D-dimer', 'test'],
    ]),
    [false, true],
  )
  // what the test excluded, and a condition
  t.same(denied('Biopsy of the left lobe negative for malignancy.', [['Biopsy', 'test']]), [false])
  t.same(denied('If the repeat culture is negative, stop cefazolin.', [['repeat culture', 'test']]), [false])
  // a blood group's sign
  t.same(denied('Type and screen: O neg.', [['Type and screen', 'test']]), [false])
})
