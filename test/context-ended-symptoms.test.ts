// A symptom told as having ended ("has stopped", "have healed") is history; an end awaited is not.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const historical = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.historical)

t.test('a symptom whose end the clause tells is behind the patient', async (t) => {
  t.same(historical('Her husband says the wheezing has stopped.', [['wheezing', 'problem']]), [true])
  t.same(historical('He had cold sores in May that have healed.', [['cold sores', 'problem']]), [true])
})

t.test('an end awaited, denied or undone is no history', async (t) => {
  t.same(historical('Hold naproxen until the gastritis has settled.', [['gastritis', 'problem']]), [false])
  t.same(historical('Recheck to confirm that the effusion has cleared.', [['effusion', 'problem']]), [false])
  t.same(historical('The itching has not stopped.', [['itching', 'problem']]), [false])
  t.same(historical('Nosebleeds that had stopped came back this week.', [['Nosebleeds', 'problem']]), [false])
})
