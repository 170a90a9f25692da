// The request bodies of the REST API (PROTOCOL.md §1–4), written once: the gateway validates
// every body with these schemas before its route reads it, the OpenAPI document publishes these
// same objects (src/gateway/routes/schemas.ts), the pipeline service checks the `event` it is
// sent with EVENT_INPUT, and their TypeScript types are Static<> of them. They are OpenAPI 3.0
// schemas: `nullable` rather than a null type, maps as additionalProperties, named schemas
// referred to as #/components/schemas/<name>. Every object names its members and refuses others.
import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { expecting } from './validator.js'

/** A member that may also be null, which means the same as leaving it out. */
function nullable<T extends TSchema>(schema: T): TSchema & { static: Static<T> | null } {
  return { ...schema, nullable: true } as never
}

/** A map of names to `schema`. */
function mapOf<T extends TSchema>(schema: T, description?: string) {
  return Type.Unsafe<Record<string, Static<T>>>({
    type: 'object',
    additionalProperties: schema,
    ...(description ? { description } : {}),
  })
}

/** A reference to a named schema of API_INPUT_SCHEMAS (resolved by the validator and in the document). */
function ref<T extends TSchema>(name: string, _target: T) {
  return Type.Unsafe<Static<T>>({ $ref: `#/components/schemas/${name}` })
}

const strict = { additionalProperties: false } as const

const OFFSET = Type.Integer({
  minimum: 0,
  maximum: 4294967295,
  description: 'in Unicode code points of the document text',
})
const REFERENCE_IDS = expecting(
  Type.Object(
    {},
    {
      additionalProperties: true,
      description:
        'Fields that point at other labels, by MTAP\'s convention `"<index name>:<identifier>"` strings (or lists or objects of them), e.g. `{"sentence": "sentences:0"}`',
    },
  ),
  'an object of reference ids, e.g. {"sentence": "sentences:0"}',
)

/**
 * Flat labels (PROTOCOL.md §2): start/end, any fields, and the label's references in the one
 * reserved member reference_ids (present only when the label has references; {} stays {}).
 */
const LABEL = Type.Object(
  { start_index: OFFSET, end_index: OFFSET, reference_ids: Type.Optional(REFERENCE_IDS) },
  {
    additionalProperties: Type.Unknown({ description: 'the label\'s fields: any JSON (e.g. "cui", "negated", "pos")' }),
    description: 'a label in the flat form: its span, its fields as members, its references in reference_ids',
  },
)
const LABEL_LIST = Type.Array(ref('Label', LABEL))

const JSON_LABELS = Type.Object(
  {
    is_distinct: Type.Optional(Type.Boolean({ description: 'whether the labels do not overlap' })),
    labels: LABEL_LIST,
  },
  strict,
)

/** MTAP 1.x's REST form of GenericLabels: identifiers are the labels' positions, zeros may be left out. */
const GENERIC_LABEL = Type.Object(
  {
    identifier: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 4294967295, description: "the label's position in the list" }),
    ),
    start_index: Type.Optional(OFFSET),
    end_index: Type.Optional(OFFSET),
    fields: Type.Optional(
      nullable(
        Type.Object(
          {},
          {
            additionalProperties: true,
            description: "the label's fields (not start_index, end_index or reference_ids)",
          },
        ),
      ),
    ),
    reference_ids: Type.Optional(nullable(REFERENCE_IDS)),
  },
  strict,
)
const GENERIC_LABELS = Type.Object(
  {
    is_distinct: Type.Optional(nullable(Type.Boolean())),
    labels: Type.Optional(nullable(Type.Array(ref('GenericLabel', GENERIC_LABEL)))),
  },
  strict,
)

const LABEL_INDEX_INPUT = Type.Object(
  {
    labels: LABEL_LIST,
    distinct: Type.Optional(nullable(Type.Boolean())),
    is_distinct: Type.Optional(nullable(Type.Boolean({ description: 'the same as distinct' }))),
  },
  strict,
)
const DOCUMENT_INPUT = Type.Object(
  { text: Type.String(), label_indices: Type.Optional(nullable(mapOf(ref('LabelIndexInput', LABEL_INDEX_INPUT)))) },
  strict,
)

const BYTES = expecting(
  Type.String({ format: 'byte', description: 'standard base64 (MIME line breaks allowed)' }),
  'standard base64',
)

/** The event a pipeline is sent: what it creates in its events service before running. */
const EVENT_INPUT = Type.Object(
  {
    event_id: Type.String({ minLength: 1 }),
    metadata: Type.Optional(nullable(mapOf(Type.String()))),
    binaries: Type.Optional(
      nullable(
        mapOf(BYTES, 'binaries by name, standard base64 (svc-rtf reads "rtf": RTF, or plain text in any encoding)'),
      ),
    ),
    documents: Type.Optional(nullable(mapOf(ref('DocumentInput', DOCUMENT_INPUT), 'documents by name'))),
  },
  strict,
)

/** What of the event a pipeline's answer carries (the request's `return`; svc's `returned` over gRPC). */
const ANSWER_SELECTION = Type.Object(
  {
    label_indices: Type.Optional(
      nullable(
        Type.Array(Type.String({ minLength: 1 }), {
          description: 'the label indices each document of the answer carries (default: all); e.g. ["concepts"]',
        }),
      ),
    ),
    text: Type.Optional(
      nullable(Type.Boolean({ description: "false: the answer's documents carry no text (default true)" })),
    ),
  },
  {
    ...strict,
    nullable: true,
    description:
      'what of the event the answer carries (default: everything). A pipeline of the stack skips a component whose output nobody asked for and no later component reads (svc-tokens unless "tokens" is returned)',
  },
)

