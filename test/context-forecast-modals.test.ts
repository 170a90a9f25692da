// A modal with a span of time ahead in its clause forecasts what the patient is to expect: the
// problem after it is hypothetical. A modal without such a span weighs a present finding.
import t from 'tap'
import type { ContextAttributes } from '../src/nlp/context.js'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: readonly Phrase[]): boolean[] =>
  contextOf(`${text}\n`, phrases).map((a: ContextAttributes) => a.hypothetical)

t.test('a modal with a span ahead forecasts the problem after it', async (t) => {
  t.same(hypothetical('You might notice mild cramping for a day or two.', [['cramping', 'problem']]), [true])
  t.same(hypothetical('The injection site can be tender for 3 days.', [['tender', 'problem']]), [true])
  t.same(hypothetical('You may pass a little blood in the urine tonight.', [['blood in the urine', 'problem']]), [true])
})

t.test('a modal without a span ahead, or a span in another clause, forecasts nothing', async (t) => {
  t.same(hypothetical('The cramping may be from the iron tablets.', [['cramping', 'problem']]), [false])
  t.same(hypothetical('The rash may be viral, and it has lasted for 4 days.', [['rash', 'problem']]), [false])
})

t.test('the modal of a forecast does not put the forecast problem in doubt', async (t) => {
  const unsure = (text: string, phrases: [string, string][]): boolean[] =>
    contextOf(text, phrases).map((a) => a.uncertain)
  t.same(unsure('You may have a stiff jaw for a day or two.', [['stiff jaw', 'problem']]), [false])
  // without a span ahead the modal still weighs a finding
  t.same(unsure('The stiff jaw may be from clenching.', [['clenching', 'problem']]), [true])
})
