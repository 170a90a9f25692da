// A gRPC server for our backends on node:http2 (nghttp2 owns frames, HPACK, flow control and the
// protocol's own limits; server-sessions.ts bounds the connections). Here is what gRPC adds on
// top: unary and server-streaming methods by path, length-prefixed messages bounded in size both
// ways and in bytes arriving at once, grpc-timeout honoured (DEADLINE_EXCEEDED when it passes,
// whatever the handler still does), statuses with their message and grpc-status-details-bin,
// graceful shutdown (GOAWAY, calls in flight finish, then the rest are cancelled). It answers what
// grpc-js's server answers, in the same words, so grpc-js, grpcio, grpc-go and grpc-java clients
// see a gRPC server like theirs.
import http2 from 'node:http2'
import { SvcError, toSvcError } from '../api/errors.js'
import { EncodedMessage } from '../api/services.js'
import { Status } from '../api/status.js'
import { ByteBudget } from './byte-budget.js'
import { clampTimerMs, encodeMessage, GRPC_CONTENT_TYPE, parseTimeout } from './grpc-headers.js'
import { framed, MessageReader, messagePrefix } from './message-framing.js'
import { MAX_MESSAGE_BYTES } from './proto.js'
import {
  DEFAULT_SESSION_LIMITS,
  ServerSessions,
  SESSION_OPTIONS,
  type SessionLimits,
  type TrackedSession,
} from './server-sessions.js'
import { statusDetailsBytes } from './status-details.js'
import { bufferView } from './wire.js'

const { NGHTTP2_NO_ERROR, NGHTTP2_CANCEL } = http2.constants

/** A server-streaming call as its handler sees it. */
export interface ServerStreamCall {
  write(message: unknown): void
  /** Ends the call with OK. */
  end(): void
  readonly cancelled: boolean
  /** Called once if the client goes away (or the server is forced down) before end(). */
  onCancel(listener: () => void): void
}

export interface ServedMethod {
  requestDeserialize(bytes: Buffer): unknown
  responseSerialize(value: unknown): Buffer
  unary?(request: unknown): unknown
  serverStream?(request: unknown, call: ServerStreamCall): void
}

export interface GrpcServerLimits extends SessionLimits {
  /** Largest request message accepted, in bytes. */
  maxReceiveBytes: number
  /** Largest response message sent, in bytes. */
  maxSendBytes: number
  /** Bytes of request messages still arriving, over all connections (see byte-budget.ts). */
  receiveBudgetBytes: number
}

export const DEFAULT_SERVER_LIMITS: GrpcServerLimits = {
  ...DEFAULT_SESSION_LIMITS,
  // As large as the gateway's body limit (gateway.body_limit) and MTAP's default.
  maxReceiveBytes: 100 * 1024 * 1024,
  maxSendBytes: MAX_MESSAGE_BYTES,
  receiveBudgetBytes: 48 * 1024 * 1024,
}

/** Answers larger than this are written in pieces of it, so that a connection's progress on them is seen. */
const ANSWER_PIECE_BYTES = 1024 * 1024

/** Streaming answers a client has not read beyond this end its call (health Watch sends a few bytes). */
const MAX_STREAM_BACKLOG_BYTES = 1024 * 1024

const RESPONSE_HEADERS: http2.OutgoingHttpHeaders = {
  ':status': 200,
  'content-type': GRPC_CONTENT_TYPE,
  'grpc-accept-encoding': 'identity',
}
const OK_TRAILERS: http2.OutgoingHttpHeaders = { 'grpc-status': '0' }
const WITH_TRAILERS = { waitForTrailers: true, sendDate: false } as http2.ServerStreamResponseOptions
const TRAILERS_ONLY = { endStream: true, sendDate: false } as http2.ServerStreamResponseOptions
const NO_DATE = { sendDate: false } as http2.ServerStreamResponseOptions
const NOT_GRPC = 'a gRPC server: requests are POSTs of content-type application/grpc\n'

/** A status as trailer fields (a trailers-only answer adds the response headers). */
function statusFields(err: SvcError): http2.OutgoingHttpHeaders {
  const fields: http2.OutgoingHttpHeaders = { 'grpc-status': String(err.code) }
  if (err.message) fields['grpc-message'] = encodeMessage(err.message)
  const details = err.details.length ? statusDetailsBytes(err.code, err.message, err.details) : undefined
  if (details !== undefined) fields['grpc-status-details-bin'] = details.toString('base64').replace(/=+$/, '')
  return fields
}

