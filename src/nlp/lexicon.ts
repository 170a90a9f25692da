/**
 * The concept lexicon: the built-in one written for this project, and user lexicons read from TSV.
 * The built-in data lives in TypeScript modules (lexicon-data/) rather than .tsv files so that it
 * travels with the compiled output without any path resolution at run time.
 */
import { readFile } from 'node:fs/promises'
import { invalidArgument, notFound } from '../api/errors.js'
import { dataLines } from './lexicon-data/data-lines.js'
import { BUILTIN_DATA } from './lexicon-data/index.js'
import { fullForm, termSpellings } from './lexicon-variants.js'
import { oneByteString } from './one-byte-string.js'
import { phraseKeys, scanWords } from './word-scan.js'
import type { ConceptType } from './types.js'

// Where callers have always found it; declared in types.ts so the data modules need not import this file.
export type { ConceptType }

export const CONCEPT_TYPES: readonly ConceptType[] = ['problem', 'medication', 'procedure', 'test']

export interface LexiconEntry {
  /** the words to find in text */
  term: string
  type: ConceptType
  /** the name reported for a match; synonyms share their concept's preferred term */
  preferred_term: string
  /** 'ICD10CM:…', 'LOINC:…' or 'ATC:…' where known, otherwise '' */
  code: string
  /** match only when the text has the term's capitals ("CAP", not "cap") */
  exactCase?: boolean
}

/**
 * Reads the data modules' `preferred | code | synonym; synonym` lines. A term in brackets is
 * optional ("[vitamin] b12 deficiency"); a term starting with '=' matches only as capitalised.
 */
function expandCompact(type: ConceptType, lines: string, written: LexiconEntry[], generated: LexiconEntry[]): void {
  for (const line of dataLines(lines)) {
    const [preferred = '', rawCode = '', synonyms = ''] = line.split('|').map((f) => f.trim())
    // Reported in every concept label (one-byte-string.ts: the data modules are not all Latin-1).
    const preferredTerm = oneByteString(fullForm(preferred))
    const code = oneByteString(rawCode)
    for (const rawTerm of [preferred, ...synonyms.split(';')]) {
      const trimmed = rawTerm.trim()
      if (trimmed === '') continue
      const exactCase = trimmed.startsWith('=')
      const spellings = termSpellings(exactCase ? trimmed.slice(1) : trimmed)
      const entry = (term: string): LexiconEntry =>
        exactCase ? { term, type, preferred_term: preferredTerm, code, exactCase } : { term, type, preferred_term: preferredTerm, code }
      for (const term of spellings.written) written.push(entry(term))
      for (const term of spellings.generated) generated.push(entry(term))
    }
  }
}

/** Written terms first, so a generated spelling never takes a term another concept names. */
function buildBuiltin(): readonly LexiconEntry[] {
  const written: LexiconEntry[] = []
  const generated: LexiconEntry[] = []
  for (const { type, modules } of BUILTIN_DATA) for (const lines of modules) expandCompact(type, lines, written, generated)
  const byKey = new Map<string, LexiconEntry>()
  for (const entry of [...written, ...generated]) {
    const key = termKey(entry.term)
    if (key !== '' && !byKey.has(key)) byKey.set(key, Object.freeze(entry))
  }
  return Object.freeze([...byKey.values()])
}

const MAX_REPORTED = 10

/**
 * Parses a user lexicon: one entry a line, tab-separated `term, type, preferred term[, code]`;
 * blank lines and lines starting with '#' are skipped. All bad lines (up to ten) are reported
 * in one error, each as `source:line: what is wrong`, so a file can be fixed in one go.
 */
export function parseLexiconTsv(text: string, source: string): LexiconEntry[] {
  const entries: LexiconEntry[] = []
  const problems: string[] = []
  const lines = text.split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    const where = `${source}:${i + 1}`
    const fields = line.split('\t').map((f) => f.trim())
    if (fields.length < 3 || fields.length > 4) {
      problems.push(`${where}: expected 3 or 4 tab-separated fields (term, type, preferred term, code), found ${fields.length}`)
      continue
    }
    const [term, type, preferred, code = ''] = fields as [string, string, string, string?]
    if (term === '') problems.push(`${where}: empty term`)
    else if (!scanWords(term).isWord.includes(true)) problems.push(`${where}: term has no letters or digits`)
    else if (!(CONCEPT_TYPES as readonly string[]).includes(type)) {
      problems.push(`${where}: unknown type '${type}' (expected one of ${CONCEPT_TYPES.join(', ')})`)
    } else if (preferred === '') problems.push(`${where}: empty preferred term`)
    else entries.push({ term, type: type as ConceptType, preferred_term: oneByteString(preferred), code: oneByteString(code) })
  }
  if (problems.length > 0) {
    const more = problems.length > MAX_REPORTED ? `; and ${problems.length - MAX_REPORTED} more` : ''
    throw invalidArgument(`invalid lexicon: ${problems.slice(0, MAX_REPORTED).join('; ')}${more}`)
  }
  return entries
}

export const BUILTIN_LEXICON: readonly LexiconEntry[] = buildBuiltin()

export async function loadLexiconFile(path: string): Promise<LexiconEntry[]> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (code === 'ENOENT') throw notFound(`lexicon file not found: ${path}`)
    throw invalidArgument(`cannot read lexicon file ${path}: ${code ?? 'error'}`)
  }
  return parseLexiconTsv(text, path)
}

/** The key under which two terms count as the same: their words, case and spacing ignored. */
export function termKey(term: string): string {
  return phraseKeys(term).join(' ')
}

/**
 * Lexicons combined in order; an entry whose term equals an earlier one's (case and spacing
 * ignored) replaces it, so a user lexicon placed after the built-in one overrides it.
 */
export function mergeLexicons(...lists: readonly (readonly LexiconEntry[])[]): LexiconEntry[] {
  const byKey = new Map<string, LexiconEntry>()
  for (const list of lists) {
    for (const entry of list) {
      const key = termKey(entry.term)
      byKey.delete(key)
      byKey.set(key, entry)
    }
  }
  return [...byKey.values()]
}
