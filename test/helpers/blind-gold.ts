// Reads the held-out NLP evaluation set (test/fixtures/blind/, see its README) and resolves every
// gold string to offsets by search, failing with the file, item and text when one is not found, so
// a person can write and check the gold without counting characters.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { SECTION_CATEGORIES } from '../../src/nlp/types.js'

export type ConceptType = 'problem' | 'medication' | 'procedure' | 'test'
export type Experiencer = 'patient' | 'family' | 'other'

export interface Span {
  start_index: number
  end_index: number
}

export interface GoldAttributes {
  negated: boolean
  uncertain: boolean
  historical: boolean
  hypothetical: boolean
  experiencer: Experiencer
  allergy: boolean
}

export interface GoldConcept extends Span {
  text: string
  type: ConceptType
  /** '' when the annotator gave none */
  preferred: string
  attributes: GoldAttributes
  /** file and item, for error reports */
  where: string
}

export interface GoldSection {
  /** offset of the title's first character */
  start_index: number
  title: string
  category: string
}

/** One text to score: a whole note, or one sentence of sentences.tsv. */
export interface GoldDoc {
  name: string
  kind: string
  text: string
  concepts: GoldConcept[]
  /** gold sentences and sections: notes only */
  sentences?: Span[]
  sections?: GoldSection[]
}

const CONCEPT_TYPES: readonly string[] = ['problem', 'medication', 'procedure', 'test']
const EXPERIENCERS: readonly string[] = ['patient', 'family', 'other']
const FLAGS = new Set(['neg', 'unc', 'hist', 'hyp', 'fam', 'oth', 'allergy'])
const TSV_COLUMNS = [
  'sentence',
  'concept',
  'occurrence',
  'type',
  'negated',
  'uncertain',
  'historical',
  'hypothetical',
  'experiencer',
  'allergy',
] as const

class GoldError extends Error {}

function fail(where: string, message: string): never {
  throw new GoldError(`${where}: ${message}`)
}

