// An order keeps a post-posed condition across the form it takes (src/nlp/context-order-details.ts):
// "heparin drip if", "steroid taper once".
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: Phrase[]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.hypothetical)

t.test('a drug with its form before a post-posed condition is conditional', async (t) => {
  t.same(hypothetical('Heparin drip if the echo shows a clot.', [['Heparin', 'medication']]), [true])
  t.same(hypothetical('3. Dexamethasone course if the scan shows edema.', [['Dexamethasone', 'medication']]), [true])
  // a finding between makes the condition another clause's
  t.same(hypothetical('Heparin drip running well if slightly slow.', [['Heparin', 'medication']]), [false])
})
