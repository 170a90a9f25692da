// A bare "off" right before a drug says the patient is not on it now: negated, as "not on" is.
// A wean or taper off is a course, and a drug off "since" a time, or off since its problem
// "resolved", was given up before.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const negated = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.negated)

t.test('a drug right after a bare "off" is negated', async (t) => {
  t.same(negated('Gout not at target, off allopurinol.', [['allopurinol', 'medication']]), [true])
  t.same(
    negated('Asthma quiet off montelukast.', [
      ['Asthma', 'problem'],
      ['montelukast', 'medication'],
    ]),
    [false, true],
  )
})

t.test('a wean or taper off, or a drug off since a time, is not negated', async (t) => {
  t.same(negated('She was weaned off oxygen on day 3.', [['oxygen', 'medication']]), [false])
  t.same(negated('Plan to taper off prednisone over two weeks.', [['prednisone', 'medication']]), [false])
  t.same(negated('Anxiety, off sertraline since 2023.', [['sertraline', 'medication']]), [false])
})

t.test('a drug off because its problem resolved is a course that ended, not negated', async (t) => {
  t.same(negated('Panic disorder 2018 (resolved, off paroxetine).', [['paroxetine', 'medication']]), [false])
  t.same(negated('Hypotension resolved off midodrine.', [['midodrine', 'medication']]), [false])
})
