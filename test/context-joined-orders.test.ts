// A plan's step after "and", "or", "then" or "with", followed by its own condition, is ahead; the
// steps before the joiner keep their reading.
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: readonly Phrase[]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.hypothetical)

t.test('the step after a joiner with a condition right after it is conditional', async (t) => {
  t.same(
    hypothetical('Labetalol drip to a systolic below 160, then hydralazine if the pressure stays up.', [
      ['Labetalol', 'medication'],
      ['hydralazine', 'medication'],
    ]),
    [false, true],
  )
  t.same(
    hypothetical('Chest physiotherapy and heated humidified oxygen if saturations fall.', [
      ['Chest physiotherapy', 'procedure'],
      ['oxygen', 'medication'],
    ]),
    [false, true],
  )
  t.same(
    hypothetical('Angiography of the left leg, with stenting if there is a stenosis.', [
      ['Angiography', 'procedure'],
      ['stenting', 'procedure'],
    ]),
    [false, true],
  )
})

t.test('where the rule stops: a longer phrase before the order, or a finding', async (t) => {
  t.same(
    hypothetical('Aspirin and a long course of prednisone if the rash spreads.', [
      ['Aspirin', 'medication'],
      ['prednisone', 'medication'],
    ]),
    [false, false],
  )
  t.same(
    hypothetical('Amoxicillin started and rash if it spreads.', [
      ['Amoxicillin', 'medication'],
      ['rash', 'problem'],
    ]),
    [false, false],
  )
})
