// A pronoun after "<person> was told (that)" that agrees with the person, going on with a verb of
// having or being, tells what that person was diagnosed with, not the patient's condition.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const who = (text: string, phrases: [string, string][]): string[] => contextOf(text, phrases).map((a) => a.experiencer)

t.test('a person told of their own condition is its experiencer', async (t) => {
  t.same(who('Her sister was told that she has celiac disease.', [['celiac disease', 'problem']]), ['family'])
  t.same(who('His uncle was told that he had a heart murmur.', [['heart murmur', 'problem']]), ['family'])
  t.same(who('An aunt was told she has lupus.', [['lupus', 'problem']]), ['family'])
  t.same(who('Her husband was told he has sleep apnea.', [['sleep apnea', 'problem']]), ['other'])
})

t.test('a pronoun that does not agree, or an instruction, stays the patient', async (t) => {
  t.same(who('Mother was told he has an ear infection.', [['ear infection', 'problem']]), ['patient'])
  t.same(who('Father was told to give ibuprofen for fever.', [['fever', 'problem']]), ['patient'])
})
