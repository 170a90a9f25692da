// A reaction the note says was not an allergy: the drug nearest before the denial is no allergen
// and its story is past; a drug farther back, or "rather than an allergy", is left alone.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

t.test('the drug of a reaction denied as an allergy is past, not an allergen', async (t) => {
  const [a] = contextOf('Atorvastatin gave her cramps, a side effect and not an allergy.', [
    ['Atorvastatin', 'medication'],
  ])
  t.same({ allergy: a!.allergy, historical: a!.historical }, { allergy: false, historical: true })
})

t.test('only the drug nearest before the denial', async (t) => {
  const [first, second] = contextOf(
    'Allergies: codeine - itching, likely morphine-like histamine release from oxycodone, not allergy.',
    [
      ['codeine', 'medication'],
      ['oxycodone', 'medication'],
    ],
  )
  t.equal(first!.allergy, true)
  t.equal(second!.allergy, false)
})
