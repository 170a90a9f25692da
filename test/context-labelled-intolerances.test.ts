// An intolerance label before a colon names its drug as the allergen, and the reaction after the
// colon names the drugs it came with.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const allergy = (text: string, phrases: [string, string][]): boolean[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.allergy)

t.test('the drug of an intolerance label is an allergen', async (t) => {
  t.same(
    allergy('Codeine intolerance: it made him vomit for a day.', [
      ['Codeine', 'medication'],
      ['vomit', 'problem'],
    ]),
    [true, false],
  )
})

t.test('drugs a reaction came with after the label are allergens', async (t) => {
  t.same(
    allergy('Opioid intolerance: pruritus with morphine and hydromorphone.', [
      ['Opioid', 'medication'],
      ['pruritus', 'problem'],
      ['morphine', 'medication'],
      ['hydromorphone', 'medication'],
    ]),
    [true, false, true, true],
  )
})

t.test('a drug after the list with words of its own is no allergen', async (t) => {
  t.same(
    allergy('Codeine intolerance: nausea, switched to oxycodone.', [
      ['Codeine', 'medication'],
      ['oxycodone', 'medication'],
    ]),
    [true, false],
  )
})
