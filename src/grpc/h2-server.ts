// A lean gRPC server for our backends, on our own HTTP/2 (h2-session.ts): unary and
// server-streaming methods by path, messages bounded in size both ways, grpc-timeout honoured
// (DEADLINE_EXCEEDED when it passes, whatever the handler still does), statuses with their
// message and grpc-status-details-bin, graceful shutdown (GOAWAY, calls in flight finish, then
// the rest are cancelled). It answers what grpc-js's server answers, in the same words, so that
// grpc-js, grpcio (MTAP's Python) and our own clients see no difference but the cost: an OK
// answer is three frames, two of them encoded once for the server's life.
import net from 'node:net'
import { SvcError, toSvcError } from '../api/errors.js'
import { EncodedMessage } from '../api/services.js'
import { Status } from '../api/status.js'
import { encodeMessage, GRPC_CONTENT_TYPE, parseTimeout } from './grpc-headers.js'
import { CLIENT_PREFACE, ConnectionError, ErrorCode, Flag, FRAME_HEADER_BYTES, FrameType, Setting, writeFrameHeader } from './h2-frames.js'
import { H2Session, openingFrames, type SessionStream } from './h2-session.js'
import { encodeField, encodeFields, type HeaderFields } from './hpack.js'
import { framed, MessageReader, messagePrefix } from './message-framing.js'
import { statusDetailsBytes } from './status-details.js'
import { bufferView } from './wire.js'

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
  unary?: (request: any) => unknown
  serverStream?: (request: any, call: ServerStreamCall) => void
}

export interface LeanServerOptions {
  /** Largest request message accepted, in bytes. */
  maxReceiveBytes: number
  /** Largest response message sent, in bytes. */
  maxSendBytes: number
  /** Each connection is drained (GOAWAY, its calls finish) after about this long; never when absent. */
  maxConnectionAgeMs?: number
}

/** Streams one connection may have open at once (announced; more are refused). */
const MAX_CONCURRENT_STREAMS = 1000
const OPENING = openingFrames([[Setting.MAX_CONCURRENT_STREAMS, MAX_CONCURRENT_STREAMS]])

const RESPONSE_HEADERS = encodeFields([
  [':status', '200'],
  ['content-type', GRPC_CONTENT_TYPE],
  ['grpc-accept-encoding', 'identity'],
])
const OK_TRAILERS = encodeFields([['grpc-status', '0']])
const ERROR_HEAD = encodeFields([
  [':status', '200'],
  ['content-type', GRPC_CONTENT_TYPE],
])

/** The frame of a header block on stream `id`. */
function headersFrame(id: number, block: Buffer, endStream: boolean): Buffer {
  const f = Buffer.allocUnsafe(FRAME_HEADER_BYTES + block.length)
  writeFrameHeader(f, 0, block.length, FrameType.HEADERS, Flag.END_HEADERS | (endStream ? Flag.END_STREAM : 0), id)
  block.copy(f, FRAME_HEADER_BYTES)
  return f
}

/** A status as the header block of a trailers-only answer (or of trailers, without the head). */
function statusBlock(err: SvcError, head: boolean): Buffer {
  const parts = head ? [ERROR_HEAD] : []
  parts.push(encodeField('grpc-status', String(err.code)))
  if (err.message) parts.push(encodeField('grpc-message', encodeMessage(err.message)))
  const details = err.details.length ? statusDetailsBytes(err.code, err.message, err.details) : undefined
  if (details !== undefined) parts.push(encodeField('grpc-status-details-bin', details.toString('base64').replace(/=+$/, '')))
  return Buffer.concat(parts)
}

/** grpc-js's message when a handler's answer cannot be encoded. */
const UNSERIALIZABLE = new SvcError(Status.INTERNAL, 'Error serializing response')

