// A person named as the subject of a passive verb of treating takes the treatment after it; the
// patient's own treatment, a drug a person gives, and a treatment with no person before its verb
// stay the patient's. The sentences are invented.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const whose = (text: string, phrases: [string, string][]): string[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.experiencer)

t.test('the person treated takes the treatment', async (t) => {
  t.same(
    whose('Trichomonas positive; boyfriend to be treated as well with metronidazole.', [
      ['Trichomonas', 'problem'],
      ['metronidazole', 'medication'],
    ]),
    ['patient', 'other'],
  )
  t.same(whose('Her three sons were given amoxicillin for the same rash.', [['amoxicillin', 'medication']]), ['family'])
  t.same(whose('His husband was prescribed ivermectin too.', [['ivermectin', 'medication']]), ['other'])
})

t.test('where it stops: the patient treated, a person who gives, no person before the verb', async (t) => {
  t.same(whose('She was given ceftriaxone in the ED.', [['ceftriaxone', 'medication']]), ['patient'])
  t.same(whose('Her mother gave acetaminophen at noon.', [['acetaminophen', 'medication']]), ['patient'])
  t.same(whose('Wife at bedside; oseltamivir given at 10 am.', [['oseltamivir', 'medication']]), ['patient'])
})
