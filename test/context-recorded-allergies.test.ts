// A drug the note writes into the allergy list is an allergen, whatever else the sentence does with it.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

t.test('a drug stopped and recorded as an allergy or intolerance', async (t) => {
  const [stopped] = contextOf('Allopurinol stopped; added to the allergy list as a rash.', [
    ['Allopurinol', 'medication'],
  ])
  t.equal(stopped!.allergy, true)
  t.equal(stopped!.negated, true)
  const [listed] = contextOf('Stop atorvastatin for good; record it as an intolerance.', [
    ['atorvastatin', 'medication'],
  ])
  t.equal(listed!.allergy, true)
})

t.test('where the rule stops', async (t) => {
  // the verb records the item named right before it, not a drug farther back
  const [first, second] = contextOf('Stop metoprolol and carvedilol, listed as an intolerance.', [
    ['metoprolol', 'medication'],
    ['carvedilol', 'medication'],
  ])
  t.equal(first!.allergy, false)
  t.equal(second!.allergy, true)
  // a recording verb that writes into another list makes no allergen
  const [reconciled] = contextOf('Amlodipine added to the medication list.', [['Amlodipine', 'medication']])
  t.equal(reconciled!.allergy, false)
})
