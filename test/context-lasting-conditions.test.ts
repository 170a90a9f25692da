// A condition or treatment told with the time it has lasted ("since age 9", "for 20 years",
// "x 12 yrs") goes on: neither a history section nor the date inside the phrase makes it history;
// a word of the past in its item, or an end after the phrase, still does.
import t from 'tap'
import type { ContextAttributes } from '../src/nlp/context.js'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const historical = (attrs: ContextAttributes[]): boolean[] => attrs.map((a) => a.historical)
const ofHistory = (body: string, phrases: readonly Phrase[]): boolean[] =>
  historical(contextOf(`Past Medical History:\n${body}\n`, phrases))

t.test('a condition with the time it has lasted goes on in a history section', async (t) => {
  t.same(
    ofHistory('Eczema since age 6; tonsillectomy 2004.', [
      ['Eczema', 'problem'],
      ['tonsillectomy', 'procedure'],
    ]),
    [false, true],
  )
  t.same(ofHistory('Hypothyroidism for 11 years.', [['Hypothyroidism', 'problem']]), [false])
  t.same(ofHistory('- Psoriasis x 8 yrs, mild.', [['Psoriasis', 'problem']]), [false])
})

t.test('a dated start outside a history section does not make it history', async (t) => {
  t.same(historical(contextOf('Social history: she has used methadone since 2021.\n', [['methadone', 'medication']])), [
    false,
  ])
})

t.test('a word of the past before it, or an end after the phrase, keeps it history', async (t) => {
  t.same(ofHistory('Off paroxetine since March.', [['paroxetine', 'medication']]), [true])
  t.same(ofHistory('No longer taking apixaban since the ablation in 2023.', [['apixaban', 'medication']]), [true])
  t.same(ofHistory('Migraine since age 15, resolved after menopause.', [['Migraine', 'problem']]), [true])
})
