// The header-level pieces of gRPC over HTTP/2 both our client and our server need: the
// grpc-timeout form of a deadline, the percent-encoding of grpc-message, the status a call ends
// with when the HTTP/2 layer (an HTTP status, a RST_STREAM) rather than a gRPC trailer decides.
import { constants } from 'node:http2'
import { Status } from '../api/status.js'

export const GRPC_CONTENT_TYPE = 'application/grpc'

/** grpc-timeout for `ms` milliseconds: at most 8 digits, in the finest unit that fits. */
export function timeoutHeader(ms: number): string {
  const m = Math.max(0, Math.ceil(ms))
  if (m < 1e8) return `${m}m`
  const s = Math.ceil(m / 1000)
  if (s < 1e8) return `${s}S`
  const min = Math.ceil(s / 60)
  if (min < 1e8) return `${min}M`
  return `${Math.min(99_999_999, Math.ceil(min / 60))}H`
}

/** The longest delay setTimeout takes (a longer one fires at once): deadlines beyond it are clamped to it (24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1

export function clampTimerMs(ms: number): number {
  return Math.min(ms, MAX_TIMER_MS)
}

const TIMEOUT_UNIT_MS: Record<string, number> = { H: 3_600_000, M: 60_000, S: 1000, m: 1, u: 1e-3, n: 1e-6 }

/** A grpc-timeout value in milliseconds; undefined when malformed. */
export function parseTimeout(value: string): number | undefined {
  const m = /^(\d{1,8})([HMSmun])$/.exec(value)
  return m ? Number(m[1]) * TIMEOUT_UNIT_MS[m[2]] : undefined
}

// grpc-message is percent-encoded UTF-8: bytes outside 0x20–0x7e, and '%' itself, as %XX.
const PLAIN = /^[\x20-\x24\x26-\x7e]*$/

export function encodeMessage(message: string): string {
  if (PLAIN.test(message)) return message
  let out = ''
  for (const byte of Buffer.from(message, 'utf8')) {
    out +=
      byte >= 0x20 && byte <= 0x7e && byte !== 0x25
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}

export function decodeMessage(value: string): string {
  if (!value.includes('%')) return value
  const bytes: number[] = []
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    if (c === 0x25 && i + 2 < value.length && /^[0-9a-fA-F]{2}$/.test(value.slice(i + 1, i + 3))) {
      bytes.push(parseInt(value.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(c & 0xff)
  }
  return Buffer.from(bytes).toString('utf8')
}

/** The code of a response whose HTTP status is not 200 (gRPC's HTTP-to-gRPC table). */
export function statusOfHttp(httpStatus: number): number {
  switch (httpStatus) {
    case 400:
      return Status.INTERNAL
    case 401:
      return Status.UNAUTHENTICATED
    case 403:
      return Status.PERMISSION_DENIED
    case 404:
      return Status.UNIMPLEMENTED
    case 429:
    case 502:
    case 503:
    case 504:
      return Status.UNAVAILABLE
    default:
      return Status.UNKNOWN
  }
}

/** The status of a call its peer reset (RST_STREAM) before it had a gRPC status. */
export function statusOfReset(rstCode: number): { code: number; message: string } {
  switch (rstCode) {
    case constants.NGHTTP2_REFUSED_STREAM:
      return { code: Status.UNAVAILABLE, message: 'Stream refused by server' }
    case constants.NGHTTP2_CANCEL:
      return { code: Status.CANCELLED, message: 'Call cancelled' }
    case constants.NGHTTP2_ENHANCE_YOUR_CALM:
      return { code: Status.RESOURCE_EXHAUSTED, message: 'Bandwidth exhausted or memory limit exceeded' }
    case constants.NGHTTP2_INADEQUATE_SECURITY:
      return { code: Status.PERMISSION_DENIED, message: 'Protocol not secure enough' }
    default:
      return { code: Status.INTERNAL, message: `Received RST_STREAM with code ${rstCode}` }
  }
}

/** The one header value of a name (a repeated header's first), as a string. */
export function headerValue(
  headers: Record<string, string | string[] | number | undefined>,
  name: string,
): string | undefined {
  const v = headers[name]
  if (v === undefined) return undefined
  return Array.isArray(v) ? v[0] : String(v)
}
