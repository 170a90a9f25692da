// "Last X dose" dates one dose of a drug's course; the drug is no history. "Last" before anything else still is.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const historical = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.historical)

t.test('the last dose of a drug dates the dose, not the drug', async (t) => {
  t.same(historical('Last rivaroxaban dose on 10/14 in the evening.', [['rivaroxaban', 'medication']]), [false])
  t.same(historical('His last insulin glargine dose was 6 hours ago.', [['insulin glargine', 'medication']]), [false])
})

t.test('"last" before a shot, a procedure or a drug without "dose" still dates it', async (t) => {
  t.same(historical('Last pneumococcal vaccine in 2016.', [['pneumococcal vaccine', 'medication']]), [true])
  t.same(historical('Her last mammogram was in 2021.', [['mammogram', 'test']]), [true])
})
