// The steps of a unary call both gRPC transports (the lean one and grpc-js's) share, so that a
// call reads the same to its caller whichever dialled: a request encoded before the call (one its
// serializer refuses is the caller's INVALID_ARGUMENT), an answer admitted by size before it is
// decoded (or handed on encoded when the caller asked for it raw), an unreachable backend named
// without its address, the address logged.
import { internal, type SvcError } from '../api/errors.js'
import type { MethodDef } from '../grpc/proto.js'
import { createLogger, type Logger } from '../log.js'
import { BackendUnreachable, callError, faultyAnswer, unencodable } from './backend-errors.js'
import type { UnaryOptions } from './transport.js'

let transportLog: Logger | undefined
/** Where an unreachable backend's address and reason go unless a transport is given a log. */
export const defaultTransportLog = (): Logger => (transportLog ??= createLogger('transport'))

/** The request's bytes; throws the caller's error when its serializer refuses it. */
export function encodeRequest(def: MethodDef, request: object): Buffer {
  try {
    return def.requestSerialize(request)
  } catch (err) {
    throw unencodable(err)
  }
}

/** An answer decoded; a malformed one is the backend's fault (INTERNAL, as grpc-js answers). */
function decode(def: MethodDef, bytes: Buffer): unknown {
  try {
    return def.responseDeserialize(bytes)
  } catch {
    throw faultyAnswer(internal('Failed to parse server response'))
  }
}

/** What the call resolves with, from the answer's bytes: raw, or decoded once admitted. */
export function answerOf<Res>(def: MethodDef, bytes: Buffer, opts: UnaryOptions): Res | Promise<Res> {
  if (opts.raw === true) return bytes as Res
  const admit = opts.admitResponse
  if (!admit) return decode(def, bytes) as Res
  return admit(bytes.length, bytes).then(() => decode(def, bytes) as Res)
}

/** A failed call's error as the caller sees it; an unreachable backend's address goes to the log. */
export function failedCall(err: SvcError, target: string, log: Logger): SvcError {
  const e = callError(err, target)
  if (e instanceof BackendUnreachable) log('warn', 'backend unreachable', { target: e.target, reason: e.reason })
  return e
}
