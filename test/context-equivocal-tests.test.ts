// "equivocal" after a test is the test's result: the test was done, so it is not in doubt; after
// a finding it still puts the finding in doubt.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

t.test('an equivocal test is done, an equivocal finding is in doubt', async (t) => {
  t.same(
    contextOf('Neck stiff; Kernig sign equivocal.', [['Kernig sign', 'test']]).map((a) => a.uncertain),
    [false],
  )
  t.same(
    contextOf('Right lower lobe consolidation equivocal on the portable film.', [['consolidation', 'problem']]).map(
      (a) => a.uncertain,
    ),
    [true],
  )
})
