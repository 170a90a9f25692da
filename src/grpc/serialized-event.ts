// The serialized event a pipeline answers with (PROTOCOL.md §4) written as the body of a
// google.protobuf.Struct straight from what the events service sent, without decoding its label
// indices into objects and encoding those again. A GenericLabel's `fields` Struct and a flat label
// in a Struct hold the same map entries, so each label becomes its span's two entries followed by
// its fields' bytes as they came (and its reference_ids as one more entry). An index whose bytes
// could decode to something else than they read as (a key twice, a key V8 would order first,
// a start_index/end_index/reference_ids field, a Value of two kinds, invalid UTF-8, nesting past
// the limit) is decoded and encoded as before instead: the answer is the same either way.
import { isUtf8 } from 'node:buffer'
import type { Json } from '../api/json.js'
import { REFERENCES_MEMBER } from '../api/labels.js'
import { getLabelsResponse } from './codecs.js'
import { failedPrecondition } from '../api/errors.js'
import { MAX_DEPTH, Reader, Writer, writeStructBody } from './wire.js'

/** One document of the event: its text, and its generic label indices as GetLabels answered them. */
export interface EncodedDocument {
  /** Absent: left out of the answer (a request's "return" said text: false). */
  text: string | undefined
  /** Index name → the GetLabelsResponse bytes. */
  indices: ReadonlyMap<string, Uint8Array>
}

/**
 * The Struct body of `{event_id, metadata, documents: {name: {text, label_indices: {index:
 * {labels, distinct}}}}}`, members in the order JSON.stringify would list them.
 */
export function serializedEventStruct(
  eventId: string,
  metadata: Record<string, string>,
  documents: ReadonlyMap<string, EncodedDocument>,
): Buffer {
  const w = Writer.take()
  entry(w, 'event_id', () => stringValue(w, eventId))
  // Message depths as wire.ts counts them for this Struct in a Pipeline.Process response: the
  // event 1, documents 3, a document 5, label_indices 7, an index 9, a label 13.
  entry(w, 'metadata', () => structValue(w, () => writeStructBody(w, metadata, 3)))
  entry(w, 'documents', () =>
    structValue(w, () => {
      for (const name of keyOrder(documents.keys())) {
        const doc = documents.get(name)!
        entry(w, name, () =>
          structValue(w, () => {
            const text = doc.text
            if (text !== undefined) entry(w, 'text', () => stringValue(w, text))
            entry(w, 'label_indices', () =>
              structValue(w, () => {
                for (const index of keyOrder(doc.indices.keys()))
                  entry(w, index, () => labelIndex(w, doc.indices.get(index)!, name, index))
              }),
            )
          }),
        )
      }
    }),
  )
  return w.release()
}

// ---- the Struct around the labels --------------------------------------------------------------

/** A map entry {key, Value}; `value` writes the Value's body. */
function entry(w: Writer, key: string, value: () => void): void {
  w.byte(0x0a)
  w.fork()
  w.byte(0x0a)
  w.string(key)
  w.byte(0x12)
  w.fork()
  value()
  w.ldelim()
  w.ldelim()
}

function stringValue(w: Writer, s: string): void {
  w.byte(0x1a)
  w.string(s)
}

function structValue(w: Writer, body: () => void): void {
  w.byte(0x2a)
  w.fork()
  body()
  w.ldelim()
}

/**
 * Keys in the order a JavaScript object lists them: array indices first, ascending, then the rest
 * as inserted. Documents and indices are named by clients; a name of digits is rare, not wrong.
 */
function keyOrder(keys: Iterable<string>): string[] {
  const all = [...keys]
  const indices = all.filter(isArrayIndex)
  if (indices.length === 0) return all
  indices.sort((a, b) => Number(a) - Number(b))
  return [...indices, ...all.filter((k) => !isArrayIndex(k))]
}

function isArrayIndex(k: string): boolean {
  return /^(?:0|[1-9]\d{0,9})$/.test(k) && Number(k) < 4294967295
}

// ---- a label index -----------------------------------------------------------------------------

/** Thrown to take the decoding path for an index; never escapes this module. */
const DECODE_INSTEAD = new Error('decode this index')

function labelIndex(w: Writer, response: Uint8Array, documentName: string, indexName: string): void {
  const mark = w.pos
  const forks = w.forks.length
  try {
    copiedLabelIndex(w, response)
  } catch (err) {
    if (err !== DECODE_INSTEAD) throw err
    w.pos = mark
    w.forks.length = forks
    const decoded = getLabelsResponse.deserialize(response)
    if (decoded.labels === 'custom_labels') {
      throw failedPrecondition(
        `label index '${indexName}' of document '${documentName}' holds custom labels, not generic ones`,
      )
    }
    const generic = decoded.generic_labels ?? { is_distinct: false, labels: [] }
    // The Value's body of {labels, distinct} (the Value's own tag and length are the entry's).
    const index: { [k: string]: Json } = { labels: generic.labels, distinct: generic.is_distinct }
    w.byte(0x2a)
    w.fork()
    writeStructBody(w, index, 9)
    w.ldelim()
  }
}

