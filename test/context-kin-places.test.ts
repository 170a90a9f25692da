// "In the family" after a concept reads back over its own clause: the concept is a relative's
// ("no glaucoma in the family"); a clause of the patient's before it stays the patient's.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const whose = (text: string, phrases: string[]): string[] => contextOf(text, phrases).map((a) => a.experiencer)

t.test('a concept placed in the family is a relative’s', async (t) => {
  t.same(whose('No glaucoma in the family.', ['glaucoma']), ['family'])
  t.same(whose('Lynch syndrome testing was never done in her family.', ['Lynch syndrome testing']), ['family'])
  t.same(whose('Father had melanoma; no other skin cancer in the family.', ['melanoma', 'skin cancer']), [
    'family',
    'family',
  ])
})

t.test('where it stops: the patient’s own clause', async (t) => {
  t.same(whose('She has psoriasis, the first in the family.', ['psoriasis']), ['patient'])
  t.same(whose('He is the only one in the family with gout.', ['gout']), ['patient'])
})
