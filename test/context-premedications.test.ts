// Premedication is given against a reaction, never its cause; what it is for is the allergen.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const allergens = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases).map((a) => a.allergy)

t.test('a premedication is no allergen', async (t) => {
  t.same(
    allergens('Allergies: gadolinium - hives 2019, premedication required.', [
      ['gadolinium', 'medication'],
      ['premedication', 'medication'],
    ]),
    [true, false],
  )
  t.same(
    allergens('Allergies: iodinated contrast - rash, tolerated a CT with hydrocortisone premedication.', [
      ['iodinated contrast', 'medication'],
      ['hydrocortisone', 'medication'],
    ]),
    [true, false],
  )
})

t.test('what a premedication is for is the allergen', async (t) => {
  t.same(
    allergens('MRI done after premedication for the gadolinium allergy with prednisone.', [
      ['premedication', 'medication'],
      ['gadolinium', 'medication'],
      ['prednisone', 'medication'],
    ]),
    [false, true, false],
  )
  // a "with" after the "for" names the drug given, which stays no allergen
  t.same(
    allergens('Allergies: latex - hives, treated for the hives with cetirizine.', [
      ['latex', 'medication'],
      ['cetirizine', 'medication'],
    ]),
    [true, false],
  )
})
