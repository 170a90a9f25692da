// A plan item put at a time of the stay is planned; "this admission" in any other shape still says current.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const hypothetical = (text: string, phrase: [string, string]): boolean[] =>
  contextOf(text, [phrase]).map((a) => a.hypothetical)

t.test('a plan item timed within the stay is still to be done', async (t) => {
  t.same(hypothetical('Plan:\n2. Appendectomy during this admission.', ['Appendectomy', 'procedure']), [true])
  t.same(
    hypothetical('Plan:\n3. Liver biopsy later this hospitalization, once the INR is corrected.', [
      'Liver biopsy',
      'procedure',
    ]),
    [true],
  )
})

t.test('the stay named without a time preposition keeps the item current', async (t) => {
  t.same(hypothetical('Plan:\n2. MRI brain this admission.', ['MRI brain', 'test']), [false])
  t.same(hypothetical('Plan:\n2. Appendectomy done during this admission.', ['Appendectomy', 'procedure']), [false])
})
