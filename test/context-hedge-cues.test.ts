// Hedges a reader or a plan puts on a condition: the condition a work-up or evaluation is named for,
// and what a report asks the clinician to correlate with, are in doubt.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const unsure = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases).map((a) => a.uncertain)

t.test('the condition a work-up or evaluation is named for is uncertain', async (t) => {
  t.same(
    unsure('Admitted for syncope work-up, telemetry overnight.', [
      ['syncope', 'problem'],
      ['telemetry', 'test'],
    ]),
    [true, false],
  )
  t.same(
    unsure('2. Meningitis evaluation: LP done.', [
      ['Meningitis', 'problem'],
      ['LP', 'procedure'],
    ]),
    [true, false],
  )
  // a procedure evaluated for is not a condition in doubt
  t.same(unsure('Referred for TAVR evaluation.', [['TAVR', 'procedure']]), [false])
})

t.test('what a report asks to correlate with is uncertain; a test to correlate with is not', async (t) => {
  t.same(
    unsure('Mild disc bulge at L5-S1; correlate with radicular symptoms.', [
      ['disc bulge', 'problem'],
      ['radicular symptoms', 'problem'],
    ]),
    [false, true],
  )
  t.same(unsure('Correlate with ferritin.', [['ferritin', 'test']]), [false])
})

t.test('a test with its value right after it was measured, whatever hedge is near', async (t) => {
  t.same(
    unsure('Suspected hypothyroidism, TSH 8.2.', [
      ['hypothyroidism', 'problem'],
      ['TSH', 'test'],
    ]),
    [true, false],
  )
  t.same(
    unsure('Probable sleep apnea (STOP-BANG 6, snoring).', [
      ['sleep apnea', 'problem'],
      ['STOP-BANG', 'test'],
    ]),
    [true, false],
  )
})

t.test('a working diagnosis kept until a test clears it, or named on the differential, is in doubt', async (t) => {
  t.same(
    unsure('Chest pain with a widened mediastinum: aortic dissection until proven otherwise.', [
      ['Chest pain', 'problem'],
      ['aortic dissection', 'problem'],
    ]),
    [false, true],
  )
  t.same(
    unsure('Lyme disease is on the differential with 3 weeks of knee swelling.', [
      ['Lyme disease', 'problem'],
      ['knee swelling', 'problem'],
    ]),
    [true, false],
  )
})

t.test('an exclusion denied leaves the condition open, not denied', async (t) => {
  t.same(unsure("Septic arthritis can't be excluded; aspirate today.", [['Septic arthritis', 'problem']]), [true])
  t.same(
    unsure('A negative strep test does not exclude pharyngitis from another cause.', [
      ['strep test', 'test'],
      ['pharyngitis', 'problem'],
    ]),
    [false, true],
  )
  t.same(
    contextOf("Septic arthritis can't be excluded.", [['Septic arthritis', 'problem']]).map((a) => a.negated),
    [false],
  )
})
