// A negative result an order still to be done waits for denies nothing; once the order is carried
// out, the result is in and the test is denied as usual.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const denied = (text: string, phrases: [string, string][]): boolean[] => contextOf(text, phrases).map((a) => a.negated)

t.test('the result an order ahead waits for is not denied', async (t) => {
  t.same(denied('Start infliximab after a negative hepatitis B panel.', [['hepatitis B panel', 'test']]), [false])
  t.same(denied('Tofacitinib to start after a negative QuantiFERON.', [['QuantiFERON', 'test']]), [false])
})

t.test('the result of an order carried out is denied', async (t) => {
  t.same(denied('Started infliximab after a negative hepatitis B panel.', [['hepatitis B panel', 'test']]), [true])
  t.same(denied('Discharged after a negative troponin.', [['troponin', 'test']]), [true])
})
