// What an allergy entry puts in brackets after a named item is its reaction, not a second allergen.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

t.test('an untyped word in brackets after an allergen is its reaction', async (t) => {
  const [drug, reaction] = contextOf('Allergies: povidone iodine (stinging).', [
    ['povidone iodine', 'medication'],
    'stinging',
  ])
  t.equal(drug!.allergy, true)
  t.equal(reaction!.allergy, false)
  t.equal(reaction!.historical, true)
})

t.test('a couple of words may open the bracket before the reaction', async (t) => {
  const [drug, reaction] = contextOf('Allergies: codeine (made her itch badly); dogs.', [
    ['codeine', 'medication'],
    'itch badly',
  ])
  t.equal(drug!.allergy, true)
  t.equal(reaction!.allergy, false)
})

t.test('where the rule stops', async (t) => {
  // a typed drug in the brackets is the generic of the allergen, left to the allergy rules
  const [brand, generic] = contextOf('Allergies: Bactrim (sulfamethoxazole).', [
    ['Bactrim', 'medication'],
    ['sulfamethoxazole', 'medication'],
  ])
  t.equal(brand!.allergy, true)
  t.equal(generic!.allergy, true)
  // an untyped item after a list separator starts the next entry
  const [, next] = contextOf('Allergies: penicillin (hives), feathers.', [['penicillin', 'medication'], 'feathers'])
  t.equal(next!.allergy, true)
})
