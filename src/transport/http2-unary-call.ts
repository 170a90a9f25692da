// One unary gRPC call on a node:http2 stream, from dispatch to its one answer: the request headers
// (with grpc-timeout when it has a deadline), one length-prefixed message, then the answer's
// headers, message and trailers read into a status. A call the server never saw (its stream
// refused, by GOAWAY or REFUSED_STREAM) goes back to its channel to be sent on another connection.
import http2 from 'node:http2'
import { SvcError } from '../api/errors.js'
import { Status } from '../api/status.js'
import { decodeMessage, GRPC_CONTENT_TYPE, statusOfHttp, statusOfReset, timeoutHeader } from '../grpc/grpc-headers.js'
import { MessageReader } from '../grpc/message-framing.js'
import { errorOfStatus } from '../grpc/status-details.js'
import { faultyAnswer } from './backend-errors.js'
import type { ConnectionCall, Http2Connection } from './http2-connection.js'

/** Called once per call: the response message's bytes, or the call's error. */
export type UnaryDone = (err: SvcError | null, message?: Buffer) => void

/** What a call asks of the channel that dispatched it. */
export interface CallDispatcher {
  /** Sends a call its connection refused unseen on another connection. */
  redispatch(call: UnaryCall): void
}

const { NGHTTP2_CANCEL, NGHTTP2_ENHANCE_YOUR_CALM, NGHTTP2_REFUSED_STREAM } = http2.constants
const USER_AGENT = `svc-gateway node/${process.versions.node}`
/** Tries of one call on connections that refused it unseen. */
export const MAX_DISPATCHES = 3

const CALL = Symbol('call')
type CallStream = http2.ClientHttp2Stream & { [CALL]: UnaryCall }

// Stream listeners shared by every call (no closures per call): `this` is the stream.
function onResponse(this: CallStream, headers: http2.IncomingHttpHeaders): void {
  this[CALL].headers(headers)
}
function onData(this: CallStream, chunk: Buffer): void {
  this[CALL].data(chunk)
}
function onTrailers(this: CallStream, trailers: http2.IncomingHttpHeaders): void {
  this[CALL].trailers(trailers)
}
function onClose(this: CallStream): void {
  this[CALL].streamClosed(this.rstCode)
}
function ignoreStreamError(): void {
  // 'close' follows, with the stream's reset code: what the call acts on.
}

export class UnaryCall implements ConnectionCall {
  timer: NodeJS.Timeout | undefined = undefined
  finished = false
  dispatches = 0
  private stream: CallStream | undefined = undefined
  private connection: Http2Connection | undefined = undefined
  private reader: MessageReader | undefined = undefined
  private headersSeen = false
  private httpStatus = 0
  private grpcEncoding: string | undefined = undefined
  private statusCode = -1
  private statusMessage = ''
  private detailsBin: Buffer | undefined = undefined
  private lostReason: string | undefined = undefined

  constructor(
    private readonly channel: CallDispatcher,
    readonly path: string,
    private readonly body: Buffer,
    readonly deadline: number | undefined,
    private readonly maxReceiveBytes: number,
    private readonly done: UnaryDone,
  ) {}

  /** Sends the call on `connection`; false when the connection takes no new streams. */
  start(connection: Http2Connection): boolean {
    const session = connection.session
    if (session.closed || session.destroyed) return false
    const headers: http2.OutgoingHttpHeaders = {
      ':method': 'POST',
      ':path': this.path,
      'content-type': GRPC_CONTENT_TYPE,
      te: 'trailers',
      'user-agent': USER_AGENT,
    }
    if (this.deadline !== undefined) headers['grpc-timeout'] = timeoutHeader(this.deadline - Date.now())
    let stream: CallStream
    try {
      stream = session.request(headers) as CallStream
    } catch {
      return false
    }
    this.dispatches++
    this.resetAnswer()
    this.stream = stream
    this.connection = connection
    stream[CALL] = this
    stream.on('response', onResponse)
    stream.on('data', onData)
    stream.on('trailers', onTrailers)
    stream.once('close', onClose)
    stream.on('error', ignoreStreamError)
    connection.callStarted(this)
    stream.end(this.body)
    return true
  }

  finish(err: SvcError | null, message?: Buffer): void {
    if (this.finished) return
    this.finished = true
    if (this.timer !== undefined) clearTimeout(this.timer)
    this.reader?.close()
    this.done(err, message)
  }

  /** Fails the call and ends its stream, if it has one. */
  abort(err: SvcError): void {
    this.finish(err)
    if (this.stream !== undefined && !this.stream.closed) this.stream.close(NGHTTP2_CANCEL)
  }

