// The one error type of the project. Every failure, on the gateway and in the backends, is an
// SvcError carrying a gRPC code; the gateway renders it with renderError (PROTOCOL.md §5) and
// gRPC servers answer it as a status. Messages name what was wrong but never carry document text.
import { httpStatusOf, Status } from './status.js'

export interface SvcErrorOptions {
  /** HTTP status when the gRPC table's is not the fitting one (405, 413). */
  httpStatus?: number
  /** Response headers the error calls for (e.g. `allow` on a 405, `retry-after` on a 503). */
  headers?: Readonly<Record<string, string>>
}

export class SvcError extends Error {
  readonly code: number
  readonly details: unknown[]
  readonly httpStatus?: number
  /** Headers the HTTP response carries; they stay on the gateway (a gRPC status has none). */
  readonly headers: Readonly<Record<string, string>>
  constructor(code: number, message: string, details: unknown[] = [], options: SvcErrorOptions = {}) {
    super(message)
    this.name = 'SvcError'
    this.code = code
    this.details = details
    if (options.httpStatus !== undefined) this.httpStatus = options.httpStatus
    this.headers = options.headers ?? NO_HEADERS
  }
}

const NO_HEADERS: Readonly<Record<string, string>> = Object.freeze({})

export const invalidArgument = (msg: string) => new SvcError(Status.INVALID_ARGUMENT, msg)
export const notFound = (msg: string) => new SvcError(Status.NOT_FOUND, msg)
export const alreadyExists = (msg: string) => new SvcError(Status.ALREADY_EXISTS, msg)
export const resourceExhausted = (msg: string) => new SvcError(Status.RESOURCE_EXHAUSTED, msg)
export const unavailable = (msg: string) => new SvcError(Status.UNAVAILABLE, msg)
export const internal = (msg: string) => new SvcError(Status.INTERNAL, msg)
export const failedPrecondition = (msg: string) => new SvcError(Status.FAILED_PRECONDITION, msg)

/** Anything thrown, as an SvcError: gRPC ServiceErrors keep their code and details text. */
export function toSvcError(err: unknown): SvcError {
  if (err instanceof SvcError) return err
  if (err && typeof err === 'object' && typeof (err as { code?: unknown }).code === 'number') {
    const e = err as { code: number; details?: string; message?: string }
    return new SvcError(e.code, e.details || e.message || 'error')
  }
  return new SvcError(Status.INTERNAL, err instanceof Error ? err.message : String(err))
}

export interface ErrorBody {
  code: number
  message: string
  details: unknown[]
}

/** The HTTP status, JSON body and headers for an error (the only place that decides them). */
export function renderError(err: unknown): {
  status: number
  body: ErrorBody
  headers: Readonly<Record<string, string>>
} {
  const e = toSvcError(err)
  return {
    status: e.httpStatus ?? httpStatusOf(e.code),
    body: { code: e.code, message: e.message, details: e.details },
    headers: e.headers,
  }
}

const LISTEN_REASONS: Readonly<Record<string, string>> = {
  EADDRINUSE: 'address already in use',
  EACCES: 'permission denied (ports below 1024 need privileges)',
  EADDRNOTAVAIL: 'address not available on this machine',
  ENOTFOUND: 'host name not found',
  EAI_AGAIN: 'host name could not be resolved now',
}

/**
 * A server could not listen: one line naming where, the config key that chose it if any, and why.
 * Node's errors carry the reason as a
 * code; grpc-js only in its message, so both are looked at.
 */
export function cannotListen(address: string, err: unknown, key?: string): SvcError {
  const e = err as { code?: unknown; message?: unknown }
  const code = typeof e?.code === 'string' ? e.code : /\b(E[A-Z_]{3,})\b/.exec(String(e?.message ?? ''))?.[1]
  const reason = (code && LISTEN_REASONS[code]) ?? (code || (err instanceof Error ? err.message : String(err)))
  return new SvcError(Status.UNAVAILABLE, `cannot listen on ${address}${key ? ` (${key})` : ''}: ${reason}`)
}

/** cannotListen's wording for a port already taken, with or without the config key in brackets. */
const ADDRESS_IN_USE = new RegExp(`cannot listen on \\S*?:(\\d+)\\b[^:]*: ${LISTEN_REASONS.EADDRINUSE}`)

/**
 * The port of a cannotListen failure for a port already taken, else null. Read from the message,
 * which is all that crosses from a backends child process (its one-line error on stderr).
 */
export function portInUse(err: unknown): number | null {
  const match = ADDRESS_IN_USE.exec(err instanceof Error ? err.message : '')
  return match ? Number(match[1]) : null
}
