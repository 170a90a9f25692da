// Immunity to a disease rules the disease out; a test named with it is not negated.
import t from 'tap'
import type { ContextAttributes } from '../src/nlp/context.js'
import { contextOf } from './helpers/context-targets.js'

const negated = (attrs: ContextAttributes[]): boolean[] => attrs.map((a) => a.negated)

t.test('"immune to" negates the disease after it', async (t) => {
  t.same(negated(contextOf('Immune to varicella after two doses of vaccine.', [['varicella', 'problem']])), [true])
  t.same(negated(contextOf('Titer shows immunity to measles.', [['measles', 'problem']])), [true])
})

t.test('a test after "immune to" and a disease further on are not negated', async (t) => {
  t.same(
    negated(
      contextOf('Immune to varicella; new shingles rash on the left flank.', [
        ['varicella', 'problem'],
        ['shingles', 'problem'],
      ]),
    ),
    [true, false],
  )
  t.same(negated(contextOf('Immune to varicella by IgG titer.', [['IgG titer', 'test']])), [false])
})
