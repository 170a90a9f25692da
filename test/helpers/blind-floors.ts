// Holds the annotators above floors on one gold set in the blind format (sentences.tsv and
// notes/): the quality tests of the held-out sets share it. It reports only figures, never an
// item of the set, so running it does not expose a held-out set to whoever tunes the rules.
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Test } from 'tap'
import { evaluateBlind, loadNlp, prf } from './blind-eval.js'
import { readBlindNotes, readBlindSentences } from './blind-gold.js'

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)))

export interface BlindFloors {
  /** F1 of each context attribute, sentences and notes combined. */
  contextF1: {
    negated: number
    uncertain: number
    historical: number
    hypothetical: number
    experiencer: number
    allergy: number
  }
  /** Concept recall per type, overlap rule, combined. */
  conceptRecall: { problem: number; medication: number; procedure: number; test: number }
  /** Concept precision over all types, overlap rule, combined. */
  conceptPrecision: number
  /** Sentence boundary F1 on the notes. */
  sentenceF1: number
  /** Share of the notes' section headers found with the right category. */
  sectionAccuracy: number
}

/** Scores this checkout's annotators on test/fixtures/SET and asserts every floor. */
export async function assertBlindFloors(t: Test, set: string, floors: BlindFloors): Promise<void> {
  const data = resolve(ROOT, 'test/fixtures', set)
  const report = evaluateBlind(
    await loadNlp(ROOT),
    readBlindSentences(resolve(data, 'sentences.tsv')),
    readBlindNotes(resolve(data, 'notes')),
  )
  const lines: string[] = []
  for (const [name, floor] of Object.entries(floors.contextF1)) {
    const { f1 } = prf(report.context.combined.counts[name as keyof BlindFloors['contextF1']])
    lines.push(`${name} F1 ${f1.toFixed(3)}`)
    t.ok(f1 >= floor, `${name} F1 ${f1.toFixed(3)} >= ${floor}`)
  }
  for (const [type, floor] of Object.entries(floors.conceptRecall)) {
    const { recall } = prf(report.concepts.combined.overlap[type as keyof BlindFloors['conceptRecall']])
    lines.push(`${type} recall ${recall.toFixed(3)}`)
    t.ok(recall >= floor, `${type} recall ${recall.toFixed(3)} >= ${floor}`)
  }
  const { precision } = prf(report.concepts.combined.overlap.all)
  t.ok(precision >= floors.conceptPrecision, `concept precision ${precision.toFixed(3)} >= ${floors.conceptPrecision}`)
  const sentenceF1 = prf(report.sentences.sentences).f1
  t.ok(sentenceF1 >= floors.sentenceF1, `sentence F1 ${sentenceF1.toFixed(3)} >= ${floors.sentenceF1}`)
  const sectionAccuracy = report.sections.correct / report.sections.headers
  t.ok(
    sectionAccuracy >= floors.sectionAccuracy,
    `section headers ${sectionAccuracy.toFixed(3)} >= ${floors.sectionAccuracy}`,
  )
  t.comment(lines.join('; '))
}
