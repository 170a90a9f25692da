// Throughput of concept matching and context assignment on a consultation-note-sized text.
// Run alone: node --import tsx test/bench/nlp-context.bench.ts   (figures are per call, in milliseconds)
import { readFile } from 'node:fs/promises'
import { pathToFileURL } from 'node:url'
import { ConceptMatcher } from '../../src/nlp/concepts.js'
import { splitSentences } from '../../src/nlp/context-sentences.js'
import { assignContext } from '../../src/nlp/context.js'
import { BUILTIN_LEXICON } from '../../src/nlp/lexicon.js'
import { readGold } from '../helpers/context-gold.js'

async function sampleNote(): Promise<{ name: string; text: string }> {
  try {
    return { name: '97_204.txt', text: await readFile(new URL('../../../shared/corpus/97_204.txt', import.meta.url), 'utf8') }
  } catch {
    // without the shared corpus, a note of similar size made of the gold sentences
    const rows = readGold(new URL('../fixtures/context-gold-extra.tsv', import.meta.url))
    const sentences = [...new Set(rows.map((r) => r.sentence))]
    let text = ''
    for (let i = 0; text.length < 6500; i++) text += sentences[i % sentences.length] + (i % 6 === 5 ? '\n\n' : ' ')
    return { name: 'gold sentences', text }
  }
}

function perCall(fn: () => unknown, iterations: number): number {
  for (let i = 0; i < iterations / 10; i++) fn()
  const t0 = performance.now()
  for (let i = 0; i < iterations; i++) fn()
  return (performance.now() - t0) / iterations
}

export async function benchNlpContext(): Promise<void> {
  const { name, text } = await sampleNote()
  const t0 = performance.now()
  const matcher = new ConceptMatcher(BUILTIN_LEXICON)
  const buildMs = performance.now() - t0
  const concepts = matcher.match(text)
  const sentences = splitSentences(text)
  const rows = [
    ['build matcher (once)', buildMs],
    ['match', perCall(() => matcher.match(text), 2000)],
    ['split sentences', perCall(() => splitSentences(text), 2000)],
    ['context, sentences given', perCall(() => assignContext(text, concepts, { sentences }), 2000)],
    ['context, own sentences', perCall(() => assignContext(text, concepts), 2000)],
  ] as const
  console.log(`${name}: ${text.length} chars, ${concepts.length} concepts, ${BUILTIN_LEXICON.length} lexicon terms`)
  for (const [label, ms] of rows) console.log(`${label.padEnd(28)} ${ms.toFixed(3)} ms`)
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchNlpContext()
}
