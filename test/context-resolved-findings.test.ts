// "Resolution of X" tells a finding that was there and went away: no denial.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

t.test('"resolution of" does not negate the finding', async (t) => {
  const [a] = contextOf('Cardioversion done with resolution of palpitations.', [['palpitations', 'problem']], {
    sections: false,
  })
  t.equal(a!.negated, false)
})
