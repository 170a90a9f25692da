// Care not planned, or not yet indicated, is not given: negated. A problem "not planned" is still
// there, and the phrase keeps to its own clause.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const negated = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.negated)

t.test('care not planned or not yet indicated is negated', async (t) => {
  t.same(negated('Carotid endarterectomy is not planned at this stage.', [['Carotid endarterectomy', 'procedure']]), [
    true,
  ])
  t.same(
    negated('Follow-up CT in 3 months; bronchoscopy not yet indicated.', [
      ['CT', 'test'],
      ['bronchoscopy', 'procedure'],
    ]),
    [false, true],
  )
})

t.test('where it stops', async (t) => {
  // a problem not planned is there all the same
  t.same(negated('Her pregnancy was not planned.', [['pregnancy', 'problem']]), [false])
  // the item of another clause
  t.same(
    negated('Hernia repair done in May; colectomy not planned.', [
      ['Hernia repair', 'procedure'],
      ['colectomy', 'procedure'],
    ]),
    [false, true],
  )
})