/** grpc-js's message when a handler's answer cannot be encoded. */
const UNSERIALIZABLE = new SvcError(Status.INTERNAL, 'Error serializing response')
const SECOND_REQUEST_MESSAGE = 'Received a second request message for a unary call'
const ANSWERS_NOT_READ = 'The answer is not sent: the client is not reading the answers already sent to it'

const CALL = Symbol('call')
type CallStream = http2.ServerHttp2Stream & { [CALL]: ServerCall }

// Stream listeners shared by every call (no closures per call): `this` is the stream.
function onCallData(this: CallStream, chunk: Buffer): void {
  this[CALL].received(chunk)
}
function onCallEnd(this: CallStream): void {
  this[CALL].requestEnded()
}
function onCallClose(this: CallStream): void {
  this[CALL].closed()
}
function onWantTrailers(this: CallStream): void {
  this.sendTrailers(this[CALL].trailers)
}
function onAnswerTaken(this: CallStream): void {
  this[CALL].answerTaken()
}
function ignoreStreamError(): void {
  // The stream's 'close' follows, which is what a call acts on.
}
function deadlinePassed(call: ServerCall): void {
  call.timer = undefined
  call.fail(new SvcError(Status.DEADLINE_EXCEEDED, 'Deadline exceeded'))
}

/** One call, from its request headers to its status. */
class ServerCall {
  reader: MessageReader | undefined = undefined
  timer: NodeJS.Timeout | undefined = undefined
  /** The trailers the stream ends with (OK unless a streaming call fails after its headers). */
  trailers = OK_TRAILERS
  /** The status is sent or being sent: nothing more goes out. */
  done = false
  /** The client has sent its whole request. */
  halfClosed = false
  cancelled = false
  headersSent = false
  /** An answer written and not yet taken by the connection, and the bytes it holds for it alone. */
  private answerWaiting = false
  private answerHeldBytes = 0
  private cancelListeners: (() => void)[] | undefined = undefined

  constructor(
    readonly server: GrpcHttp2Server,
    readonly stream: CallStream,
    readonly session: TrackedSession,
    readonly method: ServedMethod | undefined,
    /** What to answer instead of calling the method (unknown path, bad timeout). */
    public refusal: SvcError | undefined,
    readonly encoding: string | undefined,
  ) {
    stream[CALL] = this
    stream.on('data', onCallData)
    stream.once('end', onCallEnd)
    stream.once('close', onCallClose)
    stream.on('error', ignoreStreamError)
    session.callStarted(this)
  }

  received(chunk: Buffer): void {
    if (this.done || this.refusal !== undefined) return
    this.reader ??= new MessageReader(
      this.server.limits.maxReceiveBytes,
      this.encoding,
      'server',
      this.server.receiveBudget,
    )
    try {
      this.reader.push(chunk)
    } catch (err) {
      this.fail(toSvcError(err))
    }
  }

  /** The client has sent its whole request: run the method. */
  requestEnded(): void {
    this.halfClosed = true
    if (this.done) return
    if (this.refusal !== undefined) {
      this.fail(this.refusal)
      return
    }
    const messages = this.reader?.messages
    if (messages === undefined || messages.length !== 1 || this.reader!.pending > 0) {
      const second = messages !== undefined && messages.length > 1
      this.fail(new SvcError(Status.UNIMPLEMENTED, second ? SECOND_REQUEST_MESSAGE : 'No message received'))
      return
    }
    const method = this.method!
    let request: unknown
    try {
      request = method.requestDeserialize(messages[0])
    } catch {
      this.fail(new SvcError(Status.INTERNAL, 'Error deserializing request'))
      return
    }
    this.reader = undefined
    if (method.serverStream !== undefined) {
      this.startStreaming(method, request)
      return
    }
    let result: unknown
    try {
      result = method.unary!(request)
    } catch (err) {
      this.fail(toSvcError(err))
      return
    }
    if (result instanceof Promise) {
      result.then(
        (res) => this.answer(method, res),
        (err) => this.fail(toSvcError(err)),
      )
    } else this.answer(method, result)
  }

