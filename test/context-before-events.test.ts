// "Before" dates what its clause reports (src/nlp/context-before-events.ts); in an order it puts
// the event ahead.
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: Phrase[]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.hypothetical)

t.test('a "before" after a result, a value or a past verb dates it', async (t) => {
  t.same(
    hypothetical('Urine hCG negative before the MRI.', [
      ['Urine hCG', 'test'],
      ['MRI', 'test'],
    ]),
    [false, false],
  )
  t.same(hypothetical('Lactate 3.4 before hemodialysis.', [['hemodialysis', 'procedure']]), [false])
  t.same(hypothetical('Cefepime was started before the blood cultures were sent.', [['blood cultures', 'test']]), [
    false,
  ])
})

t.test('in an order, "before" still puts the event ahead', async (t) => {
  t.same(hypothetical('Hold rivaroxaban 48 hours before the colonoscopy.', [['colonoscopy', 'procedure']]), [true])
  t.same(hypothetical('7) Pneumococcal vaccine before the splenectomy.', [['splenectomy', 'procedure']]), [true])
  t.same(hypothetical('Semaglutide 1 mg held for a week before the EGD.', [['EGD', 'procedure']]), [true])
  t.same(hypothetical('To be seen by anesthesia before the ablation.', [['ablation', 'procedure']]), [true])
})
