// Throughput of concept matching and context assignment on a consultation-note-sized text.
// Run alone: node --import tsx test/bench/nlp-context.bench.ts   (figures are per call, in milliseconds:
// wall-clock and process CPU)
import { readFile } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import { ConceptMatcher } from '../../src/nlp/concepts.js'
import { splitSentences } from '../../src/nlp/context-sentences.js'
import { assignContext } from '../../src/nlp/context.js'
import { BUILTIN_LEXICON } from '../../src/nlp/lexicon.js'
import { findSections } from '../../src/nlp/sections.js'
import { findSentences } from '../../src/nlp/sentences.js'
import { readGold } from '../helpers/context-gold.js'

async function sampleNote(): Promise<{ name: string; text: string }> {
  try {
    return {
      name: '97_204.txt',
      text: await readFile(new URL('../../../shared/corpus/97_204.txt', import.meta.url), 'utf8'),
    }
  } catch {
    // without the shared corpus, a note of similar size made of the gold sentences
    const rows = readGold(new URL('../fixtures/context-gold-extra.tsv', import.meta.url))
    const sentences = [...new Set(rows.map((r) => r.sentence))]
    let text = ''
    for (let i = 0; text.length < 6500; i++) text += sentences[i % sentences.length] + (i % 6 === 5 ? '\n\n' : ' ')
    return { name: 'gold sentences', text }
  }
}

/** Wall-clock and process CPU milliseconds per call; CPU is the figure that holds on a busy machine. */
function perCall(fn: () => unknown, iterations: number): [number, number] {
  for (let i = 0; i < iterations / 10; i++) fn()
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  for (let i = 0; i < iterations; i++) fn()
  const cpu = process.cpuUsage(cpu0)
  return [(performance.now() - t0) / iterations, (cpu.user + cpu.system) / 1000 / iterations]
}

export async function benchNlpContext(): Promise<void> {
  const { name, text } = await sampleNote()
  const t0 = performance.now()
  const matcher = new ConceptMatcher(BUILTIN_LEXICON)
  const buildMs = performance.now() - t0
  const concepts = matcher.match(text)
  const sentences = splitSentences(text)
  // what svc-context is given in svc-default-pipeline: the sentence and section indices
  const noteSentences = findSentences(text)
  const sections = findSections(text)
  const sectionConcepts = matcher.match(text, sections)
  const rows = [
    ['match', perCall(() => matcher.match(text), 2000)],
    ['match, sections given', perCall(() => matcher.match(text, sections), 2000)],
    ['split sentences', perCall(() => splitSentences(text), 2000)],
    ['context, sentences given', perCall(() => assignContext(text, concepts, { sentences }), 2000)],
    ['context, own sentences', perCall(() => assignContext(text, concepts), 2000)],
    [
      'context, as in the pipeline',
      perCall(() => assignContext(text, sectionConcepts, { sentences: noteSentences, sections }), 2000),
    ],
  ] as const
  console.log(`${name}: ${text.length} chars, ${concepts.length} concepts, ${BUILTIN_LEXICON.length} lexicon terms`)
  console.log(`${'build matcher (once)'.padEnd(28)} ${buildMs.toFixed(3)} ms`)
  console.log(`${''.padEnd(28)}    ms/call  cpu ms/call`)
  for (const [label, [ms, cpuMs]] of rows)
    console.log(`${label.padEnd(28)} ${ms.toFixed(3).padStart(10)} ${cpuMs.toFixed(3).padStart(12)}`)
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchNlpContext()
}
