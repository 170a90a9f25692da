// Holds the annotators above floors on the first blind set (test/fixtures/blind/). It was scored
// once, unseen, after the first rules of issue 16 were written; since that report it has been a
// tuning set (issue 16, round two), so its figures no longer estimate unseen notes. The floors
// sit a little below the measured figures (in the comments), so a change that loses accuracy
// fails here. The test prints only the figures, never an item of the set.
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { evaluateBlind, loadNlp, prf } from './helpers/blind-eval.js'
import { readBlindNotes, readBlindSentences } from './helpers/blind-gold.js'

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)))
const DATA = resolve(ROOT, 'test/fixtures/blind')

// measured (sentences and notes combined), first scoring → after round two: negated 0.971 →
// 0.995, uncertain 0.860 → 0.973, historical 0.864 → 0.932, hypothetical 0.841 → 0.975,
// non-patient experiencer 0.899 → 0.990, allergy 0.971 → 1.000
const CONTEXT_F1 = { negated: 0.98, uncertain: 0.95, historical: 0.91, hypothetical: 0.96, experiencer: 0.97, allergy: 0.97 } as const
// measured (overlap rule, combined): recall problem 0.931 → 0.946, medication 0.980 → 0.983,
// procedure 0.872, test 0.906; precision of all 0.962 → 0.963
const CONCEPT_RECALL = { problem: 0.935, medication: 0.97, procedure: 0.85, test: 0.89 } as const
const CONCEPT_PRECISION = 0.95
// measured on the notes: sentence F1 0.965; section headers found with the right category 89/91
const SENTENCE_F1 = 0.955
const SECTION_ACCURACY = 0.96

t.test('blind set', async (t) => {
  const report = evaluateBlind(await loadNlp(ROOT), readBlindSentences(resolve(DATA, 'sentences.tsv')), readBlindNotes(resolve(DATA, 'notes')))
  const lines: string[] = []
  for (const [name, floor] of Object.entries(CONTEXT_F1)) {
    const { f1 } = prf(report.context.combined.counts[name as keyof typeof CONTEXT_F1])
    lines.push(`${name} F1 ${f1.toFixed(3)}`)
    t.ok(f1 >= floor, `${name} F1 ${f1.toFixed(3)} >= ${floor}`)
  }
  for (const [type, floor] of Object.entries(CONCEPT_RECALL)) {
    const { recall } = prf(report.concepts.combined.overlap[type as keyof typeof CONCEPT_RECALL])
    lines.push(`${type} recall ${recall.toFixed(3)}`)
    t.ok(recall >= floor, `${type} recall ${recall.toFixed(3)} >= ${floor}`)
  }
  const { precision } = prf(report.concepts.combined.overlap.all)
  t.ok(precision >= CONCEPT_PRECISION, `concept precision ${precision.toFixed(3)} >= ${CONCEPT_PRECISION}`)
  const sentenceF1 = prf(report.sentences.sentences).f1
  t.ok(sentenceF1 >= SENTENCE_F1, `sentence F1 ${sentenceF1.toFixed(3)} >= ${SENTENCE_F1}`)
  const sectionAccuracy = report.sections.correct / report.sections.headers
  t.ok(sectionAccuracy >= SECTION_ACCURACY, `section headers ${sectionAccuracy.toFixed(3)} >= ${SECTION_ACCURACY}`)
  t.comment(lines.join('; '))
})
