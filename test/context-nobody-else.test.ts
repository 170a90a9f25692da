// "No one at home has X": the people of a place the patient shares are denied the problem, which
// is negated and theirs; the patient's own clause after it, and "no sick contacts", are not.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const read = (text: string, phrases: string[]): string[] =>
  contextOf(text, phrases).map((a) => `${a.negated ? 'negated' : 'present'} ${a.experiencer}`)

t.test('nobody at a shared place has the problem', async (t) => {
  t.same(read('Nobody else at home has a sore throat.', ['sore throat']), ['negated other'])
  t.same(read('No one at daycare has had conjunctivitis or impetigo.', ['conjunctivitis', 'impetigo']), [
    'negated other',
    'negated other',
  ])
})

t.test('where it stops', async (t) => {
  // the patient's own clause after a semicolon
  t.same(read('No one in the house has had a cough; he has wheezing.', ['cough', 'wheezing']), [
    'negated other',
    'present patient',
  ])
  // a denial that names no one stays the patient's
  t.same(read('No sick contacts, no rhinorrhea.', ['rhinorrhea']), ['negated patient'])
})
