// Lay signs with their codes, named findings and abbreviations, tests named by what they measure or
// how they record, and the guards of "limp" and "ethanol". Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type} ${c.code})`)

t.test('lay signs carry the code of the concept they name', async (t) => {
  t.same(found('Walks with a limp.'), ['limp (problem ICD10CM:R26.89)'])
  t.same(found('Wife says he keeps getting lost on the way to church.'), ['getting lost (problem ICD10CM:R41.0)'])
  t.same(found('Cracked lips and a fever.'), ['Cracked lips (problem ICD10CM:K13.0)', 'fever (problem ICD10CM:R50.9)'])
  t.same(found('Red eyes and cracked lips.'), [
    'Red eyes (problem ICD10CM:H57.89)',
    'cracked lips (problem ICD10CM:K13.0)',
  ])
  t.same(found('Appetite suppression on the stimulant.'), [
    'Appetite suppression (problem ICD10CM:R63.0)',
    'stimulant (medication INGREDIENT:stimulant medication)',
  ])
})

t.test('a body gone slack is no limp', async (t) => {
  t.same(found('The toddler went limp for a minute.'), [])
})

t.test('named findings and abbreviations', async (t) => {
  t.same(found('Pneumocystis prophylaxis for now.'), ['Pneumocystis (problem ICD10CM:B59)'])
  t.same(
    found('BAL sent for Pneumocystis.'),
    ['BAL (procedure SVC:procedure/bronchoalveolar lavage)'],
    'the organism looked for',
  )
  t.same(found('poag ou, pressures at target.'), ['poag (problem ICD10CM:H40.9)'])
  t.same(found('No extraprostatic extension.'), [
    'extraprostatic extension (problem SVC:problem/extraprostatic extension)',
  ])
})

t.test('tests named by the recorder or the measure', async (t) => {
  t.same(found('Two-week patch monitor ordered.'), ['patch monitor (test SVC:test/holter monitor)'])
  t.same(found('Bone density in two years.'), ['Bone density (test SVC:test/bone density scan)'])
  t.same(found('Low bone density on the scan.'), ['Low bone density (problem ICD10CM:M85.80)'])
})

t.test('ethanol with a result is the level; ethanol drunk is none', async (t) => {
  t.same(found('Ethanol undetectable on arrival.'), ['Ethanol (test SVC:test/blood alcohol level)'])
  t.same(found('Ethanol 180 mg/dL.'), ['Ethanol (test SVC:test/blood alcohol level)'])
  t.same(found('Ethanol use on weekends.'), [])
})
