// A target queried by a question mark glued to it is uncertain ("fluid overload? - increase
// torsemide"); a question put to someone ("Any chest pain?") is left alone.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

t.test('a queried target is uncertain', async (t) => {
  t.same(
    contextOf('BP up, fluid overload? - increase torsemide.', [
      ['fluid overload', 'problem'],
      ['torsemide', 'medication'],
    ]).map((a) => a.uncertain),
    [true, false],
  )
  t.same(
    contextOf('still on metoprolol? pt unsure.', [['metoprolol', 'medication']]).map((a) => a.uncertain),
    [true],
  )
})

t.test('a question put to someone is not a doubt', async (t) => {
  t.same(
    contextOf('Any chest pain? Call us.', [['chest pain', 'problem']]).map((a) => a.uncertain),
    [false],
  )
})
