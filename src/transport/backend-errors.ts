// How a transport's own failures read to its callers. A backend that cannot be reached is a
// BackendUnreachable: its message names no address (callers answer clients with it, and each
// names the backend in its own terms: an identifier, a component), while the address and grpc-js's
// reason stay on the error for the log. Deadline messages lose grpc-js's remote_addr. A request
// that cannot be encoded is the caller's INVALID_ARGUMENT, never an INTERNAL "serialization failure".
import { SvcError } from '../api/errors.js'
import { Status } from '../api/status.js'

export class BackendUnreachable extends SvcError {
  constructor(
    /** The gRPC target dialled: for logs only. */
    readonly target: string,
    /** grpc-js's words, with the address: for logs only. */
    readonly reason: string,
  ) {
    super(Status.UNAVAILABLE, 'the backend could not be reached')
    this.name = 'BackendUnreachable'
  }
}

// grpc-js's statuses for calls that never reached a server (load balancer, resolver, connection),
// and our client's (http2-channel.ts, http2-unary-call.ts) in the same words where it can, its own where not.
const LOCAL_UNAVAILABLE =
  /^(?:(?:weighted_)?round_robin: )?No connection established|^Connection dropped|^Name resolution failed|^Failed to parse (?:DNS |\S+ )?address|^Write (?:error|failed)|^Stream refused|^Channel closed before call started|^Connection refused the call|^Channel has been shut down/

/**
 * An answer our client could not take as a gRPC answer: over the size limit, not gRPC, truncated,
 * more than one message, no status, not decodable, or a stream the backend's frames made us reset.
 * Its code is grpc-js's for the same fault; its HTTP status is 502: the backend misbehaved, and a
 * REST client is not told to slow down (429) or that it erred (4xx) for it.
 */
export function faultyAnswer(err: SvcError): SvcError {
  return new SvcError(err.code, err.message, err.details, { httpStatus: err.httpStatus ?? 502 })
}

/** A failed call's error as callers should see it (see above); others pass unchanged. */
export function callError(err: SvcError, target: string): SvcError {
  if (err.code === Status.UNAVAILABLE && LOCAL_UNAVAILABLE.test(err.message))
    return new BackendUnreachable(target, err.message)
  if (err.code === Status.DEADLINE_EXCEEDED && err.message.startsWith('Deadline exceeded')) {
    const cut = withoutAddresses(err.message)
    return cut === err.message ? err : new SvcError(err.code, cut, err.details)
  }
  return err
}

/**
 * A message with IP addresses (and grpc-js's `remote_addr=…`) replaced by `<address>`: for
 * messages of backends the gateway relays, whatever produced them.
 */
export function withoutAddresses(message: string): string {
  return message
    .replace(/,?\s*remote_addr=\S+/g, '')
    .replace(/\[[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*\](?::\d+)?/g, '<address>')
    .replace(/\b(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?\b/g, '<address>')
}

/** A request its serializer refused: SvcErrors (the wire codec's) keep their code, others are INVALID_ARGUMENT. */
export function unencodable(err: unknown): SvcError {
  if (err instanceof SvcError)
    return err.code === Status.INTERNAL ? new SvcError(Status.INVALID_ARGUMENT, err.message) : err
  const reason = err instanceof Error ? err.message : String(err)
  return new SvcError(
    Status.INVALID_ARGUMENT,
    `the request cannot be encoded: ${reason.length > 200 ? reason.slice(0, 200) + '…' : reason}`,
  )
}
