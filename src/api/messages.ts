// The API's messages in memory, as a handler receives them and a client gets them back: field
// names as in the .proto files (snake_case), defaults present, 64-bit integers as decimal
// strings, Struct fields as plain JSON, GenericLabels in the flat form (labels.ts). A sender may
// leave members out: proto3 sends nothing for a default value.
import type { PbDuration } from './duration.js'
import type { JsonObject } from './json.js'
import type { JsonLabels } from './labels.js'

/** google.protobuf.Any. */
export interface AnyMessage {
  type_url: string
  value: Uint8Array
}

// ---- Events (PROTOCOL.md §1) -------------------------------------------------------------------

export interface EventRequest {
  event_id: string
}

export interface DocumentRequest extends EventRequest {
  document_name: string
}

export interface OpenEventRequest extends EventRequest {
  only_create_new: boolean
  lease_duration?: PbDuration | null
}

export interface OpenEventResponse {
  created: boolean
  lease_id: number
}

export interface CloseEventRequest extends EventRequest {
  lease_id: number
}

export interface CloseEventResponse {
  deleted: boolean
}

export interface AddMetadataRequest extends EventRequest {
  key: string
  value: string
}

export interface AddBinaryDataRequest extends EventRequest {
  binary_data_name: string
  binary_data: Uint8Array
}

export interface GetBinaryDataRequest extends EventRequest {
  binary_data_name: string
}

export interface AddDocumentRequest extends DocumentRequest {
  text: string
}

export interface GetLabelsRequest extends DocumentRequest {
  index_name: string
}

/** GetLabelIndicesInfoResponse.LabelIndexInfo.LabelIndexType, by name. */
export type LabelIndexType = 'UNKNOWN' | 'GENERIC' | 'CUSTOM'

export interface LabelIndexInfo {
  index_name: string
  type: LabelIndexType
}

/** The `labels` oneof: the discriminator names the member set (absent when neither is). */
export interface LabelsOneof {
  labels?: 'generic_labels' | 'custom_labels'
  generic_labels?: JsonLabels
  custom_labels?: AnyMessage
}

export interface AddLabelsRequest extends LabelsOneof {
  event_id: string
  document_name: string
  index_name: string
  no_key_validation: boolean
}

export type GetLabelsResponse = LabelsOneof

/** What opening an event asks for, in the units callers in this project use. */
export interface OpenEventOptions {
  /** Fail with ALREADY_EXISTS instead of taking a lease on an existing event. */
  onlyCreateNew?: boolean
  /** The lease expires by itself after this many milliseconds; 0 or absent = only CloseEvent ends it. */
  leaseDurationMs?: number
}

// ---- Processor (PROTOCOL.md §3) ----------------------------------------------------------------

export interface ProcessRequest {
  processor_id: string
  event_id: string
  params: JsonObject
  event_service_instance_id: string
}

export interface CreatedIndex {
  document_name: string
  index_name: string
}

export interface ProcessResponse {
  timing_info: Record<string, PbDuration>
  result: JsonObject
  created_indices: CreatedIndex[]
}

export interface ProcessorRequest {
  processor_id: string
}

export interface GetInfoResponse {
  metadata: JsonObject
}

export interface TimerStats {
  mean: PbDuration
  std: PbDuration
  max: PbDuration
  min: PbDuration
  sum: PbDuration
}

export interface GetStatsResponse {
  processed: number
  failures: number
  timing_stats: Record<string, TimerStats>
}

// ---- Pipeline (PROTOCOL.md §4) -----------------------------------------------------------------

export interface ProcessEventInPipelineRequest {
  pipeline_id: string
  event: JsonObject
  params: JsonObject
  keep_after: boolean
  /** svc's addition (field 100): answer the event as JSON text in event_json. */
  event_as_json?: boolean
  /** svc's addition (field 102): what of the event the answer carries (answer-selection.ts); absent: everything. */
  returned?: JsonObject
}

export interface ComponentResult {
  identifier: string
  result_dict: JsonObject
  timing_info: Record<string, PbDuration>
}

export interface PipelineResult {
  component_results: ComponentResult[]
  elapsed_time: PbDuration
}

export interface ProcessEventInPipelineResponse {
  /** Decoded, a JSON object; a pipeline answering may give the Struct's body already encoded. */
  event: JsonObject | Uint8Array
  timing_info: Record<string, PbDuration>
  result: PipelineResult
  /**
   * svc's addition (field 100): the event as JSON text, instead of `event`, when the request
   * asked. Decoded, its UTF-8 bytes as they came (a Buffer): the gateway writes them into its
   * answer without making a string of 50–200 KB and encoding it again.
   */
  event_json?: string | Uint8Array
}
