// Rich error details: a gRPC server may send a google.rpc.Status in the
// `grpc-status-details-bin` trailer, its `details` being Any-packed messages (ErrorInfo,
// DebugInfo, LocalizedMessage, …). MTAP's processors answer their failures that way, with an
// empty status message. Here both directions: a received status becomes an SvcError whose
// details are the messages in their JSON form (`{"@type": "type.googleapis.com/google.rpc.
// ErrorInfo", "reason": …}`, proto field names, defaults present, as grpc-gateway renders them),
// and an SvcError with such details is sent on as that trailer, so a pipeline passes a
// processor's details to its own caller.
import * as grpc from '@grpc/grpc-js'
import * as protoLoader from '@grpc/proto-loader'
import { durationFromJson, durationToJson, type PbDuration } from '../api/duration.js'
import { SvcError } from '../api/errors.js'
import { isPlainObject, type Json, type JsonObject } from '../api/json.js'
import { codeName } from '../api/status.js'
import { LOADER_OPTIONS } from './proto.js'

/** The trailer gRPC servers put a serialized google.rpc.Status in. */
export const STATUS_DETAILS_KEY = 'grpc-status-details-bin'

const TYPE_URL_PREFIX = 'type.googleapis.com/'
/** The Duration-typed fields of the detail messages, by message name. */
const DURATION_FIELDS: Readonly<Record<string, string>> = { 'google.rpc.RetryInfo': 'retry_delay' }

type MessageType = protoLoader.MessageTypeDefinition<object, Record<string, unknown>>

let definitions: protoLoader.PackageDefinition | undefined
function typeNamed(name: string): MessageType | undefined {
  definitions ??= protoLoader.loadSync(['google/rpc/status.proto', 'google/rpc/error_details.proto'], LOADER_OPTIONS)
  const def = Object.hasOwn(definitions, name) ? definitions[name] : undefined
  return def && 'format' in def && def.format === 'Protocol Buffer 3 DescriptorProto' ? (def as MessageType) : undefined
}

interface AnyOut {
  type_url: string
  value: Buffer
}

/**
 * A grpc-js client error as an SvcError: its code, its message, and the details of the status in
 * its trailers. When the status message is empty (MTAP's processors send none), the message is
 * the first LocalizedMessage's, else the code's name — never grpc-js's "2 UNKNOWN: ".
 */
export function fromGrpcError(err: grpc.ServiceError): SvcError {
  const bin = err.metadata?.get(STATUS_DETAILS_KEY)[0]
  return errorOfStatus(err.code, err.details, Buffer.isBuffer(bin) ? bin : undefined)
}

/** A call's non-OK status as an SvcError, read as fromGrpcError reads one (our client's way). */
export function errorOfStatus(code: number, message: string, detailsBin: Buffer | undefined): SvcError {
  const status = detailsBin ? readStatus(detailsBin) : undefined
  const details = status ? status.details : []
  return new SvcError(code, message || status?.message || localizedMessage(details) || codeName(code), details)
}

/** The metadata to answer an error with: the details trailer when the error has details. */
export function statusMetadata(code: number, message: string, details: readonly unknown[]): grpc.Metadata {
  const metadata = new grpc.Metadata()
  const bin = statusDetailsBytes(code, message, details)
  if (bin) metadata.set(STATUS_DETAILS_KEY, bin)
  return metadata
}

/** The serialized google.rpc.Status for the details trailer; undefined when no detail travels. */
export function statusDetailsBytes(code: number, message: string, details: readonly unknown[]): Buffer | undefined {
  if (details.length === 0) return undefined
  const packed: AnyOut[] = []
  for (const detail of details) {
    const any = packDetail(detail)
    if (any) packed.push(any)
  }
  return packed.length > 0 ? typeNamed('google.rpc.Status')!.serialize({ code, message, details: packed }) : undefined
}

/** The details as a client receives them once `statusMetadata` carried them (what does not travel is gone). */
export function detailsOverTheWire(code: number, message: string, details: readonly unknown[]): JsonObject[] {
  const bin = statusDetailsBytes(code, message, details)
  return bin ? (readStatus(bin)?.details ?? []) : []
}

function readStatus(bin: Buffer): { message: string; details: JsonObject[] } | undefined {
  try {
    const status = typeNamed('google.rpc.Status')!.deserialize(bin) as {
      message: string
      details: { type_url: string; value: Buffer }[]
    }
    return { message: status.message, details: status.details.map(unpackDetail) }
  } catch {
    // A trailer that does not parse carries nothing we can show; the status code and message stand.
    return undefined
  }
}

/** An Any as JSON: a known detail message by its fields, anything else as its bytes in base64. */
function unpackDetail(any: { type_url: string; value: Buffer }): JsonObject {
  const name = any.type_url.slice(any.type_url.lastIndexOf('/') + 1)
  const type = name.startsWith('google.rpc.') ? typeNamed(name) : undefined
  if (type) {
    try {
      const fields = type.deserialize(any.value)
      const durationField = DURATION_FIELDS[name]
      if (durationField) fields[durationField] = durationToJson(fields[durationField] as PbDuration | null)
      return { '@type': any.type_url, ...(fields as JsonObject) }
    } catch {
      // falls through: shown as bytes
    }
  }
  return { '@type': any.type_url, value: Buffer.from(any.value).toString('base64') }
}

function packDetail(detail: unknown): AnyOut | undefined {
  if (!isPlainObject(detail) || typeof detail['@type'] !== 'string') return undefined
  const { '@type': typeUrl, ...fields } = detail as { '@type': string } & Record<string, Json>
  const name = typeUrl.slice(typeUrl.lastIndexOf('/') + 1)
  const type = name.startsWith('google.rpc.') ? typeNamed(name) : undefined
  if (type) {
    const durationField = DURATION_FIELDS[name]
    const message: Record<string, unknown> = { ...fields }
    if (durationField) message[durationField] = durationFromJson(fields[durationField]) ?? null
    return { type_url: typeUrl.includes('/') ? typeUrl : TYPE_URL_PREFIX + typeUrl, value: type.serialize(message) }
  }
  if (typeof fields.value === 'string') return { type_url: typeUrl, value: Buffer.from(fields.value, 'base64') }
  return undefined
}

function localizedMessage(details: JsonObject[]): string | undefined {
  for (const d of details) {
    if (d['@type'] === `${TYPE_URL_PREFIX}google.rpc.LocalizedMessage` && typeof d.message === 'string' && d.message)
      return d.message
  }
  return undefined
}
