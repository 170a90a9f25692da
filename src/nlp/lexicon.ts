/**
 * The concept lexicon: the built-in one written for this project, and user lexicons read from TSV.
 * The built-in data lives in TypeScript modules (lexicon-data/) rather than .tsv files so that it
 * travels with the compiled output without any path resolution at run time.
 */
import { readFile } from 'node:fs/promises'
import { invalidArgument, notFound } from '../api/errors.js'
import { builtinCode, codeSystemOf } from './code-systems.js'
import { dataLines } from './lexicon-data/data-lines.js'
import { BUILTIN_DATA } from './lexicon-data/index.js'
import { fullForm, termSpellings } from './lexicon-variants.js'
import { oneByteString } from './one-byte-string.js'
import { parseSenseRow, SENSE_ROW_TYPE, type SenseRow } from './sense-table.js'
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
  /** `SYSTEM:value` (code-systems.ts); every built-in entry has one, a user's may be '' */
  code: string
  /**
   * the code's system in words ('ICD-10-CM', 'LOINC', 'ATC', 'ingredient name', 'svc-lexicon'), ''
   * for none; worked out from the code when absent
   */
  code_system?: string
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
    const code = oneByteString(builtinCode(type, preferredTerm, rawCode))
    const system = oneByteString(codeSystemOf(code))
    for (const rawTerm of [preferred, ...synonyms.split(';')]) {
      const trimmed = rawTerm.trim()
      if (trimmed === '') continue
      const exactCase = trimmed.startsWith('=')
      const spellings = termSpellings(exactCase ? trimmed.slice(1) : trimmed)
      const entry = (term: string): LexiconEntry =>
        exactCase
          ? { term, type, preferred_term: preferredTerm, code, code_system: system, exactCase }
          : { term, type, preferred_term: preferredTerm, code, code_system: system }
      for (const term of spellings.written) written.push(entry(term))
      for (const term of spellings.generated) generated.push(entry(term))
    }
  }
}

/** Written terms first, so a generated spelling never takes a term another concept names. */
function buildBuiltin(): readonly LexiconEntry[] {
  const written: LexiconEntry[] = []
  const generated: LexiconEntry[] = []
  for (const { type, modules } of BUILTIN_DATA)
    for (const lines of modules) expandCompact(type, lines, written, generated)
  const byKey = new Map<string, LexiconEntry>()
  for (const entry of [...written, ...generated]) {
    const key = termKey(entry.term)
    if (key !== '' && !byKey.has(key)) byKey.set(key, Object.freeze(entry))
  }
  return Object.freeze([...byKey.values()])
}

const MAX_REPORTED = 10

/** What a lexicon file holds: concept entries, and sense rules for terms (sense-table.ts). */
export interface UserLexicon {
  entries: LexiconEntry[]
  senses: SenseRow[]
}

/**
 * Parses a user lexicon: one entry a line, tab-separated `term, type, preferred term[, code]`,
 * or a sense rule `term, sense, rule, words`; blank lines and lines starting with '#' are
 * skipped. All bad lines (up to ten) are reported in one error, each as `source:line: what is
 * wrong`, so a file can be fixed in one go.
 */
export function parseLexicon(text: string, source: string): UserLexicon {
  const out: UserLexicon = { entries: [], senses: [] }
  const problems: string[] = []
  const lines = text.split(/\r?\n/)
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    const problem = parseLexiconLine(line, out)
    if (problem !== undefined) problems.push(`${source}:${i + 1}: ${problem}`)
  }
  if (problems.length > 0) {
    const more = problems.length > MAX_REPORTED ? `; and ${problems.length - MAX_REPORTED} more` : ''
    throw invalidArgument(`invalid lexicon: ${problems.slice(0, MAX_REPORTED).join('; ')}${more}`)
  }
  return out
}

/** The concept entries of a user lexicon (its sense rows are checked, then left out). */
export function parseLexiconTsv(text: string, source: string): LexiconEntry[] {
  return parseLexicon(text, source).entries
}

/** Adds one line's entry or sense rule to `out`; answers what is wrong with the line, if anything. */
function parseLexiconLine(line: string, out: UserLexicon): string | undefined {
  const fields = line.split('\t').map((f) => f.trim())
  if (fields.length < 3 || fields.length > 4) {
    return `expected 3 or 4 tab-separated fields (term, type, preferred term, code), found ${fields.length}`
  }
  const [term, type, third, fourth = ''] = fields as [string, string, string, string?]
  if (term === '') return 'empty term'
  if (!scanWords(term).isWord.includes(true)) return 'term has no letters or digits'
  if (type === SENSE_ROW_TYPE) {
    const row = parseSenseRow(term, third, fourth)
    if (typeof row === 'string') return row
    out.senses.push(row)
    return undefined
  }
  if (!(CONCEPT_TYPES as readonly string[]).includes(type)) {
    return `unknown type '${type}' (expected one of ${CONCEPT_TYPES.join(', ')}, or '${SENSE_ROW_TYPE}' for a sense rule)`
  }
  if (third === '') return 'empty preferred term'
  const code = oneByteString(fourth)
  out.entries.push({
    term,
    type: type as ConceptType,
    preferred_term: oneByteString(third),
    code,
    code_system: oneByteString(codeSystemOf(code)),
  })
  return undefined
}

export const BUILTIN_LEXICON: readonly LexiconEntry[] = buildBuiltin()

/** The concept entries of a lexicon file. */
export async function loadLexiconFile(path: string): Promise<LexiconEntry[]> {
  return (await loadLexicon(path)).entries
}

/** A lexicon file's entries and sense rules; a missing file is NOT_FOUND, a bad one INVALID_ARGUMENT. */
export async function loadLexicon(path: string): Promise<UserLexicon> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    if (code === 'ENOENT') throw notFound(`lexicon file not found: ${path}`)
    throw invalidArgument(`cannot read lexicon file ${path}: ${code ?? 'error'}`)
  }
  return parseLexicon(text, path)
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
