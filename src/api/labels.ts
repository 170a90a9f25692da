// Labels in the flat REST form (PROTOCOL.md §2), `{start_index, end_index, reference_ids?,
// ...fields}`, and their one validation. The gateway, the events client and the pipeline all
// check labels here; the wire codec (src/grpc/wire.ts) then encodes the flat form as
// GenericLabels (start/end and reference_ids their own fields, every other member in `fields`,
// `identifier` the label's position), so a label reads back exactly as it was written. Error
// messages name the label and the member, never a value (label contents may be clinical text).
import { invalidArgument } from './errors.js'
import { isPlainObject, kindOf, type Json } from './json.js'

/**
 * The flat label's member that carries GenericLabel.reference_ids: the fields that point at other
 * labels, by MTAP's convention `"<index name>:<identifier>"` strings (or lists or objects of
 * them). It has the wire field's name, which MTAP's own JSON forms (its serialized events and
 * its gateway's `generic_labels`) use too, so a label keeps the one name in every form. Present
 * exactly when the GenericLabel has reference_ids (an empty object when that map is empty).
 * A label field of this name cannot be carried by the flat form, like start_index/end_index.
 */
export const REFERENCES_MEMBER = 'reference_ids'

/** A label's reference ids: name → reference (any JSON; MTAP writes "index:identifier" strings). */
export type ReferenceIds = { [name: string]: Json }

/**
 * A label in flat form: its span, plus any JSON fields, plus its reference ids (an object, the
 * REFERENCES_MEMBER) if it has any.
 */
export type FlatLabel = { start_index: number; end_index: number; [member: string]: Json }

/**
 * Labels an annotator built as objects of its own interface (a token, a section, a concept, a cue)
 * as the flat labels they are. TypeScript gives an interface no index signature, so its objects
 * are no FlatLabels by themselves; the constraint checks instead that every member is JSON.
 */
export function asFlatLabels<T extends { start_index: number; end_index: number } & { [K in keyof T]: Json }>(
  labels: T[],
): FlatLabel[] {
  return labels
}

/** The members of the flat form that are not label fields. */
export function isFlatLabelMember(key: string): boolean {
  return key === 'start_index' || key === 'end_index' || key === REFERENCES_MEMBER
}

/** The REST `json_labels` object, and GenericLabels as the wire codec decodes them. */
export interface JsonLabels {
  is_distinct: boolean
  labels: FlatLabel[]
}

/** A generic label index as a processor reads it back: its labels and whether they are distinct. */
export interface GenericLabelIndex {
  distinct: boolean
  labels: FlatLabel[]
}

/** Field keys that clients of the protocol map to attributes of their own label objects. */
export const RESERVED_FIELD_KEYS: ReadonlySet<string> = new Set([
  'document',
  'location',
  'text',
  'id',
  'label_index_name',
])

// start_index/end_index are uint32 on the wire.
const MAX_INDEX = 0xffffffff

function isIndex(v: unknown): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_INDEX
}

function checkIndex(v: unknown, where: string): number {
  if (!isIndex(v)) {
    const got = typeof v === 'number' ? 'a number out of range or not whole' : kindOf(v)
    throw invalidArgument(`${where} must be an integer >= 0 (got ${got})`)
  }
  return v
}

/** Validates a list of flat labels; `where` names the list in error messages. */
export function checkFlatLabels(labels: unknown, where = 'labels'): FlatLabel[] {
  if (!Array.isArray(labels))
    throw invalidArgument(`${where} must be an array of label objects (got ${kindOf(labels)})`)
  for (let i = 0; i < labels.length; i++) {
    const label: unknown = labels[i]
    // the label's name in a message is built only for a message: a processor writes thousands of labels a document
    if (!isPlainObject(label)) throw invalidArgument(`${where}[${i}] must be an object (got ${kindOf(label)})`)
    if (!isIndex(label.start_index)) checkIndex(label.start_index, `${where}[${i}].start_index`)
    if (!isIndex(label.end_index)) checkIndex(label.end_index, `${where}[${i}].end_index`)
    const refs = label[REFERENCES_MEMBER]
    if (refs !== undefined && !isPlainObject(refs)) {
      throw invalidArgument(
        `${where}[${i}].${REFERENCES_MEMBER} must be an object of reference ids, e.g. {"sentence": "sentences:0"} (got ${kindOf(refs)})`,
      )
    }
  }
  return labels as FlatLabel[]
}
