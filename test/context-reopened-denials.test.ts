// A denial taken back with "but cannot be excluded" leaves the condition in doubt.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

t.test('a denial reopened by "but cannot be excluded" is doubt', async (t) => {
  const [aortic] = contextOf('Aortic dissection is not suspected but cannot be excluded without a CT.', [
    ['Aortic dissection', 'problem'],
  ])
  t.equal(aortic!.negated, false)
  t.equal(aortic!.uncertain, true)
  const [clot] = contextOf("Thrombus not seen on this view but can't be fully ruled out.", [['Thrombus', 'problem']])
  t.equal(clot!.negated, false)
  t.equal(clot!.uncertain, true)
})

t.test('where the rule stops', async (t) => {
  // a "but" that goes on to something else leaves the denial standing
  const [pe] = contextOf('Pulmonary embolism is not suspected but the D-dimer is pending.', [
    ['Pulmonary embolism', 'problem'],
  ])
  t.equal(pe!.negated, true)
  t.equal(pe!.uncertain, false)
})
