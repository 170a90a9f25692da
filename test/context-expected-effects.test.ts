// "Expect" as an imperative forecasts the problems after it; with a subject it does not.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: string[]): boolean[] =>
  contextOf(
    text,
    phrases.map((p): [string, string] => [p, 'problem']),
    { sections: false },
  ).map((a) => a.hypothetical)

t.test('an imperative "expect" opening an item or clause puts its problems ahead', async (t) => {
  t.same(hypothetical('2. Expect some itching as the cast dries.', ['itching']), [true])
  t.same(hypothetical('Pregabalin begun; expect sleepiness for the first week.', ['sleepiness']), [true])
})

t.test('"expect" with a subject leaves the problem as it is', async (t) => {
  t.same(hypothetical('We expect the numbness to fade by spring.', ['numbness']), [false])
})
