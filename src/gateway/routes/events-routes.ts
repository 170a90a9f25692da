// The events service's routes (PROTOCOL.md §1): events, metadata, binaries, documents, labels.
import { durationFromJson } from '../../api/duration.js'
import { flatFromGenericLabels, toGenericLabelsJson, type GenericLabelsIn } from '../../api/generic-labels.js'
import type { JsonObject } from '../../api/json.js'
import type { FlatLabel, JsonLabels } from '../../api/labels.js'
import type { CloseEventResponse, LabelIndexInfo, OpenEventResponse } from '../../api/messages.js'
import { EVENT_BODIES, type JsonLabelsInput } from '../../schema/api-schemas.js'
import { gatewayError, invalidBody } from '../errors.js'
import { memberOf } from '../label-limits.js'
import { backendRoute, type BackendDef, type BackendSpec, type QueryParameter, type RouteInput } from './route-spec.js'
import { genericLabels, jsonLabels, obj, S } from './schemas.js'

const EV = '/v1/events/:event_id'
const DOC = `${EV}/documents/:document_name`

/**
 * A label index travels in the spec's flat form, `json_labels` (PROTOCOL.md §2), or in MTAP
 * 1.x's REST form, `generic_labels`, which clients of MTAP's gateway send and may ask GET for.
 */
const LABEL_FORMS = ['json_labels', 'generic_labels'] as const
type LabelForm = (typeof LABEL_FORMS)[number]

const FORM_PARAMETER: QueryParameter = {
  name: 'form',
  description:
    "json_labels (default): flat labels, reference ids in each label's reference_ids member; generic_labels: MTAP 1.x's form, {identifier, start_index, end_index, fields, reference_ids}",
  schema: { type: 'string', enum: [...LABEL_FORMS], default: 'json_labels' },
}

const LEASE_ID = EVENT_BODIES.CloseEvent.properties.lease_id
const MAX_LEASE_ID = 2147483647

/** Clients often drop a DELETE's body: the lease may come in the query string instead. */
const LEASE_PARAMETER: QueryParameter = {
  name: 'lease_id',
  description: "the lease to release, when the body does not say (the body's lease_id wins)",
  schema: LEASE_ID,
}

/** From the body, else the query string (a DELETE body is often dropped by clients), else 0. */
function leaseId({ body, query }: RouteInput): number {
  const given = query.getAll('lease_id')
  if (given.length > 1) throw gatewayError('INVALID_BODY', 'the query parameter lease_id is given more than once')
  const fromQuery = given.length ? queryLeaseId(given[0]) : 0
  return body?.lease_id !== undefined ? (body.lease_id as number) : fromQuery
}

/** The query's lease id, checked even when the body's wins: what the document refuses is refused. */
function queryLeaseId(raw: string): number {
  const n = /^[0-9]{1,10}$/.test(raw) ? Number(raw) : NaN
  if (!(n <= MAX_LEASE_ID))
    throw invalidBody('the query parameter lease_id', `an integer from 0 to ${MAX_LEASE_ID}`, raw)
  return n
}

/** The labels of an AddLabels body (its schema let exactly one of the two forms through). */
function labelsOfBody(body: { json_labels?: JsonLabelsInput; generic_labels?: GenericLabelsIn }): JsonLabels {
  if (body.json_labels)
    return { is_distinct: body.json_labels.is_distinct ?? false, labels: body.json_labels.labels as FlatLabel[] }
  return flatFromGenericLabels(body.generic_labels!)
}

function formOf({ query }: RouteInput): LabelForm {
  const form = query.get('form') ?? 'json_labels'
  if (!(LABEL_FORMS as readonly string[]).includes(form))
    throw invalidBody('the query parameter form', 'json_labels or generic_labels', form)
  return form as LabelForm
}

/** The writes the events service answers with an empty message answer `{}`. */
const ANSWERS_EMPTY = { responseSchema: S.empty, fromResponse: () => ({}) }

/** Every route here is answered by the events service, by the gRPC method its operation names. */
type EventsDef = Omit<BackendDef, 'kind' | 'grpcMethod'>
const eventsRoute = (def: EventsDef): BackendSpec => backendRoute({ ...def, kind: 'events', grpcMethod: def.operation })

