// "vs" weighs what it joins; a study sent to tell the alternatives apart is not weighed.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

t.test('a study sent to tell the alternatives apart is not in doubt', async (t) => {
  const [study, first, second] = contextOf('Liver biopsy arranged to look for autoimmune hepatitis vs NASH.', [
    ['Liver biopsy', 'procedure'],
    ['autoimmune hepatitis', 'problem'],
    ['NASH', 'problem'],
  ])
  t.equal(study!.uncertain, false)
  t.equal(first!.uncertain, true)
  t.equal(second!.uncertain, true)
})

t.test('where the rule stops', async (t) => {
  // treatments that are themselves the alternatives keep the hedge
  const [left, right] = contextOf('Lobectomy vs total thyroidectomy if the nodule is malignant.', [
    ['Lobectomy', 'procedure'],
    ['total thyroidectomy', 'procedure'],
  ])
  t.equal(left!.uncertain, true)
  t.equal(right!.uncertain, true)
})
