// JSON Schema for the OpenAPI document: small fragments the route specs use inline (S, obj), and
// the named schemas of what the API carries (events, documents, label indices, labels, the
// pipeline and processor answers, the gateway's own documents), referenced by name (ref) so a
// generated client gets one type for each. The request bodies' schemas are src/schema's, the
// ones the gateway validates with; the answers' are here. Every schema names its members: a
// client generated from the document types a pipeline answer's labels, not `{[key: string]: unknown}`.
import { API_INPUT_SCHEMAS } from '../../schema/api-schemas.js'
import type { Schema } from './route-spec.js'

export const S = {
  string: { type: 'string' },
  bool: { type: 'boolean' },
  int: { type: 'integer' },
  /** A free-form JSON object (a Struct: params, results). */
  object: { type: 'object', additionalProperties: true },
  empty: { type: 'object', properties: {} },
  duration: { $ref: '#/components/schemas/Duration' },
  stringList: { type: 'array', items: { type: 'string' } },
  bytes: { type: 'string', format: 'byte', description: 'standard base64' },
  stringMap: { type: 'object', additionalProperties: { type: 'string' } },
} as const

export function obj(properties: Record<string, unknown>, requiredKeys: string[] = []): Schema {
  return { type: 'object', properties, ...(requiredKeys.length ? { required: requiredKeys } : {}) }
}

/** A map of names to values of `schema`. */
const mapOf = (schema: Schema, description?: string): Schema => ({
  type: 'object',
  additionalProperties: schema,
  ...(description ? { description } : {}),
})

/** A reference to one of COMPONENT_SCHEMAS. */
export function ref(name: ComponentName): Schema {
  return { $ref: `#/components/schemas/${name}` }
}

const IDENTIFIER = { type: 'string', description: 'a processor or pipeline identifier, as routed' }

