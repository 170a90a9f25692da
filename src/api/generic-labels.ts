// MTAP 1.x's REST label form, `generic_labels` (what MTAP's Go gateway answers: GenericLabels in
// protobuf's JSON mapping with proto field names and defaults), converted to and from the flat
// form the gateway and the codec carry (labels.ts). Each label is
// `{identifier, start_index, end_index, fields: {...}, reference_ids: {...}}`; identifiers are
// the labels' positions, as every writer of the protocol numbers them.
import { invalidArgument } from './errors.js'
import { isPlainObject, kindOf, setMember, type Json, type JsonObject } from './json.js'
import { checkFlatLabels, isFlatLabelMember, REFERENCES_MEMBER, type FlatLabel, type JsonLabels } from './labels.js'

/** One label in MTAP's REST form. */
export interface GenericLabelJson {
  identifier: number
  start_index: number
  end_index: number
  fields: JsonObject
  reference_ids: JsonObject
}

/** The `generic_labels` object of MTAP's REST form. */
export interface GenericLabelsJson {
  is_distinct: boolean
  labels: GenericLabelJson[]
}

const GENERIC_LABELS_KEYS = new Set(['is_distinct', 'labels'])
const GENERIC_LABEL_KEYS = new Set(['identifier', 'start_index', 'end_index', 'fields', 'reference_ids'])

/**
 * Validates MTAP's `generic_labels` value and answers it in the flat form. `reference_ids`,
 * when given (even `{}`), becomes the flat label's member; absent or null, the label has none.
 * Errors are INVALID_ARGUMENT naming the member (`where` prefixes them), never quoting a value.
 */
export function checkGenericLabels(value: unknown, where = 'generic_labels'): JsonLabels {
  if (!isPlainObject(value)) throw invalidArgument(`${where} must be an object with a "labels" array (got ${kindOf(value)})`)
  for (const key of Object.keys(value)) {
    if (!GENERIC_LABELS_KEYS.has(key)) throw invalidArgument(`${where}.${key} is not a known member (expected is_distinct, labels)`)
  }
  const distinct = value.is_distinct ?? false
  if (typeof distinct !== 'boolean') throw invalidArgument(`${where}.is_distinct must be a boolean (got ${kindOf(distinct)})`)
  const labels = value.labels ?? []
  if (!Array.isArray(labels)) throw invalidArgument(`${where}.labels must be an array of label objects (got ${kindOf(labels)})`)
  const flat: FlatLabel[] = new Array(labels.length)
  for (let i = 0; i < labels.length; i++) flat[i] = flatLabel(labels[i], i, `${where}.labels[${i}]`)
  return { is_distinct: distinct, labels: checkFlatLabels(flat, `${where}.labels`) }
}

function flatLabel(label: unknown, position: number, at: string): FlatLabel {
  if (!isPlainObject(label)) throw invalidArgument(`${at} must be an object (got ${kindOf(label)})`)
  for (const key of Object.keys(label)) {
    if (!GENERIC_LABEL_KEYS.has(key)) throw invalidArgument(`${at}.${key} is not a known member (expected identifier, start_index, end_index, fields, reference_ids)`)
  }
  const identifier = label.identifier ?? position
  if (identifier !== position) {
    throw invalidArgument(`${at}.identifier must be ${position}, the label's position: labels are numbered by position, so that "index:identifier" references resolve`)
  }
  // Protobuf's JSON mapping leaves zeros out: a missing start or end is 0.
  const out: FlatLabel = { start_index: (label.start_index ?? 0) as number, end_index: (label.end_index ?? 0) as number }
  const fields = label.fields ?? {}
  if (!isPlainObject(fields)) throw invalidArgument(`${at}.fields must be an object (got ${kindOf(fields)})`)
  for (const key of Object.keys(fields)) {
    if (isFlatLabelMember(key)) throw invalidArgument(`${at}.fields.${key}: a field cannot be named ${key} (that name is the label's own member)`)
    setMember(out, key, fields[key] as Json)
  }
  const refs = label.reference_ids
  if (refs !== undefined && refs !== null) {
    if (!isPlainObject(refs)) throw invalidArgument(`${at}.reference_ids must be an object of reference ids (got ${kindOf(refs)})`)
    out[REFERENCES_MEMBER] = refs as JsonObject
  }
  return out
}

/** Flat labels in MTAP's REST form, every member present (an absent reference map as {}). */
export function toGenericLabelsJson(labels: JsonLabels): GenericLabelsJson {
  const out: GenericLabelJson[] = new Array(labels.labels.length)
  for (let i = 0; i < labels.labels.length; i++) {
    const label = labels.labels[i]
    const fields: JsonObject = {}
    for (const key of Object.keys(label)) if (!isFlatLabelMember(key)) setMember(fields, key, label[key])
    const refs = label[REFERENCES_MEMBER]
    out[i] = { identifier: i, start_index: label.start_index, end_index: label.end_index, fields, reference_ids: isPlainObject(refs) ? (refs as JsonObject) : {} }
  }
  return { is_distinct: labels.is_distinct, labels: out }
}
