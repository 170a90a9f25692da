// A passive "denied" right after what it denies reads back when its agent or the next clause follows.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const negated = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.negated)

t.test('a denial followed by its agent denies the subject before it', async (t) => {
  t.same(negated('Vomiting denied by her mother.', [['Vomiting', 'problem']]), [true])
  t.same(negated('Night sweats were denied by the patient.', [['Night sweats', 'problem']]), [true])
  t.same(negated('Chest pain denied on direct questioning.', [['Chest pain', 'problem']]), [true])
})

t.test('an "of" phrase completing the subject may stand before the denial', async (t) => {
  t.same(negated('Loss of appetite denied by her son.', [['Loss', 'problem']]), [true])
})

t.test('a denial before a conjunction denies its subject, not the next clause', async (t) => {
  t.same(
    negated('Smoking denied and lipids normal.', [
      ['Smoking', 'problem'],
      ['lipids', 'test'],
    ]),
    [true, false],
  )
  t.same(
    negated('Heartburn denied and palpitations denied on questioning.', [
      ['Heartburn', 'problem'],
      ['palpitations', 'problem'],
    ]),
    [true, true],
  )
})

t.test('where the rule stops: a denial with its object after it reaches forward as before', async (t) => {
  t.same(
    negated('He denied fever and chills.', [
      ['fever', 'problem'],
      ['chills', 'problem'],
    ]),
    [true, true],
  )
  // a subject with other words between it and the participle is left to the general rules
  t.same(negated('Nausea after meals in the evening denied by him.', [['Nausea', 'problem']]), [false])
})
