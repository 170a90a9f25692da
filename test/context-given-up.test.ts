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

// "no longer taking", "now stopped", "off it since": a drug given up before this visit is past
t.test('a drug the patient no longer takes is past, before or after the words that say so', async (t) => {
  const past = (text: string, drug: string): boolean[] =>
    contextOf(text, [[drug, 'medication']], { sections: false }).map((a) => a.historical)
  t.same(past('No longer taking pravastatin since the myalgias began.', 'pravastatin'), [true])
  t.same(past('Sumatriptan 50 mg - no longer taking.', 'Sumatriptan'), [true])
  t.same(past('Prednisone from the walk-in clinic, now stopped.', 'Prednisone'), [true])
  t.same(past('Used to take ranitidine, off it since the summer.', 'ranitidine'), [true])
  // the drug taken now beside it is not touched
  t.same(past('Takes losartan daily; no longer taking hydrochlorothiazide.', 'losartan'), [false])
})
