// Said after the thing, of its own clause: "not recommended", "not options", "nonpalpable" negate
// what stands before them, as "not indicated" and "not palpable" do.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const negated = (text: string, phrases: [string, string][]): boolean[] => contextOf(text, phrases).map((a) => a.negated)

t.test('a treatment not recommended or not an option is negated', async (t) => {
  t.same(negated('Metoclopramide not recommended given her age.', [['Metoclopramide', 'medication']]), [true])
  t.same(
    negated('Surgery and radiation were not options after the staging scan.', [
      ['Surgery', 'procedure'],
      ['radiation', 'procedure'],
    ]),
    [true, true],
  )
})

t.test('a pulse nonpalpable is absent, a pulse before it in another item is not', async (t) => {
  t.same(
    negated('radial 2+ bilaterally, DP nonpalpable R.', [
      ['radial', 'test'],
      ['DP', 'test'],
    ]),
    [false, true],
  )
})
