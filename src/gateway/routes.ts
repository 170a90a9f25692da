// Every route the gateway serves, declared once: method, path, the backend method it calls,
// whether repeating it is safe, how its JSON maps to the gRPC request and back (PROTOCOL.md
// §2, §5), and its schemas. The router and the OpenAPI document are both built from this list.
import { durationFromJson, durationMapToJson, durationToJson, type PbDuration } from '../api/duration.js'
import type { Json } from '../api/json.js'
import { checkJsonLabels } from '../api/labels.js'
import type { JsonLabels } from '../api/labels.js'
import type { BackendKind } from '../api/names.js'
import { invalidBody } from './errors.js'

export type Body = Record<string, unknown> | undefined
export type PathParams = Record<string, string>

export interface RouteInput {
  params: PathParams
  body: Body
  /** The query string, parsed when read. */
  readonly query: URLSearchParams
}

/** JSON Schema fragments for the OpenAPI document. */
export type Schema = Record<string, unknown>

interface BaseSpec {
  method: 'GET' | 'POST' | 'DELETE'
  path: string
  operation: string
  summary: string
  /** none: a body is ignored; optional/required: parsed as a JSON object. */
  body: 'none' | 'optional' | 'required'
  requestSchema?: Schema
  responseSchema: Schema
}

/** A route answered by a backend over gRPC. */
export interface BackendSpec extends BaseSpec {
  kind: BackendKind
  grpcMethod: string
  /** Safe to repeat (reads; writes the protocol makes idempotent such as replacing metadata). */
  idempotent: boolean
  /** The path parameter naming the backend identifier (processor_id, pipeline_id). */
  idParam?: string
  toRequest(input: RouteInput): object
  fromResponse(res: any): unknown
}

/** A route the gateway answers itself. */
export interface LocalSpec extends BaseSpec {
  kind: 'gateway'
  local: string
}

export type RouteSpec = BackendSpec | LocalSpec

// ---- small typed readers of body members: name the member and what was expected ----

function str(body: Body, key: string, where = key): string {
  const v = body?.[key]
  if (typeof v !== 'string') throw invalidBody(where, 'a string', v)
  return v
}
function optBool(body: Body, key: string): boolean {
  const v = body?.[key]
  if (v === undefined || v === null) return false
  if (typeof v !== 'boolean') throw invalidBody(key, 'true or false', v)
  return v
}
function optObject(body: Body, key: string): Record<string, unknown> | undefined {
  const v = body?.[key]
  if (v === undefined || v === null) return undefined
  if (typeof v !== 'object' || Array.isArray(v)) throw invalidBody(key, 'an object', v)
  return v as Record<string, unknown>
}
function required(body: Body, key: string): unknown {
  const v = body?.[key]
  if (v === undefined) throw invalidBody(key, 'present', v)
  return v
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/
function base64(body: Body, key: string): Buffer {
  const s = str(body, key)
  if (s.length % 4 === 1 || !BASE64.test(s)) throw invalidBody(key, 'standard base64', 'a string that is not base64')
  return Buffer.from(s, 'base64')
}

function leaseDuration(body: Body): PbDuration | undefined {
  const v = body?.lease_duration
  if (v === undefined || v === null) return undefined
  const d = durationFromJson(v)
  if (!d) throw invalidBody('lease_duration', 'a duration such as "30s" or a number of seconds', v)
  return d
}

function leaseId(input: RouteInput): number {
  const raw = input.body?.lease_id ?? input.query.get('lease_id') ?? 0
  const n = typeof raw === 'string' ? Number(raw) : raw
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 0x7fffffff) throw invalidBody('lease_id', 'an integer >= 0', raw)
  return n
}

const durationMap = (m: Record<string, PbDuration> | undefined) => durationMapToJson(m)

// ---- schemas ----

const S = {
  string: { type: 'string' },
  bool: { type: 'boolean' },
  int: { type: 'integer' },
  object: { type: 'object', additionalProperties: true },
  empty: { type: 'object', properties: {} },
  duration: { type: 'string', example: '0.003512s', description: 'seconds with an "s" suffix' },
  stringList: { type: 'array', items: { type: 'string' } },
} as const
const durations = { type: 'object', additionalProperties: S.duration }
const obj = (properties: Record<string, unknown>, requiredKeys: string[] = []): Schema => ({
  type: 'object',
  properties,
  ...(requiredKeys.length ? { required: requiredKeys } : {}),
})
const jsonLabels = obj(
  {
    is_distinct: S.bool,
    labels: {
      type: 'array',
      items: { type: 'object', required: ['start_index', 'end_index'], properties: { start_index: S.int, end_index: S.int }, additionalProperties: true },
    },
  },
  ['labels'],
)
const listing = (key: string) => obj({ [key]: { type: 'array', items: obj({ Identifier: S.string }) } })

