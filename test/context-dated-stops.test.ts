// The reason a drug was stopped, switched or failed at a past time is history; without the time,
// a stop right after its drug is this visit's order and its reason stays current.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const historical = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.historical)

t.test('a stop, switch or failure dated past: its reason is history', async (t) => {
  t.same(
    historical('Pravastatin stopped in 2021 because of leg cramps.', [
      ['Pravastatin', 'medication'],
      ['leg cramps', 'problem'],
    ]),
    [true, true],
  )
  t.same(historical('Changed to valsartan 3 years ago because of angioedema.', [['angioedema', 'problem']]), [true])
  t.same(
    historical('Failed sulfasalazine last year because of headache and rash.', [
      ['headache', 'problem'],
      ['rash', 'problem'],
    ]),
    [true, true],
  )
})

t.test('where the rule stops: an undated stop of this visit, or a time in another clause', async (t) => {
  t.same(
    historical('Amlodipine stopped because of ankle swelling.', [
      ['Amlodipine', 'medication'],
      ['ankle swelling', 'problem'],
    ]),
    [false, false],
  )
  t.same(
    historical('Seen in 2022; amlodipine stopped because of ankle swelling.', [
      ['amlodipine', 'medication'],
      ['ankle swelling', 'problem'],
    ]),
    [false, false],
  )
})
