// Serializers for the messages that carry labels and Structs, on wire.ts: the in-memory shapes
// are proto-loader's (keepCase, longs as strings, defaults, oneof discriminators) except that
// Struct-typed fields are plain JSON objects and GenericLabels are in the flat REST form.
// Decoding fills defaults like proto-loader with `defaults: true`, except:
//   - an absent Struct field decodes as {} (proto-loader: null);
//   - an AddLabels/GetLabels message with neither oneof member has
//     generic_labels = {is_distinct: false, labels: []} and no `labels` discriminator;
//   - an absent PipelineResult (and its absent elapsed_time) decodes as empty/zero, not null.
// A oneof member or singular message seen twice on the wire: the last one wins.
// Serializing leaves out default values (proto3) and treats null/undefined members as absent;
// Duration seconds may be a decimal string, a number or a bigint.
import type { PbDuration } from '../api/duration.js'
import type { JsonLabels } from '../api/labels.js'
import type {
  AddLabelsRequest,
  AnyMessage,
  ComponentResult,
  CreatedIndex,
  GetInfoResponse,
  GetLabelsResponse,
  PipelineResult,
  ProcessEventInPipelineRequest,
  ProcessEventInPipelineResponse,
  ProcessRequest,
  ProcessResponse,
} from '../api/messages.js'
import { Reader, Writer, readGenericLabels, readStruct, writeGenericLabels, writeStruct } from './wire.js'

export interface Codec<T = unknown> {
  serialize(value: T): Buffer
  deserialize(buf: Uint8Array): T
}

// Serializers take what callers build by hand: members may be missing or null.
type Loose<T> = { [K in keyof T]?: T[K] | null }

// ---- field helpers -----------------------------------------------------------------------------

function writeString(w: Writer, field: number, v: unknown): void {
  if (v == null) return
  const s = typeof v === 'string' ? v : String(v)
  if (s.length === 0) return
  w.tag(field, 2)
  w.string(s)
}

function writeBool(w: Writer, field: number, v: unknown): void {
  if (!v) return
  w.tag(field, 0)
  w.byte(1)
}

interface LooseDuration {
  seconds?: string | number | bigint | null
  nanos?: number | null
}

function writeDuration(w: Writer, field: number, d: LooseDuration | null | undefined): void {
  if (d == null) return
  w.tag(field, 2)
  w.fork()
  const seconds = d.seconds ?? 0
  if (seconds !== 0 && seconds !== '0') {
    w.byte(0x08)
    w.int64(seconds)
  }
  if (d.nanos) {
    w.byte(0x10)
    w.int32(d.nanos)
  }
  w.ldelim()
}

function writeDurationMap(w: Writer, field: number, m: Record<string, LooseDuration> | null | undefined): void {
  if (m == null) return
  for (const key of Object.keys(m)) {
    const d = m[key]
    if (d === undefined) continue
    w.tag(field, 2)
    w.fork()
    w.byte(0x0a)
    w.string(key)
    writeDuration(w, 2, d ?? {})
    w.ldelim()
  }
}

// Bytes may also come as base64, as protobufjs accepts.
function writeAny(w: Writer, field: number, a: { type_url?: string | null; value?: Uint8Array | string | null }): void {
  w.tag(field, 2)
  w.fork()
  writeString(w, 1, a.type_url)
  const value = a.value
  if (value != null && value.length > 0) {
    w.tag(2, 2)
    w.bytes(typeof value === 'string' ? Buffer.from(value, 'base64') : value)
  }
  w.ldelim()
}

/** The labels oneof: the discriminator picks the member when both are set. */
function writeLabelsOneof(
  w: Writer,
  genericField: number,
  msg: {
    labels?: string | null
    generic_labels?: JsonLabels | null
    custom_labels?: { type_url?: string | null; value?: Uint8Array | string | null } | null
  },
): void {
  const custom = msg.custom_labels
  if (msg.generic_labels != null && (msg.labels !== 'custom_labels' || custom == null)) {
    writeGenericLabels(w, genericField, msg.generic_labels)
  } else if (custom != null) {
    writeAny(w, genericField + 1, custom)
  }
}

