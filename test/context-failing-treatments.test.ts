// A drug or procedure whose failing is what a condition waits for is given now, not hypothetical;
// what the condition holds back (the next treatment) still is.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const hypothetical = (text: string, targets: [string, string][]): boolean[] =>
  contextOf(text, targets).map((a) => a.hypothetical)

t.test('the treatment opening a condition of failing is current', async (t) => {
  const text = 'Plan:\nRituximab if azathioprine fails.\nA splint at night if the CPAP does not help.\n'
  t.same(
    hypothetical(text, [
      ['Rituximab', 'medication'],
      ['azathioprine', 'medication'],
      ['CPAP', 'procedure'],
    ]),
    [true, false, false],
  )
})

t.test('a treatment named after "no response to" or "cannot tolerate" is current', async (t) => {
  const text =
    'Plan:\nSwitch to insulin if no response to metformin in 6 weeks.\nIV iron if he cannot tolerate oral ferrous sulfate.\n'
  t.same(
    hypothetical(text, [
      ['insulin', 'medication'],
      ['metformin', 'medication'],
      ['ferrous sulfate', 'medication'],
    ]),
    [true, false, false],
  )
})

t.test('a treatment failing after another event of the condition stays in the scene to come', async (t) => {
  const text = 'Plan:\nIf the cough returns and the inhaler is not helping, call the clinic.\n'
  t.same(hypothetical(text, [['inhaler', 'medication']]), [true])
})

t.test('a finding that fails to settle stays hypothetical', async (t) => {
  const text = 'Plan:\nCT abdomen if the pain does not improve with rest.\n'
  t.same(hypothetical(text, [['pain', 'problem']]), [true])
})
