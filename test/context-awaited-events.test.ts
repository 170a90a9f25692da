// A test or procedure an order lasts until is still ahead; a result awaited, or a past "until", is not.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const hypothetical = (text: string, phrase: [string, string]): boolean[] =>
  contextOf(text, [phrase]).map((a) => a.hypothetical)

t.test('the event an order lasts until is ahead', async (t) => {
  t.same(hypothetical('Plan:\n- No heavy lifting until the angiogram.', ['angiogram', 'procedure']), [true])
  t.same(hypothetical('Plan:\n2. Keep the drain until post-op swallow study.', ['swallow study', 'test']), [true])
})

t.test('a result awaited was sent already, and a history tells a past', async (t) => {
  t.same(hypothetical('Plan:\n- Continue cefazolin until the wound culture results.', ['wound culture', 'test']), [
    false,
  ])
  t.same(hypothetical('She stayed on enoxaparin until the hysterectomy.', ['hysterectomy', 'procedure']), [false])
})
