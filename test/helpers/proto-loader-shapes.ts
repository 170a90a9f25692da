// proto-loader's in-memory shapes of Struct and GenericLabels, and conversions to and from
// them: the reference the hand-written codec (src/grpc/codecs.ts) is tested and benchmarked
// against. protobufjs keeps Struct's own field names camelCase (nullValue, structValue, …)
// even with keepCase, and encodes a plain object given where a Struct is expected as an empty
// Struct without error, hence the explicit conversion.
import { invalidArgument } from '../../src/api/errors.js'
import { kindOf, type Json } from '../../src/api/json.js'
import {
  checkFlatLabels,
  isFlatLabelMember,
  REFERENCES_MEMBER,
  type FlatLabel,
  type JsonLabels,
} from '../../src/api/labels.js'

export interface PbValue {
  nullValue?: number | string
  numberValue?: number
  stringValue?: string
  boolValue?: boolean
  structValue?: PbStruct
  listValue?: { values?: PbValue[] }
  kind?: string
}
export interface PbStruct {
  fields?: Record<string, PbValue>
}

export function toValue(v: unknown): PbValue {
  if (v === null || v === undefined) return { nullValue: 0 }
  switch (typeof v) {
    case 'string':
      return { stringValue: v }
    case 'number':
      return { numberValue: v }
    case 'boolean':
      return { boolValue: v }
    case 'bigint':
      return { numberValue: Number(v) }
    case 'object':
      if (Array.isArray(v)) return { listValue: { values: v.map(toValue) } }
      return { structValue: toStruct(v as Record<string, unknown>) }
    default:
      return { nullValue: 0 }
  }
}

export function toStruct(obj: Record<string, unknown> | null | undefined): PbStruct {
  const fields: Record<string, PbValue> = {}
  if (obj) for (const k of Object.keys(obj)) fields[k] = toValue(obj[k])
  return { fields }
}

export function fromValue(v: PbValue | null | undefined): Json {
  if (!v) return null
  // With `oneofs: true` the decoder names the set member in `kind`; encoders may omit it.
  switch (v.kind ?? presentKind(v)) {
    case 'stringValue':
      return v.stringValue as string
    case 'numberValue':
      return v.numberValue as number
    case 'boolValue':
      return v.boolValue as boolean
    case 'structValue':
      return fromStruct(v.structValue)
    case 'listValue':
      return (v.listValue?.values ?? []).map(fromValue)
    default:
      return null
  }
}

function presentKind(v: PbValue): string | undefined {
  if (v.stringValue !== undefined) return 'stringValue'
  if (v.numberValue !== undefined) return 'numberValue'
  if (v.boolValue !== undefined) return 'boolValue'
  if (v.structValue !== undefined) return 'structValue'
  if (v.listValue !== undefined) return 'listValue'
  return undefined
}

export function fromStruct(s: PbStruct | null | undefined): { [k: string]: Json } {
  const out: { [k: string]: Json } = {}
  const fields = s?.fields
  if (fields) for (const k of Object.keys(fields)) out[k] = fromValue(fields[k])
  return out
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

/** Validates and converts a REST `json_labels` value to proto-loader's GenericLabels shape. */
export function flatToGenericLabels(json_labels: unknown, where = 'json_labels'): PbGenericLabels {
  const checked = checkJsonLabels(json_labels, where)
  return flatLabelsToGeneric(checked.labels, checked.is_distinct, `${where}.labels`)
}

/** `{is_distinct?, labels}` checked as the SDK checks labels (the gateway checks bodies with the API's schema). */
function checkJsonLabels(json_labels: unknown, where: string): JsonLabels {
  if (typeof json_labels !== 'object' || json_labels === null || Array.isArray(json_labels))
    throw invalidArgument(`${where} must be an object with a "labels" array (got ${kindOf(json_labels)})`)
  const o = json_labels as Record<string, unknown>
  for (const key of Object.keys(o))
    if (key !== 'is_distinct' && key !== 'labels')
      throw invalidArgument(`${where}.${key} is not a known member (expected is_distinct, labels)`)
  if (o.is_distinct !== undefined && typeof o.is_distinct !== 'boolean')
    throw invalidArgument(`${where}.is_distinct must be a boolean (got ${kindOf(o.is_distinct)})`)
  return {
    is_distinct: (o.is_distinct as boolean | undefined) ?? false,
    labels: checkFlatLabels(o.labels, `${where}.labels`),
  }
}

/** Validates and converts a list of flat labels to proto-loader's GenericLabels shape. */
export function flatLabelsToGeneric(labels: unknown, distinct: boolean, where = 'labels'): PbGenericLabels {
  const checked = checkFlatLabels(labels, where)
  const out: PbGenericLabel[] = new Array(checked.length)
  for (let i = 0; i < checked.length; i++) {
    const label = checked[i]
    const fields: Record<string, PbValue> = {}
    for (const key of Object.keys(label)) {
      if (isFlatLabelMember(key)) continue
      const value = label[key]
      // undefined cannot come from JSON; dropping it keeps the round trip exact.
      if (value !== undefined) fields[key] = toValue(value)
    }
    const refs = label[REFERENCES_MEMBER]
    const reference_ids = refs === undefined ? null : toStruct(refs as Record<string, unknown>)
    out[i] = {
      identifier: i,
      start_index: label.start_index,
      end_index: label.end_index,
      fields: { fields },
      reference_ids,
    }
  }
  return { is_distinct: distinct, labels: out }
}

/**
 * GenericLabels back to the flat form, in stored order: the fields, then reference_ids as one
 * member when the GenericLabel has them (an empty map as {}). Fields named like the flat form's
 * own members are not carried.
 */
export function genericToFlat(generic_labels: PbGenericLabels | null | undefined): JsonLabels {
  const labels: FlatLabel[] = []
  for (const g of generic_labels?.labels ?? []) {
    const label: FlatLabel = { start_index: Number(g.start_index ?? 0), end_index: Number(g.end_index ?? 0) }
    const fields = fromStruct(g.fields)
    for (const key of Object.keys(fields)) if (!isFlatLabelMember(key)) label[key] = fields[key]
    if (g.reference_ids != null) label[REFERENCES_MEMBER] = fromStruct(g.reference_ids)
    labels.push(label)
  }
  return { is_distinct: Boolean(generic_labels?.is_distinct), labels }
}
