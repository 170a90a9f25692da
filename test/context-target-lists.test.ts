// A cue that keeps to its clause reaches every item of a list of targets after it: the commas
// between options separate items, not clauses.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const hypothetical = (text: string, targets: [string, string][]): boolean[] =>
  contextOf(text, targets).map((a) => a.hypothetical)

t.test('each option of a discussed list is hypothetical', async (t) => {
  const text = 'Plan:\nDiscussed watchful waiting, cryoablation and partial nephrectomy.\n'
  t.same(
    hypothetical(text, [
      ['watchful waiting', 'procedure'],
      ['cryoablation', 'procedure'],
      ['partial nephrectomy', 'procedure'],
    ]),
    [true, true, true],
  )
})

t.test('a comma before words that are not list items still ends the clause', async (t) => {
  const text = 'Plan:\nDiscussed cryoablation, the nephrectomy scar is healing well.\n'
  t.same(hypothetical(text, [['nephrectomy', 'procedure']]), [false])
})
