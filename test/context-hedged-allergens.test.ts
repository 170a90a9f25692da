// An allergic reaction whose cause is hedged still names the substance as the allergen; a reaction
// that is no allergy, or a link without a hedge, is left to the other allergy rules.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const allergens = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases).map((a) => a.allergy)

t.test('the substance after a hedged link from an allergic reaction is an allergen', async (t) => {
  t.same(
    allergens('Urticaria, likely caused by cefuroxime given for cellulitis.', [
      ['Urticaria', 'problem'],
      ['cefuroxime', 'medication'],
      ['cellulitis', 'problem'],
    ]),
    [false, true, false],
  )
  t.same(
    allergens('Contact dermatitis, probably from the latex gloves.', [
      ['Contact dermatitis', 'problem'],
      ['latex', 'medication'],
    ]),
    [false, true],
  )
})

t.test('a hedged link from a reaction that is no allergy names no allergen', async (t) => {
  t.same(
    allergens('Constipation, probably from oxycodone.', [
      ['Constipation', 'problem'],
      ['oxycodone', 'medication'],
    ]),
    [false, false],
  )
})
