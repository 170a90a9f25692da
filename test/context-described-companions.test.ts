// A companion a relative clause of having describes has what the clause names; one who tells does not.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const experiencer = (text: string, phrases: [string, string][]): string[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.experiencer)

t.test('a relative clause of having after a companion hands what follows to the companion', async (t) => {
  t.same(experiencer('Lives with her fiance, who has epilepsy.', [['epilepsy', 'problem']]), ['other'])
  t.same(
    experiencer('Discharge plan reviewed with his brother, who also had a stroke last year.', [['stroke', 'problem']]),
    ['family'],
  )
})

t.test('what comes before the companion stays the patient’s', async (t) => {
  t.same(
    experiencer('Wound care reviewed with his brother, who has diabetes.', [
      ['Wound care', 'procedure'],
      ['diabetes', 'problem'],
    ]),
    ['patient', 'family'],
  )
})

t.test('a bracketed clause ends at its bracket', async (t) => {
  t.same(
    experiencer('Lives with her housemate (who has the flu), works nights, no asthma.', [
      ['flu', 'problem'],
      ['asthma', 'problem'],
    ]),
    ['other', 'patient'],
  )
})
