// "None since" closing a clause ends the use the clause tells: the drug or habit is history.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const historical = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.historical)

t.test('the drug or habit of the clause before "none since" is history', async (t) => {
  t.same(historical('Smoked cannabis in college, none since.', [['cannabis', 'medication']]), [true])
  t.same(
    historical('ADHD as a child, on methylphenidate until 16, none since.', [
      ['ADHD', 'problem'],
      ['methylphenidate', 'medication'],
    ]),
    [false, true],
  )
})

t.test('where the rule stops: episodes of a symptom counted today', async (t) => {
  t.same(historical('One episode of vomiting at 0400, none since.', [['vomiting', 'problem']]), [false])
})
