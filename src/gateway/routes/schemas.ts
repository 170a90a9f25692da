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

/** Flat labels (PROTOCOL.md §2): start/end plus any fields. */
export const jsonLabels = obj(
  {
    is_distinct: S.bool,
    labels: {
      type: 'array',
      items: { type: 'object', required: ['start_index', 'end_index'], properties: { start_index: S.int, end_index: S.int }, additionalProperties: true },
    },
  },
  ['labels'],
)

/** `{Processors: [{Identifier}]}` and `{Pipelines: …}`, as MTAP lists them. */
export const listing = (key: string): Schema => obj({ [key]: { type: 'array', items: obj({ Identifier: S.string }) } })
