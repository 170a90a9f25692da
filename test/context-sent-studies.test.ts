// What a study is sent for is what it looks for, still in doubt.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

t.test('the conditions a sent study looks for are uncertain', async (t) => {
  const [culture, giardia, crypto] = contextOf('Stool PCR sent for giardia and cryptosporidium.', [
    ['Stool PCR', 'test'],
    ['giardia', 'problem'],
    ['cryptosporidium', 'problem'],
  ])
  t.equal(culture!.uncertain, false)
  t.equal(giardia!.uncertain, true)
  t.equal(crypto!.uncertain, true)
  const [, sarcoid] = contextOf('Lymph node biopsy requested for sarcoidosis.', [
    ['Lymph node biopsy', 'procedure'],
    ['sarcoidosis', 'problem'],
  ])
  t.equal(sarcoid!.uncertain, true)
})

t.test('where the rule stops', async (t) => {
  // no study before the verb: the patient is sent, nothing is looked for
  const [pneumonia] = contextOf('She was sent for admission for pneumonia.', [['pneumonia', 'problem']])
  t.equal(pneumonia!.uncertain, false)
  // the study must stand right before the verb: "for" after the procedure names its reason
  const [, potassium] = contextOf('Sent for dialysis for hyperkalemia.', [
    ['dialysis', 'procedure'],
    ['hyperkalemia', 'problem'],
  ])
  t.equal(potassium!.uncertain, false)
})
