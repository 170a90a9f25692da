// What a visit ahead is for: a test or procedure after "for" / "with" in a clause that names a
// coming visit, referral or return is booked for that visit, so hypothetical.
import t from 'tap'
import type { ContextAttributes } from '../src/nlp/context.js'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const hypothetical = (attrs: ContextAttributes[]): boolean[] => attrs.map((a) => a.hypothetical)
const ofPlan = (body: string, phrases: readonly Phrase[]): boolean[] =>
  hypothetical(contextOf(`Assessment and Plan:\n${body}\n`, phrases))

t.test('a test or procedure after "for" or "with" in a visit clause is what the visit is for', async (t) => {
  t.same(ofPlan('- f/u 3 wks w/ repeat spirometry', [['spirometry', 'test']]), [true])
  t.same(ofPlan('- hand clinic visit on monday with a wound check', [['wound check', 'procedure']]), [true])
  t.same(
    ofPlan('- podiatry appointment next month for a nail debridement and foot x-ray', [
      ['nail debridement', 'procedure'],
      ['foot x-ray', 'test'],
    ]),
    [true, true],
  )
})

t.test('a visit held, or a test with its result, is not ahead', async (t) => {
  t.same(ofPlan('- seen in clinic with an ECG', [['ECG', 'test']]), [false])
  t.same(ofPlan('- clinic visit with a urinalysis negative for blood', [['urinalysis', 'test']]), [false])
  t.same(ofPlan('- bronchitis, managed in clinic with nebulizer treatments', [['nebulizer treatments', 'procedure']]), [
    false,
  ])
  // a problem after "for" is the visit's reason, not a booking
  t.same(ofPlan('- f/u 2 wks for cellulitis', [['cellulitis', 'problem']]), [false])
})

t.test('what an evaluation ordered in the imperative is done with is ahead', async (t) => {
  t.same(hypothetical(contextOf('Evaluate for iron overload with a liver MRI.', [['liver MRI', 'test']])), [true])
  // a result, or an evaluation reported as done, is no order
  t.same(hypothetical(contextOf('Evaluate for iron overload with a liver MRI: normal.', [['liver MRI', 'test']])), [
    false,
  ])
  t.same(hypothetical(contextOf('Evaluated for iron overload with a liver MRI.', [['liver MRI', 'test']])), [false])
})

t.test('a label that names the visit lends it to the clause after its colon', async (t) => {
  t.same(ofPlan('Follow up: 3 weeks for a hearing test and results.', [['hearing test', 'test']]), [true])
  t.same(ofPlan('Return: 6 weeks for repeat spirometry.', [['spirometry', 'test']]), [true])
  // a label of no visit lends nothing
  t.same(ofPlan('Labs: sent for a lipid panel.', [['lipid panel', 'test']]), [false])
})
