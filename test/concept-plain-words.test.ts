// Findings and measures notes name with one plain word or a short lay phrase (lexicon-data, with
// the value guard of the measures in concept-senses.ts). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${c.concept_type}:${text.slice(c.start_index, c.end_index)}`)

t.test('findings named by one plain word or a lay phrase', async (t) => {
  t.same(found('The right knee clicking on squatting.').slice(-1), ['problem:clicking'])
  t.same(found('Feet cool and mottled.').slice(-1), ['problem:mottled'])
  t.same(found('Old burn with scarring over the wrist.').slice(-1), ['problem:scarring'])
  t.same(found('Suctioned for thick secretions.'), ['problem:secretions'])
  t.same(found('Lips without color change during feeds.'), ['problem:color change'])
  t.same(found('The spinning stops when she lies still.'), ['problem:spinning'])
  t.same(found('Return if the leg swells.'), ['problem:swells'])
  t.same(found('Brought in for fast breathing.'), ['problem:fast breathing'])
  t.same(found('Elevated BP today, recheck at the next visit.'), ['problem:Elevated BP'])
  t.same(found('Sister with thyroid disease.'), ['problem:thyroid disease'])
  t.same(found('Hand flapping and toe walking noted.').slice(0, 1), ['problem:Hand flapping'])
  t.same(found('Loosening of the femoral stem on the film.').slice(0, 1), ['problem:Loosening'])
  t.same(found('Vaginal atrophy; start vaginal estrogen.').slice(0, 1), ['problem:Vaginal atrophy'])
})

t.test('a measure named by one plain word needs its value', async (t) => {
  t.same(found('Waist 96 cm, BMI 29.'), ['test:Waist', 'test:BMI'])
  t.same(found('Braden 13 on admission.'), ['test:Braden'])
  t.same(found('Genotype 3 on the hepatitis C RNA report.').slice(0, 1), ['test:Genotype'])
  t.same(found('Seen with Dr. Braden.'), [], 'a surname alone')
  t.same(found('The genotype will decide the regimen.'), [], 'the word of genetics alone')
  t.same(found('Pants tight at the waist.'), [], 'the body part alone')
})

t.test('measures and evaluations named short', async (t) => {
  t.same(found('FHR 150, reactive.'), ['test:FHR'])
  t.same(found('Ventricular rate 88 on the monitor.'), ['test:Ventricular rate'])
  t.same(found('Refer for a driving assessment.'), ['test:driving assessment'])
})