export const COMPONENT_SCHEMAS = {
  // The request bodies' named schemas, the very objects the gateway validates bodies with.
  ...API_INPUT_SCHEMAS,
  Error: obj(
    {
      code: {
        type: 'integer',
        minimum: 0,
        maximum: 16,
        description: 'gRPC status code (3 INVALID_ARGUMENT, 5 NOT_FOUND, 14 UNAVAILABLE, …)',
      },
      message: { type: 'string', description: 'what was wrong; never document text' },
      details: {
        type: 'array',
        items: { type: 'object', additionalProperties: true },
        description: 'structured details, e.g. google.rpc types a backend sent ({"@type": …}), or /readyz\'s checks',
      },
    },
    ['code', 'message', 'details'],
  ),
  Duration: {
    type: 'string',
    pattern: '^-?[0-9]+(\\.[0-9]+)?s$',
    example: '0.003512s',
    description: 'seconds with an "s" suffix (protobuf\'s JSON Duration)',
  },
  TimingInfo: mapOf(
    { $ref: '#/components/schemas/Duration' },
    'time spent, by step name (e.g. "svc-tokens:process_method")',
  ),
  /** A label index inside a serialized event (the pipeline's answer): `distinct`, as MTAP writes it. */
  LabelIndex: obj(
    {
      labels: { type: 'array', items: { $ref: '#/components/schemas/Label' } },
      distinct: { type: 'boolean', description: 'whether the labels do not overlap' },
    },
    ['labels', 'distinct'],
  ),
  Document: obj(
    {
      text: { type: 'string', description: "absent when the request's return.text was false" },
      label_indices: mapOf(
        { $ref: '#/components/schemas/LabelIndex' },
        "label indices by index name (those the request's return.label_indices named, when it did)",
      ),
    },
    ['label_indices'],
  ),
  Event: obj(
    {
      event_id: S.string,
      metadata: S.stringMap,
      documents: mapOf({ $ref: '#/components/schemas/Document' }, 'documents by name (binaries are not echoed)'),
    },
    ['event_id', 'metadata', 'documents'],
  ),
  ComponentResult: obj(
    { identifier: S.string, result_dict: S.object, timing_info: { $ref: '#/components/schemas/TimingInfo' } },
    ['identifier', 'result_dict', 'timing_info'],
  ),
  PipelineResult: obj(
    {
      component_results: { type: 'array', items: { $ref: '#/components/schemas/ComponentResult' } },
      elapsed_time: S.duration,
    },
    ['component_results', 'elapsed_time'],
  ),
  PipelineAnswer: obj(
    {
      event: { $ref: '#/components/schemas/Event' },
      timing_info: { $ref: '#/components/schemas/TimingInfo' },
      result: { $ref: '#/components/schemas/PipelineResult' },
    },
    ['event', 'timing_info', 'result'],
  ),
  CreatedIndex: obj({ document_name: S.string, index_name: S.string }, ['document_name', 'index_name']),
  ProcessorAnswer: obj(
    {
      timing_info: { $ref: '#/components/schemas/TimingInfo' },
      result: S.object,
      created_indices: { type: 'array', items: { $ref: '#/components/schemas/CreatedIndex' } },
    },
    ['timing_info', 'result', 'created_indices'],
  ),
  ProcessorInfo: obj({
    metadata: {
      type: 'object',
      additionalProperties: true,
      properties: {
        name: S.string,
        description: S.string,
        parameters: {
          type: 'array',
          items: obj({ name: S.string, description: S.string, data_type: S.string, required: S.bool }),
        },
        inputs: { type: 'array', items: obj({ name: S.string, description: S.string }) },
        outputs: { type: 'array', items: obj({ name: S.string, description: S.string }) },
      },
    },
  }),
  TimerStats: obj({ mean: S.duration, std: S.duration, max: S.duration, min: S.duration, sum: S.duration }),
  ProcessorStats: obj(
    { processed: S.int, failures: S.int, timing_stats: mapOf({ $ref: '#/components/schemas/TimerStats' }) },
    ['processed', 'failures', 'timing_stats'],
  ),
  BackendHealth: obj(
    {
      status: {
        type: 'string',
        description:
          "SERVING, NOT_SERVING, UNKNOWN (not checked yet), or the failed check's gRPC code name (UNAVAILABLE, …)",
      },
      up: S.bool,
      checked_at: { type: 'string', format: 'date-time', nullable: true },
      since: { type: 'string', format: 'date-time', description: 'when the status became what it is' },
    },
    ['status', 'up', 'checked_at', 'since'],
  ),
  BackendRoute: obj(
    {
      identifier: IDENTIFIER,
      instances: S.stringList,
      target: { type: 'string', description: 'the gRPC target dialled' },
      source: { type: 'string', enum: ['static', 'registry'] },
      health: { $ref: '#/components/schemas/BackendHealth' },
    },
    ['identifier', 'instances', 'target', 'source', 'health'],
  ),
  RoutingTable: obj(
    {
      version: S.int,
      updated_at: { type: 'string', format: 'date-time' },
      age_seconds: { type: 'number' },
      stale: { type: 'boolean', description: 'a source cannot be read and its last good routes serve' },
      sources: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: true,
          properties: {
            source: S.string,
            stale: S.bool,
            updated_at: { type: 'string', nullable: true },
            age_seconds: { type: 'number', nullable: true },
          },
        },
      },
      events: {
        type: 'object',
        allOf: [{ $ref: '#/components/schemas/BackendRoute' }],
        nullable: true,
        description: 'null: no events service routed',
      },
      processors: { type: 'array', items: { $ref: '#/components/schemas/BackendRoute' } },
      pipelines: { type: 'array', items: { $ref: '#/components/schemas/BackendRoute' } },
    },
    ['version', 'stale', 'events', 'processors', 'pipelines'],
  ),
  Readiness: obj({ status: { type: 'string', enum: ['ready'] }, checks: S.stringMap }, ['status', 'checks']),
  Index: obj(
    {
      name: S.string,
      version: S.string,
      links: obj({ openapi: S.string, docs: S.string, health: S.string, readiness: S.string, routes: S.string }, [
        'openapi',
        'docs',
        'health',
        'readiness',
        'routes',
      ]),
    },
    ['name', 'version', 'links'],
  ),
} satisfies Record<string, Schema>

export type ComponentName = keyof typeof COMPONENT_SCHEMAS

/** A map of names to durations (timing_info). */
export const durations: Schema = ref('TimingInfo')

/** Flat labels (PROTOCOL.md §2). */
export const jsonLabels: Schema = ref('JsonLabels')

/** MTAP 1.x's REST form of GenericLabels. */
export const genericLabels: Schema = ref('GenericLabels')

/** `{Processors: [{Identifier}]}` and `{Pipelines: …}`, as MTAP lists them. */
export const listing = (key: string): Schema =>
  obj({ [key]: { type: 'array', items: obj({ Identifier: IDENTIFIER }, ['Identifier']) } }, [key])
