// A value written into a history list is today's reading: the test and the condition it measures
// are current. A year, a label's date or a word of the past in the item keeps it history.
import t from 'tap'
import type { ContextAttributes } from '../src/nlp/context.js'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const historical = (attrs: ContextAttributes[]): boolean[] => attrs.map((a) => a.historical)
const ofHistory = (body: string, phrases: readonly Phrase[]): boolean[] =>
  historical(contextOf(`Past Medical History:\n${body}\n`, phrases))

t.test('a test with its value in a history section is current, and so is the condition it measures', async (t) => {
  t.same(
    ofHistory('Chronic kidney disease (creatinine 1.7, eGFR 41); gout.', [
      ['Chronic kidney disease', 'problem'],
      ['creatinine', 'test'],
      ['eGFR', 'test'],
      ['gout', 'problem'],
    ]),
    [false, false, false, true],
  )
  t.same(
    ofHistory('Hypothyroidism, TSH 2.4 on review.', [
      ['Hypothyroidism', 'problem'],
      ['TSH', 'test'],
    ]),
    [false, false],
  )
})

t.test('a dated value, a past moment or another condition before the value keeps the item history', async (t) => {
  t.same(
    ofHistory('Gestational diabetes, A1c 6.1 in 2019.', [
      ['Gestational diabetes', 'problem'],
      ['A1c', 'test'],
    ]),
    [true, true],
  )
  t.same(
    ofHistory('Anemia, last hemoglobin 9.2.', [
      ['Anemia', 'problem'],
      ['hemoglobin', 'test'],
    ]),
    [true, true],
  )
  t.same(ofHistory('Echo 03/14/2021: LVEF 45%.', [['LVEF', 'test']]), [true])
  t.same(
    ofHistory('Asthma, hypertension, BMI 31.', [
      ['Asthma', 'problem'],
      ['hypertension', 'problem'],
      ['BMI', 'test'],
    ]),
    [true, false, false],
  )
})

t.test('outside a history section the rule changes nothing', async (t) => {
  t.same(historical(contextOf('Labs today: TSH 2.4, free T4 1.1.', [['TSH', 'test']])), [false])
  t.same(historical(contextOf('History of hyponatremia, sodium 128.', [['hyponatremia', 'problem']])), [true])
})
