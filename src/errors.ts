// The one error type of the project. Every failure, on the gateway and in the backends, is an
// SvcError carrying a gRPC code; the gateway renders it with renderError (PROTOCOL.md §5) and
// gRPC servers answer it as a status. Messages name what was wrong but never carry document text.
import { Status, httpStatusOf } from './grpc/status.js'

export class SvcError extends Error {
  readonly code: number
  readonly details: unknown[]
  /** HTTP status when the gRPC table's is not the fitting one (405, 413). */
  readonly httpStatus?: number
  constructor(code: number, message: string, details: unknown[] = [], httpStatus?: number) {
    super(message)
    this.name = 'SvcError'
    this.code = code
    this.details = details
    if (httpStatus !== undefined) this.httpStatus = httpStatus
  }
}

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

/** The HTTP status and JSON body for an error (the only place that decides them). */
export function renderError(err: unknown): { status: number; body: ErrorBody } {
  const e = toSvcError(err)
  return { status: e.httpStatus ?? httpStatusOf(e.code), body: { code: e.code, message: e.message, details: e.details } }
}
