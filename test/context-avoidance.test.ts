// The passive of "avoid" after a substance keeps it away, as "avoid X" before it does: negated,
// and still an allergen where the allergy says so.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

t.test('a substance "avoided" or under "avoidance" is negated', async (t) => {
  const [statins] = contextOf(
    'Given the rhabdomyolysis last spring, statins are avoided.',
    [['statins', 'medication']],
    {
      sections: false,
    },
  )
  t.equal(statins!.negated, true)
  const [shellfish] = contextOf('Strict shellfish avoidance at school.', [['shellfish', 'medication']], {
    sections: false,
  })
  t.equal(shellfish!.negated, true)
  // the drug chosen beside it is not
  const [, nifedipine] = contextOf('Beta blockers to be avoided; nifedipine started.', [
    ['Beta blockers', 'medication'],
    ['nifedipine', 'medication'],
  ])
  t.equal(nifedipine!.negated, false)
})

t.test('what an allergy list keeps away is still an allergen', async (t) => {
  const [, sulfonamides] = contextOf('Allergies: sulfamethoxazole - hives; sulfonamides to be avoided.\n', [
    ['sulfamethoxazole', 'medication'],
    ['sulfonamides', 'medication'],
  ])
  t.same([sulfonamides!.negated, sulfonamides!.allergy], [true, true])
})