/** A pattern for `literal` in which any run of whitespace matches any run of whitespace. */
function flexiblePattern(literal: string): string {
  return literal
    .trim()
    .split(/\s+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+')
}

const WORD_CHAR = /[\p{L}\p{N}]/u

/** Whether text[start, end) neither starts nor ends inside a word ("T" is not found in "The"). */
function wordBounded(text: string, start: number, end: number): boolean {
  const cutsBefore = start > 0 && WORD_CHAR.test(text[start - 1]!) && WORD_CHAR.test(text[start]!)
  const cutsAfter = end < text.length && WORD_CHAR.test(text[end]!) && WORD_CHAR.test(text[end - 1]!)
  return !cutsBefore && !cutsAfter
}

/** Offsets of the nth (1-based) word-bounded occurrence of `literal` in text[from, to), or null. */
function nthOccurrence(text: string, literal: string, n: number, from: number, to: number): Span | null {
  const re = new RegExp(flexiblePattern(literal), 'g')
  re.lastIndex = from
  let seen = 0
  for (let m = re.exec(text); m !== null && m.index + m[0].length <= to; m = re.exec(text)) {
    if (wordBounded(text, m.index, m.index + m[0].length) && ++seen === n)
      return { start_index: m.index, end_index: m.index + m[0].length }
    re.lastIndex = m.index + 1
  }
  return null
}

const hasAlphanumeric = (s: string): boolean => /[\p{L}\p{N}]/u.test(s)

/** `text[#n] | type | flags [| preferred term]`, flags '-' or words from FLAGS. */
function parseConceptLine(
  line: string,
  where: string,
): { text: string; occurrence: number; type: ConceptType; preferred: string; attributes: GoldAttributes } {
  const fields = line.split('|').map((f) => f.trim())
  if (fields.length < 3 || fields.length > 4) fail(where, `expected 3 or 4 '|'-separated fields in "${line}"`)
  const [rawText, type, flagText, preferred = ''] = fields as [string, string, string, string?]
  const m = /^(.*?)#(\d+)$/.exec(rawText)
  const text = m ? m[1]!.trim() : rawText
  const occurrence = m ? Number(m[2]) : 1
  if (text === '' || occurrence < 1) fail(where, `bad concept text in "${line}"`)
  if (!CONCEPT_TYPES.includes(type)) fail(where, `unknown type '${type}' in "${line}"`)
  const flags = flagText === '-' ? [] : flagText.split(/\s+/)
  for (const f of flags)
    if (!FLAGS.has(f)) fail(where, `unknown flag '${f}' in "${line}" (expected '-' or ${[...FLAGS].join(', ')})`)
  if (flags.includes('fam') && flags.includes('oth')) fail(where, `both fam and oth in "${line}"`)
  return {
    text,
    occurrence,
    type: type as ConceptType,
    preferred,
    attributes: {
      negated: flags.includes('neg'),
      uncertain: flags.includes('unc'),
      historical: flags.includes('hist'),
      hypothetical: flags.includes('hyp'),
      experiencer: flags.includes('fam') ? 'family' : flags.includes('oth') ? 'other' : 'patient',
      allergy: flags.includes('allergy'),
    },
  }
}

/** sentences.tsv: one row per gold concept; every concept of a sentence has a row. */
export function readBlindSentences(path: string): GoldDoc[] {
  const lines = readFileSync(path, 'utf8').split(/\r?\n/)
  const header = lines[0]!.split('\t')
  const col = Object.fromEntries(
    TSV_COLUMNS.map((name) => {
      const k = header.indexOf(name)
      if (k < 0) fail(`${path}:1`, `missing column '${name}'`)
      return [name, k]
    }),
  ) as Record<(typeof TSV_COLUMNS)[number], number>
  const docs = new Map<string, GoldDoc>()
  const seen = new Set<string>()
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!
    if (line.trim() === '' || line.startsWith('#')) continue
    const where = `${path}:${i + 1}`
    const f = line.split('\t')
    if (f.length !== header.length) fail(where, `expected ${header.length} tab-separated fields, found ${f.length}`)
    const get = (name: (typeof TSV_COLUMNS)[number]): string => f[col[name]]!
    const bool = (name: (typeof TSV_COLUMNS)[number]): boolean => {
      const v = get(name)
      if (v !== 'true' && v !== 'false') fail(where, `${name} must be true or false, got '${v}'`)
      return v === 'true'
    }
    const sentence = get('sentence')
    const text = get('concept')
    const occurrence = Number(get('occurrence'))
    const type = get('type')
    const experiencer = get('experiencer')
    if (!Number.isInteger(occurrence) || occurrence < 1)
      fail(where, `occurrence must be a positive integer, got '${get('occurrence')}'`)
    if (!CONCEPT_TYPES.includes(type)) fail(where, `unknown type '${type}'`)
    if (!EXPERIENCERS.includes(experiencer)) fail(where, `unknown experiencer '${experiencer}'`)
    const key = `${sentence}\t${text}\t${occurrence}`
    if (seen.has(key)) fail(where, `"${text}" (occurrence ${occurrence}) is listed twice for this sentence`)
    seen.add(key)
    const span = nthOccurrence(sentence, text, occurrence, 0, sentence.length)
    if (span === null || sentence.slice(span.start_index, span.end_index) !== text) {
      fail(where, `concept "${text}" (occurrence ${occurrence}) not found in "${sentence}"`)
    }
    let doc = docs.get(sentence)
    if (doc === undefined) {
      doc = { name: `sentences.tsv:${i + 1}`, kind: 'sentence', text: sentence, concepts: [] }
      docs.set(sentence, doc)
    }
    doc.concepts.push({
      ...span,
      text,
      type: type as ConceptType,
      preferred: '',
      attributes: {
        negated: bool('negated'),
        uncertain: bool('uncertain'),
        historical: bool('historical'),
        hypothetical: bool('hypothetical'),
        experiencer: experiencer as Experiencer,
        allergy: bool('allergy'),
      },
      where,
    })
  }
  for (const doc of docs.values()) doc.concepts.sort((a, b) => a.start_index - b.start_index)
  return [...docs.values()]
}

interface NoteGoldFile {
  kind: string
  /** "title as written | category" */
  sections: { line: number; value: string }[]
  sentences: { line: number; text: string; concepts: { line: number; value: string }[] }[]
}

/**
 * The note gold format: a line `kind: …`, then `[sections]` with one `title | category` a line,
 * then `[sentences]` with one sentence a line, each followed by its concepts on indented lines.
 * Blank lines are ignored. No quoting: the text is written exactly as in the note.
 */
