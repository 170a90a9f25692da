// A person named as the owner of a place or thing reaches only what it owns.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const experiencer = (text: string, phrases: [string, string][]): string[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.experiencer)

t.test('findings outside what the possessive owns are the patient’s', async (t) => {
  t.same(
    experiencer('Itchy rash on both forearms since clearing brush at his brother’s cabin.', [
      ['Itchy rash', 'problem'],
    ]),
    ['patient'],
  )
  t.same(experiencer('Swallowed bleach and took his roommate’s lorazepam.', [['bleach', 'medication']]), ['patient'])
})

t.test('what the possessive owns stays the person’s', async (t) => {
  t.same(experiencer('She worries because of her sister’s ovarian cancer.', [['ovarian cancer', 'problem']]), [
    'family',
  ])
  t.same(
    experiencer('Anxious since her father’s stroke and aphasia last spring.', [
      ['stroke', 'problem'],
      ['aphasia', 'problem'],
    ]),
    ['family', 'family'],
  )
  t.same(experiencer('Glaucoma on his mother’s side.', [['Glaucoma', 'problem']]), ['family'])
  t.same(experiencer('Migraine (mother’s).', [['Migraine', 'problem']]), ['family'])
})

t.test('a possessive heading its sentence keeps the sentence', async (t) => {
  t.same(experiencer('2. Wife’s care is through hospice, with morphine as needed.', [['morphine', 'medication']]), [
    'other',
  ])
})
