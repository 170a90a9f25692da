// Sense guards for words that are labels, names, places and days in notes
// (concept-senses.ts), and protocols as labels (concept-labels.ts). Invented sentences.
import t from 'tap'
import { ConceptMatcher } from '../src/nlp/concepts.js'
import { BUILTIN_LEXICON } from '../src/nlp/lexicon.js'

const builtin = new ConceptMatcher(BUILTIN_LEXICON)
const texts = (text: string): string[] => builtin.match(text).map((c) => text.slice(c.start_index, c.end_index))

t.test('labels, names, places and days are no concepts', async (t) => {
  t.same(texts('PPD#2, ambulating.'), [], 'a postpartum day')
  t.same(texts('Tumor site: sigmoid. Mass size: 3 cm.'), [])
  t.same(texts('Margin submitted entirely in B1.'), [])
  t.same(texts('Her niece Ana drove her in.'), [])
  t.same(texts('He drew a line on the chart.'), [])
  t.same(texts('Crash cart at the bedside.'), [])
  t.same(texts('Afraid of heights.'), [])
  t.same(texts('Head CT per stroke protocol; sepsis pathway.').length, 1, 'only the CT')
})

t.test('the same words in their clinical sense', async (t) => {
  t.same(texts('ANA negative; A-line placed; PPD placed in clinic.'), ['ANA', 'A-line', 'PPD'])
  t.same(texts('Tumor invades the muscularis.'), ['Tumor'])
  t.same(texts('Height 168 cm.'), ['Height'])
})

t.test('a specialty a patient is sent to, and a machine a patient is on, are no procedures', async (t) => {
  t.same(texts('Sent to hand surgery for the trigger finger.').slice(0, 1), ['trigger finger'])
  t.same(texts('Seen by R. Diaz, MD (hand surgery).'), [])
  t.same(texts('Addiction medicine will follow.'), [])
  t.same(texts('Famotidine while on the ventilator.'), ['Famotidine'])
  t.same(texts('Hand surgery in 2015 for a tendon laceration.').slice(0, 1), ['Hand surgery'], 'the operation stays')
  t.same(texts('Weaned from ventilator support today.'), ['ventilator support'], 'so does the support given')
})

t.test('the pill is the contraceptive, not a container of pills or pills of any kind', async (t) => {
  t.same(texts('She has been on the pill since 2020.'), ['the pill'])
  t.same(texts('Doses missed in the pill organizer.'), [])
  t.same(texts('Cannot keep the pills down.'), [])
})

t.test('a manoeuvre sign followed by a negative result is the exam done', async (t) => {
  const typed = (text: string): string[] =>
    builtin.match(text).map((c) => `${c.concept_type}:${text.slice(c.start_index, c.end_index)}`)
  t.same(typed('Murphy sign absent on today’s exam.'), ['test:Murphy sign'])
  t.same(typed("Murphy's sign negative."), ["test:Murphy's sign"])
  t.same(
    typed('Murphy sign positive with guarding.').slice(0, 1),
    ['problem:Murphy sign'],
    'present, it is the finding',
  )
  t.same(typed('Negative Murphy sign.'), ['problem:Murphy sign'], 'the result written first is left alone')
})

t.test('a skin check is the skin examined, not the skin under a splint', async (t) => {
  t.same(texts('Skin check with dermatology yearly.'), ['Skin check'])
  t.same(texts('Come back for a cast and skin check on Monday.'), [])
})