  private answer(method: ServedMethod, result: unknown): void {
    if (this.done) return
    let bytes: Uint8Array
    try {
      bytes = result instanceof EncodedMessage ? result.bytes : method.responseSerialize(result)
    } catch {
      this.fail(UNSERIALIZABLE)
      return
    }
    const max = this.server.limits.maxSendBytes
    if (bytes.length > max) {
      const message = `Sent message larger than max (${bytes.length + 5} vs. ${max})`
      this.fail(new SvcError(Status.RESOURCE_EXHAUSTED, message))
      return
    }
    // A stored encoding is held by its store whoever reads it; an answer encoded here only for this call.
    const held = result instanceof EncodedMessage ? 0 : bytes.length
    if (!this.session.answerWritten(held)) {
      this.fail(new SvcError(Status.RESOURCE_EXHAUSTED, ANSWERS_NOT_READ))
      return
    }
    this.answerWaiting = true
    this.answerHeldBytes = held
    this.finish()
    if (this.stream.closed) return
    this.writeAnswer(bufferView(bytes))
  }

  /** Headers, the message (in pieces when large), then the OK trailers once node:http2 asks for them. */
  private writeAnswer(body: Buffer): void {
    const stream = this.stream
    stream.respond(RESPONSE_HEADERS, WITH_TRAILERS)
    stream.once('wantTrailers', onWantTrailers)
    stream.once('finish', onAnswerTaken)
    stream.cork()
    stream.write(messagePrefix(body.length))
    if (body.length > ANSWER_PIECE_BYTES) {
      const progressed = () => this.session.answerProgressed()
      for (let at = 0; at < body.length; at += ANSWER_PIECE_BYTES)
        stream.write(body.subarray(at, at + ANSWER_PIECE_BYTES), progressed)
      stream.end()
    } else stream.end(body)
    stream.uncork()
  }

  /** The connection has taken the whole answer (or the stream is gone). */
  answerTaken(): void {
    if (!this.answerWaiting) return
    this.answerWaiting = false
    this.session.answerDone(this.answerHeldBytes)
  }

  private startStreaming(method: ServedMethod, request: unknown): void {
    const call = this
    const stream = this.stream
    const streamCall: ServerStreamCall = {
      write(message: unknown) {
        if (call.done || stream.closed) return
        if (stream.writableLength > MAX_STREAM_BACKLOG_BYTES)
          return call.fail(new SvcError(Status.RESOURCE_EXHAUSTED, 'The client is not reading the stream'))
        call.sendHeaders()
        stream.write(framed(method.responseSerialize(message)))
      },
      end() {
        if (call.done || stream.closed) return
        call.finish()
        if (!call.headersSent) return void stream.respond({ ...RESPONSE_HEADERS, ...OK_TRAILERS }, TRAILERS_ONLY)
        stream.end()
      },
      get cancelled() {
        return call.cancelled
      },
      onCancel(listener: () => void) {
        if (call.cancelListeners === undefined) call.cancelListeners = []
        call.cancelListeners.push(listener)
      },
    }
    try {
      method.serverStream!(request, streamCall)
    } catch (err) {
      this.fail(toSvcError(err))
    }
  }

  private sendHeaders(): void {
    if (this.headersSent) return
    this.headersSent = true
    this.stream.respond(RESPONSE_HEADERS, WITH_TRAILERS)
    this.stream.once('wantTrailers', onWantTrailers)
  }

  /** Answers the call with a non-OK status (trailers-only, or trailers after streamed messages). */
  fail(err: SvcError): void {
    if (this.done) return
    this.finish()
    const stream = this.stream
    if (stream.closed) return
    if (this.headersSent) {
      this.trailers = statusFields(err)
      stream.end()
    } else {
      stream.respond({ ...RESPONSE_HEADERS, ...statusFields(err) }, TRAILERS_ONLY)
    }
    // Answered before the client finished sending (an error): the rest is not wanted. node:http2
    // sends this RST_STREAM once the status has gone out.
    if (!this.halfClosed) stream.close(NGHTTP2_NO_ERROR)
  }

  /** Forced shutdown: the client is told the call is cancelled. */
  cancel(): void {
    if (!this.stream.closed) this.stream.close(NGHTTP2_CANCEL)
  }

