// What a test looked for, named before "on <test>", takes the test's negative result; the test does not.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const negated = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.negated)

t.test('the analytes before "on <test>" are negated and the test is not', async (t) => {
  t.same(
    negated('Opiates and benzodiazepines on the urine toxicology screen were negative.', [
      ['Opiates', 'medication'],
      ['benzodiazepines', 'medication'],
      ['urine toxicology screen', 'test'],
    ]),
    [true, true, false],
  )
  t.same(
    negated('Influenza on nasal swab PCR: negative.', [
      ['Influenza', 'problem'],
      ['nasal swab PCR', 'test'],
    ]),
    [true, false],
  )
})

t.test("a result said of another item after a comma is not the means test's", async (t) => {
  t.same(
    negated('Methadone on urine drug screen, opiates not detected.', [
      ['Methadone', 'medication'],
      ['urine drug screen', 'test'],
      ['opiates', 'medication'],
    ]),
    [false, false, true],
  )
})

t.test('where the rule stops: a test with no item before "on" keeps its own result', async (t) => {
  t.same(negated('Urine drug screen negative.', [['Urine drug screen', 'test']]), [true])
  t.same(
    negated('Pneumonia on chest x-ray, blood cultures negative.', [
      ['Pneumonia', 'problem'],
      ['chest x-ray', 'test'],
      ['blood cultures', 'test'],
    ]),
    [false, false, true],
  )
  // a positive finding on the test stays positive
  t.same(
    negated('Nodule on CT, stable.', [
      ['Nodule', 'problem'],
      ['CT', 'test'],
    ]),
    [false, false],
  )
})
