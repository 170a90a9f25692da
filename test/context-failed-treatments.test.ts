// A treatment the patient failed was tried before; a failed test is this visit's result.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const historical = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.historical)

t.test('the drugs and therapies after "failed" are past', async (t) => {
  t.same(
    historical('Chronic plantar fasciitis, failed night splints and shockwave therapy.', [
      ['night splints', 'procedure'],
      ['shockwave therapy', 'procedure'],
    ]),
    [true, true],
  )
  t.same(
    historical('Cluster headaches, failed verapamil; start galcanezumab.', [
      ['verapamil', 'medication'],
      ['galcanezumab', 'medication'],
    ]),
    [true, false],
  )
})

t.test('a failed test is a result, not history', async (t) => {
  t.same(historical('Failed the bedside hearing screen today.', [['hearing screen', 'test']]), [false])
})
