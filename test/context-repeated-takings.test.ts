// A drug the patient "has taken" many times, or without trouble, was taken before; a perfect that
// runs into now is a drug taken now.
import t from 'tap'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const historical = (text: string, phrase: Phrase): boolean[] => contextOf(text, [phrase]).map((a) => a.historical)

t.test('a drug taken again and again, or without trouble', async (t) => {
  t.same(
    historical('Her father reacts to sulfa, but she has taken doxycycline several times.', [
      'doxycycline',
      'medication',
    ]),
    [true],
  )
  t.same(historical('He has used naproxen without problems.', ['naproxen', 'medication']), [true])
  t.same(historical('She has taken cefuroxime twice.', ['cefuroxime', 'medication']), [true])
})

t.test('where the rule stops: a taking that goes on, or no count', async (t) => {
  t.same(historical('She has taken levothyroxine ever since.', ['levothyroxine', 'medication']), [false])
  t.same(historical('He has taken metformin daily.', ['metformin', 'medication']), [false])
})
