// A history cue inside a bracket dates its own item, not the items of the list before it.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const historical = (text: string, phrases: string[]): boolean[] =>
  contextOf(
    text,
    phrases.map((p): [string, string] => [p, 'problem']),
    { sections: false },
  ).map((a) => a.historical)

t.test("a bracket's history cue stops at the list's separator before the bracket", async (t) => {
  t.same(historical('Migraine on topiramate, eczema (resolved, no creams since).', ['Migraine', 'eczema']), [
    false,
    true,
  ])
})

t.test('a bracket right after the target still dates it', async (t) => {
  t.same(historical('Plantar fasciitis (resolved).', ['Plantar fasciitis']), [true])
})
