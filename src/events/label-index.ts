// Label indices as the events service keeps them: the decoded protobuf messages exactly as they
// arrived, so that GetLabels can hand the same object back without converting any Struct.
// Validation and the size estimate share one pass over the labels (AddLabels is a hot path).
import { invalidArgument } from '../errors.js'
import type { PbStruct, PbValue } from '../grpc/struct.js'
import { quoteName } from './names.js'

/** svc.api.v1.GenericLabel as decoded by proto-loader (snake_case keys, Structs raw). */
export interface GenericLabelMessage {
  identifier?: number
  start_index: number
  end_index: number
  fields?: PbStruct | null
  reference_ids?: PbStruct | null
}

/** svc.api.v1.GenericLabels as decoded by proto-loader. */
export interface GenericLabelsMessage {
  is_distinct?: boolean
  labels: GenericLabelMessage[]
}

/** google.protobuf.Any as decoded by proto-loader. */
export interface AnyMessage {
  type_url: string
  value: Uint8Array
}

/**
 * A stored label index. It has the shape of GetLabelsResponse, so the stored object is the
 * response. The store keeps the objects it is given and returns them as they are: neither the
 * caller that added them nor one that reads them may mutate them.
 */
export type LabelIndex =
  | { generic_labels: GenericLabelsMessage; custom_labels?: undefined }
  | { custom_labels: AnyMessage; generic_labels?: undefined }

export type LabelIndexType = 'GENERIC' | 'CUSTOM'

/** Field keys that clients of the protocol map to attributes of their own label objects. */
export const RESERVED_FIELD_KEYS: ReadonlySet<string> = new Set(['document', 'location', 'text', 'id', 'label_index_name'])

// Rough in-memory costs, in bytes, for the store's byte cap: a string costs two bytes per
// UTF-16 code unit; objects cost a fixed overhead. An estimate, not a measurement.
const LABEL_OVERHEAD = 64
const ENTRY_OVERHEAD = 16
const SCALAR_BYTES = 8
const INDEX_OVERHEAD = 32

/**
 * Checks a label index against a document text of `textLength` UTF-16 code units and returns
 * its estimated size in bytes. Throws INVALID_ARGUMENT naming the first bad label.
 */
export function inspectLabelIndex(index: LabelIndex, indexName: string, textLength: number, validateKeys: boolean): number {
  if (index.custom_labels) {
    const any = index.custom_labels
    return INDEX_OVERHEAD + 2 * (any.type_url?.length ?? 0) + (any.value?.byteLength ?? 0)
  }
  const labels = index.generic_labels.labels ?? []
  let bytes = INDEX_OVERHEAD
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i]
    const start = label.start_index
    const end = label.end_index
    // Written so that NaN and undefined fail too.
    if (!(start >= 0 && start <= end && end <= textLength)) {
      throw invalidArgument(
        `label ${i} of index ${quoteName(indexName)}: start_index ${start} and end_index ${end} must satisfy ` +
          `0 <= start_index <= end_index <= ${textLength} (text length in UTF-16 code units)`,
      )
    }
    bytes += LABEL_OVERHEAD + structBytes(label.fields, validateKeys, i, indexName) +
      structBytes(label.reference_ids, validateKeys, i, indexName)
  }
  return bytes
}

function structBytes(s: PbStruct | null | undefined, validateKeys: boolean, labelNo: number, indexName: string): number {
  const fields = s?.fields
  if (!fields) return 0
  let bytes = 0
  for (const key in fields) {
    if (validateKeys && RESERVED_FIELD_KEYS.has(key)) {
      throw invalidArgument(
        `label ${labelNo} of index ${quoteName(indexName)}: field key ${JSON.stringify(key)} is reserved ` +
          '(set no_key_validation to allow it)',
      )
    }
    bytes += ENTRY_OVERHEAD + 2 * key.length + valueBytes(fields[key])
  }
  return bytes
}

function valueBytes(v: PbValue | null | undefined): number {
  if (!v) return SCALAR_BYTES
  if (typeof v.stringValue === 'string') return ENTRY_OVERHEAD + 2 * v.stringValue.length
  if (v.structValue) return ENTRY_OVERHEAD + nestedStructBytes(v.structValue)
  if (v.listValue) {
    let bytes = ENTRY_OVERHEAD
    for (const item of v.listValue.values ?? []) bytes += valueBytes(item)
    return bytes
  }
  return SCALAR_BYTES
}

// Reserved keys matter only at the top level of a label's fields: nested objects are values.
function nestedStructBytes(s: PbStruct): number {
  const fields = s.fields
  if (!fields) return 0
  let bytes = 0
  for (const key in fields) bytes += ENTRY_OVERHEAD + 2 * key.length + valueBytes(fields[key])
  return bytes
}

/** An index type as GetLabelIndicesInfo reports it. */
export function labelIndexType(index: LabelIndex): LabelIndexType {
  return index.custom_labels ? 'CUSTOM' : 'GENERIC'
}
