// A drug named as the cause of a finding is being given: a hedge on the cause leaves it certain,
// while a problem named as the cause stays uncertain.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const uncertain = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases).map((a) => a.uncertain)

t.test('a hedged drug cause is not uncertain', async (t) => {
  t.same(uncertain('Nausea from metformin likely; take it with food.', [['metformin', 'medication']]), [false])
  t.same(
    uncertain('Falls, probably from orthostasis and the doxazosin.', [
      ['orthostasis', 'problem'],
      ['doxazosin', 'medication'],
    ]),
    [true, false],
  )
  t.same(
    uncertain('Gynecomastia from spironolactone vs a testicular tumor.', [
      ['spironolactone', 'medication'],
      ['testicular tumor', 'problem'],
    ]),
    [false, true],
  )
  t.same(
    uncertain('Confusion, possibly from a UTI, dehydration or oxybutynin.', [
      ['UTI', 'problem'],
      ['dehydration', 'problem'],
      ['oxybutynin', 'medication'],
    ]),
    [true, true, false],
  )
})

t.test('a drug outside the cause link keeps the hedge', async (t) => {
  // the comma before the hedge ends the link: the drug is named on its own
  t.same(uncertain('Rash from the new soap, possibly lanolin.', [['lanolin', 'medication']]), [true])
  t.same(uncertain('Possible metformin intolerance.', [['metformin', 'medication']]), [true])
})
