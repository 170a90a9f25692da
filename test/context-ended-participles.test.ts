// A word of ending right before its time is said of the course before it: the time dates that course.
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const historical = (text: string, phrases: readonly Phrase[]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.historical)

t.test('a course "finished" with its time right after is history', async (t) => {
  t.same(historical('Chemoradiation to the pelvis finished in 2021.', [['Chemoradiation', 'procedure']]), [true])
  t.same(
    historical('Cardiac rehabilitation finished in March, walking daily now.', [
      ['Cardiac rehabilitation', 'procedure'],
    ]),
    [true],
  )
})

t.test('where the rule stops: a word of ending with its own object keeps the time', async (t) => {
  t.same(
    historical('Sinusitis, finished a course of amoxicillin in May.', [
      ['Sinusitis', 'problem'],
      ['amoxicillin', 'medication'],
    ]),
    [false, true],
  )
  // "in" leads no time here, so the word keeps its forward reading
  t.same(historical('Dialysis session finished in the unit without trouble.', [['Dialysis', 'procedure']]), [false])
})
