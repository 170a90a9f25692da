// A substance that sets off the airways (wheezing, an asthma flare, breathing made worse) is an
// allergen, whatever was done about it afterwards; a cause word acting on anything else is left to
// the other allergy rules.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const allergens = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases).map((a) => a.allergy)

t.test('a substance that triggers the airways is an allergen', async (t) => {
  t.same(
    allergens('Grass pollen triggers his asthma every spring.', [
      ['Grass pollen', 'medication'],
      ['asthma', 'problem'],
    ]),
    [true, false],
  )
  t.same(
    allergens('Horse dander and mold cause his asthma attacks.', [
      ['Horse dander', 'medication'],
      ['mold', 'medication'],
      ['asthma attacks', 'problem'],
    ]),
    [true, true, false],
  )
  // the nose is the upper airway: allergic rhinitis is the same hypersensitivity as the asthma
  t.same(
    allergens('Ragweed and house dust trigger his rhinitis and asthma.', [
      ['Ragweed', 'medication'],
      ['house dust', 'medication'],
      ['rhinitis', 'problem'],
      ['asthma', 'problem'],
    ]),
    [true, true, false, false],
  )
  t.same(allergens('Naproxen makes her breathing worse.', [['Naproxen', 'medication']]), [true])
  t.same(
    allergens('Ibuprofen causes wheezing, so all NSAIDs are avoided.', [
      ['Ibuprofen', 'medication'],
      ['wheezing', 'problem'],
    ]),
    [true, false],
  )
})

t.test('a cause word acting on something other than the airways names no allergen here', async (t) => {
  // the rebound of a decongestant spray is no hypersensitivity
  t.same(
    allergens('Oxymetazoline caused rhinitis medicamentosa after two weeks of use.', [
      ['Oxymetazoline', 'medication'],
      ['rhinitis medicamentosa', 'problem'],
    ]),
    [false, false],
  )
  t.same(
    allergens('Metformin causes loose stools, so the dose was lowered.', [
      ['Metformin', 'medication'],
      ['loose stools', 'problem'],
    ]),
    [false, false],
  )
})
