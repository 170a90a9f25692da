// A condition named right before a noun of watching or readiness ("delirium watch", "altitude
// sickness standby") is looked out for; after a colon the word is the plan's verb.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: string[]): boolean[] =>
  contextOf(
    text,
    phrases.map((p): [string, string] => [p, 'problem']),
  ).map((a) => a.hypothetical)

t.test('a watch or a standby supply is kept for a condition ahead', async (t) => {
  const text = 'Plan:\n- Delirium watch overnight, melatonin.\nAltitude sickness standby: acetazolamide 125 mg.\n'
  t.same(hypothetical(text, ['Delirium', 'Altitude sickness']), [true, true])
})

t.test('"watch" after a colon is the verb of the plan', async (t) => {
  const text = 'Plan:\n3. Small pleural effusion: watch on the next film.\n'
  t.same(hypothetical(text, ['pleural effusion']), [false])
})