  headers(fields: http2.IncomingHttpHeaders): void {
    this.connection!.heard++
    this.headersSeen = true
    this.httpStatus = Number(fields[':status'])
    this.grpcEncoding = fields['grpc-encoding'] as string | undefined
    this.reader?.setEncoding(this.grpcEncoding)
    const contentType = fields['content-type']
    if (this.httpStatus === 200 && fields['grpc-status'] === undefined && !contentType?.startsWith(GRPC_CONTENT_TYPE)) {
      this.abort(faultyAnswer(new SvcError(Status.UNKNOWN, `Received invalid content-type ${contentType ?? '(none)'}`)))
      return
    }
    // A trailers-only answer (an error, usually) has its status in the headers.
    this.trailers(fields)
  }

  data(chunk: Buffer): void {
    this.connection!.heard++
    if (this.finished) return
    this.reader ??= new MessageReader(this.maxReceiveBytes, this.grpcEncoding, 'client', this.connection!.receiveBudget)
    try {
      this.reader.push(chunk)
    } catch (err) {
      this.abort(faultyAnswer(err as SvcError))
      return
    }
    // A unary answer is one message: a second one fails the call now, not after the stream's end
    // (a backend that sends messages without end must not fill our memory).
    if (this.reader.messages.length > 1)
      this.abort(faultyAnswer(new SvcError(Status.UNIMPLEMENTED, 'Too many responses received')))
  }

  trailers(fields: http2.IncomingHttpHeaders): void {
    const code = fields['grpc-status']
    if (code === undefined) return
    const n = Number(code)
    this.statusCode = Number.isInteger(n) && n >= 0 ? n : Status.UNKNOWN
    this.statusMessage = decodeMessage(String(fields['grpc-message'] ?? ''))
    const bin = fields['grpc-status-details-bin']
    this.detailsBin = bin === undefined ? undefined : Buffer.from(String(bin), 'base64')
  }

  connectionLost(reason: string): void {
    this.lostReason = reason
  }

  /** The stream is over: answer with what it brought, or send it again if it was never seen. */
  streamClosed(rstCode: number): void {
    const connection = this.connection!
    connection.callEnded(this)
    this.stream = undefined
    if (this.finished) return
    if (this.statusCode >= 0) {
      this.settle()
      return
    }
    if (rstCode === NGHTTP2_REFUSED_STREAM && !this.headersSeen && this.dispatches < MAX_DISPATCHES) {
      this.channel.redispatch(this)
      return
    }
    if (this.lostReason !== undefined || connection.session.destroyed) {
      this.finish(new SvcError(Status.UNAVAILABLE, `Connection dropped: ${this.lostReason ?? 'connection closed'}`))
      return
    }
    if (rstCode === NGHTTP2_CANCEL && this.deadline !== undefined && Date.now() >= this.deadline) {
      // A server whose copy of the deadline ran out resets the stream with CANCEL (grpc-go's does),
      // and that reset can be read before our own deadline timer runs: the call still ended by its
      // deadline, and says so, as grpc-go's client does.
      this.finish(new SvcError(Status.DEADLINE_EXCEEDED, 'Deadline exceeded'))
      return
    }
    if (rstCode !== 0) {
      const s = statusOfReset(rstCode)
      // ENHANCE_YOUR_CALM: nghttp2 (ours or the backend's) cut the stream for abusive frames.
      const err = new SvcError(s.code, s.message)
      this.finish(rstCode === NGHTTP2_ENHANCE_YOUR_CALM ? faultyAnswer(err) : err)
      return
    }
    this.settle()
  }

  private settle(): void {
    if (this.statusCode === Status.OK) {
      const messages = this.reader?.messages
      if (this.reader !== undefined && this.reader.pending > 0)
        this.finish(faultyAnswer(new SvcError(Status.INTERNAL, 'Received a truncated message')))
      else if (messages === undefined || messages.length === 0)
        this.finish(faultyAnswer(new SvcError(Status.UNIMPLEMENTED, 'No message received')))
      else this.finish(null, messages[0])
    } else if (this.statusCode > 0) {
      this.finish(errorOfStatus(this.statusCode, this.statusMessage, this.detailsBin))
    } else if (this.httpStatus !== 200 && this.httpStatus !== 0) {
      this.finish(new SvcError(statusOfHttp(this.httpStatus), `Received HTTP status code ${this.httpStatus}`))
    } else {
      this.finish(faultyAnswer(new SvcError(Status.INTERNAL, 'Server closed the stream without a status')))
    }
  }

  /** Forgets what an earlier dispatch of this call received (it was refused unseen). */
  private resetAnswer(): void {
    this.reader?.close()
    this.reader = undefined
    this.headersSeen = false
    this.httpStatus = 0
    this.statusCode = -1
    this.lostReason = undefined
  }
}
