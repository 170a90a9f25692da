// A condition whose status is said to be unknown is in doubt.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const uncertain = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.uncertain)

t.test('a status no one knows puts the condition in doubt', async (t) => {
  t.same(uncertain('Hepatitis C status unknown.', [['Hepatitis C', 'problem']]), [true])
  t.same(uncertain('Syphilis status of the donor is not known.', [['Syphilis', 'problem']]), [true])
  t.same(uncertain('Tetanus status: unclear; booster given.', [['Tetanus', 'problem']]), [true])
})

t.test('where it stops: a status that is stated, or a word of not knowing about something else', async (t) => {
  t.same(uncertain('HIV status negative in May.', [['HIV', 'problem']]), [false])
  t.same(uncertain('Asthma, trigger unknown.', [['Asthma', 'problem']]), [false])
})
