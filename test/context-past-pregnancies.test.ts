// Earlier pregnancies date what they name: "Preeclampsia with both pregnancies" is past; "this
// pregnancy" is not an earlier one.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

t.test('a condition of earlier pregnancies is past', async (t) => {
  t.same(
    contextOf('Preeclampsia with both pregnancies.', [['Preeclampsia', 'problem']]).map((a) => a.historical),
    [true],
  )
  t.same(
    contextOf('Cholestasis in all prior pregnancies, none so far.', [['Cholestasis', 'problem']]).map(
      (a) => a.historical,
    ),
    [true],
  )
})

t.test('this pregnancy is not an earlier one', async (t) => {
  t.same(
    contextOf('Gestational hypertension in this pregnancy, on labetalol.', [
      ['Gestational hypertension', 'problem'],
    ]).map((a) => a.historical),
    [false],
  )
})
