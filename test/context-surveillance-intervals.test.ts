// A test or procedure given an interval of months or years is a surveillance schedule, ahead; a
// drug on an interval, or a procedure on a short one, is care going on.
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const hypothetical = (text: string, phrase: Phrase): boolean[] => contextOf(text, [phrase]).map((a) => a.hypothetical)

t.test('a yearly interval after a test or procedure schedules it', async (t) => {
  t.same(hypothetical('Thyroid nodule, benign on FNA; thyroid ultrasound annually.', ['thyroid ultrasound', 'test']), [
    true,
  ])
  t.same(hypothetical('Lynch syndrome; colonoscopy every 2 years.', ['colonoscopy', 'procedure']), [true])
  t.same(hypothetical('Barrett esophagus; EGD yearly.', ['EGD', 'procedure']), [true])
})

t.test('where the rule stops: drugs on an interval, short intervals, problems', async (t) => {
  t.same(hypothetical('Osteoporosis; zoledronic acid yearly since 2022.', ['zoledronic acid', 'medication']), [false])
  t.same(hypothetical('Ascites; paracentesis every 10 days lately.', ['paracentesis', 'procedure']), [false])
  t.same(hypothetical('Gout flares yearly, each after a feast.', ['Gout flares', 'problem']), [false])
})
