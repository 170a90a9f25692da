// Label indices as the events service keeps them: the flat labels exactly as the wire codec
// decoded them (PROTOCOL.md §2 form), so that GetLabels hands the same objects back to the codec.
// Validation and the size estimate share one pass over the labels (AddLabels is a hot path).
import { invalidArgument } from '../api/errors.js'
import type { Json } from '../api/json.js'
import { REFERENCES_MEMBER, RESERVED_FIELD_KEYS, type FlatLabel, type JsonLabels } from '../api/labels.js'
import type { AnyMessage, LabelIndexType } from '../api/messages.js'
import { quoteName } from '../api/names.js'

/**
 * A label index as the store holds it. It has the shape of GetLabelsResponse, so the stored
 * object is the response. The store keeps the objects it is given and returns them as they are:
 * neither the caller that added them nor one that reads them may mutate them.
 */
export type StoredLabelIndex =
  | { generic_labels: JsonLabels; custom_labels?: undefined }
  | { custom_labels: AnyMessage; generic_labels?: undefined }

// Rough in-memory costs, in bytes, for the store's byte cap: a string costs two bytes per
// UTF-16 code unit; objects cost a fixed overhead. An estimate, not a measurement.
const LABEL_OVERHEAD = 64
const ENTRY_OVERHEAD = 16
const SCALAR_BYTES = 8
const INDEX_OVERHEAD = 32

/**
 * Checks a label index against a document text of `textLength` code points and returns
 * its estimated size in bytes. Throws INVALID_ARGUMENT naming the first bad label.
 */
export function inspectLabelIndex(index: StoredLabelIndex, indexName: string, textLength: number, validateKeys: boolean): number {
  if (index.custom_labels) {
    const any = index.custom_labels
    return INDEX_OVERHEAD + 2 * (any.type_url?.length ?? 0) + (any.value?.byteLength ?? 0)
  }
  const labels: FlatLabel[] = index.generic_labels.labels ?? []
  let bytes = INDEX_OVERHEAD
  for (let i = 0; i < labels.length; i++) {
    const label = labels[i]
    const start = label.start_index
    const end = label.end_index
    // Written so that NaN and undefined fail too.
    if (!(start >= 0 && start <= end && end <= textLength)) {
      throw invalidArgument(
        `label ${i} of index ${quoteName(indexName)}: start_index ${start} and end_index ${end} must satisfy ` +
          `0 <= start_index <= end_index <= ${textLength} (text length in code points)`,
      )
    }
    bytes += LABEL_OVERHEAD
    for (const key in label) {
      if (key === 'start_index' || key === 'end_index') continue
      const value = label[key]
      if (validateKeys) {
        if (key === REFERENCES_MEMBER) {
          for (const ref in value as object) if (RESERVED_FIELD_KEYS.has(ref)) throw reservedKey(i, indexName, `reference id key ${JSON.stringify(ref)}`)
        } else if (RESERVED_FIELD_KEYS.has(key)) throw reservedKey(i, indexName, `field key ${JSON.stringify(key)}`)
      }
      bytes += ENTRY_OVERHEAD + 2 * key.length + valueBytes(value)
    }
  }
  return bytes
}

// Reserved keys matter only at the top level of a label (and of its reference ids, which MTAP's
// events server checks too): nested objects are values.
function reservedKey(i: number, indexName: string, what: string) {
  return invalidArgument(`label ${i} of index ${quoteName(indexName)}: ${what} is reserved (set no_key_validation to allow it)`)
}

function valueBytes(v: Json | undefined): number {
  if (typeof v === 'string') return ENTRY_OVERHEAD + 2 * v.length
  if (v === null || typeof v !== 'object') return SCALAR_BYTES
  let bytes = ENTRY_OVERHEAD
  if (Array.isArray(v)) for (const item of v) bytes += valueBytes(item)
  else for (const key in v) bytes += ENTRY_OVERHEAD + 2 * key.length + valueBytes(v[key])
  return bytes
}

/** An index type as GetLabelIndicesInfo reports it. */
export function labelIndexType(index: StoredLabelIndex): LabelIndexType {
  return index.custom_labels ? 'CUSTOM' : 'GENERIC'
}