interface ServerStream extends SessionStream {
  readonly method: ServedMethod | undefined
  /** What to answer instead of calling the method (unknown path, bad timeout). */
  refusal: SvcError | undefined
  reader: MessageReader | undefined
  encoding: string | undefined
  timer: NodeJS.Timeout | undefined
  /** Response headers sent (a streaming call). */
  headersSent: boolean
  /** The status is sent or being sent: nothing more goes out. */
  done: boolean
  /** The client has sent its whole request (END_STREAM). */
  halfClosed: boolean
  /** Ended without a status: reset by the client, or its connection lost. */
  cancelled: boolean
  cancelListeners: (() => void)[] | undefined
}

export class LeanGrpcServer {
  private readonly methods = new Map<string, ServedMethod>()
  /** Paths of services served whose method has no handler: answered naming the method alone. */
  private readonly declared = new Set<string>()
  private readonly connections = new Set<H2ServerConnection>()
  private readonly server: net.Server
  private draining = false

  constructor(readonly opts: LeanServerOptions) {
    this.server = net.createServer((socket) => {
      if (this.draining) {
        socket.destroy()
        return
      }
      const c = new H2ServerConnection(socket, this)
      this.connections.add(c)
      const age = opts.maxConnectionAgeMs
      // Up to a tenth more, at random: connections made together are not all ended together.
      const timer = age === undefined ? undefined : setTimeout(() => c.drain(), age * (1 + Math.random() / 10)).unref()
      socket.once('close', () => {
        clearTimeout(timer)
        this.connections.delete(c)
      })
    })
  }

  /** Serves `method` at `path` (/package.Service/Method). */
  add(path: string, method: ServedMethod): void {
    this.methods.set(path, method)
  }

  /** A method of a served service with no handler: UNIMPLEMENTED naming the method, as grpc-js does. */
  declare(path: string): void {
    this.declared.add(path)
  }

  method(path: string): ServedMethod | SvcError {
    const m = this.methods.get(path)
    if (m !== undefined) return m
    const name = this.declared.has(path) ? path.slice(path.lastIndexOf('/') + 1) : path
    return new SvcError(Status.UNIMPLEMENTED, `The server does not implement the method ${name}`)
  }

  listen(host: string, port: number): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject)
      this.server.listen(port, host, () => {
        this.server.off('error', reject)
        resolve((this.server.address() as net.AddressInfo).port)
      })
    })
  }

  /** Graceful: no new connections or calls; resolves when every call in flight has finished. */
  shutdown(): Promise<void> {
    this.draining = true
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()))
    for (const c of this.connections) c.drain()
    return closed
  }

  /** Cancels every call in flight and closes every connection now. */
  forceShutdown(): void {
    this.draining = true
    this.server.close()
    for (const c of this.connections) c.cancelAll()
  }
}

class H2ServerConnection extends H2Session<ServerStream> {
  private prefaceLeft = CLIENT_PREFACE.length
  private lastStreamId = 0
  private draining = false

  constructor(
    socket: net.Socket,
    private readonly server: LeanGrpcServer,
  ) {
    super(socket)
    this.write(OPENING)
    socket.on('data', (chunk: Buffer) => this.onBytes(chunk))
  }

  /** The client's preface first (anything else is not an HTTP/2 client: the socket closes), then frames. */
  private onBytes(chunk: Buffer): void {
    if (this.prefaceLeft > 0) {
      const n = Math.min(this.prefaceLeft, chunk.length)
      const at = CLIENT_PREFACE.length - this.prefaceLeft
      if (!chunk.subarray(0, n).equals(CLIENT_PREFACE.subarray(at, at + n))) {
        this.socket.destroy()
        return
      }
      this.prefaceLeft -= n
      if (n === chunk.length) return
      chunk = chunk.subarray(n)
    }
    this.receive(chunk)
  }

  drain(): void {
    if (this.draining) return
    this.draining = true
    this.goaway(this.lastStreamId, ErrorCode.NO_ERROR)
    this.endIfIdle()
  }

  cancelAll(): void {
    for (const s of [...this.streams.values()]) {
      this.reset(s.id, ErrorCode.CANCEL)
      this.close(s, true)
    }
    this.flush()
    this.socket.destroy()
  }

