// Milliseconds per document for the sentence, token and section annotators on the fixture notes
// (and the corpus note when present), alone and as the three-step chain a pipeline runs.
// Run alone: node --import tsx test/bench/nlp-segment.bench.ts
import { pathToFileURL } from 'node:url'
import { findSections } from '../../src/nlp/sections.js'
import { findSentences } from '../../src/nlp/sentences.js'
import { tokenize } from '../../src/nlp/tokens.js'
import { corpusNote, fixtureNotes, type Note } from '../helpers/notes.js'

export interface NlpSegmentBenchRow {
  annotator: 'sentences' | 'tokens' | 'tokens-rules' | 'sections' | 'chain'
  note: string
  chars: number
  /** wall-clock milliseconds per document */
  msPerDoc: number
  /** process CPU milliseconds per document: the figure that holds when the machine is busy */
  cpuMsPerDoc: number
}

export interface NlpSegmentBenchOptions {
  /** minimum measuring time per annotator and note */
  minMs?: number
  log?: (line: string) => void
}

const ANNOTATORS: Record<NlpSegmentBenchRow['annotator'], (text: string) => unknown> = {
  sentences: (text) => findSentences(text),
  tokens: (text) => tokenize(text),
  'tokens-rules': (text) => tokenize(text, undefined, { tagger: 'rules' }),
  sections: (text) => findSections(text),
  chain: (text) => {
    const sentences = findSentences(text)
    return [sentences, tokenize(text, sentences), findSections(text)]
  },
}

function measure(fn: (text: string) => unknown, text: string, minMs: number): { ms: number; cpuMs: number } {
  for (let i = 0; i < 50; i++) fn(text)
  let iterations = 0
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  let elapsed = 0
  while (elapsed < minMs) {
    for (let i = 0; i < 20; i++) fn(text)
    iterations += 20
    elapsed = performance.now() - t0
  }
  const cpu = process.cpuUsage(cpu0)
  return { ms: elapsed / iterations, cpuMs: (cpu.user + cpu.system) / 1000 / iterations }
}

export async function runNlpSegmentBench(options: NlpSegmentBenchOptions = {}): Promise<NlpSegmentBenchRow[]> {
  const minMs = options.minMs ?? 400
  const log = options.log ?? ((line: string) => console.log(line))
  const notes: Note[] = fixtureNotes()
  const corpus = corpusNote()
  if (corpus !== undefined) notes.push({ name: '97_204.txt (corpus)', text: corpus })
  tokenize('Loads the tagger model before timing.')

  const rows: NlpSegmentBenchRow[] = []
  log('annotator    note                              chars   ms/doc  cpu ms/doc')
  for (const annotator of Object.keys(ANNOTATORS) as NlpSegmentBenchRow['annotator'][]) {
    for (const note of notes) {
      const { ms, cpuMs } = measure(ANNOTATORS[annotator], note.text, minMs)
      rows.push({ annotator, note: note.name, chars: note.text.length, msPerDoc: ms, cpuMsPerDoc: cpuMs })
      log(
        `${annotator.padEnd(12)} ${note.name.padEnd(32)} ${String(note.text.length).padStart(6)} ${ms.toFixed(3).padStart(8)} ${cpuMs.toFixed(3).padStart(11)}`,
      )
    }
  }
  return rows
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runNlpSegmentBench()
}
