// The request's `event` Struct (PROTOCOL.md §4) checked against the API's schema (the one the
// gateway checks the pipeline body with) and decoded before anything is created in the events
// service, so a malformed request leaves nothing behind. Errors are INVALID_ARGUMENT naming the
// member path; they never quote values (they may be clinical text).
import type { Static } from '@sinclair/typebox'
import { answerSelection, type AnswerSelection, type AnswerSelectionIn } from '../api/answer-selection.js'
import { invalidArgument, resourceExhausted } from '../api/errors.js'
import { isPlainObject, type Json } from '../api/json.js'
import type { FlatLabel } from '../api/labels.js'
import { API_INPUT_SCHEMAS } from '../schema/api-schemas.js'
import { base64Bytes } from '../schema/base64.js'
import { apiBodyProblem } from '../schema/body-messages.js'

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

/**
 * The bytes of every document text (UTF-8) and binary (decoded, counted from its base64's length
 * without decoding it) of a request's event; RESOURCE_EXHAUSTED naming the member when one is
 * larger than `maxBytes` (max_document_bytes). What is not a string is left to parseInputEvent.
 */
export function documentBytes(event: Record<string, Json> | undefined, maxBytes: number): number {
  let total = 0
  const check = (bytes: number, at: string) => {
    if (bytes > maxBytes)
      throw resourceExhausted(
        `${at} holds ${bytes} bytes, more than the largest document allowed (max_document_bytes: ${maxBytes})`,
      )
    total += bytes
  }
  const binaries = event?.binaries
  if (isPlainObject(binaries))
    for (const [name, value] of Object.entries(binaries))
      if (typeof value === 'string') check(base64Length(value), `event.binaries.${name}`)
  const documents = event?.documents
  if (isPlainObject(documents)) {
    for (const [name, doc] of Object.entries(documents))
      if (isPlainObject(doc) && typeof doc.text === 'string')
        check(Buffer.byteLength(doc.text), `event.documents.${name}.text`)
  }
  return total
}

/** The bytes base64 text decodes to (padding and line breaks aside, at most this many). */
export function base64Length(text: string): number {
  return Math.floor((text.length * 3) / 4)
}

/** What of the event the answer carries (the request's `returned`), checked against the API's schema. */
export function returnedSelection(raw: unknown): AnswerSelection | undefined {
  const problem = raw == null ? undefined : apiBodyProblem(API_INPUT_SCHEMAS.AnswerSelection, raw, 'returned')
  if (problem !== undefined) throw invalidArgument(problem)
  return answerSelection(raw as AnswerSelectionIn | undefined)
}

/** The event, its shape checked against the API's schema, decoded. */
export function parseInputEvent(event: Record<string, Json>): InputEvent {
  const problem = apiBodyProblem(API_INPUT_SCHEMAS.EventInput, event, 'event')
  if (problem !== undefined) throw invalidArgument(problem)
  // The check above is what makes it one: the schema's static type, which a JSON record is not by its type.
  const e = event as EventInputShape
  const metadata = named(e.metadata, 'event.metadata')
  const binaries = named(e.binaries, 'event.binaries').map(([name, text]): [string, Buffer] => [
    name,
    base64Bytes(text),
  ])
  const documents = named(e.documents, 'event.documents').map(([name, doc]) => documentOf(name, doc))
  return { eventId: e.event_id, metadata, binaries, documents }
}

type EventInputShape = Static<typeof API_INPUT_SCHEMAS.EventInput>
type DocumentShape = Static<typeof API_INPUT_SCHEMAS.DocumentInput>

function documentOf(name: string, doc: DocumentShape): InputDocument {
  const labelIndices = named(doc.label_indices, `event.documents.${name}.label_indices`).map(([index, raw]) => ({
    name: index,
    // The serialized event says `distinct`, json_labels says `is_distinct`; either is accepted.
    distinct: raw.distinct ?? raw.is_distinct ?? false,
    labels: raw.labels as FlatLabel[],
  }))
  return { name, text: doc.text, labelIndices }
}

/** The members of an optional map, whose names must not be empty (a schema of OpenAPI 3.0 cannot say so). */
function named<T>(map: Record<string, T> | null | undefined, at: string): [string, T][] {
  if (map == null) return []
  const out = Object.entries(map)
  for (const [key] of out) if (key === '') throw invalidArgument(`${at} has an empty name`)
  return out
}