function readDuration(r: Reader, end: number): PbDuration {
  const outer = r.end
  r.end = end
  let seconds = '0'
  let nanos = 0
  while (r.pos < end) {
    const t = r.uint32()
    if (t === 0x08) seconds = r.int64String()
    else if (t === 0x10) nanos = r.int32()
    else r.skip(t)
  }
  r.end = outer
  return { seconds, nanos }
}

function readDurationMapEntry(r: Reader, end: number, into: Record<string, PbDuration>): void {
  const outer = r.end
  r.end = end
  let key = ''
  let value: PbDuration | undefined
  while (r.pos < end) {
    const t = r.uint32()
    if (t === 0x0a) key = r.string()
    else if (t === 0x12) value = readDuration(r, r.delimited())
    else r.skip(t)
  }
  r.end = outer
  value ??= { seconds: '0', nanos: 0 }
  if (key === '__proto__')
    Object.defineProperty(into, key, { value, writable: true, enumerable: true, configurable: true })
  else into[key] = value
}

function readAny(r: Reader, end: number): AnyMessage {
  const outer = r.end
  r.end = end
  let type_url = ''
  let value: Buffer | undefined
  while (r.pos < end) {
    const t = r.uint32()
    if (t === 0x0a) type_url = r.string()
    else if (t === 0x12) value = r.bytes()
    else r.skip(t)
  }
  r.end = outer
  return { type_url, value: value ?? Buffer.alloc(0) }
}

const emptyLabels = (): JsonLabels => ({ is_distinct: false, labels: [] })

// ---- messages ----------------------------------------------------------------------------------

/** Events.AddLabels request. */
export const addLabelsRequest: Codec<AddLabelsRequest> = {
  serialize(m: Loose<AddLabelsRequest>): Buffer {
    const w = Writer.take()
    writeString(w, 1, m.event_id)
    writeString(w, 2, m.document_name)
    writeString(w, 3, m.index_name)
    writeLabelsOneof(w, 4, m)
    writeBool(w, 6, m.no_key_validation)
    return w.release()
  },
  deserialize(buf: Uint8Array): AddLabelsRequest {
    const r = new Reader(buf)
    const out: AddLabelsRequest = { event_id: '', document_name: '', index_name: '', no_key_validation: false }
    let generic: JsonLabels | undefined
    let custom: AnyMessage | undefined
    while (r.pos < r.end) {
      const t = r.uint32()
      switch (t) {
        case 0x0a:
          out.event_id = r.string()
          break
        case 0x12:
          out.document_name = r.string()
          break
        case 0x1a:
          out.index_name = r.string()
          break
        case 0x22:
          generic = readGenericLabels(r, r.delimited())
          custom = undefined
          break
        case 0x2a:
          custom = readAny(r, r.delimited())
          generic = undefined
          break
        case 0x30:
          out.no_key_validation = r.bool()
          break
        default:
          r.skip(t)
      }
    }
    setLabelsOneof(out, generic, custom)
    return out
  },
}

function setLabelsOneof(out: GetLabelsResponse, generic: JsonLabels | undefined, custom: AnyMessage | undefined): void {
  if (custom !== undefined) {
    out.labels = 'custom_labels'
    out.custom_labels = custom
  } else if (generic !== undefined) {
    out.labels = 'generic_labels'
    out.generic_labels = generic
  } else {
    out.generic_labels = emptyLabels()
  }
}

/** Events.GetLabels response. */
export const getLabelsResponse: Codec<GetLabelsResponse> = {
  serialize(m: Loose<GetLabelsResponse>): Buffer {
    const w = Writer.take()
    writeLabelsOneof(w, 1, m)
    return w.release()
  },
  deserialize(buf: Uint8Array): GetLabelsResponse {
    const r = new Reader(buf)
    let generic: JsonLabels | undefined
    let custom: AnyMessage | undefined
    while (r.pos < r.end) {
      const t = r.uint32()
      if (t === 0x0a) {
        generic = readGenericLabels(r, r.delimited())
        custom = undefined
      } else if (t === 0x12) {
        custom = readAny(r, r.delimited())
        generic = undefined
      } else r.skip(t)
    }
    const out: GetLabelsResponse = {}
    setLabelsOneof(out, generic, custom)
    return out
  },
}

