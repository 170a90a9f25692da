// A drug, procedure or test called the "next" one is still to come; a span of time named with
// "next" ("for the next 3 days:") names no event, in its sentence or as a lead-in.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const hypothetical = (text: string, targets: [string, string][]): boolean[] =>
  contextOf(text, targets).map((a) => a.hypothetical)

t.test('the next dose or procedure is ahead', async (t) => {
  const text =
    'Plan:\n- keep natalizumab; next infusion in early March.\n- Flu vaccine 2 weeks before the next cyclophosphamide.\n'
  t.same(
    hypothetical(text, [
      ['natalizumab', 'medication'],
      ['infusion', 'procedure'],
      ['cyclophosphamide', 'medication'],
    ]),
    [false, true, true],
  )
})

t.test('a span ahead named with "next" reaches no item under it', async (t) => {
  const text = 'Over the next 2 days:\n1. heat pack to the neck\n2. gentle stretching\n'
  t.same(hypothetical(text, [['heat pack', 'procedure']]), [false])
})
