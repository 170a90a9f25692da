// What a stay before this encounter was for is history; a stay named without "after" is this one.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const historical = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.historical)

t.test('the reason of a stay this visit follows', async (t) => {
  t.same(historical('Seen today after a hospital stay for pyelonephritis.', [['pyelonephritis', 'problem']]), [true])
  t.same(historical('Follow-up after an ER visit on 10/02 for a migraine.', [['migraine', 'problem']]), [true])
  t.same(historical('Home visit following admission with cellulitis of the leg.', [['cellulitis', 'problem']]), [true])
})

t.test('a stay named without "after", or since this admission, is this encounter', async (t) => {
  t.same(historical('Admitted for pyelonephritis; on ceftriaxone.', [['pyelonephritis', 'problem']]), [false])
  t.same(historical('NPO since admission for pancreatitis.', [['pancreatitis', 'problem']]), [false])
  t.same(historical('Drowsy after surgery for a hernia.', [['hernia', 'problem']]), [false])
})
