// A transplant or donation is the patient's when the donor or recipient is named with it; a person
// named before it as its subject keeps it, and a donor's own operation stays the donor's. The
// sentences are invented.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const whose = (text: string, phrases: [string, string][]): string[] =>
  contextOf(text, phrases, { sections: false }).map((a) => a.experiencer)

t.test('the donor or recipient named after the transplant is not its subject', async (t) => {
  t.same(whose('Liver transplant in 2020 from his brother, a living donor.', [['Liver transplant', 'procedure']]), [
    'patient',
  ])
  t.same(whose('Renal transplant 2017 from a deceased donor.', [['Renal transplant', 'procedure']]), ['patient'])
  t.same(
    whose('Stem cell donation in 2016 to her sister, who had leukemia.', [
      ['Stem cell donation', 'procedure'],
      ['leukemia', 'problem'],
    ]),
    ['patient', 'family'],
  )
})

t.test('a donor as the modifier of the transplant is not its subject', async (t) => {
  t.same(whose('Day +20 after unrelated donor stem cell transplant.', [['stem cell transplant', 'procedure']]), [
    'patient',
  ])
})

t.test('where it stops: a person before it as its subject, and the donor operation', async (t) => {
  t.same(whose('Her father had a liver transplant for cirrhosis.', [['liver transplant', 'procedure']]), ['family'])
  t.same(
    whose('His roommate donated a kidney, and the donor nephrectomy went well.', [['donor nephrectomy', 'procedure']]),
    ['other'],
  )
})
