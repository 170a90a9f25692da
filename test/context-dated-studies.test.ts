// A date right after a procedure a finding was read "on" dates that study; without it the "on" of
// a treatment keeps the procedure current.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const historical = (text: string, procedure: string): boolean[] =>
  contextOf(text, [[procedure, 'procedure']]).map((a) => a.historical)

t.test('a finding on a dated procedure names an earlier study', async (t) => {
  t.same(historical('Gastric polyps on endoscopy in 2019, benign.', 'endoscopy'), [true])
  t.same(historical('Sarcoid granulomas on lymph node biopsy 2020.', 'lymph node biopsy'), [true])
  t.same(historical('Was on peritoneal dialysis 2016-2019, then transplanted.', 'peritoneal dialysis'), [true])
})

t.test('where the rule stops: no date right after, or another verb of being on', async (t) => {
  t.same(historical('End-stage renal disease on hemodialysis since 2019.', 'hemodialysis'), [false])
  t.same(historical('Sleep apnea on CPAP, uses it nightly.', 'CPAP'), [false])
})