const PIPELINE_REQUEST = Type.Object(
  {
    event: ref('EventInput', EVENT_INPUT),
    params: Type.Optional(
      nullable(
        Type.Object(
          {},
          {
            additionalProperties: true,
            description: 'parameters for every component, e.g. {"document_name": "plaintext"}',
          },
        ),
      ),
    ),
    keep_after: Type.Optional(
      nullable(
        Type.Boolean({ description: 'keep the event in the events service after the pipeline (default: released)' }),
      ),
    ),
    return: Type.Optional(ref('AnswerSelection', ANSWER_SELECTION)),
  },
  { ...strict, description: 'the event needs a binary (binaries.rtf: RTF or plain text) or a document' },
)

/** The named schemas of request bodies, as the OpenAPI document names them. */
export const API_INPUT_SCHEMAS = {
  Label: LABEL,
  JsonLabels: JSON_LABELS,
  GenericLabel: GENERIC_LABEL,
  GenericLabels: GENERIC_LABELS,
  LabelIndexInput: LABEL_INDEX_INPUT,
  DocumentInput: DOCUMENT_INPUT,
  EventInput: EVENT_INPUT,
  AnswerSelection: ANSWER_SELECTION,
  PipelineRequest: PIPELINE_REQUEST,
} as const

export type FlatLabelInput = Static<typeof LABEL>
export type JsonLabelsInput = Static<typeof JSON_LABELS>
export type GenericLabelsInput = Static<typeof GENERIC_LABELS>
export type EventInput = Static<typeof EVENT_INPUT>
export type PipelineRequestBody = Static<typeof PIPELINE_REQUEST>
export type AnswerSelectionInput = Static<typeof ANSWER_SELECTION>

/** The longest lease: whole seconds of at most 11 digits, within protobuf's Duration range. */
const LEASE_SECONDS = 99_999_999_999
const LEASE_WORDS = `a duration such as "30s" or a number of seconds, from 0 to ${LEASE_SECONDS}`

/** The bodies of the events service's routes. */
export const EVENT_BODIES = {
  OpenEvent: Type.Object(
    {
      only_create_new: Type.Optional(
        nullable(Type.Boolean({ description: 'ALREADY_EXISTS (409) when the event exists' })),
      ),
      lease_duration: Type.Optional(
        expecting(
          Type.Union(
            [
              expecting(
                Type.String({ pattern: '^[0-9]{1,11}(\\.[0-9]{1,9})?s$', nullable: true, example: '30s' }),
                LEASE_WORDS,
              ),
              expecting(Type.Number({ minimum: 0, maximum: LEASE_SECONDS }), LEASE_WORDS),
            ],
            {
              description:
                'the lease expires by itself after this long: a duration such as "30s", or a number of seconds',
            },
          ),
          LEASE_WORDS,
        ),
      ),
    },
    strict,
  ),
  CloseEvent: Type.Object(
    {
      lease_id: Type.Optional(
        Type.Integer({
          minimum: 0,
          maximum: 2147483647,
          description: "the lease to release (OpenEvent's lease_id); 0 or left out: one of the event's leases",
        }),
      ),
    },
    strict,
  ),
  AddMetadata: Type.Object({ value: Type.String() }, strict),
  AddBinaryData: Type.Object({ binary_data: BYTES }, strict),
  AddDocument: Type.Object({ text: Type.String() }, strict),
  AddLabels: expecting(
    Type.Object(
      {
        json_labels: Type.Optional(ref('JsonLabels', JSON_LABELS)),
        generic_labels: Type.Optional(ref('GenericLabels', GENERIC_LABELS)),
        no_key_validation: Type.Optional(
          nullable(
            Type.Boolean({
              description: 'allow the field keys clients reserve (document, location, text, id, label_index_name)',
            }),
          ),
        ),
      },
      { ...strict, oneOf: [{ required: ['json_labels'] }, { required: ['generic_labels'] }] },
    ),
    "an object with one of json_labels (flat labels) and generic_labels (MTAP's form), not both",
  ),
} as const

export const PROCESSOR_BODIES = {
  ProcessorProcess: Type.Object(
    {
      params: Type.Optional(
        nullable(
          Type.Object(
            {},
            {
              additionalProperties: true,
              description: "the processor's parameters; a document processor needs document_name",
            },
          ),
        ),
      ),
      event_service_instance_id: Type.Optional(
        Type.String({
          description:
            'the events service instance holding the event; when left out, the gateway names the events service it routes to',
        }),
      ),
    },
    strict,
  ),
} as const

export const PIPELINE_BODIES = {
  /** By reference to its named schema, so a generated client names its type. */
  PipelineProcess: ref('PipelineRequest', PIPELINE_REQUEST),
} as const

/**
 * A schema as the validator compiles it: beside the named schemas its $refs point at, which are
 * the same objects the OpenAPI document publishes under components.schemas.
 */
export function withComponents(schema: object): object {
  let wrapped = wrappers.get(schema)
  if (!wrapped) {
    wrapped = { components: { schemas: API_INPUT_SCHEMAS }, allOf: [schema] }
    wrappers.set(schema, wrapped)
  }
  return wrapped
}

const wrappers = new WeakMap<object, object>()
