// The request's `event` Struct (PROTOCOL.md §4) checked and decoded before anything is created
// in the events service, so a malformed request leaves nothing behind. Errors are
// INVALID_ARGUMENT naming the key path; they never quote values (they may be clinical text).
import { invalidArgument, resourceExhausted } from '../api/errors.js'
import { isPlainObject, kindOf, type Json } from '../api/json.js'
import { checkFlatLabels, type FlatLabel } from '../api/labels.js'

export interface InputLabelIndex {
  name: string
  distinct: boolean
  labels: FlatLabel[]
}

export interface InputDocument {
  name: string
  text: string
  labelIndices: InputLabelIndex[]
}

export interface InputEvent {
  eventId: string
  metadata: [string, string][]
  binaries: [string, Buffer][]
  documents: InputDocument[]
}

const EVENT_KEYS = ['event_id', 'metadata', 'binaries', 'documents']
const DOCUMENT_KEYS = ['text', 'label_indices']
const INDEX_KEYS = ['labels', 'distinct', 'is_distinct']
// Standard base64 (RFC 4648 §4), padded or not; whitespace (MIME line breaks) is removed first.
// The alphabet is checked by one character class and the length by arithmetic: a pattern of
// four-character groups said the same but took three times as long on a 9 KB note.
const BASE64_CHARACTERS = /^[A-Za-z0-9+/]*={0,2}$/

/** Whole groups of four, then 2 or 3 characters left over, padded with == or = or not padded. */
function isBase64(s: string): boolean {
  if (!BASE64_CHARACTERS.test(s)) return false
  const padding = s.endsWith('==') ? 2 : s.endsWith('=') ? 1 : 0
  const left = (s.length - padding) % 4
  return padding === 0 ? left !== 1 : left === 4 - padding
}

/**
 * The bytes of every document text (UTF-8) and binary (decoded, counted from its base64's length
 * without decoding it) of a request's event; RESOURCE_EXHAUSTED naming the member when one is
 * larger than `maxBytes` (max_document_bytes). What is not a string is left to parseInputEvent.
 */
export function documentBytes(event: Record<string, Json> | undefined, maxBytes: number): number {
  let total = 0
  const check = (bytes: number, at: string) => {
    if (bytes > maxBytes) throw resourceExhausted(`${at} holds ${bytes} bytes, more than the largest document allowed (max_document_bytes: ${maxBytes})`)
    total += bytes
  }
  const binaries = event?.binaries
  if (isPlainObject(binaries)) for (const [name, value] of Object.entries(binaries)) if (typeof value === 'string') check(base64Bytes(value), `event.binaries.${name}`)
  const documents = event?.documents
  if (isPlainObject(documents)) {
    for (const [name, doc] of Object.entries(documents)) if (isPlainObject(doc) && typeof doc.text === 'string') check(Buffer.byteLength(doc.text), `event.documents.${name}.text`)
  }
  return total
}

/** The bytes base64 text decodes to (padding and line breaks aside, at most this many). */
export function base64Bytes(text: string): number {
  return Math.floor((text.length * 3) / 4)
}

export function parseInputEvent(event: Record<string, Json>): InputEvent {
  checkKeys(event, EVENT_KEYS, 'event')
  const eventId = event.event_id
  if (typeof eventId !== 'string' || eventId === '') throw invalidArgument('event.event_id must be a non-empty string')

  const metadata: [string, string][] = []
  for (const [key, value] of entries(event.metadata, 'event.metadata')) {
    if (typeof value !== 'string') throw invalidArgument(`event.metadata.${key} must be a string (got ${kindOf(value)})`)
    metadata.push([key, value])
  }

  const binaries: [string, Buffer][] = []
  for (const [name, value] of entries(event.binaries, 'event.binaries')) {
    const at = `event.binaries.${name}`
    if (typeof value !== 'string') throw invalidArgument(`${at} must be a base64 string (got ${kindOf(value)})`)
    // Whitespace is looked for only when the text is not base64 as it is (the usual case).
    let compact = value
    if (!isBase64(compact)) {
      compact = value.replace(/\s+/g, '')
      if (!isBase64(compact)) throw invalidArgument(`${at} is not valid base64`)
    }
    binaries.push([name, Buffer.from(compact, 'base64')])
  }

  const documents: InputDocument[] = []
  for (const [name, value] of entries(event.documents, 'event.documents')) {
    documents.push(parseDocument(name, value, `event.documents.${name}`))
  }
  return { eventId, metadata, binaries, documents }
}

function parseDocument(name: string, value: Json, at: string): InputDocument {
  if (!isPlainObject(value)) throw invalidArgument(`${at} must be an object with a "text" string (got ${kindOf(value)})`)
  checkKeys(value, DOCUMENT_KEYS, at)
  if (typeof value.text !== 'string') throw invalidArgument(`${at}.text must be a string (got ${kindOf(value.text)})`)
  const labelIndices: InputLabelIndex[] = []
  for (const [index, raw] of entries(value.label_indices, `${at}.label_indices`)) {
    const where = `${at}.label_indices.${index}`
    if (!isPlainObject(raw)) throw invalidArgument(`${where} must be an object with a "labels" array (got ${kindOf(raw)})`)
    checkKeys(raw, INDEX_KEYS, where)
    // The serialized event says `distinct`, json_labels says `is_distinct`; either is accepted.
    const distinct = raw.distinct ?? raw.is_distinct ?? false
    if (typeof distinct !== 'boolean') throw invalidArgument(`${where}.distinct must be a boolean (got ${kindOf(distinct)})`)
    labelIndices.push({ name: index, distinct, labels: checkFlatLabels(raw.labels, `${where}.labels`) })
  }
  return { name, text: value.text, labelIndices }
}

/** The members of an optional object, with non-empty names. */
function entries(value: Json | undefined, at: string): [string, Json][] {
  if (value === undefined || value === null) return []
  if (!isPlainObject(value)) throw invalidArgument(`${at} must be an object (got ${kindOf(value)})`)
  const out = Object.entries(value)
  for (const [key] of out) if (key === '') throw invalidArgument(`${at} has an empty name`)
  return out
}

function checkKeys(obj: Record<string, Json>, allowed: string[], at: string): void {
  for (const key of Object.keys(obj)) {
    if (!allowed.includes(key)) throw invalidArgument(`${at}.${key} is not a known key (expected one of ${allowed.join(', ')})`)
  }
}
