// The pipelines' routes (PROTOCOL.md §4): the list the gateway answers itself, and process,
// answered by the pipeline named in the path.
import { isUtf8 } from 'node:buffer'
import { answerSelection, selectedEvent } from '../../api/answer-selection.js'
import { durationMapToJson, durationToJson, type PbDuration } from '../../api/duration.js'
import type { Json, JsonObject } from '../../api/json.js'
import type { ProcessEventInPipelineResponse } from '../../api/messages.js'
import { bufferView } from '../../grpc/wire.js'
import { gatewayError } from '../errors.js'
import { RawAnswer } from '../raw-answer.js'
import { memberOf, membersOf, type LabelLists } from '../label-limits.js'
import { PIPELINE_BODIES, type PipelineRequestBody } from '../../schema/api-schemas.js'
import type { DocumentValues } from '../document-limits.js'
import { backendRoute, type BackendDef, type Body, type LocalSpec, type RouteSpec } from './route-spec.js'
import { listing, ref } from './schemas.js'

const LIST: LocalSpec = {
  method: 'GET',
  path: '/v1/pipelines',
  operation: 'ListPipelines',
  summary: 'The pipelines routed now',
  kind: 'gateway',
  body: 'none',
  responseSchema: listing('Pipelines'),
  handler: (_scope, { snapshot }) => ({
    Pipelines: [...snapshot.pipelines.keys()].map((Identifier) => ({ Identifier })),
  }),
}

/**
 * Answer bytes per byte of a pipeline request's documents, reserved before the call: the
 * clinical pipeline's whole answer is about 21 times its note's text (tokens with their tags,
 * sentences, sections, concepts, context cues as JSON).
 */
const ANSWER_BYTES_PER_DOCUMENT_BYTE = 24

/** Absent, null or an object with no members (a wrong type is left to the pipeline to name). */
function isEmpty(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0)
}

/** A pipeline's answer as the gateway decodes it: the event a JSON object, any member possibly left out. */
type PipelineAnswer = Omit<Partial<ProcessEventInPipelineResponse>, 'event'> & { event?: JsonObject }

const PIPELINES: BackendDef[] = [
  {
    method: 'POST',
    path: '/v1/pipeline/:pipeline_id/process',
    operation: 'PipelineProcess',
    summary: 'Create an event from the body, run the pipeline on it, and answer the processed event',
    kind: 'pipeline',
    idParam: 'pipeline_id',
    grpcMethod: 'Process',
    idempotent: false,
    body: 'required',
    labelLists: pipelineLabelLists,
    documents: pipelineDocuments,
    answerBytesPerDocumentByte: ANSWER_BYTES_PER_DOCUMENT_BYTE,
    requestSchema: PIPELINE_BODIES.PipelineProcess,
    responseSchema: ref('PipelineAnswer'),
    toRequest: ({ params, body }) => {
      const { event, params: componentParams, keep_after, return: selection } = body as PipelineRequestBody
      if (isEmpty(event.binaries) && isEmpty(event.documents)) {
        throw gatewayError(
          'INVALID_BODY',
          'event has neither a binary nor a document: give event.binaries.rtf (RTF or plain text, base64) or event.documents.plaintext ({"text": …})',
        )
      }
      // event_as_json: svc's pipelines then answer the event as JSON text (docs/architecture.md,
      // "Pipeline answers travel to our gateway as JSON text"); any other pipeline server skips
      // the field and answers the Struct.
      const returned = answerSelection(selection)
      return {
        pipeline_id: params.pipeline_id,
        event,
        params: componentParams ?? {},
        keep_after: keep_after === true,
        event_as_json: true,
        ...(returned ? { returned } : {}),
      }
    },
    fromResponse: (r: PipelineAnswer, input) => {
      const timing_info = durationMapToJson(r.timing_info)
      const result = {
        component_results: (r.result?.component_results ?? []).map(
          (c: { identifier: string; result_dict: Record<string, Json>; timing_info: Record<string, PbDuration> }) => ({
            identifier: c.identifier,
            result_dict: c.result_dict ?? {},
            timing_info: durationMapToJson(c.timing_info),
          }),
        ),
        elapsed_time: durationToJson(r.result?.elapsed_time),
      }
      const eventJson = utf8Text(r.event_json)
      // A pipeline that answers the Struct may not know "return": what it was not asked for is left out here.
      if (eventJson === undefined || !isJsonObjectText(eventJson))
        return {
          event: selectedEvent(r.event ?? {}, answerSelection((input.body as PipelineRequestBody | undefined)?.return)),
          timing_info,
          result,
        }
      // The text JSON.stringify would give of {event, timing_info, result}, the event's bytes as
      // they came, in three pieces written one after the other (not copied into one).
      const rest = Buffer.from(`,"timing_info":${JSON.stringify(timing_info)},"result":${JSON.stringify(result)}}`)
      return new RawAnswer([EVENT_MEMBER, eventJson, rest], 'application/json')
    },
  },
]

const EVENT_MEMBER = Buffer.from('{"event":')

/**
 * The pipeline's event_json as UTF-8 bytes: as they came when they are valid UTF-8 (svc's
 * pipelines always send valid UTF-8), else as decoding them to text would have made them.
 */
function utf8Text(eventJson: string | Uint8Array | undefined): Buffer | undefined {
  if (eventJson === undefined) return undefined
  if (typeof eventJson === 'string') return Buffer.from(eventJson)
  const bytes = bufferView(eventJson)
  return isUtf8(bytes) ? bytes : Buffer.from(bytes.toString('utf8'))
}

/** Text that may be an object's JSON (the pipeline's event_json; cheap, not a parse). */
function isJsonObjectText(text: Buffer): boolean {
  return text.length >= 2 && text[0] === 0x7b && text[text.length - 1] === 0x7d
}

/** The documents and binaries of the event in a pipeline request: event.documents.<name>.text, event.binaries.<name>. */
function* pipelineDocuments(body: Body): DocumentValues {
  const event = memberOf(body, 'event')
  for (const [name, doc] of membersOf(memberOf(event, 'documents')))
    yield [`event.documents.${name}.text`, 'text', memberOf(doc, 'text')]
  for (const [name, data] of membersOf(memberOf(event, 'binaries'))) yield [`event.binaries.${name}`, 'base64', data]
}

/** The label lists of the event in a pipeline request: event.documents.<name>.label_indices.<index>.labels. */
function* pipelineLabelLists(body: Body): LabelLists {
  for (const [name, doc] of membersOf(memberOf(memberOf(body, 'event'), 'documents'))) {
    for (const [index, raw] of membersOf(memberOf(doc, 'label_indices'))) {
      yield [`event.documents.${name}.label_indices.${index}.labels`, memberOf(raw, 'labels')]
    }
  }
}

export const PIPELINE_ROUTES: readonly RouteSpec[] = [LIST, ...PIPELINES.map(backendRoute)]
