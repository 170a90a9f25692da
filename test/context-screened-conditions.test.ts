// The condition a screening or genetic test looks for is hypothetical while the test is ahead;
// a test already done or resulted leaves its condition as it reads.
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: readonly Phrase[]): boolean[] =>
  contextOf(`${text}\n`, phrases, { sections: false }).map((a) => a.hypothetical)

t.test('the conditions after a screening test ahead are hypothetical', async (t) => {
  t.same(
    hypothetical('Newborn screening for sickle cell disease is recommended for the baby.', [
      ['Newborn screening', 'test'],
      ['sickle cell disease', 'problem'],
    ]),
    [true, true],
  )
  t.same(
    hypothetical('Will arrange genetic testing for Lynch syndrome and FAP.', [
      ['genetic testing', 'test'],
      ['Lynch syndrome', 'problem'],
      ['FAP', 'problem'],
    ]),
    [true, true, true],
  )
})

t.test('a screening test done, or a test not named for screening, leaves its condition', async (t) => {
  t.same(
    hypothetical('Genetic testing for Lynch syndrome was negative in 2022.', [
      ['Genetic testing', 'test'],
      ['Lynch syndrome', 'problem'],
    ]),
    [false, false],
  )
  t.same(
    hypothetical('Positive exercise test for ischemia.', [
      ['exercise test', 'test'],
      ['ischemia', 'problem'],
    ]),
    [false, false],
  )
  // the condition must be in the list "for" opens, not elsewhere in the sentence
  t.same(
    hypothetical('Known sickle cell disease; newborn screening for hearing loss is due.', [
      ['sickle cell disease', 'problem'],
      ['newborn screening', 'test'],
      ['hearing loss', 'problem'],
    ]),
    [false, true, true],
  )
})
