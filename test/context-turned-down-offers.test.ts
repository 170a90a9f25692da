// An offer turned down in a clause of its own is not given: the offer word reaches back over what
// was offered. A refusal with an object of its own, or after a clause that offers nothing, does not.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const negated = (sentence: string, targets: [string, string][]): boolean[] =>
  contextOf(sentence, targets, { sections: false }).map((a) => a.negated)

t.test('a refusal after the offer clause negates what was offered', async (t) => {
  t.same(
    negated('Pneumococcal vaccine and shingles vaccine offered; she declined both.', [
      ['Pneumococcal vaccine', 'medication'],
      ['shingles vaccine', 'medication'],
    ]),
    [true, true],
  )
  t.same(negated('Physical therapy recommended, he refused.', [['Physical therapy', 'procedure']]), [true])
  t.same(negated('Varenicline discussed; not interested at this time.', [['Varenicline', 'medication']]), [true])
})

t.test('where it stops', async (t) => {
  // the refusal has an object of its own: the offer before stands
  t.same(
    negated('Flu vaccine offered; he declined the pneumococcal vaccine.', [
      ['Flu vaccine', 'medication'],
      ['pneumococcal vaccine', 'medication'],
    ]),
    [false, true],
  )
  // a problem before the offer is no offer
  t.same(
    negated('Knee pain, steroid injection offered; she declined.', [
      ['Knee pain', 'problem'],
      ['steroid injection', 'procedure'],
    ]),
    [false, true],
  )
  // nothing offered before the refusal
  t.same(negated('On lisinopril, refused today.', [['lisinopril', 'medication']]), [false])
})
