// A lead-in line left open on "if" or "when" ("Call the clinic if") is completed by each item of
// the marked list under it, as a lead-in ending in a colon is, and only as far as the list goes.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: string[]): boolean[] =>
  contextOf(
    text,
    phrases.map((p): [string, string] => [p, 'problem']),
  ).map((a) => a.hypothetical)

t.test('the items under a lead-in ending in "if" are conditions', async (t) => {
  const text = 'Home care\nPhone the ward if\n- a rash spreads up your legs\n- your cough brings up blood\n\nSigned.'
  t.same(hypothetical(text, ['rash', 'cough']), [true, true])
})

t.test('"when" opens the list the same way', async (t) => {
  const text = 'Home care\nCome back when\n- the swelling reaches your knee\n'
  t.same(hypothetical(text, ['swelling']), [true])
})

t.test('a line after the list is outside it', async (t) => {
  const text = 'Home care\nPhone the ward if\n- a rash spreads\nHe has a mild cough today.\n'
  t.same(hypothetical(text, ['rash', 'cough']), [true, false])
})

t.test('a negation-only stop word in a lead-in does not end its watching', async (t) => {
  // "at" ends a negation ("no fracture at the wrist"), not what is watched for
  const text = 'Advice\nwhat to look out for at school:\n1. a limp that gets worse\n2. swelling of the ankle\n'
  t.same(hypothetical(text, ['limp', 'swelling']), [true, true])
})
