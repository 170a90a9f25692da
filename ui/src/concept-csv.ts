// Concepts as CSV, one row per label: the viewer's download and `svc run --csv` write the same
// columns. Offsets are code points, as on the wire. Pure.
import { flagsOf, type Label } from './labels.js'
import { offsetMap } from './offsets.js'

export const CONCEPT_CSV_COLUMNS = [
  'note',
  'start',
  'end',
  'text',
  'type',
  'preferred_term',
  'code',
  'section',
  'attributes',
] as const

const str = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : JSON.stringify(v))

/** The rows of one note's concepts; `note` names the note (an event id or a file). */
export function conceptRows(note: string, text: string, labels: readonly Label[]): string[][] {
  const offsets = offsetMap(text)
  return labels.map((l) => [
    note,
    String(l.start_index),
    String(l.end_index),
    offsets.slice(text, l.start_index, l.end_index),
    str(l.concept_type ?? l.type),
    str(l.preferred_term),
    str(l.code),
    str(l.section),
    flagsOf(l).join(';'),
  ])
}

/** One CSV line (RFC 4180): a field with a comma, quote or line break is quoted, quotes doubled. */
export function csvLine(values: readonly string[]): string {
  return values.map((v) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)).join(',') + '\r\n'
}

/** A whole CSV document: the header and the rows. */
export function conceptCsv(note: string, text: string, labels: readonly Label[]): string {
  return csvLine(CONCEPT_CSV_COLUMNS) + conceptRows(note, text, labels).map(csvLine).join('')
}
