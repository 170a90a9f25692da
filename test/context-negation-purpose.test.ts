// A negation before a study ends where the study's purpose begins: what it looks for is in doubt,
// not denied ("MRI without gadolinium to evaluate for a stress fracture").
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

t.test('what a study looks for is not what was denied before it', async (t) => {
  const [agent, finding] = contextOf('MRI foot without gadolinium to evaluate for a stress fracture.', [
    ['gadolinium', 'medication'],
    ['stress fracture', 'problem'],
  ])
  t.same([agent!.negated, finding!.negated, finding!.uncertain], [true, false, true])
})

t.test('"to assess for" doubts the condition a study looks for, not a procedure weighed', async (t) => {
  const [study, finding] = contextOf('Plan for a cardiac MRI to assess for sarcoidosis.', [
    ['cardiac MRI', 'test'],
    ['sarcoidosis', 'problem'],
  ])
  t.same([study!.uncertain, finding!.uncertain], [false, true])
  const [procedure] = contextOf('ENT to assess for tonsillectomy.', [['tonsillectomy', 'procedure']])
  t.same(procedure!.uncertain, false)
})
