// The one conversion between the flat REST label form (PROTOCOL.md §2) and GenericLabels.
// A flat label is `{start_index, end_index, ...fields}`; on the wire start/end are their own
// fields, every other member goes into `fields`, and `identifier` is the label's position.
// The gateway's transcoding, the events client and the pipeline all go through here, so a
// label reads back exactly as it was written. Error messages name the label and the member,
// never a value (label contents may be clinical text).
import { invalidArgument } from '../errors.js'
import { fromStruct, toValue, type Json, type PbStruct, type PbValue } from '../grpc/struct.js'

/** A label in flat form: its span plus any JSON fields. */
export type FlatLabel = { start_index: number; end_index: number; [field: string]: Json }

/** The REST `json_labels` object. */
export interface JsonLabels {
  is_distinct: boolean
  labels: FlatLabel[]
}

/** GenericLabel as proto-loader encodes/decodes it. */
export interface PbGenericLabel {
  identifier?: number
  start_index?: number
  end_index?: number
  fields?: PbStruct | null
  reference_ids?: PbStruct | null
}

/** GenericLabels as proto-loader encodes/decodes it. */
export interface PbGenericLabels {
  is_distinct?: boolean
  labels?: PbGenericLabel[]
}

// start_index/end_index are uint32 on the wire.
const MAX_INDEX = 0xffffffff
const JSON_LABELS_KEYS = new Set(['is_distinct', 'labels'])

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

function kindOf(v: unknown): string {
  if (v === null) return 'null'
  if (Array.isArray(v)) return 'array'
  return typeof v
}

function checkIndex(v: unknown, where: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > MAX_INDEX) {
    const got = typeof v === 'number' ? 'a number out of range or not whole' : kindOf(v)
    throw invalidArgument(`${where} must be an integer >= 0 (got ${got})`)
  }
  return v
}

/**
 * Validates a REST `json_labels` value (`{is_distinct?, labels}`) and answers it normalised as
 * `{is_distinct, labels}` (the label objects themselves are not copied). This is the form labels
 * travel in: the wire codec (src/grpc/codecs.ts) encodes it to GenericLabels directly.
 * `where` prefixes error messages (e.g. `json_labels` or `event.documents.a.label_indices.b`).
 */
export function checkJsonLabels(json_labels: unknown, where = 'json_labels'): JsonLabels {
  if (!isPlainObject(json_labels)) {
    throw invalidArgument(`${where} must be an object with a "labels" array (got ${kindOf(json_labels)})`)
  }
  for (const key of Object.keys(json_labels)) {
    if (!JSON_LABELS_KEYS.has(key)) throw invalidArgument(`${where}.${key} is not a known member (expected is_distinct, labels)`)
  }
  const distinct = json_labels.is_distinct
  if (distinct !== undefined && typeof distinct !== 'boolean') {
    throw invalidArgument(`${where}.is_distinct must be a boolean (got ${kindOf(distinct)})`)
  }
  return { is_distinct: distinct ?? false, labels: checkFlatLabels(json_labels.labels, `${where}.labels`) }
}

/** Validates a list of flat labels; `where` names the list in error messages. */
export function checkFlatLabels(labels: unknown, where = 'labels'): FlatLabel[] {
  if (!Array.isArray(labels)) throw invalidArgument(`${where} must be an array of label objects (got ${kindOf(labels)})`)
  for (let i = 0; i < labels.length; i++) {
    const label: unknown = labels[i]
    const at = `${where}[${i}]`
    if (!isPlainObject(label)) throw invalidArgument(`${at} must be an object (got ${kindOf(label)})`)
    checkIndex(label.start_index, `${at}.start_index`)
    checkIndex(label.end_index, `${at}.end_index`)
  }
  return labels as FlatLabel[]
}

// The conversions below are proto-loader's view of the same labels (PbStruct fields). The wire
// codec replaced them on every call path; they remain as the reference the codec is tested
// against (test/wire.test.ts) and for embedders that use proto-loader's shapes.

/** Validates and converts a REST `json_labels` value to proto-loader's GenericLabels shape. */
export function flatToGenericLabels(json_labels: unknown, where = 'json_labels'): PbGenericLabels {
  const checked = checkJsonLabels(json_labels, where)
  return flatLabelsToGeneric(checked.labels, checked.is_distinct, `${where}.labels`)
}

/** Validates and converts a list of flat labels to proto-loader's GenericLabels shape. */
export function flatLabelsToGeneric(labels: unknown, distinct: boolean, where = 'labels'): PbGenericLabels {
  const checked = checkFlatLabels(labels, where)
  const out: PbGenericLabel[] = new Array(checked.length)
  for (let i = 0; i < checked.length; i++) {
    const label = checked[i]
    const fields: Record<string, PbValue> = {}
    for (const key of Object.keys(label)) {
      if (key === 'start_index' || key === 'end_index') continue
      const value = label[key]
      // undefined cannot come from JSON; dropping it keeps the round trip exact.
      if (value !== undefined) fields[key] = toValue(value)
    }
    out[i] = { identifier: i, start_index: label.start_index, end_index: label.end_index, fields: { fields }, reference_ids: { fields: {} } }
  }
  return { is_distinct: distinct, labels: out }
}

/**
 * GenericLabels back to the flat form, in stored order. Reference ids (which our own writers
 * never set, but other backends of the protocol may) become ordinary members unless a field
 * of the same name exists.
 */
export function genericToFlat(generic_labels: PbGenericLabels | null | undefined): JsonLabels {
  const labels: FlatLabel[] = []
  for (const g of generic_labels?.labels ?? []) {
    const label: FlatLabel = { start_index: Number(g.start_index ?? 0), end_index: Number(g.end_index ?? 0) }
    const refs = fromStruct(g.reference_ids)
    for (const key of Object.keys(refs)) if (key !== 'start_index' && key !== 'end_index') label[key] = refs[key]
    const fields = fromStruct(g.fields)
    for (const key of Object.keys(fields)) if (key !== 'start_index' && key !== 'end_index') label[key] = fields[key]
    labels.push(label)
  }
  return { is_distinct: Boolean(generic_labels?.is_distinct), labels }
}