function copiedLabelIndex(w: Writer, response: Uint8Array): void {
  const r = new Reader(response)
  let start = -1
  let end = -1
  while (r.pos < r.end) {
    const t = r.uint32()
    // generic_labels (1), seen once; custom labels (2) never reach here (the serializer skips them).
    if (t === 0x0a && start < 0) {
      end = r.delimited()
      start = r.pos
      r.pos = end
    } else throw DECODE_INSTEAD
  }
  let distinct = false
  if (start >= 0) {
    r.pos = start
    r.end = end
    while (r.pos < end) {
      const t = r.uint32()
      if (t === 0x08) distinct = r.bool()
      else r.skip(t)
    }
  }
  structValue(w, () => {
    entry(w, 'labels', () => {
      w.byte(0x32)
      w.fork()
      if (start >= 0) {
        r.pos = start
        r.end = end
        while (r.pos < end) {
          const t = r.uint32()
          if (t !== 0x12) {
            r.skip(t)
            continue
          }
          const labelEnd = r.delimited()
          label(w, r, labelEnd)
          r.pos = labelEnd
          r.end = end
        }
      }
      w.ldelim()
    })
    entry(w, 'distinct', () => {
      w.byte(0x20)
      w.byte(distinct ? 1 : 0)
    })
  })
}

// The span's two entries of a flat label's Struct, up to their number: {key, number_value}.
const START_ENTRY = numberEntryHead('start_index')
const END_ENTRY = numberEntryHead('end_index')
const REFS_KEY = Buffer.from([0x0a, REFERENCES_MEMBER.length, ...Buffer.from(REFERENCES_MEMBER, 'latin1')])

function numberEntryHead(key: string): Buffer {
  const body = 2 + key.length + 3 + 8
  return Buffer.from([0x0a, body, 0x0a, key.length, ...Buffer.from(key, 'latin1'), 0x12, 9, 0x11])
}

function varintLength(v: number): number {
  return v < 0x80 ? 1 : v < 0x4000 ? 2 : v < 0x200000 ? 3 : v < 0x10000000 ? 4 : 5
}

/**
 * A GenericLabel (from r.pos to end) as an item of the labels ListValue: a Value holding its flat
 * label's Struct, whose entries are the span's two, the fields' as they came, and reference_ids.
 */
function label(w: Writer, r: Reader, end: number): void {
  r.end = end
  let startIndex = 0
  let endIndex = 0
  let fields = -1
  let fieldsEnd = -1
  let refs = -1
  let refsEnd = -1
  while (r.pos < end) {
    const t = r.uint32()
    if (t === 0x08) r.uint32()
    else if (t === 0x10) startIndex = r.uint32()
    else if (t === 0x18) endIndex = r.uint32()
    else if (t === 0x22 && fields < 0) {
      fieldsEnd = r.delimited()
      fields = r.pos
      r.pos = fieldsEnd
    } else if (t === 0x2a && refs < 0) {
      refsEnd = r.delimited()
      refs = r.pos
      r.pos = refsEnd
    } else if (t === 0x22 || t === 0x2a) throw DECODE_INSTEAD
    else r.skip(t)
  }
  const buf = r.buf
  const fieldsLength = fields < 0 ? 0 : fieldsEnd - fields
  if (fields >= 0) checkEntries(buf, fields, fieldsEnd, LABEL_DEPTH, true)
  // reference_ids: {key, Value{struct_value: the Struct as it came}}.
  let refsEntry = 0
  let refsValue = 0
  let refsBody = 0
  if (refs >= 0) {
    checkEntries(buf, refs, refsEnd, LABEL_DEPTH + 2, false)
    refsValue = 1 + varintLength(refsEnd - refs) + (refsEnd - refs)
    refsBody = REFS_KEY.length + 1 + varintLength(refsValue) + refsValue
    refsEntry = 1 + varintLength(refsBody) + refsBody
  }
  const struct = START_ENTRY.length + 8 + END_ENTRY.length + 8 + fieldsLength + refsEntry
  const value = 1 + varintLength(struct) + struct
  w.ensure(1 + varintLength(value) + value)
  w.byte(0x0a)
  w.uint32(value)
  w.byte(0x2a)
  w.uint32(struct)
  w.raw(START_ENTRY)
  w.double(startIndex)
  w.raw(END_ENTRY)
  w.double(endIndex)
  if (fields >= 0) w.raw(buf, fields, fieldsEnd)
  if (refs >= 0) {
    w.byte(0x0a)
    w.uint32(refsBody)
    w.raw(REFS_KEY)
    w.byte(0x12)
    w.uint32(refsValue)
    w.byte(0x2a)
    w.uint32(refsEnd - refs)
    w.raw(buf, refs, refsEnd)
  }
}

/** A label's Struct's message depth in a Pipeline.Process response (see serializedEventStruct). */
const LABEL_DEPTH = 13

// ---- what may be copied as it is ---------------------------------------------------------------

// Key byte ranges of the Structs being checked, for the duplicate check; one stack for all levels.
const keyStarts = new Int32Array(8192)
const keyEnds = new Int32Array(8192)
let keyTop = 0
const RESERVED = ['start_index', 'end_index', REFERENCES_MEMBER].map((k) => Buffer.from(k, 'latin1'))