/** Processor.Process request. */
export const processRequest: Codec<ProcessRequest> = {
  serialize(m: Loose<ProcessRequest>): Buffer {
    const w = Writer.take()
    writeString(w, 1, m.processor_id)
    writeString(w, 2, m.event_id)
    writeStruct(w, 3, m.params)
    writeString(w, 4, m.event_service_instance_id)
    return w.release()
  },
  deserialize(buf: Uint8Array): ProcessRequest {
    const r = new Reader(buf)
    const out: ProcessRequest = { processor_id: '', event_id: '', params: {}, event_service_instance_id: '' }
    while (r.pos < r.end) {
      const t = r.uint32()
      switch (t) {
        case 0x0a:
          out.processor_id = r.string()
          break
        case 0x12:
          out.event_id = r.string()
          break
        case 0x1a:
          out.params = readStruct(r, r.delimited())
          break
        case 0x22:
          out.event_service_instance_id = r.string()
          break
        default:
          r.skip(t)
      }
    }
    return out
  },
}

function readCreatedIndex(r: Reader, end: number): CreatedIndex {
  const outer = r.end
  r.end = end
  const out: CreatedIndex = { document_name: '', index_name: '' }
  while (r.pos < end) {
    const t = r.uint32()
    if (t === 0x0a) out.document_name = r.string()
    else if (t === 0x12) out.index_name = r.string()
    else r.skip(t)
  }
  r.end = outer
  return out
}

/** Processor.Process response. */
export const processResponse: Codec<ProcessResponse> = {
  serialize(m: Loose<ProcessResponse>): Buffer {
    const w = Writer.take()
    writeDurationMap(w, 1, m.timing_info)
    writeStruct(w, 2, m.result)
    for (const ci of m.created_indices ?? []) {
      w.tag(3, 2)
      w.fork()
      writeString(w, 1, ci?.document_name)
      writeString(w, 2, ci?.index_name)
      w.ldelim()
    }
    return w.release()
  },
  deserialize(buf: Uint8Array): ProcessResponse {
    const r = new Reader(buf)
    const out: ProcessResponse = { timing_info: {}, result: {}, created_indices: [] }
    while (r.pos < r.end) {
      const t = r.uint32()
      switch (t) {
        case 0x0a:
          readDurationMapEntry(r, r.delimited(), out.timing_info)
          break
        case 0x12:
          out.result = readStruct(r, r.delimited())
          break
        case 0x1a:
          out.created_indices.push(readCreatedIndex(r, r.delimited()))
          break
        default:
          r.skip(t)
      }
    }
    return out
  },
}

/** Processor.GetInfo response. */
export const getInfoResponse: Codec<GetInfoResponse> = {
  serialize(m: Loose<GetInfoResponse>): Buffer {
    const w = Writer.take()
    writeStruct(w, 2, m.metadata)
    return w.release()
  },
  deserialize(buf: Uint8Array): GetInfoResponse {
    const r = new Reader(buf)
    const out: GetInfoResponse = { metadata: {} }
    while (r.pos < r.end) {
      const t = r.uint32()
      if (t === 0x12) out.metadata = readStruct(r, r.delimited())
      else r.skip(t)
    }
    return out
  },
}

/**
 * svc's own field of Pipeline.Process (not MTAP's): event_as_json in the request, event_json in
 * the response (the event as JSON text instead of a Struct, for svc's gateway). A field number
 * far from MTAP's own; servers and clients that do not know it skip it.
 */
const EVENT_AS_JSON_FIELD = 100
/** svc's own field of Pipeline.Process: what of the event the answer carries (`returned`, a Struct). */
const RETURNED_FIELD = 102

/** Pipeline.Process request. */
export const processEventInPipelineRequest: Codec<ProcessEventInPipelineRequest> = {
  serialize(m: Loose<ProcessEventInPipelineRequest>): Buffer {
    const w = Writer.take()
    writeString(w, 1, m.pipeline_id)
    writeStruct(w, 2, m.event)
    writeStruct(w, 3, m.params)
    writeBool(w, 4, m.keep_after)
    writeBool(w, EVENT_AS_JSON_FIELD, m.event_as_json)
    if (m.returned != null) writeStruct(w, RETURNED_FIELD, m.returned)
    return w.release()
  },
  deserialize(buf: Uint8Array): ProcessEventInPipelineRequest {
    const r = new Reader(buf)
    const out: ProcessEventInPipelineRequest = { pipeline_id: '', event: {}, params: {}, keep_after: false }
    while (r.pos < r.end) {
      const t = r.uint32()
      switch (t) {
        case 0x0a:
          out.pipeline_id = r.string()
          break
        case 0x12:
          out.event = readStruct(r, r.delimited())
          break
        case 0x1a:
          out.params = readStruct(r, r.delimited())
          break
        case 0x20:
          out.keep_after = r.bool()
          break
        case (EVENT_AS_JSON_FIELD << 3) | 0:
          out.event_as_json = r.bool()
          break
        case (RETURNED_FIELD << 3) | 2:
          out.returned = readStruct(r, r.delimited())
          break
        default:
          r.skip(t)
      }
    }
    return out
  },
}

