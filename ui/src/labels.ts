// What the viewer knows of labels: the flat REST form (PROTOCOL.md §2) of any processor's
// labels, `{start_index, end_index, reference_ids?, ...fields}`, and the conventions of our
// clinical processors (concept types, context attributes) where a label follows them. Pure:
// used by the viewer and by `svc run`.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

export interface Label {
  start_index: number
  end_index: number
  [member: string]: Json
}

export interface LabelIndex {
  readonly name: string
  readonly distinct: boolean
  readonly labels: readonly Label[]
}

/** The reserved member carrying the fields that point at other labels (MTAP's reference_ids). */
export const REFERENCES = 'reference_ids'

/** The context attributes svc-context writes, in the order they are shown. */
export const CONTEXT_FLAGS = ['negated', 'uncertain', 'historical', 'hypothetical'] as const
export const EXPERIENCER = 'experiencer'

/** Fields naming what a label is, most specific first; the first one present colours the labels. */
const TYPE_FIELDS = ['concept_type', 'type', 'category', 'label', 'pos', 'direction']

export const isObject = (v: unknown): v is { [key: string]: Json } =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** The label's own fields: every member but the span and the references. */
export function fieldsOf(label: Label): [string, Json][] {
  return Object.entries(label).filter(([k]) => k !== 'start_index' && k !== 'end_index' && k !== REFERENCES)
}

/** The label's references, name → reference, as written. */
export function referencesOf(label: Label): [string, Json][] {
  const refs = label[REFERENCES]
  return isObject(refs) ? Object.entries(refs) : []
}

/** MTAP writes a reference as "<index name>:<identifier>"; the identifier is the position in its index. */
export function parseReference(ref: Json): { index: string; id: number } | undefined {
  if (typeof ref !== 'string') return undefined
  const colon = ref.lastIndexOf(':')
  if (colon <= 0 || !/^\d+$/.test(ref.slice(colon + 1))) return undefined
  return { index: ref.slice(0, colon), id: Number(ref.slice(colon + 1)) }
}

/** The field whose string values say what each label of the index is, if any. */
export function typeFieldOf(index: LabelIndex): string | undefined {
  const sample = index.labels.slice(0, 200)
  return TYPE_FIELDS.find((f) => sample.some((l) => typeof l[f] === 'string' && l[f] !== ''))
}

/**
 * What stands out about a label, as short names: the true context flags and a non-patient
 * experiencer for our labels, and any other true boolean field for anyone's.
 */
export function flagsOf(label: Label): string[] {
  const out: string[] = []
  for (const [key, value] of fieldsOf(label)) {
    if (value === true) out.push(key)
    else if (key === EXPERIENCER && typeof value === 'string' && value !== 'patient' && value !== '')
      out.push(`${EXPERIENCER}=${value}`)
  }
  return out
}

/** A field value as one line of text. */
export function showValue(value: Json): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}
