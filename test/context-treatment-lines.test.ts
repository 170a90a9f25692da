// A level below the line of a treatment a nomogram starts above (neonatal bilirubin) says the
// treatment is not needed: it is negated. "Above the line", or a line of another kind, is not.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const negated = (text: string, phrases: [string, string][]): boolean[] => contextOf(text, phrases).map((a) => a.negated)

t.test('a level below the treatment line negates the treatment', async (t) => {
  t.same(
    negated('Day 2 bilirubin 12.9, below the phototherapy line; recheck tomorrow.', [
      ['bilirubin', 'test'],
      ['phototherapy', 'procedure'],
    ]),
    [false, true],
  )
  t.same(negated('Serum bilirubin well below exchange transfusion line.', [['exchange transfusion', 'procedure']]), [
    true,
  ])
})

t.test('where it stops', async (t) => {
  // above the line the treatment is started
  t.same(
    negated('Bilirubin 19 at 48 hours, above the phototherapy line; lights started.', [['phototherapy', 'procedure']]),
    [false],
  )
  // a transfusion threshold works the other way: below it, blood is given
  t.same(negated('Hemoglobin 6.8, below the transfusion threshold; one unit given.', [['transfusion', 'procedure']]), [
    false,
  ])
  // a threshold is not read as the nomogram's line
  t.same(negated('Bilirubin 12, below the phototherapy threshold.', [['phototherapy', 'procedure']]), [false])
  // the treatment named without its line
  t.same(negated('Below goal weight, phototherapy continued.', [['phototherapy', 'procedure']]), [false])
})
