// A condition named with the care that keeps it in check now (no drug) goes on: a history section
// does not make it history; a year right after the support closes the span.
import t from 'tap'
import type { ContextAttributes } from '../src/nlp/context.js'
import { contextOf, type Phrase } from './helpers/context-targets.js'

const historical = (attrs: ContextAttributes[]): boolean[] => attrs.map((a) => a.historical)
const ofHistory = (body: string, phrases: readonly Phrase[]): boolean[] =>
  historical(contextOf(`Past Medical History:\n${body}\n`, phrases))

t.test('a condition kept by dialysis, a replacement, a diet alone or a follow-up is current', async (t) => {
  t.same(ofHistory('Renal failure, on peritoneal dialysis.', [['Renal failure', 'problem']]), [false])
  t.same(ofHistory('Adrenal insufficiency on hormone replacement.', [['Adrenal insufficiency', 'problem']]), [false])
  t.same(ofHistory('Gestational diabetes, diet-controlled.', [['Gestational diabetes', 'problem']]), [false])
  t.same(ofHistory('Sarcoidosis, stage 2, followed by pulmonology.', [['Sarcoidosis', 'problem']]), [false])
})

t.test('a dated span of the support, or a sequence after "followed by", keeps it history', async (t) => {
  t.same(ofHistory('Renal failure, on dialysis 2019-2021 before the graft.', [['Renal failure', 'problem']]), [true])
  t.same(ofHistory('Appendicitis followed by an abscess.', [['Appendicitis', 'problem']]), [true])
})
