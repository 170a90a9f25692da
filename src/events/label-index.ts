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

// What a decoded label index holds in the heap, in bytes: the store's account of it, which must
// stay an upper bound whatever state V8's heap is in, or the store's byte cap would not keep the
// process within its heap. Measured with node --expose-gc on Node 20, 64 bits (heapUsed after gc,
// labels decoded by the wire codec as the service decodes them), in a fresh process and in one
// where earlier labels used thousands of distinct keys: V8 then has no hidden classes left to
// give a label's object (1,536 transitions a class at most), and each new object with members
// is a hash table. Per decoded label (fresh / exhausted): token {start, end, pos, norm}
// 110 / 301 B; an empty object in a list 64 / 64 B; a list of one object {b: [{}]} 177 / 296 B.
// test/hostile/store-accounting.test.ts checks the estimate against both for every shape.
const SLOT = 8 // a pointer to the value, in its object or list
const OBJECT = 80 // an object's header
const LABEL = 64 // a label's object with its start and end
const TABLE = 48 // a hash table's header, when a label's object has become one
const SMALL_INTEGER = 0x7fffffff
const MEMBER = 48 // per member: a hash-table entry and its share of the table's spare room
const LIST = 56 // a list's header and its elements' header
const LIST_SLACK = 4 // per element: a list grown by push() keeps up to half again in spare room
const NUMBER = 20 // a boxed double
const STRING = 24 // a string's header; its characters at two bytes each
const NEW_KEY = 160 // a key first seen in this index: its string and the hidden class that adds it
const INDEX_OVERHEAD = 96

/**
 * The most the estimate charges for one byte of an encoded GenericLabels: an empty object in a
 * list, 4 bytes on the wire (tag, length, struct_value, length), 92 estimated bytes.
 */
export const MAX_ESTIMATE_PER_ENCODED_BYTE = 24

/**
 * Checks a label index against a document text of `textLength` code points and returns
 * its estimated size in bytes. Throws INVALID_ARGUMENT naming the first bad label.
 */
export function inspectLabelIndex(
  index: StoredLabelIndex,
  indexName: string,
  textLength: number,
  validateKeys: boolean,
): number {
  if (index.custom_labels) {
    const any = index.custom_labels
    return INDEX_OVERHEAD + 2 * (any.type_url?.length ?? 0) + (any.value?.byteLength ?? 0)
  }
  const labels: FlatLabel[] = index.generic_labels.labels ?? []
  const seen = new Set<string>()
  // The keys of the labels before, by place: one that comes again at its place is in `seen` and
  // passed the key checks already (labels of one index mostly share their keys).
  const keysBefore: string[] = []
  let bytes = INDEX_OVERHEAD + LIST + labels.length * (SLOT + LIST_SLACK)
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
    // start and end are held in the object (numbers below 2^31 are not boxed); once it has other
    // members, they may be entries of its hash table like the rest.
    bytes += LABEL + (start > SMALL_INTEGER ? NUMBER : 0) + (end > SMALL_INTEGER ? NUMBER : 0)
    let k = 0
    for (const key in label) {
      if (key === 'start_index' || key === 'end_index') continue
      const value = label[key]
      const known = key === keysBefore[k]
      if (validateKeys) {
        if (key === REFERENCES_MEMBER) {
          for (const ref in value as object)
            if (RESERVED_FIELD_KEYS.has(ref)) throw reservedKey(i, indexName, `reference id key ${JSON.stringify(ref)}`)
        } else if (!known && RESERVED_FIELD_KEYS.has(key))
          throw reservedKey(i, indexName, `field key ${JSON.stringify(key)}`)
      }
      bytes += (known ? MEMBER : memberBytes(key, seen)) + valueBytes(value, seen)
      keysBefore[k++] = key
    }
    if (k > 0) bytes += 2 * MEMBER + TABLE
  }
  return bytes
}

// Reserved keys matter only at the top level of a label (and of its reference ids, which MTAP's
// events server checks too): nested objects are values.
function reservedKey(i: number, indexName: string, what: string) {
  return invalidArgument(
    `label ${i} of index ${quoteName(indexName)}: ${what} is reserved (set no_key_validation to allow it)`,
  )
}

/** A value's bytes, the slot that holds it included. */
function valueBytes(v: Json | undefined, seen: Set<string>): number {
  if (typeof v === 'string') return SLOT + STRING + 2 * v.length
  if (typeof v === 'number') return SLOT + NUMBER
  if (v === null || typeof v !== 'object') return SLOT
  if (Array.isArray(v)) {
    let bytes = SLOT + LIST
    for (let i = 0; i < v.length; i++) bytes += LIST_SLACK + valueBytes(v[i], seen)
    return bytes
  }
  let bytes = SLOT + OBJECT
  for (const key in v) bytes += memberBytes(key, seen) + valueBytes(v[key], seen)
  return bytes
}

/** What a member named `key` adds to its object besides its value. */
function memberBytes(key: string, seen: Set<string>): number {
  let bytes = MEMBER
  if (!seen.has(key)) {
    seen.add(key)
    bytes += NEW_KEY + 2 * key.length
  }
  return bytes
}

/** An index type as GetLabelIndicesInfo reports it. */
export function labelIndexType(index: StoredLabelIndex): LabelIndexType {
  return index.custom_labels ? 'CUSTOM' : 'GENERIC'
}
