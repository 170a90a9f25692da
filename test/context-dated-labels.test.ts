// A label dated to an earlier year, then a colon: what follows the colon was found or happened then.
import t from 'tap'
import type { ContextAttributes } from '../src/nlp/context.js'
import { contextOf } from './helpers/context-targets.js'

const historical = (attrs: ContextAttributes[]): boolean[] => attrs.map((a) => a.historical)

t.test('the findings after a dated label share its history', async (t) => {
  t.same(
    historical(
      contextOf('Head CT 2017 after a bicycle crash: small frontal contusion.', [['frontal contusion', 'problem']]),
    ),
    [true],
  )
  t.same(
    historical(
      contextOf('- Valproate 2010-2012: tremor and weight gain, stopped.', [
        ['tremor', 'problem'],
        ['weight gain', 'problem'],
      ]),
    ),
    [true, true],
  )
})

t.test('an undated label, a month-dated one, or a finding denied is not read so', async (t) => {
  t.same(historical(contextOf('Head CT: small frontal contusion.', [['frontal contusion', 'problem']])), [false])
  t.same(historical(contextOf('Renal US 10/2026: mild hydronephrosis on the left.', [['hydronephrosis', 'problem']])), [
    false,
  ])
  t.same(historical(contextOf('Head CT 2017: no contusion.', [['contusion', 'problem']])), [false])
})
