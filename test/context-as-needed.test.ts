// A drug kept for a symptom should it come: "only for" reads as "as needed for", so the symptom is
// hypothetical and the drug, an order of this encounter, is not.
import t from 'tap'
import type { ContextAttributes } from '../src/nlp/context.js'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: readonly Phrase[]): boolean[] =>
  contextOf(text, phrases).map((a: ContextAttributes) => a.hypothetical)

t.test('the symptom after "only for" is hypothetical, the drug is not', async (t) => {
  t.same(
    hypothetical('Naproxen scheduled, hydromorphone only for severe pain.', [
      ['Naproxen', 'medication'],
      ['hydromorphone', 'medication'],
      ['pain', 'problem'],
    ]),
    [false, false, true],
  )
  t.same(hypothetical('- lorazepam only for panic attacks', [['panic attacks', 'problem']]), [true])
})

t.test('the cue ends with its clause and passes a drug by', async (t) => {
  t.same(
    hypothetical('Morphine only for breakthrough pain; the nausea has settled.', [
      ['pain', 'problem'],
      ['nausea', 'problem'],
    ]),
    [true, false],
  )
  t.same(hypothetical('Urine drug screen positive only for methadone.', [['methadone', 'medication']]), [false])
})
