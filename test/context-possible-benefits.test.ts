// A treatment that may do good is an option; what may improve of a problem is a forecast.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const hypothetical = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.hypothetical)

t.test('a drug or procedure that may help, over its dose and time, is an option', async (t) => {
  t.same(hypothetical('Doxepin 10 mg at night may help with the itch.', [['Doxepin', 'medication']]), [true])
  t.same(hypothetical('A mandibular splint could also reduce the grinding.', [['mandibular splint', 'procedure']]), [
    true,
  ])
})

t.test('a problem that may improve is left alone, and a clause break stops the cue', async (t) => {
  t.same(hypothetical('Her hoarseness may improve with voice rest.', [['hoarseness', 'problem']]), [false])
  t.same(hypothetical('Continue sertraline 50 mg; exercise may help.', [['sertraline', 'medication']]), [false])
})
