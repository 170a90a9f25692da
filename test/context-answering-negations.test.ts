// A negation at the end of its clause reads back to its own item: past a comma it does not reach
// an earlier item when a finding of its own stands before it. The sentences are invented.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const problem = (name: string): [string, string] => [name, 'problem']

t.test('a clause-final negation keeps to the item that names its own finding', async (t) => {
  const attrs = contextOf('Abdomen: periumbilical tenderness, rebound absent.', [
    problem('periumbilical tenderness'),
    problem('rebound'),
  ])
  t.same(
    attrs.map((a) => a.negated),
    [false, true],
  )
})

t.test('with no finding of its own the item before is still the one denied', async (t) => {
  const attrs = contextOf('Physical therapy for the shoulder offered, declined.', [['Physical therapy', 'procedure']])
  t.same(
    attrs.map((a) => a.negated),
    [true],
  )
})