const EV = '/v1/events/:event_id'
const DOC = `${EV}/documents/:document_name`

export const ROUTES: readonly RouteSpec[] = [
  // ---- events service (PROTOCOL.md §1) ----
  {
    method: 'GET', path: '/v1/events/instance_id', operation: 'GetEventsInstanceId', summary: 'Identifier of the events service instance',
    kind: 'events', grpcMethod: 'GetEventsInstanceId', idempotent: true, body: 'none',
    responseSchema: obj({ instance_id: S.string }),
    toRequest: () => ({}),
    fromResponse: (r) => ({ instance_id: r.instance_id }),
  },
  {
    method: 'POST', path: EV, operation: 'OpenEvent', summary: 'Create an event, or take another lease on it',
    kind: 'events', grpcMethod: 'OpenEvent', idempotent: false, body: 'optional',
    requestSchema: obj({ only_create_new: S.bool, lease_duration: S.duration }),
    responseSchema: obj({ created: S.bool, lease_id: S.int }),
    toRequest: ({ params, body }) => ({ event_id: params.event_id, only_create_new: optBool(body, 'only_create_new'), lease_duration: leaseDuration(body) }),
    fromResponse: (r) => ({ created: r.created, lease_id: r.lease_id }),
  },
  {
    method: 'DELETE', path: EV, operation: 'CloseEvent', summary: 'Release a lease; the event is deleted when none remain',
    kind: 'events', grpcMethod: 'CloseEvent', idempotent: false, body: 'optional',
    requestSchema: obj({ lease_id: S.int }),
    responseSchema: obj({ deleted: S.bool }),
    toRequest: (input) => ({ event_id: input.params.event_id, lease_id: leaseId(input) }),
    fromResponse: (r) => ({ deleted: r.deleted }),
  },
  {
    method: 'GET', path: `${EV}/metadata`, operation: 'GetAllMetadata', summary: 'All metadata of an event',
    kind: 'events', grpcMethod: 'GetAllMetadata', idempotent: true, body: 'none',
    responseSchema: obj({ metadata: { type: 'object', additionalProperties: S.string } }),
    toRequest: ({ params }) => ({ event_id: params.event_id }),
    fromResponse: (r) => ({ metadata: r.metadata ?? {} }),
  },
  {
    method: 'POST', path: `${EV}/metadata/:key`, operation: 'AddMetadata', summary: 'Set one metadata entry (replaces)',
    kind: 'events', grpcMethod: 'AddMetadata', idempotent: true, body: 'required',
    requestSchema: obj({ value: S.string }, ['value']),
    responseSchema: S.empty,
    toRequest: ({ params, body }) => ({ event_id: params.event_id, key: params.key, value: str(body, 'value') }),
    fromResponse: () => ({}),
  },
  {
    method: 'GET', path: `${EV}/binaries`, operation: 'GetAllBinaryDataNames', summary: 'Names of the binaries of an event',
    kind: 'events', grpcMethod: 'GetAllBinaryDataNames', idempotent: true, body: 'none',
    responseSchema: obj({ binary_data_names: S.stringList }),
    toRequest: ({ params }) => ({ event_id: params.event_id }),
    fromResponse: (r) => ({ binary_data_names: r.binary_data_names ?? [] }),
  },
  {
    method: 'POST', path: `${EV}/binaries/:binary_data_name`, operation: 'AddBinaryData', summary: 'Add a binary (base64)',
    kind: 'events', grpcMethod: 'AddBinaryData', idempotent: true, body: 'required',
    requestSchema: obj({ binary_data: { type: 'string', format: 'byte' } }, ['binary_data']),
    responseSchema: S.empty,
    toRequest: ({ params, body }) => ({ event_id: params.event_id, binary_data_name: params.binary_data_name, binary_data: base64(body, 'binary_data') }),
    fromResponse: () => ({}),
  },
  {
    method: 'GET', path: `${EV}/binaries/:binary_data_name`, operation: 'GetBinaryData', summary: 'A binary of an event (base64)',
    kind: 'events', grpcMethod: 'GetBinaryData', idempotent: true, body: 'none',
    responseSchema: obj({ binary_data: { type: 'string', format: 'byte' } }),
    toRequest: ({ params }) => ({ event_id: params.event_id, binary_data_name: params.binary_data_name }),
    fromResponse: (r) => ({ binary_data: Buffer.from(r.binary_data ?? []).toString('base64') }),
  },
  {
    method: 'GET', path: `${EV}/documents`, operation: 'GetAllDocumentNames', summary: 'Names of the documents of an event',
    kind: 'events', grpcMethod: 'GetAllDocumentNames', idempotent: true, body: 'none',
    responseSchema: obj({ document_names: S.stringList }),
    toRequest: ({ params }) => ({ event_id: params.event_id }),
    fromResponse: (r) => ({ document_names: r.document_names ?? [] }),
  },
  {
    method: 'POST', path: DOC, operation: 'AddDocument', summary: 'Add a document with its text',
    kind: 'events', grpcMethod: 'AddDocument', idempotent: false, body: 'required',
    requestSchema: obj({ text: S.string }, ['text']),
    responseSchema: S.empty,
    toRequest: ({ params, body }) => ({ event_id: params.event_id, document_name: params.document_name, text: str(body, 'text') }),
    fromResponse: () => ({}),
  },
  {
    method: 'GET', path: DOC, operation: 'GetDocumentText', summary: 'The text of a document',
    kind: 'events', grpcMethod: 'GetDocumentText', idempotent: true, body: 'none',
    responseSchema: obj({ text: S.string }),
    toRequest: ({ params }) => ({ event_id: params.event_id, document_name: params.document_name }),
    fromResponse: (r) => ({ text: r.text }),
  },
  {
    method: 'GET', path: `${DOC}/labels`, operation: 'GetLabelIndicesInfo', summary: 'The label indices of a document',
    kind: 'events', grpcMethod: 'GetLabelIndicesInfo', idempotent: true, body: 'none',
    responseSchema: obj({ label_index_infos: { type: 'array', items: obj({ index_name: S.string, type: { type: 'string', enum: ['UNKNOWN', 'GENERIC', 'CUSTOM'] } }) } }),
    toRequest: ({ params }) => ({ event_id: params.event_id, document_name: params.document_name }),
    fromResponse: (r) => ({ label_index_infos: (r.label_index_infos ?? []).map((i: { index_name: string; type: string }) => ({ index_name: i.index_name, type: i.type })) }),
  },
  {
    method: 'POST', path: `${DOC}/labels/:index_name`, operation: 'AddLabels', summary: 'Upload a label index (replaces one of the same name)',
    kind: 'events', grpcMethod: 'AddLabels', idempotent: true, body: 'required',
    requestSchema: obj({ json_labels: jsonLabels, no_key_validation: S.bool }, ['json_labels']),
    responseSchema: S.empty,
    toRequest: ({ params, body }) => ({
      event_id: params.event_id,
      document_name: params.document_name,
      index_name: params.index_name,
      labels: 'generic_labels',
      generic_labels: checkJsonLabels(required(body, 'json_labels')),
      no_key_validation: optBool(body, 'no_key_validation'),
    }),
    fromResponse: () => ({}),
  },
  {
    method: 'GET', path: `${DOC}/labels/:index_name`, operation: 'GetLabels', summary: 'A label index, in the flat form it was uploaded in',
    kind: 'events', grpcMethod: 'GetLabels', idempotent: true, body: 'none',
    responseSchema: obj({ json_labels: jsonLabels }),
    toRequest: ({ params }) => ({ event_id: params.event_id, document_name: params.document_name, index_name: params.index_name }),
    fromResponse: (r: { generic_labels?: JsonLabels }) => ({ json_labels: r.generic_labels ?? { is_distinct: false, labels: [] } }),
  },
  // ---- processors (PROTOCOL.md §3) ----
  {
    method: 'GET', path: '/v1/processors', operation: 'ListProcessors', summary: 'The processors routed now',
    kind: 'gateway', local: 'processors', body: 'none', responseSchema: listing('Processors'),
  },
  {
    method: 'POST', path: '/v1/processors/:processor_id/process/:event_id', operation: 'ProcessorProcess',
    summary: 'Run a processor on a stored event (no body: event processor; params.document_name: document processor)',
    kind: 'processor', idParam: 'processor_id', grpcMethod: 'Process', idempotent: false, body: 'optional',
    requestSchema: obj({ params: S.object, event_service_instance_id: S.string }),
    responseSchema: obj({ timing_info: durations, result: S.object, created_indices: { type: 'array', items: obj({ document_name: S.string, index_name: S.string }) } }),
    toRequest: ({ params, body }) => {
      const p = optObject(body, 'params')
      const instance = body?.event_service_instance_id
      if (instance !== undefined && typeof instance !== 'string') throw invalidBody('event_service_instance_id', 'a string', instance)
      return { processor_id: params.processor_id, event_id: params.event_id, params: p ?? {}, event_service_instance_id: instance ?? '' }
    },
    fromResponse: (r) => ({
      timing_info: durationMap(r.timing_info),
      result: r.result ?? {},
      created_indices: (r.created_indices ?? []).map((c: { document_name: string; index_name: string }) => ({ document_name: c.document_name, index_name: c.index_name })),
    }),
  },
  {
    method: 'GET', path: '/v1/processors/:processor_id/info', operation: 'ProcessorInfo', summary: 'What a processor does, its parameters and indices',
    kind: 'processor', idParam: 'processor_id', grpcMethod: 'GetInfo', idempotent: true, body: 'none',
    responseSchema: obj({ metadata: S.object }),
    toRequest: ({ params }) => ({ processor_id: params.processor_id }),
    fromResponse: (r) => ({ metadata: r.metadata ?? {} }),
  },
  {
    method: 'GET', path: '/v1/processors/:processor_id/stats', operation: 'ProcessorStats', summary: 'Counts and timing statistics of a processor',
    kind: 'processor', idParam: 'processor_id', grpcMethod: 'GetStats', idempotent: true, body: 'none',
    responseSchema: obj({ processed: S.int, failures: S.int, timing_stats: { type: 'object', additionalProperties: obj({ mean: S.duration, std: S.duration, max: S.duration, min: S.duration, sum: S.duration }) } }),
    toRequest: ({ params }) => ({ processor_id: params.processor_id }),
    fromResponse: (r) => {
      const stats: Record<string, Record<string, string>> = {}
      for (const [k, t] of Object.entries((r.timing_stats ?? {}) as Record<string, Record<string, PbDuration>>)) {
        stats[k] = { mean: durationToJson(t.mean), std: durationToJson(t.std), max: durationToJson(t.max), min: durationToJson(t.min), sum: durationToJson(t.sum) }
      }
      return { processed: r.processed, failures: r.failures, timing_stats: stats }
    },
  },
  // ---- pipelines (PROTOCOL.md §4) ----
  {
    method: 'GET', path: '/v1/pipelines', operation: 'ListPipelines', summary: 'The pipelines routed now',
    kind: 'gateway', local: 'pipelines', body: 'none', responseSchema: listing('Pipelines'),
  },
  {
    method: 'POST', path: '/v1/pipeline/:pipeline_id/process', operation: 'PipelineProcess',
    summary: 'Create an event from the body, run the pipeline on it, and answer the processed event',
    kind: 'pipeline', idParam: 'pipeline_id', grpcMethod: 'Process', idempotent: false, body: 'required',
    requestSchema: obj(
      {
        event: obj({ event_id: S.string, metadata: { type: 'object', additionalProperties: S.string }, binaries: { type: 'object', additionalProperties: { type: 'string', format: 'byte' } }, documents: S.object }, ['event_id']),
        params: S.object,
        keep_after: S.bool,
      },
      ['event'],
    ),
    responseSchema: obj({
      event: S.object,
      timing_info: durations,
      result: obj({ component_results: { type: 'array', items: obj({ identifier: S.string, result_dict: S.object, timing_info: durations }) }, elapsed_time: S.duration }),
    }),
    toRequest: ({ params, body }) => {
      const event = optObject(body, 'event')
      if (!event) throw invalidBody('event', 'an object', body?.event)
      return { pipeline_id: params.pipeline_id, event, params: optObject(body, 'params') ?? {}, keep_after: optBool(body, 'keep_after') }
    },
    fromResponse: (r) => ({
      event: r.event ?? {},
      timing_info: durationMap(r.timing_info),
      result: {
        component_results: (r.result?.component_results ?? []).map((c: { identifier: string; result_dict: Record<string, Json>; timing_info: Record<string, PbDuration> }) => ({
          identifier: c.identifier,
          result_dict: c.result_dict ?? {},
          timing_info: durationMap(c.timing_info),
        })),
        elapsed_time: durationToJson(r.result?.elapsed_time),
      },
    }),
  },
  // ---- the gateway's own ----
  {
    method: 'GET', path: '/v1/routes', operation: 'GetRoutes', summary: 'The routing table now: identifiers, instances, source, age, staleness',
    kind: 'gateway', local: 'routes', body: 'none', responseSchema: S.object,
  },
  {
    method: 'GET', path: '/v1/openapi.json', operation: 'GetOpenApi', summary: 'This document',
    kind: 'gateway', local: 'openapi', body: 'none', responseSchema: S.object,
  },
  {
    method: 'GET', path: '/healthz', operation: 'Healthz', summary: 'Liveness: the process serves',
    kind: 'gateway', local: 'healthz', body: 'none', responseSchema: obj({ status: S.string }),
  },
  {
    method: 'GET', path: '/readyz', operation: 'Readyz', summary: 'Readiness: routes loaded and routed backends pass their gRPC health checks',
    kind: 'gateway', local: 'readyz', body: 'none', responseSchema: obj({ status: S.string, checks: S.object }),
  },
]
