// A negation ends after its object at a word of reason or time: what follows is no thing denied.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

t.test('the reason or time after a denied object is not negated', async (t) => {
  const [drug, reason] = contextOf(
    'Avoid naproxen for the back pain.',
    [
      ['naproxen', 'medication'],
      ['back pain', 'problem'],
    ],
    { sections: false },
  )
  t.equal(drug!.negated, true)
  t.equal(reason!.negated, false)
  const [held, lab] = contextOf(
    'No sotalol while the potassium is low.',
    [
      ['sotalol', 'medication'],
      ['potassium', 'test'],
    ],
    { sections: false },
  )
  t.equal(held!.negated, true)
  t.equal(lab!.negated, false)
  const [, event] = contextOf(
    'No further echo needed before the hernia repair.',
    [
      ['echo', 'test'],
      ['hernia repair', 'procedure'],
    ],
    { sections: false },
  )
  t.equal(event!.negated, false)
})

t.test('before any object, or with the denied list going on after a comma, the word ends nothing', async (t) => {
  const [antibiotics] = contextOf('No need for antibiotics.', [['antibiotics', 'medication']], { sections: false })
  t.equal(antibiotics!.negated, true)
  const [, , last] = contextOf(
    'Negative for cough, dizziness before the meal, and nausea.',
    [
      ['cough', 'problem'],
      ['dizziness', 'problem'],
      ['nausea', 'problem'],
    ],
    { sections: false },
  )
  t.equal(last!.negated, true)
})
