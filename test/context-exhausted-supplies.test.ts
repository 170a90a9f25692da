// A medication list's bracket after a drug that says it is not being taken negates the drug, over
// its own dose and schedule only. The sentences are invented.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const drug = (name: string): [string, string] => [name, 'medication']

t.test('a bracket of not taking after the dose negates the drug', async (t) => {
  const attrs = contextOf('Amlodipine 10 mg daily (not taking since June)', [drug('Amlodipine')])
  t.same(
    attrs.map((a) => a.negated),
    [true],
  )
})

t.test('the bracket stays in its own item', async (t) => {
  const attrs = contextOf('Losartan 50 mg daily; sertraline 25 mg (not taking, cost)', [
    drug('Losartan'),
    drug('sertraline'),
  ])
  t.same(
    attrs.map((a) => a.negated),
    [false, true],
  )
})
