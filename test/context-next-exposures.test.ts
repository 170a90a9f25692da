// A drug to be given before the next exposure, or any future one in a premedication, is
// hypothetical; a drug before an event of this stay keeps its reading.
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: readonly Phrase[]): boolean[] =>
  contextOf(`${text}\n`, phrases, { sections: false }).map((a) => a.hypothetical)

t.test('a drug before the next or a future exposure is ahead', async (t) => {
  t.same(
    hypothetical('Rash with the last infusion; cetirizine and famotidine before the next infusion.', [
      ['cetirizine', 'medication'],
      ['famotidine', 'medication'],
    ]),
    [true, true],
  )
  t.same(
    hypothetical('Premedicate with methylprednisolone 40 mg before any iodinated contrast.', [
      ['methylprednisolone', 'medication'],
    ]),
    [true],
  )
})

t.test('a drug before an event of this stay is left as it reads', async (t) => {
  t.same(hypothetical('Premedicate with cetirizine before the infusion.', [['cetirizine', 'medication']]), [false])
  // "any" without a premedication is a standing order now
  t.same(hypothetical('Folate daily, and thiamine before any dextrose.', [['thiamine', 'medication']]), [false])
})
