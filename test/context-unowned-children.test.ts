// A child nobody owns is the patient of a pediatric note; a child someone owns is a relative.
import t from 'tap'
import { contextOf } from './helpers/context-targets.js'

const experiencers = (text: string, phrases: [string, string][]): string[] =>
  contextOf(text, phrases).map((a) => a.experiencer)

t.test('a bare child is the patient', async (t) => {
  t.same(
    experiencers('Child with eczema and peanut allergy; emollients reviewed.', [
      ['eczema', 'problem'],
      ['peanut allergy', 'problem'],
    ]),
    ['patient', 'patient'],
  )
  t.same(experiencers('Strep going around school; this child has a sore throat.', [['sore throat', 'problem']]), [
    'patient',
  ])
  t.same(experiencers('Well-child visit at 2 years, weight on the 40th percentile.', [['weight', 'test']]), ['patient'])
})

t.test('a child someone owns stays a relative', async (t) => {
  t.same(experiencers('Her child has asthma.', [['asthma', 'problem']]), ['family'])
  t.same(experiencers('His youngest child has eczema.', [['eczema', 'problem']]), ['family'])
  t.same(experiencers("Her sister's child has cystic fibrosis.", [['cystic fibrosis', 'problem']]), ['family'])
  // the plural is left to the relative cues
  t.same(experiencers('Both children have the flu.', [['flu', 'problem']]), ['family'])
})
