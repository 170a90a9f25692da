// What the patient gave up on their own is past: "stopped using" before it, "which she stopped"
// after it.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

t.test('a drug or device the patient stopped using is past', async (t) => {
  t.same(
    contextOf('He stopped using the nebulizer last winter.', [['nebulizer', 'medication']]).map((a) => a.historical),
    [true],
  )
  t.same(
    contextOf('She tried meloxicam 15 mg daily, which she stopped after a week because of nausea.', [
      ['meloxicam', 'medication'],
    ]).map((a) => a.historical),
    [true],
  )
})

// a drug stopped in this visit is negated, not past (a change of convention: it carried nothing before)
t.test('a drug stopped in this visit is not past but negated', async (t) => {
  t.same(
    contextOf('Lisinopril stopped for cough.', [['Lisinopril', 'medication']]).map((a) => [a.historical, a.negated]),
    [[false, true]],
  )
})
