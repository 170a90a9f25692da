// A service as the table of its handlers: one async function per RPC. A backend writes its
// table once; the gRPC server is built from it, and the in-process transport calls it directly.
import type { ServiceName } from './names.js'

/**
 * One RPC: the decoded request in, the response (or a promise of it) out. Throwing an SvcError
 * answers its code and message; anything else thrown answers INTERNAL.
 */
export type UnaryHandler<Req = unknown, Res = unknown> = HandlerMethod<Req, Res>['handle']

/**
 * Declared as a method so its parameter is compared both ways: a table of handlers, each taking
 * its own request type, is a ServiceHandlers without casts.
 */
interface HandlerMethod<Req, Res> {
  handle(request: Req): Res | Promise<Res>
}

/** The handlers of one service, by method name. */
export type ServiceHandlers = Readonly<Record<string, UnaryHandler>>

/** The services one server answers, by service name (its health service included). */
export type ServedServices = Readonly<Partial<Record<ServiceName, ServiceHandlers>>>

/**
 * A response a handler gives already encoded (its protobuf bytes): sent as it is by the gRPC
 * server and decoded by the in-process transport, never encoded again. For answers a backend
 * keeps encoded because it sends them often (a stored document's text, a stored label index).
 */
export class EncodedMessage {
  constructor(readonly bytes: Uint8Array) {}
}
