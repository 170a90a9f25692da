// A line that opens with the allergy label and a spaced dash is an allergy entry, as "Allergies:" is.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const allergens = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases).map((a) => a.allergy)

t.test('the substances of a dashed allergy label line are allergens', async (t) => {
  t.same(
    allergens('Allergies - latex (hives) / shellfish', [
      ['latex', 'medication'],
      ['hives', 'problem'],
      ['shellfish', 'medication'],
    ]),
    [true, false, true],
  )
})

t.test('a dash after another word opens no allergy entry', async (t) => {
  t.same(allergens('Medications - metoprolol and lisinopril', [['metoprolol', 'medication']]), [false])
})