function parseNoteGold(source: string, path: string): NoteGoldFile {
  const out: NoteGoldFile = { kind: '', sections: [], sentences: [] }
  let part: 'head' | 'sections' | 'sentences' = 'head'
  source.split(/\r?\n/).forEach((raw, i) => {
    const where = `${path}:${i + 1}`
    if (raw.trim() === '') return
    if (raw === '[sections]' || raw === '[sentences]') {
      part = raw === '[sections]' ? 'sections' : 'sentences'
      return
    }
    if (part === 'head') {
      const m = /^kind:\s*(.+)$/.exec(raw)
      if (m === null) fail(where, 'expected "kind: …" before [sections]')
      out.kind = m[1]!.trim()
    } else if (part === 'sections') {
      out.sections.push({ line: i + 1, value: raw.trim() })
    } else if (/^\s/.test(raw)) {
      const last = out.sentences.at(-1)
      if (last === undefined) fail(where, 'a concept line before any sentence')
      last.concepts.push({ line: i + 1, value: raw.trim() })
    } else {
      out.sentences.push({ line: i + 1, text: raw, concepts: [] })
    }
  })
  if (out.kind === '') fail(path, 'missing "kind: …" line')
  return out
}

/** One note: `name.txt` and its gold `name.gold` (format above and in the README). */
export function readBlindNote(dir: string, name: string): GoldDoc {
  const text = readFileSync(join(dir, `${name}.txt`), 'utf8')
  const goldPath = join(dir, `${name}.gold`)
  const gold = parseNoteGold(readFileSync(goldPath, 'utf8'), goldPath)

  const sections: GoldSection[] = []
  let cursor = 0
  for (const entry of gold.sections) {
    const where = `${goldPath}:${entry.line}`
    const [title = '', category = ''] = entry.value.split('|').map((s) => s.trim())
    if (!(SECTION_CATEGORIES as readonly string[]).includes(category)) fail(where, `unknown category '${category}'`)
    const re = new RegExp(`^[ \\t]*(${flexiblePattern(title)})[ \\t]*(?::|$)`, 'gm')
    re.lastIndex = cursor
    const m = re.exec(text)
    if (m === null) fail(where, `header "${title}" not found at a line start after offset ${cursor}`)
    const start = m.index + m[0].indexOf(m[1]!)
    sections.push({ start_index: start, title: m[1]!, category })
    cursor = start + m[1]!.length
  }

  const sentences: Span[] = []
  const concepts: GoldConcept[] = []
  cursor = 0
  for (const entry of gold.sentences) {
    const where = `${goldPath}:${entry.line}`
    const sentence = entry.text
    const span = nthOccurrence(text, sentence, 1, cursor, text.length)
    if (span === null) fail(where, `"${sentence}" not found after offset ${cursor}`)
    const skipped = text.slice(cursor, span.start_index)
    if (hasAlphanumeric(skipped)) fail(where, `text before "${sentence}" belongs to no sentence: "${skipped.trim()}"`)
    sentences.push(span)
    cursor = span.end_index
    for (const line of entry.concepts) {
      const cwhere = `${goldPath}:${line.line}`
      const parsed = parseConceptLine(line.value, cwhere)
      const at = nthOccurrence(text, parsed.text, parsed.occurrence, span.start_index, span.end_index)
      if (at === null)
        fail(cwhere, `"${parsed.text}" (occurrence ${parsed.occurrence}) not found in sentence "${sentence}"`)
      const { occurrence: _occurrence, ...rest } = parsed
      concepts.push({ ...at, ...rest, where: cwhere })
    }
  }
  concepts.sort((a, b) => a.start_index - b.start_index)
  const rest = text.slice(cursor)
  if (hasAlphanumeric(rest))
    fail(goldPath, `text after the last sentence belongs to no sentence: "${rest.trim().slice(0, 60)}"`)
  for (let k = 1; k < concepts.length; k++) {
    const a = concepts[k - 1]!
    const b = concepts[k]!
    if (b.start_index < a.end_index) fail(b.where, `"${b.text}" overlaps "${a.text}"; gold concepts do not overlap`)
  }
  return { name, kind: gold.kind, text, sections, sentences, concepts }
}

/** Every note of the directory, in name order. */
export function readBlindNotes(dir: string): GoldDoc[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.gold'))
    .sort()
    .map((f) => readBlindNote(dir, f.slice(0, -'.gold'.length)))
}
