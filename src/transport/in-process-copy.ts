// Copies of the label-carrying messages for the in-process transport, made in JavaScript instead
// of by encoding to protobuf and decoding again. A copy is exactly what the wire codec would
// decode (src/grpc/codecs.ts): a flat label's span first (as unsigned 32-bit integers), then its
// fields in their order with undefined members left out, its reference ids last; "__proto__" an
// own member. Strings are shared (JavaScript strings cannot be changed), every object and array
// is new, so neither side can reach an object of the other, as on the wire.
//
// Only the shapes that copy exactly are copied here: plain objects, arrays, finite or not
// numbers, booleans, null, well-formed strings, within a modest depth. Anything else (a lone
// surrogate, which UTF-8 would replace; a Date, a BigInt, a function, undefined in an array; deep
// nesting, which the codec refuses at its own limit) answers NOT_COPIED and the caller goes the
// codec's way, so the answer, or the error, is the same either way.
import { REFERENCES_MEMBER, type FlatLabel, type JsonLabels } from '../api/labels.js'
import { setMember, type Json } from '../api/json.js'
import type { AddLabelsRequest, GetLabelsResponse } from '../api/messages.js'

/** What a copier answers when the message must go through the codec instead. */
export const NOT_COPIED = Symbol('not copied')

/** Nesting beyond this goes through the codec (which counts protobuf's own depth limit). */
const MAX_COPY_DEPTH = 24

class NotCopyable extends Error {}
const NOT_COPYABLE = new NotCopyable()

/** Events.AddLabels request with generic labels, as the codec would decode it. */
export function copyAddLabelsRequest(req: Partial<AddLabelsRequest>): AddLabelsRequest | typeof NOT_COPIED {
  const header = addLabelsHeader(req)
  if (header === null) return NOT_COPIED
  try {
    return { ...header, generic_labels: copyLabels(req.generic_labels!) }
  } catch (err) {
    if (err === NOT_COPYABLE) return NOT_COPIED
    throw err
  }
}

/**
 * Events.AddLabels request whose labels the caller hands over (UnaryOptions.handOver): its own
 * label array when every label already is what the codec would decode (labelForm); the same
 * labels but for those with flat reference ids last, which are copied by spreading; else a
 * copy. The service then keeps objects equal, member for member and in order, to a copy's.
 */
export function adoptAddLabelsRequest(req: Partial<AddLabelsRequest>): AddLabelsRequest | typeof NOT_COPIED {
  const header = addLabelsHeader(req)
  if (header === null) return NOT_COPIED
  const generic_labels = req.generic_labels!
  const labels = generic_labels.labels
  if (!Array.isArray(labels) || Object.getPrototypeOf(labels) !== Array.prototype) return copyAddLabelsRequest(req)
  if (hasEnumerableMembers(Object.prototype)) return copyAddLabelsRequest(req)
  const keysChecked: string[] = []
  let kept: FlatLabel[] = labels
  for (let i = 0; i < labels.length; i++) {
    const form = labelForm(labels[i], keysChecked)
    if (form === DECODED) continue
    if (form !== DECODED_BUT_REFERENCES) return copyAddLabelsRequest(req)
    // A label with reference ids is not kept (the caller's references object would be shared
    // inside the store's); a spread copy of it and of them is what copyLabel would give.
    if (kept === labels) kept = labels.slice()
    const label = labels[i]
    kept[i] = { ...label, [REFERENCES_MEMBER]: { ...(label[REFERENCES_MEMBER] as Record<string, Json>) } }
  }
  return { ...header, generic_labels: { is_distinct: Boolean(generic_labels.is_distinct), labels: kept } }
}

/** An AddLabels request's fields other than its labels, when it carries generic labels the transport can take in process; else null. */
function addLabelsHeader(req: Partial<AddLabelsRequest>): Omit<AddLabelsRequest, 'generic_labels'> | null {
  const { event_id, document_name, index_name } = req
  if (req.labels !== 'generic_labels' || req.custom_labels !== undefined || !isRecord(req.generic_labels)) return null
  if (!isString(event_id) || !isString(document_name) || !isString(index_name)) return null
  return {
    event_id,
    document_name,
    index_name,
    no_key_validation: Boolean(req.no_key_validation),
    labels: 'generic_labels',
  }
}

/** A label as copyLabel would give it back (see labelForm). */
const DECODED = 1
/** A label that would be as copyLabel gives it back but for its reference ids (see labelForm). */
const DECODED_BUT_REFERENCES = 2
/** Any other label. */
const OTHER = 0

/**
 * DECODED: a label as copyLabel would give it back: a plain object, its span first as unsigned
 * 32-bit integers, then members that are all well-formed strings, numbers, booleans or null
 * (nearly every label the clinical processors write); nothing undefined or nested.
 * DECODED_BUT_REFERENCES: the same with reference ids last, a plain object of such members (a
 * concept's experiencer cue): a copy of it and of its reference ids, member for member, is then
 * what copyLabel gives. OTHER: any other label.
 * `keysChecked[k]`: a key found fit at place k of an earlier label, which need not be checked
 * again when the same string comes at that place (labels of one index mostly share their
 * keys); updated here. The members are walked with for…in, which allocates nothing for an
 * object of a known shape (Object.keys makes an array per label, thousands a document); with
 * Object.prototype bare of enumerable members (the caller makes sure), it lists exactly the
 * keys Object.keys does, in the same order.
 */
