// A person who finds the patient in a state, first notices a sign or names it is an informant:
// what follows is the patient's. A person who has something of their own is still someone else.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const experiencers = (text: string, phrases: string[]): string[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.experiencer)

t.test('a person who finds, first notices or names is no experiencer', async (t) => {
  t.same(experiencers('His daughter found him drowsy and pale on the floor.', ['drowsy', 'pale']), [
    'patient',
    'patient',
  ])
  t.same(experiencers('Woman with asthma whose husband found her wheezing at night.', ['asthma', 'wheezing']), [
    'patient',
    'patient',
  ])
  t.same(experiencers('Her parents first noticed a limp last week.', ['limp']), ['patient'])
  t.same(experiencers('His brother thought it was a seizure.', ['seizure']), ['patient'])
})

t.test('where it stops: a person with something of their own', async (t) => {
  t.same(experiencers('His daughter was found to have lupus.', ['lupus']), ['family'])
  t.same(experiencers('His daughter found a lump in her own breast.', ['lump']), ['family'])
  t.same(experiencers('Her husband had a seizure last year.', ['seizure']), ['other'])
})
