// Counts the gold of a set in the blind format (test/fixtures/NAME/: sentences.tsv and notes/), per
// concept type and attribute, for the set's README:
//
//   node --import tsx test/helpers/blind-gold-counts.ts blind4
//
// It reads the gold through the loader and runs no annotator, so it may be run on a held-out set
// that nobody tuning the rules may score or look into.
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readBlindNotes, readBlindSentences, type ConceptType, type GoldConcept, type GoldDoc } from './blind-gold.js'

const TYPES: readonly ConceptType[] = ['problem', 'medication', 'procedure', 'test']
const COLUMNS = ['negated', 'uncertain', 'historical', 'hypothetical', 'family', 'other', 'allergy', 'none'] as const
type Column = (typeof COLUMNS)[number]

/** The columns a concept counts in; 'none' when it carries no attribute at all. */
function columnsOf(c: GoldConcept): Column[] {
  const a = c.attributes
  const flags: [Column, boolean][] = [
    ['negated', a.negated],
    ['uncertain', a.uncertain],
    ['historical', a.historical],
    ['hypothetical', a.hypothetical],
    ['family', a.experiencer === 'family'],
    ['other', a.experiencer === 'other'],
    ['allergy', a.allergy],
  ]
  const set = flags.filter(([, on]) => on).map(([name]) => name)
  return set.length > 0 ? set : ['none']
}

function row(label: string, concepts: GoldConcept[]): string {
  const cells = COLUMNS.map((col) => String(concepts.filter((c) => columnsOf(c).includes(col)).length))
  return `| ${label} | ${concepts.length} | ${cells.join(' | ')} |`
}

/** A markdown table: one row per concept type and a total. */
function attributeTable(docs: GoldDoc[]): string {
  const concepts = docs.flatMap((d) => d.concepts)
  return [
    `| type | concepts | ${COLUMNS.join(' | ')} |`,
    `|---|${'---:|'.repeat(COLUMNS.length + 1)}`,
    ...TYPES.map((t) =>
      row(
        t,
        concepts.filter((c) => c.type === t),
      ),
    ),
    row('all', concepts),
  ].join('\n')
}

function noteTable(notes: GoldDoc[]): string {
  return [
    '| note | kind | bytes | sentences | section headers | concepts |',
    '|---|---|---:|---:|---:|---:|',
    ...notes.map(
      (n) =>
        `| \`${n.name}\` | ${n.kind} | ${Buffer.byteLength(n.text)} | ${n.sentences?.length ?? 0} | ` +
        `${n.sections?.length ?? 0} | ${n.concepts.length} |`,
    ),
  ].join('\n')
}

function headerCategories(notes: GoldDoc[]): string {
  const counts = new Map<string, number>()
  for (const s of notes.flatMap((n) => n.sections ?? [])) counts.set(s.category, (counts.get(s.category) ?? 0) + 1)
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([category, n]) => `${category} ${n}`)
    .join(', ')
}

const set = process.argv[2]
if (set === undefined) {
  console.error('usage: blind-gold-counts.ts SET (a folder under test/fixtures/, e.g. blind4)')
  process.exit(2)
}
const dir = resolve(fileURLToPath(new URL('.', import.meta.url)), '../fixtures', set)
const sentences = readBlindSentences(resolve(dir, 'sentences.tsv'))
const notes = readBlindNotes(resolve(dir, 'notes'))
const sum = (f: (d: GoldDoc) => number, docs = notes) => docs.reduce((n, d) => n + f(d), 0)

console.log(
  `## sentences.tsv: ${sentences.length} sentences, ` + `${sum((d) => d.concepts.length, sentences)} gold concepts\n`,
)
console.log(attributeTable(sentences))
console.log(
  `\n## notes: ${notes.length} notes, ${sum((d) => d.sentences?.length ?? 0)} sentences, ` +
    `${sum((d) => d.sections?.length ?? 0)} section headers, ${sum((d) => d.concepts.length)} gold concepts\n`,
)
console.log(noteTable(notes))
console.log(`\nSection headers by category: ${headerCategories(notes)}\n`)
console.log(attributeTable(notes))
console.log('\n## both halves\n')
console.log(attributeTable([...sentences, ...notes]))
