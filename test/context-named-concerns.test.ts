// A condition named right before "is a concern" or "is (now) the leading consideration" is put
// forward as a possibility: uncertain. A concern under "if" is left to the condition's rules.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const uncertain = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.uncertain)

t.test('a condition named as a concern or consideration is uncertain', async (t) => {
  t.same(
    uncertain('He snores loudly, so obstructive sleep apnea is a concern.', [['obstructive sleep apnea', 'problem']]),
    [true],
  )
  t.same(
    uncertain('Joint pain and rash; lupus is now the leading consideration.', [
      ['Joint pain', 'problem'],
      ['lupus', 'problem'],
    ]),
    [false, true],
  )
})

t.test('a concern under a condition is not a doubt', async (t) => {
  t.same(
    uncertain('Anastomotic leak is a concern if the drain output becomes cloudy.', [['Anastomotic leak', 'problem']]),
    [false],
  )
})

t.test('a condition as the worry, or labelling the findings after its colon, is uncertain', async (t) => {
  t.same(
    uncertain('Testicular torsion is the worry with sudden pain and a high-riding testis.', [
      ['Testicular torsion', 'problem'],
      ['pain', 'problem'],
    ]),
    [true, false],
  )
  t.same(
    uncertain('Appendicitis concern: fever, right lower quadrant pain; ultrasound now.', [
      ['Appendicitis', 'problem'],
      ['fever', 'problem'],
      ['right lower quadrant pain', 'problem'],
    ]),
    [true, false, false],
  )
})

t.test('where it stops: a section label names no condition', async (t) => {
  t.same(uncertain('Chief concern: cough for a week.', [['cough', 'problem']]), [false])
})
