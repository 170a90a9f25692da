// A target with its own positive result word right after it is found, not denied by the negative
// word of the other item of its pair.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const denied = (text: string, phrases: [string, string][]): boolean[] => contextOf(text, phrases).map((a) => a.negated)

t.test("a target with its own positive result is not denied by its partner's negative one", async (t) => {
  t.same(denied('The mother was GBS positive and the baby negative.', [['GBS', 'test']]), [false])
  t.same(
    denied('Babinski absent and Romberg positive.', [
      ['Babinski', 'test'],
      ['Romberg', 'test'],
    ]),
    [true, false],
  )
})

t.test('a target without a result word of its own is still denied', async (t) => {
  t.same(
    denied('Influenza and RSV negative.', [
      ['Influenza', 'test'],
      ['RSV', 'test'],
    ]),
    [true, true],
  )
})