  /** The stream is gone (answered and sent, reset by the client, or its connection lost). */
  closed(): void {
    this.session.callEnded(this)
    this.answerTaken()
    this.reader?.close()
    if (this.done) return
    this.finish()
    this.cancelled = true
    if (this.cancelListeners) for (const l of this.cancelListeners) l()
  }

  private finish(): void {
    this.done = true
    if (this.timer !== undefined) {
      clearTimeout(this.timer)
      this.timer = undefined
    }
  }
}

export class GrpcHttp2Server {
  private readonly methods = new Map<string, ServedMethod>()
  /** Paths of services served whose method has no handler: answered naming the method alone. */
  private readonly declared = new Set<string>()
  private readonly server: http2.Http2Server
  private readonly sessions: ServerSessions
  readonly receiveBudget: ByteBudget
  readonly limits: GrpcServerLimits

  constructor(limits: Partial<GrpcServerLimits> = {}) {
    this.limits = { ...DEFAULT_SERVER_LIMITS, ...limits }
    this.receiveBudget = new ByteBudget(this.limits.receiveBudgetBytes)
    this.sessions = new ServerSessions(this.limits)
    this.server = http2.createServer(SESSION_OPTIONS)
    this.server.on('session', (session) => this.sessions.add(session))
    this.server.on('stream', (stream, headers) => this.onStream(stream, headers))
  }

  /** Serves `method` at `path` (/package.Service/Method). */
  add(path: string, method: ServedMethod): void {
    this.methods.set(path, method)
  }

  /** A method of a served service with no handler: UNIMPLEMENTED naming the method, as grpc-js does. */
  declare(path: string): void {
    this.declared.add(path)
  }

  private method(path: string): ServedMethod | SvcError {
    const m = this.methods.get(path)
    if (m !== undefined) return m
    const name = this.declared.has(path) ? path.slice(path.lastIndexOf('/') + 1) : path
    return new SvcError(Status.UNIMPLEMENTED, `The server does not implement the method ${name}`)
  }

  private onStream(stream: http2.ServerHttp2Stream, headers: http2.IncomingHttpHeaders): void {
    const session = this.sessions.get(stream.session as http2.ServerHttp2Session)
    if (session === undefined) return void stream.close(NGHTTP2_CANCEL)
    const contentType = headers['content-type']
    if (headers[':method'] !== 'POST' || contentType === undefined || !contentType.startsWith(GRPC_CONTENT_TYPE)) {
      // Not a gRPC request: HTTP 415 (grpc-js answers the same), once the request has ended, its
      // bytes read and dropped. Resetting the stream instead would leave frames the peer sends on
      // it afterwards unanswered where HTTP/2 wants them answered (h2spec finds a dozen such cases).
      stream.on('error', ignoreStreamError)
      stream.resume()
      stream.once('end', () => {
        if (stream.closed) return
        stream.respond({ ':status': 415, 'content-type': 'text/plain' }, NO_DATE)
        stream.end(NOT_GRPC)
      })
      return
    }
    const found = this.method(headers[':path'] ?? '')
    const encoding = headers['grpc-encoding'] as string | undefined
    const call =
      found instanceof SvcError
        ? new ServerCall(this, stream as CallStream, session, undefined, found, encoding)
        : new ServerCall(this, stream as CallStream, session, found, undefined, encoding)
    const timeout = headers['grpc-timeout'] as string | undefined
    if (timeout !== undefined) {
      const ms = parseTimeout(timeout)
      if (ms === undefined) call.refusal ??= new SvcError(Status.INTERNAL, `Invalid grpc-timeout value "${timeout}"`)
      else call.timer = setTimeout(deadlinePassed, clampTimerMs(ms), call)
    }
  }

  listen(host: string, port: number): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject)
      this.server.listen(port, host, () => {
        this.server.off('error', reject)
        resolve((this.server.address() as { port: number }).port)
      })
    })
  }

  /** Graceful: no new connections or calls; resolves when every call in flight has finished. */
  shutdown(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()))
    for (const s of this.sessions.sessions()) s.drain()
    return closed
  }

  /** Cancels every call in flight and closes every connection now. */
  forceShutdown(): void {
    this.server.close()
    for (const s of this.sessions.sessions()) s.cancelAll()
  }
}
