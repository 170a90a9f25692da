// A problem named by the noun "reaction" or "allergy" itself binds its substance: "a severe
// reaction to halothane", "seasonal allergies to birch pollen". What such a problem is not "to"
// (a drug that treats it) stays no allergen.
import t from 'tap'
import { namesAnAllergy, namesAReaction } from '../src/nlp/context-reaction-nouns.js'
import { contextOf } from './helpers/context-targets.js'

t.test('the nouns are read from the end of the target', async (t) => {
  t.equal(namesAReaction('infusion reaction'), true)
  t.equal(namesAnAllergy('seasonal allergies'), true)
  t.equal(namesAnAllergy('food allergy'), true)
  t.equal(namesAnAllergy('allergic rhinitis'), false)
  t.equal(namesAnAllergy('allergy testing'), false)
})

t.test('an allergy named as a problem binds what it is to', async (t) => {
  const [, pollen] = contextOf('No drug allergies; seasonal allergies to oak pollen.', [
    ['seasonal allergies', 'problem'],
    ['oak pollen', 'medication'],
  ])
  t.equal(pollen!.allergy, true)
  const [, nuts] = contextOf('Food allergy to tree nuts since childhood.', [
    ['Food allergy', 'problem'],
    ['tree nuts', 'medication'],
  ])
  t.equal(nuts!.allergy, true)
})

t.test('where it stops: a drug after other words is no allergen', async (t) => {
  const [, drug] = contextOf('Seasonal allergies, controlled with cetirizine.', [
    ['Seasonal allergies', 'problem'],
    ['cetirizine', 'medication'],
  ])
  t.equal(drug!.allergy, false)
  const [, spray] = contextOf('Seasonal allergies respond to fluticasone.', [
    ['Seasonal allergies', 'problem'],
    ['fluticasone', 'medication'],
  ])
  t.equal(spray!.allergy, false)
})
