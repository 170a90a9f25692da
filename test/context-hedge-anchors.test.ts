// A hedge weighs its condition, not the time, site or patient the condition is placed at.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const unsure = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases).map((a) => a.uncertain)

t.test('the anchor after "during", "around" or "in a" is not in doubt', async (t) => {
  t.same(
    unsure('Possible tongue laceration during the convulsion.', [
      ['tongue laceration', 'problem'],
      ['convulsion', 'problem'],
    ]),
    [true, false],
  )
  t.same(
    unsure('Probable abscess around the surgical wound.', [
      ['abscess', 'problem'],
      ['surgical wound', 'problem'],
    ]),
    [true, false],
  )
  t.same(
    unsure('Rule out meningitis in an irritable infant.', [
      ['meningitis', 'problem'],
      ['irritable', 'problem'],
    ]),
    [true, false],
  )
})

t.test('without an anchor the hedge reaches its list', async (t) => {
  t.same(
    unsure('Possible tongue laceration or convulsion.', [
      ['tongue laceration', 'problem'],
      ['convulsion', 'problem'],
    ]),
    [true, true],
  )
})
