// What every clinical annotator answers for a text, and the texts to ask it about: the output
// that a speed-up of src/nlp/ or src/processors/clinical/ must leave unchanged
// (test/nlp-identical.test.ts compares digests of it against test/fixtures/nlp-output-digests.json).
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { ConceptMatcher } from '../../src/nlp/concepts.js'
import { splitSentences } from '../../src/nlp/context-sentences.js'
import { assignContext } from '../../src/nlp/context.js'
import { BUILTIN_LEXICON } from '../../src/nlp/lexicon.js'
import { findSections } from '../../src/nlp/sections.js'
import { findSentences } from '../../src/nlp/sentences.js'
import { tokenize } from '../../src/nlp/tokens.js'
import { scanWords } from '../../src/nlp/word-scan.js'
import { corpusNote } from './notes.js'

export interface NamedText {
  name: string
  text: string
}

const fixtures = new URL('../fixtures/', import.meta.url)

function notesIn(dir: string): NamedText[] {
  const url = new URL(`${dir}/`, fixtures)
  return readdirSync(url)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => ({ name: `${dir}/${f}`, text: readFileSync(new URL(f, url), 'utf8') }))
}

/** The sentences (first column) of a TSV with a header line, or every line of a plain list. */
function sentencesIn(file: string): string[] {
  const lines = readFileSync(new URL(file, fixtures), 'utf8').split(/\r?\n/)
  const tsv = file.endsWith('.tsv')
  const out = new Set<string>()
  for (const line of tsv ? lines.slice(1) : lines) {
    if (line.trim() === '' || line.startsWith('#')) continue
    out.add(tsv ? line.split('\t')[0]! : line)
  }
  return [...out]
}

/** Texts that reach the rarer paths: CRLF and lone CR, runs wink is not shown, BOM, astral and wide characters. */
const EDGE_TEXTS: NamedText[] = [
  {
    name: 'edge/crlf',
    text: 'HPI:\r\nNo fever.\r\nDenies chest pain, shortness of breath.\rPMH: asthma, COPD\r\n\r\nPlan: start aspirin 81 mg PO daily.',
  },
  {
    name: 'edge/long-run',
    text: `Seen today. ${'x'.repeat(70)} no rash. ${'a1-'.repeat(40)}pain? cellulitis.\nFamily history: mother with breast cancer.`,
  },
  {
    name: 'edge/unicode',
    text: '\ufeffAssessment:\u3000no\u00a0edema — likely CHF exacerbation; r/o MI. Émile’s “pain” 😀 10/10.\nİstanbul trip. h/o DVT x2, s/p CABG.',
  },
  { name: 'edge/blank', text: '   \n\t\n' },
  { name: 'edge/empty', text: '' },
]

export function noteTexts(): NamedText[] {
  const notes = [
    ...notesIn('notes'),
    ...notesIn('dev/notes'),
    ...notesIn('dev-check/notes'),
    ...notesIn('blind/notes'),
    ...EDGE_TEXTS,
  ]
  const corpus = corpusNote()
  if (corpus !== undefined) notes.push({ name: 'corpus/97_204.txt', text: corpus })
  return notes
}

/** Sentence lists; each is annotated sentence by sentence and digested as one. */
export function sentenceSets(): { name: string; sentences: string[] }[] {
  return [
    'context-gold.tsv',
    'context-gold-extra.tsv',
    'dev/sentences.tsv',
    'dev/sentences-no-concepts.txt',
    'dev-check/sentences.tsv',
    'dev-check/sentences-no-concepts.txt',
    'blind/sentences.tsv',
  ].map((file) => ({ name: file, sentences: sentencesIn(file) }))
}

let matcher: ConceptMatcher | undefined

/** Every annotator's answer for one text, by annotator name. */
export function annotate(text: string): Record<string, unknown> {
  matcher ??= new ConceptMatcher(BUILTIN_LEXICON)
  const sentences = findSentences(text)
  const sections = findSections(text)
  const concepts = matcher.match(text, sections)
  const bare = concepts.map((c) => ({ start_index: c.start_index, end_index: c.end_index }))
  return {
    sentences,
    tokens: tokenize(text),
    'tokens-in-sentences': tokenize(text, sentences),
    'tokens-rules': tokenize(text, undefined, { tagger: 'rules' }),
    sections,
    concepts,
    'concepts-no-sections': matcher.match(text),
    'word-scan': scanWords(text),
    'context-sentences': splitSentences(text),
    context: assignContext(text, concepts, { sentences, sections }),
    'context-own-sentences': assignContext(text, concepts),
    'context-untyped-targets': assignContext(text, bare, { sentences }),
  }
}

/** A short fingerprint of a value: its item count (when a list) and a hash of its JSON. */
export function digest(value: unknown): string {
  const json = JSON.stringify(value)
  const count = Array.isArray(value) ? `${value.length}:` : ''
  return count + createHash('sha256').update(json).digest('hex').slice(0, 24)
}