  protected onHeaderBlock(id: number, fields: HeaderFields, endStream: boolean): void {
    const known = this.streams.get(id)
    if (known !== undefined) {
      // Trailers from the client end its half of the stream; gRPC clients send none otherwise.
      if (endStream) this.requestEnded(known)
      return
    }
    if (id <= this.lastStreamId) return // a stream this side already ended
    if ((id & 1) === 0) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'a client stream with an even id')
    this.lastStreamId = id
    if (this.draining) return this.reset(id, ErrorCode.REFUSED_STREAM)
    if (this.streams.size >= MAX_CONCURRENT_STREAMS) return this.reset(id, ErrorCode.REFUSED_STREAM)
    const contentType = fields['content-type']
    if (fields[':method'] !== 'POST' || contentType === undefined || !contentType.startsWith(GRPC_CONTENT_TYPE)) {
      // Not a gRPC request: HTTP 415 (grpc-js answers the same).
      this.writeHeaders(id, encodeField(':status', '415'), true)
      if (!endStream) this.reset(id, ErrorCode.NO_ERROR)
      return
    }
    const found = this.server.method(fields[':path'] ?? '')
    const stream: ServerStream = {
      id,
      sendWindow: this.initialSendWindow,
      received: 0,
      body: undefined,
      endStream: false,
      bodyHead: undefined,
      after: undefined,
      method: found instanceof SvcError ? undefined : found,
      refusal: found instanceof SvcError ? found : undefined,
      reader: undefined,
      encoding: fields['grpc-encoding'],
      timer: undefined,
      headersSent: false,
      done: false,
      halfClosed: false,
      cancelled: false,
      cancelListeners: undefined,
    }
    this.streams.set(id, stream)
    const timeout = fields['grpc-timeout']
    if (timeout !== undefined) {
      const ms = parseTimeout(timeout)
      if (ms === undefined) stream.refusal ??= new SvcError(Status.INTERNAL, `Invalid grpc-timeout value "${timeout}"`)
      else stream.timer = setTimeout(deadlinePassed, ms, this, stream)
    }
    if (endStream) this.requestEnded(stream)
  }

  protected onStreamData(stream: ServerStream, data: Buffer, endStream: boolean): void {
    if (!stream.done && data.length > 0 && stream.refusal === undefined) {
      stream.reader ??= new MessageReader(this.server.opts.maxReceiveBytes, stream.encoding, 'server')
      try {
        stream.reader.push(data)
      } catch (err) {
        this.failCall(stream, toSvcError(err))
        return
      }
    }
    if (endStream) this.requestEnded(stream)
  }

  protected onStreamReset(stream: ServerStream): void {
    this.close(stream, true)
  }

  protected onGoaway(): void {
    // The client is going away: its calls in flight still get their answers.
    this.draining = true
    this.endIfIdle()
  }

  protected onPeerSettings(): void {}

  protected onClosed(): void {
    for (const s of [...this.streams.values()]) this.close(s, true)
  }

  /** The client has sent its whole request: run the method. */
  private requestEnded(stream: ServerStream): void {
    stream.halfClosed = true
    if (stream.done) return
    if (stream.refusal !== undefined) return this.failCall(stream, stream.refusal)
    const messages = stream.reader?.messages
    if (messages === undefined || messages.length !== 1 || stream.reader!.pending > 0) {
      return this.failCall(stream, new SvcError(Status.UNIMPLEMENTED, messages && messages.length > 1 ? 'Received a second request message for a unary call' : 'No message received'))
    }
    const method = stream.method!
    let request: unknown
    try {
      request = method.requestDeserialize(messages[0])
    } catch {
      return this.failCall(stream, new SvcError(Status.INTERNAL, 'Error deserializing request'))
    }
    stream.reader = undefined
    if (method.serverStream !== undefined) return this.startStreaming(stream, method, request)
    let result: unknown
    try {
      result = method.unary!(request)
    } catch (err) {
      return this.failCall(stream, toSvcError(err))
    }
    if (result instanceof Promise) {
      result.then(
        (res) => this.answer(stream, method, res),
        (err) => this.failCall(stream, toSvcError(err)),
      )
    } else this.answer(stream, method, result)
  }

  private answer(stream: ServerStream, method: ServedMethod, result: unknown): void {
    if (stream.done) return
    let bytes: Uint8Array
    try {
      bytes = result instanceof EncodedMessage ? result.bytes : method.responseSerialize(result)
    } catch {
      return this.failCall(stream, UNSERIALIZABLE)
    }
    if (bytes.length > this.server.opts.maxSendBytes) {
      return this.failCall(stream, new SvcError(Status.RESOURCE_EXHAUSTED, `Sent message larger than max (${bytes.length + 5} vs. ${this.server.opts.maxSendBytes})`))
    }
    stream.done = true
    this.clearTimer(stream)
    this.write(headersFrame(stream.id, RESPONSE_HEADERS, false))
    const body = bufferView(bytes)
    this.sendData(stream, messagePrefix(body.length), body, false, headersFrame(stream.id, OK_TRAILERS, true))
  }

  private startStreaming(stream: ServerStream, method: ServedMethod, request: unknown): void {
    const self = this
    const call: ServerStreamCall = {
      write(message: unknown) {
        if (stream.done || !self.streams.has(stream.id)) return
        if (!stream.headersSent) {
          stream.headersSent = true
          self.write(headersFrame(stream.id, RESPONSE_HEADERS, false))
        }
        // Streaming answers are small (health statuses); they are not held for flow control.
        const f = framed(method.responseSerialize(message))
        const head = Buffer.allocUnsafe(FRAME_HEADER_BYTES)
        writeFrameHeader(head, 0, f.length, FrameType.DATA, 0, stream.id)
        self.write(head)
        self.write(f)
      },
      end() {
        if (stream.done || !self.streams.has(stream.id)) return
        stream.done = true
        self.clearTimer(stream)
        if (!stream.headersSent) self.write(headersFrame(stream.id, RESPONSE_HEADERS, false))
        self.write(headersFrame(stream.id, OK_TRAILERS, true))
        self.close(stream, false)
      },
      get cancelled() {
        return stream.cancelled
      },
      onCancel(listener: () => void) {
        ;(stream.cancelListeners ??= []).push(listener)
      },
    }
    try {
      method.serverStream!(request, call)
    } catch (err) {
      this.failCall(stream, toSvcError(err))
    }
  }

  /** Answers the call with a non-OK status (trailers-only, or trailers after streamed messages). */
  failCall(stream: ServerStream, err: SvcError): void {
    if (stream.done || this.streams.get(stream.id) !== stream) return
    stream.done = true
    this.writeHeaders(stream.id, statusBlock(err, !stream.headersSent), true)
    this.close(stream, false)
  }

  protected bodySent(stream: ServerStream): void {
    this.close(stream, false)
  }

  /** Forgets the stream; `cancelled` when it ended without its status (reset, connection lost). */
  private close(stream: ServerStream, cancelled: boolean): void {
    if (this.streams.get(stream.id) !== stream) return
    this.clearTimer(stream)
    if (cancelled) {
      stream.done = true
      stream.cancelled = true
    } else if (!stream.halfClosed) {
      // Answered before the client finished sending (an error): the rest is not wanted.
      this.reset(stream.id, ErrorCode.NO_ERROR)
    }
    this.streams.delete(stream.id)
    if (cancelled && stream.cancelListeners) for (const l of stream.cancelListeners) l()
    this.endIfIdle()
  }

  private clearTimer(stream: ServerStream): void {
    if (stream.timer !== undefined) {
      clearTimeout(stream.timer)
      stream.timer = undefined
    }
  }

  private endIfIdle(): void {
    if (this.draining && this.streams.size === 0 && !this.closed) {
      this.flush()
      this.socket.end()
    }
  }
}

function deadlinePassed(connection: H2ServerConnection, stream: ServerStream): void {
  stream.timer = undefined
  connection.failCall(stream, new SvcError(Status.DEADLINE_EXCEEDED, 'Deadline exceeded'))
}
