// The drug that opens a condition's main clause is the patient's, not one waiting on the condition
// (src/nlp/context-condition-mains.ts).
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: Phrase[]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.hypothetical)

t.test('a drug opening the main clause with a modal is real; the condition stays hypothetical', async (t) => {
  t.same(
    hypothetical('If he plans a pregnancy with his partner, the mycophenolate must be changed.', [
      ['pregnancy', 'problem'],
      ['mycophenolate', 'medication'],
    ]),
    [true, false],
  )
  t.same(hypothetical('If the rash spreads, lamotrigine should be stopped.', [['lamotrigine', 'medication']]), [false])
})

t.test('a drug still inside the condition, or given in the main clause, stays ahead', async (t) => {
  t.same(hypothetical('If she needs morphine, ondansetron can be added.', [['morphine', 'medication']]), [true])
  t.same(hypothetical('If pain persists, add gabapentin.', [['gabapentin', 'medication']]), [true])
})
