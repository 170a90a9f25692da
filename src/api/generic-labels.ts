// MTAP 1.x's REST label form, `generic_labels` (what MTAP's Go gateway answers: GenericLabels in
// protobuf's JSON mapping with proto field names and defaults), converted to and from the flat
// form the gateway and the codec carry (labels.ts). Each label is
// `{identifier, start_index, end_index, fields: {...}, reference_ids: {...}}`; identifiers are
// the labels' positions, as every writer of the protocol numbers them.
import { invalidArgument } from './errors.js'
import { isPlainObject, setMember, type Json, type JsonObject } from './json.js'
import { isFlatLabelMember, REFERENCES_MEMBER, type FlatLabel, type JsonLabels } from './labels.js'

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

/** `generic_labels` as a client sends it, its shape checked (src/schema/api-schemas.ts): zeros and nulls may be left out. */
export interface GenericLabelsIn {
  is_distinct?: boolean | null
  labels?: GenericLabelIn[] | null
}

export interface GenericLabelIn {
  identifier?: number
  start_index?: number
  end_index?: number
  fields?: Record<string, unknown> | null
  reference_ids?: Record<string, unknown> | null
}

/**
 * MTAP's `generic_labels`, its shape already checked, in the flat form. What a shape cannot say
 * is checked here: identifiers are the labels' positions, and no field takes a flat member's
 * name. `reference_ids`, when given (even `{}`), becomes the flat label's member; absent or null,
 * the label has none. Errors are INVALID_ARGUMENT naming the member, never quoting a value.
 */
export function flatFromGenericLabels(value: GenericLabelsIn, where = 'generic_labels'): JsonLabels {
  const labels = value.labels ?? []
  const flat: FlatLabel[] = new Array(labels.length)
  for (let i = 0; i < labels.length; i++) flat[i] = flatLabel(labels[i], i, `${where}.labels[${i}]`)
  return { is_distinct: value.is_distinct ?? false, labels: flat }
}

function flatLabel(label: GenericLabelIn, position: number, at: string): FlatLabel {
  const identifier = label.identifier ?? position
  if (identifier !== position) {
    throw invalidArgument(
      `${at}.identifier must be ${position}, the label's position: labels are numbered by position, so that "index:identifier" references resolve`,
    )
  }
  // Protobuf's JSON mapping leaves zeros out: a missing start or end is 0.
  const out: FlatLabel = { start_index: label.start_index ?? 0, end_index: label.end_index ?? 0 }
  const fields = label.fields ?? {}
  for (const key of Object.keys(fields)) {
    if (isFlatLabelMember(key))
      throw invalidArgument(`${at}.fields.${key}: a field cannot be named ${key} (that name is the label's own member)`)
    setMember(out, key, fields[key] as Json)
  }
  if (label.reference_ids != null) out[REFERENCES_MEMBER] = label.reference_ids as JsonObject
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
    out[i] = {
      identifier: i,
      start_index: label.start_index,
      end_index: label.end_index,
      fields,
      reference_ids: isPlainObject(refs) ? (refs as JsonObject) : {},
    }
  }
  return { is_distinct: labels.is_distinct, labels: out }
}
