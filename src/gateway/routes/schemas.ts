// JSON Schema fragments the route specs share, for the OpenAPI document.
import type { Schema } from './route-spec.js'

export const S = {
  string: { type: 'string' },
  bool: { type: 'boolean' },
  int: { type: 'integer' },
  object: { type: 'object', additionalProperties: true },
  empty: { type: 'object', properties: {} },
  duration: { type: 'string', example: '0.003512s', description: 'seconds with an "s" suffix' },
  stringList: { type: 'array', items: { type: 'string' } },
  bytes: { type: 'string', format: 'byte' },
} as const

/** A map of names to durations (timing_info). */
export const durations: Schema = { type: 'object', additionalProperties: S.duration }

export function obj(properties: Record<string, unknown>, requiredKeys: string[] = []): Schema {
  return { type: 'object', properties, ...(requiredKeys.length ? { required: requiredKeys } : {}) }
}

const OFFSET = { type: 'integer', minimum: 0, description: 'in Unicode code points of the document text' }
const REFERENCE_IDS = {
  type: 'object',
  additionalProperties: true,
  description: 'Fields that point at other labels, by MTAP\'s convention "<index name>:<identifier>" strings (or lists or objects of them), e.g. {"sentence": "sentences:0"}',
}

/**
 * Flat labels (PROTOCOL.md §2): start/end, any fields, and the label's references in the one
 * reserved member reference_ids (present only when the label has references; {} stays {}).
 */
export const jsonLabels = obj(
  {
    is_distinct: S.bool,
    labels: {
      type: 'array',
      items: {
        type: 'object',
        required: ['start_index', 'end_index'],
        properties: { start_index: OFFSET, end_index: OFFSET, reference_ids: REFERENCE_IDS },
        additionalProperties: { description: 'the label\'s fields: any JSON' },
      },
    },
  },
  ['labels'],
)

/** MTAP 1.x's REST form of GenericLabels: identifiers are the labels' positions. */
export const genericLabels = obj(
  {
    is_distinct: S.bool,
    labels: {
      type: 'array',
      items: obj({ identifier: { type: 'integer', description: 'the label\'s position in the list' }, start_index: OFFSET, end_index: OFFSET, fields: S.object, reference_ids: REFERENCE_IDS }),
    },
  },
  ['labels'],
)

/** `{Processors: [{Identifier}]}` and `{Pipelines: …}`, as MTAP lists them. */
export const listing = (key: string): Schema => obj({ [key]: { type: 'array', items: obj({ Identifier: S.string }) } })
