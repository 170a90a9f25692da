// A reaction timed from the dose that set it off still names the drug as its cause.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const allergy = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.allergy)

t.test('a time span between the reaction and the dose keeps the drug an allergen', async (t) => {
  t.same(
    allergy('Got hives 15 minutes after the first dose of cefuroxime.', [
      ['hives', 'problem'],
      ['cefuroxime', 'medication'],
    ]),
    [false, true],
  )
  t.same(
    allergy('Urticaria began 10 minutes into the carboplatin infusion.', [
      ['Urticaria', 'problem'],
      ['carboplatin', 'medication'],
    ]),
    [false, true],
  )
})

t.test('a day of the course before the drug keeps it an allergen', async (t) => {
  t.same(
    allergy('He broke out in a rash on day 8 of cephalexin for a boil.', [
      ['rash', 'problem'],
      ['cephalexin', 'medication'],
    ]),
    [false, true],
  )
})

t.test('"into" without a time span names no cause', async (t) => {
  t.same(
    allergy('Hives improved once ondansetron was pushed into the line.', [
      ['Hives', 'problem'],
      ['ondansetron', 'medication'],
    ]),
    [false, false],
  )
})
