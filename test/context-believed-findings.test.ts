// What a person believes, told after the verb of the believed clause, is in doubt.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const uncertain = (sentence: string, targets: [string, string][]): boolean[] =>
  contextOf(sentence, targets, { sections: false }).map((a) => a!.uncertain)

t.test("a person's view after the complement's verb is uncertain, its subject is not", async (t) => {
  t.same(
    uncertain('She thinks her itching is from the new soap.', [
      ['itching', 'problem'],
      ['soap', 'medication'],
    ]),
    [false, true],
  )
  t.same(uncertain('Tired on waking, which he believes is sleep apnea.', [['sleep apnea', 'problem']]), [true])
  t.same(uncertain('Her husband thinks there has been some hearing loss.', [['hearing loss', 'problem']]), [true])
})

t.test('a watched change, or a belief with no verb after it, is left alone', async (t) => {
  t.same(uncertain('Her brother thinks she is more short of breath.', [['short of breath', 'problem']]), [false])
  t.same(uncertain('He thinks so; the wheeze started in May.', [['wheeze', 'problem']]), [false])
})

t.test('a belief told in the past is a view as well', async (t) => {
  t.same(uncertain('His daughter thought it was a seizure.', [['seizure', 'problem']]), [true])
  t.same(uncertain('Her father believed she had asthma.', [['asthma', 'problem']]), [true])
  // a passive "thought to be" is left to the hedge lists, and a watched change stays a finding
  t.same(uncertain('His mother thought he was more confused.', [['confused', 'problem']]), [false])
})
