// An order held in reserve or left to be decided before a post-posed condition is conditional, and
// so is an order with a bracketed alias (src/nlp/context-reserved-orders.ts, context-order-details.ts).
import t from 'tap'
import { reservePhraseEnd } from '../src/nlp/context-reserved-orders.js'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: Phrase[]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.hypothetical)

t.test('an order kept in reserve waits on its condition', async (t) => {
  t.same(hypothetical('Naloxone available if breathing slows.', [['Naloxone', 'medication']]), [true])
  t.same(hypothetical('3. Appendectomy to consider if the pain returns.', [['Appendectomy', 'procedure']]), [true])
  t.same(hypothetical('Holter monitor to be ordered if the palpitations go on.', [['Holter monitor', 'test']]), [true])
})

t.test('an order with a bracketed alias or dose waits on its condition', async (t) => {
  t.same(
    hypothetical('- Motrin (ibuprofen) 100 mg if he is sore after the shots.', [
      ['Motrin', 'medication'],
      ['ibuprofen', 'medication'],
    ]),
    [true, true],
  )
})

t.test('where the reserve stops', async (t) => {
  // a verb of its own between the order and the condition makes the condition another clause's
  t.same(hypothetical('Naloxone was given and worked well if slowly.', [['Naloxone', 'medication']]), [false])
  // a bracket that holds a clause of its own (a comma inside) does not carry the condition back
  t.same(hypothetical('Ibuprofen (for pain, as before) if sore.', [['Ibuprofen', 'medication']]), [false])
  // a plain order with no condition stays real
  t.same(hypothetical('Naloxone available at the bedside.', [['Naloxone', 'medication']]), [false])
})

t.test('reserve phrases are matched whole and within the span', async (t) => {
  const keys = ['to', 'be', 'considered', 'if']
  t.equal(reservePhraseEnd(keys, 0, 4), 3)
  t.equal(reservePhraseEnd(keys, 0, 2), -1)
  t.equal(reservePhraseEnd(['to', 'the', 'ed'], 0, 3), -1)
})
