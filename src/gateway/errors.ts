// The errors the gateway raises itself, in one table: each kind has its gRPC code, its HTTP
// status where HTTP says it more exactly than the code's own does (431, 408, 405, 413), the
// response headers it always carries, and what it means (the OpenAPI document lists them from
// here; docs/rest-api.md lists them too).
import { SvcError } from '../api/errors.js'
import { kindOf } from '../api/json.js'
import { Status, httpStatusOf } from '../api/status.js'

interface GatewayErrorKindSpec {
  readonly code: number
  /** Written only where HTTP has a more exact status than the code's own (httpStatusOf). */
  readonly status?: number
  /** Headers every response of this kind carries; `connection: close` where the connection cannot be reused. */
  readonly headers?: Readonly<Record<string, string>>
  readonly doc: string
}

/** The request stream is abandoned part-way (body) or unparsable (head): the next request cannot be found in it. */
const CLOSE = Object.freeze({ connection: 'close' })
/** Refused for want of room, not for what was asked: the same request may succeed shortly. */
const RETRY = Object.freeze({ 'retry-after': '1' })

export const GATEWAY_ERRORS = {
  MALFORMED_HTTP: {
    code: Status.INVALID_ARGUMENT,
    headers: CLOSE,
    doc: 'Node’s HTTP parser refused the request (not HTTP, or malformed).',
  },
  HEADERS_TOO_LARGE: {
    code: Status.INVALID_ARGUMENT,
    status: 431,
    headers: CLOSE,
    doc: 'The request line and headers exceed 64 KiB.',
  },
  REQUEST_TIMEOUT: {
    code: Status.DEADLINE_EXCEEDED,
    status: 408,
    headers: CLOSE,
    doc: 'The request line and headers (gateway.headers_timeout) or the body (gateway.body_timeout) took too long to arrive.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    code: Status.INVALID_ARGUMENT,
    status: 415,
    doc: 'The request body’s Content-Type is not JSON: send application/json (or leave Content-Type out).',
  },
  MALFORMED_UTF8: { code: Status.INVALID_ARGUMENT, doc: 'The request body is not valid UTF-8.' },
  MALFORMED_JSON: { code: Status.INVALID_ARGUMENT, doc: 'The request body is not valid JSON, or not a JSON object.' },
  JSON_TOO_DEEP: {
    code: Status.INVALID_ARGUMENT,
    doc: 'The request body nests objects and arrays deeper than gateway.max_json_depth.',
  },
  UNREPRESENTABLE_VALUE: {
    code: Status.INVALID_ARGUMENT,
    doc: 'A number of the body is beyond a double’s range (1e400), or a string or key holds a lone surrogate (\\ud800).',
  },
  INVALID_BODY: {
    code: Status.INVALID_ARGUMENT,
    doc: 'A member of the body is missing, has the wrong type, or is not one the route knows (named, with the closest known one).',
  },
  BAD_URL: { code: Status.INVALID_ARGUMENT, doc: 'The path has malformed percent-encoding.' },
  ROUTE_NOT_FOUND: { code: Status.NOT_FOUND, doc: 'No route has this path.' },
  UNKNOWN_PROCESSOR: { code: Status.NOT_FOUND, doc: 'No processor with this identifier is routed now.' },
  UNKNOWN_PIPELINE: { code: Status.NOT_FOUND, doc: 'No pipeline with this identifier is routed now.' },
  METHOD_NOT_ALLOWED: {
    code: Status.UNIMPLEMENTED,
    status: 405,
    doc: 'The path exists but not for this method (see the Allow header).',
  },
  BODY_TOO_LARGE: {
    code: Status.RESOURCE_EXHAUSTED,
    status: 413,
    headers: CLOSE,
    doc: 'The request body exceeds gateway.body_limit.',
  },
  BODY_TOO_COMPLEX: {
    code: Status.RESOURCE_EXHAUSTED,
    status: 413,
    doc: 'The request body holds more values than gateway.max_json_values, a label index more labels than gateway.max_labels_per_index, a label more values than gateway.max_values_per_label, or decoding it would take more than gateway.memory_budget.',
  },
  DOCUMENT_TOO_LARGE: {
    code: Status.RESOURCE_EXHAUSTED,
    status: 413,
    doc: 'A document text or binary of the body exceeds gateway.max_document_bytes (a binary counted decoded, from its base64’s length).',
  },
  BUSY: {
    code: Status.UNAVAILABLE,
    headers: RETRY,
    doc: 'The requests in flight hold the memory budget (gateway.memory_budget) and none was freed within 5 s; retry after the Retry-After seconds.',
  },
  ANSWER_TOO_LARGE: {
    code: Status.UNAVAILABLE,
    doc: 'Relaying the backend’s answer would take more memory than gateway.memory_budget.',
  },
  BACKEND_UNREACHABLE: {
    code: Status.UNAVAILABLE,
    doc: 'The routed backend could not be reached (its address is logged, not answered).',
  },
  NO_EVENTS_SERVICE: {
    code: Status.UNAVAILABLE,
    doc: 'No events service is routed (gateway.events unset and none discovered).',
  },
  SHUTTING_DOWN: { code: Status.UNAVAILABLE, doc: 'The gateway is shutting down.' },
  NOT_BUILT: { code: Status.UNAVAILABLE, doc: 'The viewer’s files are missing (dist/viewer): run npm run build.' },
} as const satisfies Record<string, GatewayErrorKindSpec>

export type GatewayErrorKind = keyof typeof GATEWAY_ERRORS

/** The HTTP status a kind answers with. */
export function gatewayErrorStatus(kind: GatewayErrorKind): number {
  const e: GatewayErrorKindSpec = GATEWAY_ERRORS[kind]
  return e.status ?? httpStatusOf(e.code)
}

/** An error of the table; `headers` adds to the kind's own (the allowed methods of a 405). */
export function gatewayError(
  kind: GatewayErrorKind,
  message: string,
  headers?: Readonly<Record<string, string>>,
): SvcError {
  const e: GatewayErrorKindSpec = GATEWAY_ERRORS[kind]
  return new SvcError(e.code, message, [], {
    httpStatus: e.status,
    headers: headers && e.headers ? { ...e.headers, ...headers } : (headers ?? e.headers),
  })
}

/** Member-type errors of a JSON body: name the member and what was expected, never the value. */
export function invalidBody(member: string, expected: string, got: unknown): SvcError {
  return gatewayError('INVALID_BODY', `${member} must be ${expected} (got ${kindOf(got)})`)
}
