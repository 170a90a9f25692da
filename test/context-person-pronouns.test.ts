// A subject pronoun after a semicolon that agrees with the relative the sentence opened with takes
// that relative up: what the second clause tells is the relative's, not the patient's.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const who = (text: string, phrases: [string, string][]): string[] => contextOf(text, phrases).map((a) => a.experiencer)

t.test('a pronoun that agrees with the clause-opening relative names that relative', async (t) => {
  t.same(who('Her aunt visits on weekends; she has type 2 diabetes herself.', [['type 2 diabetes', 'problem']]), [
    'family',
  ])
  t.same(
    who('His brother stays over most nights; he is being treated for tuberculosis and the cough persists.', [
      ['tuberculosis', 'problem'],
      ['cough', 'problem'],
    ]),
    ['family', 'family'],
  )
})

t.test('a pronoun that does not agree, tells, or follows a carer task stays the patient', async (t) => {
  t.same(who('Her son has strep throat; she has no sore throat.', [['sore throat', 'problem']]), ['patient'])
  t.same(who('Mother at the bedside; she reports he had a fever overnight.', [['fever', 'problem']]), ['patient'])
  t.same(who('Daughter organizes her medicines; she has missed doses of warfarin.', [['warfarin', 'medication']]), [
    'patient',
  ])
})

t.test('a pronoun that agrees with a clause-opening spouse names another person', async (t) => {
  t.same(who('Husband is staying at the hotel; he had shingles in the spring.', [['shingles', 'problem']]), ['other'])
  t.same(who('His wife came along today; she is recovering from pneumonia.', [['pneumonia', 'problem']]), ['other'])
  t.same(who('Wife at the bedside; he has a productive cough.', [['productive cough', 'problem']]), ['patient'])
})
