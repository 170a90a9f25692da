// A calendar date after a verb of diagnosis dates the diagnosis: the condition goes on, whatever
// test or place stands between. A time of life, or a condition later said to have ended, is history.
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const historical = (text: string, phrases: readonly Phrase[]): boolean[] =>
  contextOf(text, phrases).map((a) => a.historical)

t.test('a dated diagnosis leaves the condition ongoing', async (t) => {
  t.same(historical('52 yo man with ulcerative colitis dx 2018, on mesalamine.', [['ulcerative colitis', 'problem']]), [
    false,
  ])
  t.same(
    historical('She has sarcoidosis diagnosed by EBUS biopsy in 03/2022, followed by pulmonology.', [
      ['sarcoidosis', 'problem'],
    ]),
    [false],
  )
  t.same(historical('Lymphoma diagnosed in June, now on R-CHOP.', [['Lymphoma', 'problem']]), [false])
})

t.test('a condition that ended, or one dated by a time of life, stays history', async (t) => {
  t.same(
    historical('Hodgkin lymphoma diagnosed in 2009, in remission since 2010.', [['Hodgkin lymphoma', 'problem']]),
    [true],
  )
  t.same(historical('Asthma in 2015, resolved.', [['Asthma', 'problem']]), [true])
})
