// A patient pronoun inside a relative clause on another person ("the coworker she shares a desk
// with") names the patient only to say who the person is: what follows is the person's. An
// informant ("Mother says he …") keeps the pronoun.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const experiencers = (text: string, phrases: [string, string][]): string[] =>
  contextOf(text, phrases).map((a) => a.experiencer)

t.test('what the person of a contact clause has is theirs', async (t) => {
  t.same(experiencers('The roommate she shares a kitchen with has norovirus.', [['norovirus', 'problem']]), ['other'])
  t.same(experiencers('A cousin who he visited last week has measles.', [['measles', 'problem']]), ['family'])
})

t.test('an informant keeps the pronoun for the patient', async (t) => {
  t.same(experiencers('Father says she wheezes at night.', [['wheezes', 'problem']]), ['patient'])
})
