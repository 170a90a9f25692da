// An order timed by the next point of a series is ahead (src/nlp/context-next-times.ts).
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: Phrase[]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.hypothetical)

t.test('an order with the next point of a series is ahead', async (t) => {
  t.same(hypothetical('Antiemetic change; ondansetron with the next cycle.', [['ondansetron', 'medication']]), [true])
  t.same(hypothetical('Pneumococcal vaccine at the next visit.', [['Pneumococcal vaccine', 'medication']]), [true])
  t.same(hypothetical('Abnormal Pap; colposcopy next.', [['colposcopy', 'procedure']]), [true])
})

t.test('where the rule stops', async (t) => {
  // a finding is not an order
  t.same(hypothetical('Nausea with the next cycle was mild.', [['Nausea', 'problem']]), [false])
  // a bare "next" before a noun of its own is a span of time, left to the other rules
  t.same(hypothetical('Ondansetron given, next dose due at noon.', [['Ondansetron', 'medication']]), [false])
  // an order given now, with a verb before the next point, is real
  t.same(hypothetical('Ondansetron was given with the next cycle.', [['Ondansetron', 'medication']]), [false])
})
