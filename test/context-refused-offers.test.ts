// A refusal with no object of its own looks back to what was offered.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const negated = (sentence: string, targets: [string, string][]): boolean[] =>
  contextOf(sentence, targets, { sections: false }).map((a) => a!.negated)

t.test('the offer before a refusal is negated, also across "but"', async (t) => {
  t.same(negated('Shingles vaccine declined at this visit.', [['Shingles vaccine', 'medication']]), [true])
  t.same(negated('Sleep study suggested but refused for now.', [['Sleep study', 'test']]), [true])
  t.same(negated('Colon screening offered but deferred until spring.', [['Colon screening', 'procedure']]), [true])
})

t.test('a refusal with its own object, or one after a comma, does not reach back', async (t) => {
  t.same(
    negated('Takes metformin and declined the pneumonia vaccine.', [
      ['metformin', 'medication'],
      ['pneumonia vaccine', 'medication'],
    ]),
    [false, true],
  )
  t.same(negated('On lisinopril, refused today.', [['lisinopril', 'medication']]), [false])
})
