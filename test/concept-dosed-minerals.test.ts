// A word that is both a drug and a level ("cholecalciferol", "iron", "magnesium") read by its
// neighbours: a dose written with a thousands comma is still a dose, and a participle of giving
// after the word or after the list it opens makes the drug (concept-senses.ts). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const typed = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`)

t.test('a dose with a thousands comma is a dose', async (t) => {
  t.same(typed('Begin ergocalciferol 50,000 units once a week.'), ['ergocalciferol (medication)'])
  t.same(typed('cholecalciferol 1,000 units daily'), ['cholecalciferol (medication)'])
  t.same(typed('Vitamin D 14, 400 units at home'), ['Vitamin D (test)'], 'a comma and a space part two values')
})

t.test('a mineral started or given is the supplement', async (t) => {
  t.same(typed('Ferritin 22; iron started.'), ['Ferritin (test)', 'iron (medication)'])
  t.same(typed('Magnesium given overnight.'), ['Magnesium (medication)'])
  t.same(typed('Too anemic for surgery, so iron and darbepoetin given.'), [
    'anemic (problem)',
    'iron (medication)',
    'darbepoetin (medication)',
  ])
})

t.test('a list measured before the giving stays the levels', async (t) => {
  t.same(typed('Potassium and magnesium checked, then replacement started.'), ['Potassium (test)', 'magnesium (test)'])
  t.same(typed('Iron 40 this morning.'), ['Iron (test)'])
})

t.test('a number opening the next line numbers its item', async (t) => {
  t.same(typed('1. Calcium with vitamin D\n2. Aspirin 81 mg daily'), [
    'Calcium (medication)',
    'vitamin D (medication)',
    'Aspirin (medication)',
  ])
  t.same(typed('vitamin D 2 weeks ago was 18'), ['vitamin D (test)'], 'on the same line the number is its value')
})
