// An allergy its own entry doubts ("doubtful", "unconfirmed", "of uncertain history") stays an
// allergen and is uncertain; the doubt stops at a semicolon and at the next drug's entry.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const read = (text: string, phrases: [string, string][]): { uncertain: boolean; allergy: boolean }[] =>
  contextOf(text, phrases).map((a) => ({ uncertain: a.uncertain, allergy: a.allergy }))

t.test('a doubted allergy label leaves the allergen in doubt', async (t) => {
  t.same(read('Reported sulfa allergy is doubtful, listed only as nausea.', [['sulfa', 'medication']]), [
    { uncertain: true, allergy: true },
  ])
  t.same(
    read('Allergies: codeine (hives per an old chart, unconfirmed).', [
      ['codeine', 'medication'],
      ['hives', 'problem'],
    ])[0],
    { uncertain: true, allergy: true },
  )
  t.same(read('Mother reports a latex allergy of uncertain history.', [['latex', 'medication']]), [
    { uncertain: true, allergy: true },
  ])
})

t.test('where the rule stops', async (t) => {
  // the doubt belongs to the next drug's entry
  t.same(
    read('Allergies: codeine (hives), sulfa (unconfirmed).', [
      ['codeine', 'medication'],
      ['hives', 'problem'],
      ['sulfa', 'medication'],
    ]).map((a) => a.uncertain),
    [false, false, true],
  )
  // a semicolon ends the entry
  t.same(read('Allergies: penicillin (rash); the cause of her cough is uncertain.', [['penicillin', 'medication']]), [
    { uncertain: false, allergy: true },
  ])
  // a drug that is no allergen takes no doubt from the word
  t.same(read('Started metformin; benefit uncertain.', [['metformin', 'medication']]), [
    { uncertain: false, allergy: false },
  ])
})
