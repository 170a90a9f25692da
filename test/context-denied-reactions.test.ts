// A reaction denied with its cause named after it denies the reaction, not the drug taken.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

t.test('the drug after "no reaction to" is taken, not negated, and no allergen', async (t) => {
  const [drug] = contextOf(
    'No reaction to the first dose of vancomycin, so the course goes on.',
    [['vancomycin', 'medication']],
    {
      sections: false,
    },
  )
  t.equal(drug!.negated, false)
  t.equal(drug!.allergy, false)
  const [list] = contextOf('Without adverse reactions to cefuroxime or gentamicin.', [['gentamicin', 'medication']], {
    sections: false,
  })
  t.equal(list!.negated, false)
})

t.test('a taking before this visit after a denied reaction is past', async (t) => {
  const [drug] = contextOf('No reaction to gadolinium in 2022.', [['gadolinium', 'medication']], { sections: false })
  t.equal(drug!.negated, false)
  t.equal(drug!.historical, true)
})

t.test('a negation of a finding, or a trouble noun with no cause after it, is left alone', async (t) => {
  const [fever] = contextOf('No reaction, rash or fever after the dose.', [['fever', 'problem']], { sections: false })
  t.equal(fever!.negated, true)
})