function labelForm(label: unknown, keysChecked: string[]): number {
  if (!isRecord(label)) return OTHER
  const { start_index: start, end_index: end } = label
  if (start !== (start as number) >>> 0 || end !== (end as number) >>> 0) return OTHER
  let k = 0
  let referencesAt = -1
  for (const key in label) {
    if (k === 0) {
      if (key !== 'start_index') return OTHER
    } else if (k === 1) {
      if (key !== 'end_index') return OTHER
    } else if (key === REFERENCES_MEMBER) {
      if (!isFlatRecord(label[key])) return OTHER
      referencesAt = k
    } else {
      if (key !== keysChecked[k]) {
        if (!isString(key)) return OTHER
        keysChecked[k] = key
      }
      if (!isFlatValue(label[key])) return OTHER
    }
    k++
  }
  if (referencesAt < 0) return DECODED
  return referencesAt === k - 1 ? DECODED_BUT_REFERENCES : OTHER
}

/** A well-formed string, a number, a boolean or null: a member copyValue gives back as it is. */
function isFlatValue(v: unknown): boolean {
  return typeof v === 'string' ? isString(v) : typeof v === 'number' || typeof v === 'boolean' || v === null
}

/** A plain object of well-formed keys and flat values (isFlatValue): copyObject gives a copy member for member. */
function isFlatRecord(v: unknown): boolean {
  if (!isRecord(v)) return false
  for (const key in v) if (!isString(key) || !isFlatValue(v[key])) return false
  return true
}

function hasEnumerableMembers(obj: object): boolean {
  for (const _ in obj) return true
  return false
}

/** Events.GetLabels response (a stored generic index), as the codec would decode it. */
export function copyGetLabelsResponse(res: Partial<GetLabelsResponse>): GetLabelsResponse | typeof NOT_COPIED {
  if (res.custom_labels !== undefined || !isRecord(res.generic_labels)) return NOT_COPIED
  try {
    return { labels: 'generic_labels', generic_labels: copyLabels(res.generic_labels) }
  } catch (err) {
    if (err === NOT_COPYABLE) return NOT_COPIED
    throw err
  }
}

/**
 * Events.GetLabels response for a caller that only reads it (UnaryOptions.readOnly): the stored
 * labels themselves, which are what the codec decoded (or what a copy above gave, the same), so
 * what the caller reads is what a copy would give, without making one.
 */
export function lendGetLabelsResponse(res: Partial<GetLabelsResponse>): GetLabelsResponse | typeof NOT_COPIED {
  if (res.custom_labels !== undefined || !isRecord(res.generic_labels)) return NOT_COPIED
  const labels = res.generic_labels.labels ?? []
  if (!Array.isArray(labels)) return NOT_COPIED
  return { labels: 'generic_labels', generic_labels: { is_distinct: Boolean(res.generic_labels.is_distinct), labels } }
}

function copyLabels(json: Partial<JsonLabels>): JsonLabels {
  const from = json.labels ?? []
  if (!Array.isArray(from)) throw NOT_COPYABLE
  const labels: FlatLabel[] = new Array(from.length)
  for (let i = 0; i < from.length; i++) labels[i] = copyLabel(from[i])
  return { is_distinct: Boolean(json.is_distinct), labels }
}

function copyLabel(label: FlatLabel): FlatLabel {
  if (!isRecord(label)) throw NOT_COPYABLE
  const out: FlatLabel = { start_index: label.start_index >>> 0, end_index: label.end_index >>> 0 }
  let refs: unknown
  const keys = Object.keys(label)
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k]
    if (key === 'start_index' || key === 'end_index') continue
    const v = label[key]
    if (key === REFERENCES_MEMBER) refs = v
    else if (v !== undefined) {
      if (!isString(key)) throw NOT_COPYABLE
      setMember(out, key, copyValue(v, 1))
    }
  }
  if (refs !== undefined) out[REFERENCES_MEMBER] = copyObject(refs, 1)
  return out
}

function copyValue(v: unknown, depth: number): Json {
  switch (typeof v) {
    case 'number':
    case 'boolean':
      return v
    case 'string':
      if (!isString(v)) throw NOT_COPYABLE
      return v
    case 'object':
      if (v === null) return null
      if (Array.isArray(v)) return copyArray(v, depth + 1)
      return copyObject(v, depth + 1)
    default:
      throw NOT_COPYABLE
  }
}

function copyArray(arr: unknown[], depth: number): Json[] {
  if (depth > MAX_COPY_DEPTH) throw NOT_COPYABLE
  const out: Json[] = new Array(arr.length)
  for (let i = 0; i < arr.length; i++) {
    // An undefined item (or a hole) is null on the wire; rare enough to leave to the codec.
    if (arr[i] === undefined) throw NOT_COPYABLE
    out[i] = copyValue(arr[i], depth)
  }
  return out
}

function copyObject(obj: unknown, depth: number): { [k: string]: Json } {
  if (depth > MAX_COPY_DEPTH || !isRecord(obj)) throw NOT_COPYABLE
  const out: { [k: string]: Json } = {}
  const keys = Object.keys(obj)
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k]
    const v = obj[key]
    if (v === undefined) continue
    if (!isString(key)) throw NOT_COPYABLE
    setMember(out, key, copyValue(v, depth))
  }
  return out
}

/** A plain object (what the codec writes as a Struct by its own members). */
export function isRecord(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false
  const proto = Object.getPrototypeOf(v)
  return proto === Object.prototype || proto === null
}

/** A string UTF-8 carries unchanged (no lone surrogate). */
export function isString(v: unknown): v is string {
  return typeof v === 'string' && (v as string & { isWellFormed(): boolean }).isWellFormed()
}
