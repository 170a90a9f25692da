// A drug or procedure the patient missed or skipped is negated; a dose counted before the drug,
// a finding "missed", and a stretch of missed doses counted after "of" are not.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const negated = (text: string, phrases: readonly [string, string][]): boolean[] =>
  contextOf(text, phrases).map((a) => a.negated)

t.test('a missed or skipped treatment is negated', async (t) => {
  t.same(negated('Missed hemodialysis Tuesday; short of breath.', [['hemodialysis', 'procedure']]), [true])
  t.same(negated('He skipped his insulin before lunch.', [['insulin', 'medication']]), [true])
  t.same(negated('Wheezing, likely from missed inhaler doses.', [['inhaler', 'medication']]), [true])
})

t.test('a finding, a counted dose and a stretch of missed doses are left alone', async (t) => {
  t.same(negated('The scan missed a small polyp.', [['polyp', 'problem']]), [false])
  t.same(negated('She missed two doses of lamotrigine this week.', [['lamotrigine', 'medication']]), [false])
  t.same(negated('Her son found three days of missed metformin doses.', [['metformin', 'medication']]), [false])
})