const EVENTS: EventsDef[] = [
  {
    method: 'GET',
    path: '/v1/events/instance_id',
    operation: 'GetEventsInstanceId',
    summary: 'Identifier of the events service instance',
    idempotent: true,
    body: 'none',
    responseSchema: obj({ instance_id: S.string }),
    toRequest: () => ({}),
    fromResponse: (r: { instance_id: string }) => ({ instance_id: r.instance_id }),
  },
  {
    method: 'POST',
    path: EV,
    operation: 'OpenEvent',
    summary: 'Create an event, or take another lease on it',
    idempotent: false,
    body: 'optional',
    alsoAnswers: [409],
    requestSchema: EVENT_BODIES.OpenEvent,
    responseSchema: obj(
      {
        created: { type: 'boolean', description: 'false: the event existed and another lease was taken' },
        lease_id: { type: 'integer', description: 'the lease taken, for DELETE' },
      },
      ['created', 'lease_id'],
    ),
    toRequest: ({ params, body }) => ({
      event_id: params.event_id,
      only_create_new: body?.only_create_new === true,
      lease_duration: body?.lease_duration == null ? undefined : durationFromJson(body.lease_duration),
    }),
    fromResponse: (r: OpenEventResponse) => ({ created: r.created, lease_id: r.lease_id }),
  },
  {
    method: 'DELETE',
    path: EV,
    operation: 'CloseEvent',
    summary: 'Release a lease; the event is deleted when none remain',
    idempotent: false,
    body: 'optional',
    query: [LEASE_PARAMETER],
    requestSchema: EVENT_BODIES.CloseEvent,
    responseSchema: obj(
      { deleted: { type: 'boolean', description: 'whether that was the last lease and the event is gone' } },
      ['deleted'],
    ),
    toRequest: (input) => ({ event_id: input.params.event_id, lease_id: leaseId(input) }),
    fromResponse: (r: CloseEventResponse) => ({ deleted: r.deleted }),
  },
  {
    method: 'GET',
    path: `${EV}/metadata`,
    operation: 'GetAllMetadata',
    summary: 'All metadata of an event',
    idempotent: true,
    body: 'none',
    responseSchema: obj({ metadata: { type: 'object', additionalProperties: S.string } }),
    toRequest: ({ params }) => ({ event_id: params.event_id }),
    fromResponse: (r: { metadata?: JsonObject }) => ({ metadata: r.metadata ?? {} }),
  },
  {
    method: 'POST',
    path: `${EV}/metadata/:key`,
    operation: 'AddMetadata',
    summary: 'Set one metadata entry (replaces)',
    idempotent: true,
    body: 'required',
    requestSchema: EVENT_BODIES.AddMetadata,
    ...ANSWERS_EMPTY,
    toRequest: ({ params, body }) => ({ event_id: params.event_id, key: params.key, value: body!.value }),
  },
  {
    method: 'GET',
    path: `${EV}/binaries`,
    operation: 'GetAllBinaryDataNames',
    summary: 'Names of the binaries of an event',
    idempotent: true,
    body: 'none',
    responseSchema: obj({ binary_data_names: S.stringList }),
    toRequest: ({ params }) => ({ event_id: params.event_id }),
    fromResponse: (r: { binary_data_names?: string[] }) => ({ binary_data_names: r.binary_data_names ?? [] }),
  },
  {
    method: 'POST',
    path: `${EV}/binaries/:binary_data_name`,
    operation: 'AddBinaryData',
    summary: 'Add a binary (base64)',
    idempotent: true,
    body: 'required',
    documents: (body) => [['binary_data', 'base64', memberOf(body, 'binary_data')]],
    requestSchema: EVENT_BODIES.AddBinaryData,
    ...ANSWERS_EMPTY,
    toRequest: ({ params, body }) => ({
      event_id: params.event_id,
      binary_data_name: params.binary_data_name,
      binary_data: Buffer.from(body!.binary_data as string, 'base64'),
    }),
  },
  {
    method: 'GET',
    path: `${EV}/binaries/:binary_data_name`,
    operation: 'GetBinaryData',
    summary: 'A binary of an event (base64)',
    idempotent: true,
    body: 'none',
    responseSchema: obj({ binary_data: S.bytes }),
    toRequest: ({ params }) => ({ event_id: params.event_id, binary_data_name: params.binary_data_name }),
    fromResponse: (r: { binary_data?: Uint8Array }) => ({
      binary_data: Buffer.from(r.binary_data ?? []).toString('base64'),
    }),
  },
  {
    method: 'GET',
    path: `${EV}/documents`,
    operation: 'GetAllDocumentNames',
    summary: 'Names of the documents of an event',
    idempotent: true,
    body: 'none',
    responseSchema: obj({ document_names: S.stringList }),
    toRequest: ({ params }) => ({ event_id: params.event_id }),
    fromResponse: (r: { document_names?: string[] }) => ({ document_names: r.document_names ?? [] }),
  },
  {
    method: 'POST',
    path: DOC,
    operation: 'AddDocument',
    summary: 'Add a document with its text',
    idempotent: false,
    body: 'required',
    alsoAnswers: [409],
    documents: (body) => [['text', 'text', memberOf(body, 'text')]],
    requestSchema: EVENT_BODIES.AddDocument,
    ...ANSWERS_EMPTY,
    toRequest: ({ params, body }) => ({
      event_id: params.event_id,
      document_name: params.document_name,
      text: body!.text,
    }),
  },
  {
    method: 'GET',
    path: DOC,
    operation: 'GetDocumentText',
    summary: 'The text of a document',
    idempotent: true,
    body: 'none',
    responseSchema: obj({ text: S.string }),
    toRequest: ({ params }) => ({ event_id: params.event_id, document_name: params.document_name }),
    fromResponse: (r: { text: string }) => ({ text: r.text }),
  },
  {
    method: 'GET',
    path: `${DOC}/labels`,
    operation: 'GetLabelIndicesInfo',
    summary: 'The label indices of a document',
    idempotent: true,
    body: 'none',
    responseSchema: obj({
      label_index_infos: {
        type: 'array',
        items: obj({ index_name: S.string, type: { type: 'string', enum: ['UNKNOWN', 'GENERIC', 'CUSTOM'] } }),
      },
    }),
    toRequest: ({ params }) => ({ event_id: params.event_id, document_name: params.document_name }),
    fromResponse: (r: { label_index_infos?: LabelIndexInfo[] }) => ({
      label_index_infos: (r.label_index_infos ?? []).map((i) => ({ index_name: i.index_name, type: i.type })),
    }),
  },
  {
    method: 'POST',
    path: `${DOC}/labels/:index_name`,
    operation: 'AddLabels',
    summary: 'Upload a label index (replaces one of the same name)',
    idempotent: true,
    body: 'required',
    labelLists: (body) => [
      ['json_labels.labels', memberOf(memberOf(body, 'json_labels'), 'labels')],
      ['generic_labels.labels', memberOf(memberOf(body, 'generic_labels'), 'labels')],
    ],
    requestSchema: EVENT_BODIES.AddLabels,
    ...ANSWERS_EMPTY,
    toRequest: ({ params, body }) => ({
      event_id: params.event_id,
      document_name: params.document_name,
      index_name: params.index_name,
      labels: 'generic_labels',
      generic_labels: labelsOfBody(body!),
      no_key_validation: body!.no_key_validation === true,
    }),
  },
  {
    method: 'GET',
    path: `${DOC}/labels/:index_name`,
    operation: 'GetLabels',
    summary:
      "A label index, in the flat form it was uploaded in (or MTAP's generic_labels form with ?form=generic_labels)",
    idempotent: true,
    body: 'none',
    query: [FORM_PARAMETER],
    responseSchema: {
      oneOf: [
        obj({ json_labels: jsonLabels }, ['json_labels']),
        obj({ generic_labels: genericLabels }, ['generic_labels']),
      ],
    },
    toRequest: (input) => {
      formOf(input)
      const { params } = input
      return { event_id: params.event_id, document_name: params.document_name, index_name: params.index_name }
    },
    fromResponse: (r: { generic_labels?: JsonLabels }, input) => {
      const labels = r.generic_labels ?? { is_distinct: false, labels: [] }
      return formOf(input) === 'generic_labels'
        ? { generic_labels: toGenericLabelsJson(labels) }
        : { json_labels: labels }
    },
  },
]

export const EVENTS_ROUTES: readonly BackendSpec[] = EVENTS.map(eventsRoute)
