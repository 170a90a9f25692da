// A finding dated by a past time and tied to the drug it came on is one episode: both are history.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const historical = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.historical)

t.test('a finding, a past time and "on" the drug: both are history', async (t) => {
  t.same(
    historical('Falls three times last year on zolpidem.', [
      ['Falls', 'problem'],
      ['zolpidem', 'medication'],
    ]),
    [true, true],
  )
  t.same(
    historical('Bradycardia 2 years ago on metoprolol.', [
      ['Bradycardia', 'problem'],
      ['metoprolol', 'medication'],
    ]),
    [true, true],
  )
})

t.test('a finding, "on" the drug and a year after it: the drug is history too', async (t) => {
  t.same(
    historical('Leg cramps on simvastatin in 2020.', [
      ['Leg cramps', 'problem'],
      ['simvastatin', 'medication'],
    ]),
    [true, true],
  )
})

t.test('a state word between a condition and its drug still keeps both current', async (t) => {
  t.same(
    historical('Opioid use disorder in remission on buprenorphine.', [
      ['Opioid use disorder', 'problem'],
      ['buprenorphine', 'medication'],
    ]),
    [false, false],
  )
})

t.test('where the rule stops: a comma before "on", or no finding before the time', async (t) => {
  t.same(
    historical('DVT in 2022, on lifelong apixaban.', [
      ['DVT', 'problem'],
      ['apixaban', 'medication'],
    ]),
    [true, false],
  )
  t.same(
    historical('A1c 8.4 last month on metformin.', [
      ['A1c', 'test'],
      ['metformin', 'medication'],
    ]),
    [true, false],
  )
})
