// A drug to be resumed is the patient's own: a time ahead after it times the order; a drug
// started ahead is still hypothetical.
import t from 'tap'
import type { ContextAttributes } from '../src/nlp/context.js'
import { contextOf } from './helpers/context-targets.js'

const hypothetical = (attrs: ContextAttributes[]): boolean[] => attrs.map((a) => a.hypothetical)

t.test('a resumed drug with a time ahead is not hypothetical', async (t) => {
  t.same(hypothetical(contextOf('Resume your usual apixaban tomorrow.', [['apixaban', 'medication']])), [false])
  t.same(hypothetical(contextOf('3) restart clopidogrel tomorrow at 75 mg.', [['clopidogrel', 'medication']])), [false])
})

t.test('a drug started ahead is still hypothetical', async (t) => {
  t.same(hypothetical(contextOf('She will start sertraline next week.', [['sertraline', 'medication']])), [true])
  t.same(hypothetical(contextOf('Start sertraline next week.', [['sertraline', 'medication']])), [true])
})
