// A verb of using after a comma opens a clause a negation before the comma does not reach.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const negated = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.negated)

t.test('what is used, limited or taken after the comma is not denied', async (t) => {
  t.same(
    negated('Denies alcohol, uses kratom most days.', [
      ['alcohol', 'medication'],
      ['kratom', 'medication'],
    ]),
    [true, false],
  )
  t.same(
    negated('Avoid ibuprofen, limit caffeine, and take the famotidine at night.', [
      ['caffeine', 'medication'],
      ['famotidine', 'medication'],
    ]),
    [false, false],
  )
})

t.test('"use of" is the noun and goes on with the denied list', async (t) => {
  t.same(negated('Denies tobacco, use of cocaine or heroin.', [['cocaine', 'medication']]), [true])
})
