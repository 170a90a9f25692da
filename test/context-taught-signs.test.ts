// Signs taught are signs of what may come: "the signs of" anywhere, and "Signs of" opening its
// sentence; a finding's signs after a verb or a negation are left to the other rules.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const attrs = (text: string, phrases: string[]) =>
  contextOf(
    text,
    phrases.map((p): [string, string] => [p, 'problem']),
    { sections: false },
  )

t.test('"the signs of" names what may come', async (t) => {
  const out = attrs('Her son has learned the signs of a clot and of a bleed.', ['clot', 'bleed'])
  t.same(
    out.map((a) => a.hypothetical),
    [true, true],
  )
})

t.test('"Signs of" opening its sentence reaches the list it includes', async (t) => {
  const out = attrs('Signs of a low sodium include headache, muddled thinking and cramps.', [
    'low sodium',
    'headache',
    'muddled thinking',
    'cramps',
  ])
  t.same(
    out.map((a) => a.hypothetical),
    [true, true, true, true],
  )
})

t.test("a finding's signs after a verb or a negation are not taught", async (t) => {
  t.same(
    attrs('The exam shows signs of dehydration.', ['dehydration']).map((a) => a.hypothetical),
    [false],
  )
  t.same(
    attrs('No signs of cellulitis.', ['cellulitis']).map((a) => [a.negated, a.hypothetical]),
    [[true, false]],
  )
})

t.test('a condition heading "warning signs" is the one warned of', async (t) => {
  t.same(
    attrs('Stroke warning signs reviewed with his wife.', ['Stroke']).map((a) => a.hypothetical),
    [true],
  )
  t.same(
    attrs('Sepsis warning signs: fever, rigors.', ['Sepsis', 'fever', 'rigors']).map((a) => a.hypothetical),
    [true, true, true],
  )
})

t.test('a condition apart from "warning signs" is not reached', async (t) => {
  t.same(
    attrs('Migraine is controlled; stroke warning signs reviewed.', ['Migraine']).map((a) => a.hypothetical),
    [false],
  )
})
