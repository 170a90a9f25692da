// A donor site is a place on the patient, so "donor" there names no other person.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const experiencer = (text: string, phrases: [string, string][]): string[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.experiencer)

t.test('findings at a donor site are the patient’s', async (t) => {
  t.same(
    experiencer('Mild donor-site cellulitis, no abscess.', [
      ['cellulitis', 'problem'],
      ['abscess', 'problem'],
    ]),
    ['patient', 'patient'],
  )
  t.same(experiencer('Hematoma under the donor area, evacuated today.', [['Hematoma', 'problem']]), ['patient'])
})

t.test('a donor who is a person stays another person', async (t) => {
  t.same(experiencer('The marrow donor had hepatitis B in the past.', [['hepatitis B', 'problem']]), ['other'])
})
