// A negation does not reach past "between": the episodes a state is judged between are real.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const denied = (text: string, phrases: [string, string][]): boolean[] => contextOf(text, phrases).map((a) => a.negated)

t.test('the episodes after "between" are not denied', async (t) => {
  t.same(
    denied('She has no pain between migraine attacks.', [
      ['pain', 'problem'],
      ['migraine attacks', 'problem'],
    ]),
    [true, false],
  )
  t.same(denied('Call if he does not recover between convulsions.', [['convulsions', 'problem']]), [false])
})

t.test('without "between" the negation reaches as before', async (t) => {
  t.same(
    denied('She has no pain or migraine attacks.', [
      ['pain', 'problem'],
      ['migraine attacks', 'problem'],
    ]),
    [true, true],
  )
})
