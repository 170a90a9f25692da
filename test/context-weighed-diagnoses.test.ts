// A problem "considered" is weighed, not found; "considered" with a complement judges it.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const uncertain = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases).map((a) => a.uncertain)

t.test('a diagnosis considered is uncertain', async (t) => {
  t.same(uncertain('Measles considered; serology sent.', [['Measles', 'problem']]), [true])
  t.same(uncertain('Sarcoidosis was considered given the hilar nodes.', [['Sarcoidosis', 'problem']]), [true])
  // only the problem right before: an earlier item of the sentence is found
  t.same(
    uncertain('He had migraines and later cluster headache was considered.', [
      ['migraines', 'problem'],
      ['cluster headache', 'problem'],
    ]),
    [false, true],
  )
})

t.test('"considered" with a complement judges the problem, which is found', async (t) => {
  t.same(uncertain('The thyroid nodule is considered benign.', [['thyroid nodule', 'problem']]), [false])
  t.same(uncertain('Her asthma is considered well controlled.', [['asthma', 'problem']]), [false])
})

t.test('a treatment considered is left to the rules of what is ahead', async (t) => {
  t.same(uncertain('Knee replacement considered if pain persists.', [['Knee replacement', 'procedure']]), [false])
})
