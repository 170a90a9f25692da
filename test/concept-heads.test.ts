// Round seven: a head word after a drug's or an infection's name makes the phrase another concept
// (concept-heads.ts). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const found = (text: string): string[] =>
  builtin.match(text).map((c) => `${text.slice(c.start_index, c.end_index)} (${c.concept_type})`)

t.test('a drug followed by a level, a challenge or a toxicity', async (t) => {
  t.same(found('Sirolimus trough level drawn this morning.'), ['Sirolimus trough level (test)'])
  t.same(found('Cefazolin skin testing was negative.'), ['Cefazolin skin testing (test)'])
  t.same(found('We plan a graded cephalexin challenge next week.'), ['cephalexin challenge (test)'])
  t.same(found('Concern for methotrexate toxicity.'), ['methotrexate toxicity (problem)'])
  t.same(found('Start sertraline 50 mg daily.'), ['sertraline (medication)'], 'a drug alone stays a drug')
  t.same(
    found('Iron sucrose infusion given.').map((s) => s.endsWith('(medication)')),
    [true],
    'an infusion names the drug given',
  )
})

t.test('a drug challenge is the test read by its outcome, unless written with the dose given', async (t) => {
  t.same(found('The sulfa label stays after a positive trimethoprim challenge.').slice(-1), [
    'trimethoprim challenge (test)',
  ])
  t.same(found('Oral cefuroxime challenge 250 mg given over an hour.'), ['cefuroxime challenge (procedure)'])
  t.same(
    found('Cefuroxime desensitization planned.'),
    ['Cefuroxime desensitization (procedure)'],
    'a desensitisation stays something done',
  )
  t.same(found('A food challenge to peanut is planned.'), ['food challenge (test)', 'peanut (medication)'])
  t.same(found('No test dose needed this time.'), ['test dose (procedure)'])
})

t.test('an infection followed by a laboratory word is a test', async (t) => {
  t.same(found('Syphilis serology sent.'), ['Syphilis serology (test)'])
  t.same(found('CMV PCR pending.'), ['CMV PCR (test)'])
  t.same(found('Varicella immune.'), ['Varicella (test)'], 'a result only a test has; the result stays outside')
  t.same(
    found('Treated for CMV retinitis.').map((s) => s.endsWith('(problem)')),
    found('Treated for CMV retinitis.').map(() => true),
  )
})

t.test("a concept joined by a hyphenated linking word is the next problem's modifier", async (t) => {
  t.same(found('Steroid-induced hyperglycemia and NSAID-associated gastritis.'), [
    'Steroid-induced hyperglycemia (problem)',
    'NSAID-associated gastritis (problem)',
  ])
  t.same(found('Alcohol related falls.').length, 2, 'without the hyphen the two stay two')
})

t.test('an infection followed by its specimen, part or nucleic acid is a test', async (t) => {
  t.same(found('Giardia antigen and hep B RNA sent.'), ['Giardia antigen (test)', 'hep B RNA (test)'])
  t.same(found('Influenza rapid antigen test was negative.'), ['Influenza rapid antigen test (test)'])
  t.same(found('Pertussis smear and TB symptom screen today.'), ['Pertussis smear (test)', 'TB symptom screen (test)'])
  t.same(found('Oxygen nadir 86% overnight.'), ['Oxygen nadir (test)'], "a drug's lowest recorded value")
})