function readComponentResult(r: Reader, end: number): ComponentResult {
  const outer = r.end
  r.end = end
  const out: ComponentResult = { identifier: '', result_dict: {}, timing_info: {} }
  while (r.pos < end) {
    const t = r.uint32()
    if (t === 0x0a) out.identifier = r.string()
    else if (t === 0x12) out.result_dict = readStruct(r, r.delimited(), 3)
    else if (t === 0x1a) readDurationMapEntry(r, r.delimited(), out.timing_info)
    else r.skip(t)
  }
  r.end = outer
  return out
}

function readPipelineResult(r: Reader, end: number): PipelineResult {
  const outer = r.end
  r.end = end
  const out: PipelineResult = { component_results: [], elapsed_time: { seconds: '0', nanos: 0 } }
  while (r.pos < end) {
    const t = r.uint32()
    if (t === 0x0a) out.component_results.push(readComponentResult(r, r.delimited()))
    else if (t === 0x12) out.elapsed_time = readDuration(r, r.delimited())
    else r.skip(t)
  }
  r.end = outer
  return out
}

/** Pipeline.Process response. */
export const processEventInPipelineResponse: Codec<ProcessEventInPipelineResponse> = {
  serialize(m: Loose<ProcessEventInPipelineResponse>): Buffer {
    const w = Writer.take()
    const event = m.event
    if (event instanceof Uint8Array) {
      // Already a Struct's body (the pipeline's serialized event).
      w.tag(1, 2)
      w.bytes(event)
    } else writeStruct(w, 1, event)
    writeDurationMap(w, 2, m.timing_info)
    const result = m.result
    if (result != null) {
      w.tag(3, 2)
      w.fork()
      for (const cr of result.component_results ?? []) {
        w.tag(1, 2)
        w.fork()
        writeString(w, 1, cr?.identifier)
        writeStruct(w, 2, cr?.result_dict, 3)
        writeDurationMap(w, 3, cr?.timing_info)
        w.ldelim()
      }
      writeDuration(w, 2, result.elapsed_time)
      w.ldelim()
    }
    const eventJson = m.event_json
    if (eventJson instanceof Uint8Array) {
      if (eventJson.length > 0) {
        w.tag(EVENT_AS_JSON_FIELD, 2)
        w.bytes(eventJson)
      }
    } else writeString(w, EVENT_AS_JSON_FIELD, eventJson)
    return w.release()
  },
  deserialize(buf: Uint8Array): ProcessEventInPipelineResponse {
    const r = new Reader(buf)
    const out: ProcessEventInPipelineResponse = {
      event: {},
      timing_info: {},
      result: { component_results: [], elapsed_time: { seconds: '0', nanos: 0 } },
    }
    while (r.pos < r.end) {
      const t = r.uint32()
      switch (t) {
        case 0x0a:
          out.event = readStruct(r, r.delimited())
          break
        case 0x12:
          readDurationMapEntry(r, r.delimited(), out.timing_info)
          break
        case 0x1a:
          out.result = readPipelineResult(r, r.delimited())
          break
        case (EVENT_AS_JSON_FIELD << 3) | 2:
          out.event_json = r.view()
          break
        default:
          r.skip(t)
      }
    }
    return out
  },
}

/** The fast codecs by `Service.Method`, for the call sides that carry labels or Structs. */
export const FAST_CODECS: Record<string, { request?: Codec; response?: Codec }> = {
  'Events.AddLabels': { request: addLabelsRequest },
  'Events.GetLabels': { response: getLabelsResponse },
  'Processor.Process': { request: processRequest, response: processResponse },
  'Processor.GetInfo': { response: getInfoResponse },
  'Pipeline.Process': { request: processEventInPipelineRequest, response: processEventInPipelineResponse },
}
