// A plan word after an item reaches back over the item's short aside, not over another clause.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases).map((a) => a.hypothetical)

t.test('a bracketed or comma-set aside between the item and its plan word', async (t) => {
  t.same(
    hypothetical('Hepatitis A vaccine (adult formulation) recommended.', [['Hepatitis A vaccine', 'medication']]),
    [true],
  )
  t.same(
    hypothetical('Pneumococcal vaccine, one dose, advised before the spleen surgery.', [
      ['Pneumococcal vaccine', 'medication'],
    ]),
    [true],
  )
})

t.test('a comma before another clause still stops the plan word', async (t) => {
  t.same(
    hypothetical('Ultrasound unremarkable, biopsy recommended.', [
      ['Ultrasound', 'test'],
      ['biopsy', 'procedure'],
    ]),
    [false, true],
  )
  t.same(hypothetical('Chest CT, which showed a nodule, recommended by the radiologist.', [['Chest CT', 'test']]), [
    false,
  ])
})
