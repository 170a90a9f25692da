// "To avoid" as a purpose is read as "to prevent": the problem kept away is hypothetical, not denied.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

t.test('a problem after a purpose "to avoid" is hypothetical, not negated', async (t) => {
  const [reflux] = contextOf('Sit up for an hour after meals to avoid reflux.', [['reflux', 'problem']], {
    sections: false,
  })
  t.equal(reflux!.negated, false)
  t.equal(reflux!.hypothetical, true)
})

t.test('a negation before a purpose ends at its "to"', async (t) => {
  const [hernia] = contextOf('No heavy lifting for a month to prevent a hernia.', [['hernia', 'problem']], {
    sections: false,
  })
  t.equal(hernia!.negated, false)
})

t.test('after a verb of telling or wanting, "avoid" keeps its negation', async (t) => {
  const [juice] = contextOf('She was told to avoid grapefruit juice.', [['grapefruit juice', 'medication']], {
    sections: false,
  })
  t.equal(juice!.negated, true)
})