function same(a: Uint8Array, aStart: number, b: Uint8Array, bStart: number, len: number): boolean {
  for (let i = 0; i < len; i++) if (a[aStart + i] !== b[bStart + i]) return false
  return true
}

// The checkers read varints themselves (no Reader per Value): `at` is the read position.
let at = 0

function varint(buf: Buffer, end: number): number {
  let v = 0
  for (let shift = 0; shift < 35; shift += 7) {
    if (at >= end) throw DECODE_INSTEAD
    const b = buf[at++]
    v += (b & 0x7f) * 2 ** shift
    if (b < 0x80) return v
  }
  throw DECODE_INSTEAD
}

/** A length prefix at `at`; the end of what it delimits, within `end`. */
function delimited(buf: Buffer, end: number): number {
  const len = varint(buf, end)
  if (len > end - at) throw DECODE_INSTEAD
  return at + len
}

/**
 * Checks that the Struct entries in buf[start, end) read back as themselves: each entry exactly
 * {key, Value}, keys distinct, none of digits alone, valid UTF-8, Values of one kind, nesting within
 * MAX_DEPTH (`depth` is the Struct's message depth, as wire.ts counts it). `labelFields`: none
 * of the flat label's own members among the keys (the decoder drops those).
 */
function checkEntries(buf: Buffer, start: number, end: number, depth: number, labelFields: boolean): void {
  if (depth > MAX_DEPTH) throw DECODE_INSTEAD
  const base = keyTop
  at = start
  while (at < end) {
    if (buf[at++] !== 0x0a) throw DECODE_INSTEAD
    const entryEnd = delimited(buf, end)
    if (at >= entryEnd || buf[at++] !== 0x0a) throw DECODE_INSTEAD
    const keyEnd = delimited(buf, entryEnd)
    checkKey(buf, at, keyEnd, base, labelFields)
    at = keyEnd
    if (at >= entryEnd || buf[at++] !== 0x12) throw DECODE_INSTEAD
    const valueEnd = delimited(buf, entryEnd)
    if (valueEnd !== entryEnd) throw DECODE_INSTEAD
    checkValue(buf, at, valueEnd, depth + 1)
    at = entryEnd
  }
  keyTop = base
}

function checkKey(buf: Buffer, start: number, end: number, base: number, labelFields: boolean): void {
  const len = end - start
  let digits = len > 0
  let ascii = true
  for (let i = start; i < end; i++) {
    const b = buf[i]
    if (b < 0x30 || b > 0x39) digits = false
    if (b >= 0x80) ascii = false
  }
  if (digits || (!ascii && !isUtf8(buf.subarray(start, end)))) throw DECODE_INSTEAD
  if (labelFields)
    for (let i = 0; i < RESERVED.length; i++)
      if (RESERVED[i].length === len && same(RESERVED[i], 0, buf, start, len)) throw DECODE_INSTEAD
  for (let k = base; k < keyTop; k++)
    if (keyEnds[k] - keyStarts[k] === len && same(buf, keyStarts[k], buf, start, len)) throw DECODE_INSTEAD
  if (keyTop === keyStarts.length) throw DECODE_INSTEAD
  keyStarts[keyTop] = start
  keyEnds[keyTop] = end
  keyTop++
}

/** A Value's body in buf[start, end): exactly one kind, as the encoder writes it back. */
function checkValue(buf: Buffer, start: number, end: number, depth: number): void {
  if (depth > MAX_DEPTH) throw DECODE_INSTEAD
  // An empty Value reads as null but is written back as null_value: not the same bytes.
  if (start >= end) throw DECODE_INSTEAD
  at = start + 1
  switch (buf[start]) {
    case 0x08: // null_value
      if (varint(buf, end) !== 0) throw DECODE_INSTEAD
      break
    case 0x11: // number_value
      at += 8
      break
    case 0x20: // bool_value, written back as 0 or 1
      if (varint(buf, end) > 1) throw DECODE_INSTEAD
      break
    case 0x1a: {
      const e = delimited(buf, end)
      for (let i = at; i < e; i++) {
        if (buf[i] >= 0x80) {
          if (!isUtf8(buf.subarray(at, e))) throw DECODE_INSTEAD
          break
        }
      }
      at = e
      break
    }
    case 0x2a: {
      const e = delimited(buf, end)
      checkEntries(buf, at, e, depth + 1, false)
      at = e
      break
    }
    case 0x32: {
      const e = delimited(buf, end)
      checkList(buf, at, e, depth + 1)
      at = e
      break
    }
    default:
      throw DECODE_INSTEAD
  }
  if (at !== end) throw DECODE_INSTEAD
}

function checkList(buf: Buffer, start: number, end: number, depth: number): void {
  if (depth > MAX_DEPTH) throw DECODE_INSTEAD
  at = start
  while (at < end) {
    if (buf[at++] !== 0x0a) throw DECODE_INSTEAD
    const e = delimited(buf, end)
    checkValue(buf, at, e, depth + 1)
    at = e
  }
}
