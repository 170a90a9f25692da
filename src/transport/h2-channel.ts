// A lean gRPC channel for unary calls over node:http2: what the gateway and the backends need of
// grpc-js, without its per-call machinery (interceptor and filter stacks, Metadata objects, call
// objects per layer), which cost more than the rest of a gateway request together. One channel per
// target: fixed addresses (host:port, ipv4:a:p,b:p) or a name resolved by DNS, one subchannel
// (HTTP/2 connection) per address, calls spread round-robin over the connected ones. Deadlines
// travel as grpc-timeout and are enforced here too; message sizes are bounded both ways; a status
// arrives with its message and grpc-status-details-bin. A call waits while a connection is being
// made and fails UNAVAILABLE at once when every address is failing (gRPC's wait_for_ready false).
import { lookup } from 'node:dns/promises'
import http2 from 'node:http2'
import { SvcError } from '../api/errors.js'
import { Status } from '../api/status.js'
import { decodeMessage, GRPC_CONTENT_TYPE, headerValue, statusOfHttp, statusOfReset, timeoutHeader } from '../grpc/grpc-headers.js'
import { MessageReader, PREFIX_BYTES } from '../grpc/message-framing.js'
import { errorOfStatus } from '../grpc/status-details.js'
import { formatHostPort, type HostPort, type ParsedTarget } from './grpc-target.js'
import { callEnded, callStarted, Subchannel } from './h2-subchannel.js'

export interface H2ChannelOptions {
  /** Largest request message sent, in bytes; a larger one fails RESOURCE_EXHAUSTED unsent. */
  maxSendBytes: number
  /** Largest response message accepted, in bytes. */
  maxReceiveBytes: number
}

/** Called once per call: the response message's bytes, or the call's error. */
export type UnaryDone = (err: SvcError | null, message?: Buffer) => void

const USER_AGENT = `svc-gateway-h2/1 node/${process.versions.node}`
/** A name is resolved again after a connection fails, but not more often than this. */
const MIN_RESOLVE_INTERVAL_MS = 30_000
const { NGHTTP2_CANCEL, NGHTTP2_NO_ERROR } = http2.constants

const CALL = Symbol('unary call')
type CallStream = http2.ClientHttp2Stream & { [CALL]: UnaryCall }

/** One unary call's state, from dispatch to its one answer. */
class UnaryCall {
  timer: NodeJS.Timeout | undefined = undefined
  finished = false
  /** Dispatch attempts (a session that refuses new streams is retired and the call tried again). */
  attempts = 0
  session: http2.ClientHttp2Session | undefined = undefined
  stream: http2.ClientHttp2Stream | undefined = undefined
  reader: MessageReader | undefined = undefined
  httpStatus = 0
  grpcEncoding: string | undefined = undefined
  statusCode = -1
  statusMessage = ''
  detailsBin: Buffer | undefined = undefined
  streamError: Error | undefined = undefined

  constructor(
    readonly path: string,
    readonly body: Buffer,
    readonly deadline: number | undefined,
    readonly maxReceiveBytes: number,
    readonly done: UnaryDone,
  ) {}

  finish(err: SvcError | null, message?: Buffer): void {
    if (this.finished) return
    this.finished = true
    if (this.timer !== undefined) clearTimeout(this.timer)
    if (this.session !== undefined) callEnded(this.session)
    this.done(err, message)
  }

  setStatus(headers: http2.IncomingHttpHeaders): void {
    const code = headerValue(headers, 'grpc-status')
    if (code === undefined) return
    const n = Number(code)
    this.statusCode = Number.isInteger(n) && n >= 0 ? n : Status.UNKNOWN
    this.statusMessage = decodeMessage(headerValue(headers, 'grpc-message') ?? '')
    const bin = headerValue(headers, 'grpc-status-details-bin')
    this.detailsBin = bin === undefined ? undefined : Buffer.from(bin, 'base64')
  }

  /** The stream closed: answer with what it brought. */
  settle(rstCode: number | undefined): void {
    if (this.finished) return
    if (this.statusCode === Status.OK) {
      const messages = this.reader?.messages
      if (this.reader !== undefined && this.reader.pending > 0) this.finish(new SvcError(Status.INTERNAL, 'Received a truncated message'))
      else if (messages === undefined || messages.length === 0) this.finish(new SvcError(Status.UNIMPLEMENTED, 'No message received'))
      else if (messages.length > 1) this.finish(new SvcError(Status.UNIMPLEMENTED, 'Too many responses received'))
      else this.finish(null, messages[0])
    } else if (this.statusCode > 0) {
      this.finish(errorOfStatus(this.statusCode, this.statusMessage, this.detailsBin))
    } else if (this.httpStatus !== 0 && this.httpStatus !== 200) {
      this.finish(new SvcError(statusOfHttp(this.httpStatus), `Received HTTP status code ${this.httpStatus}`))
    } else if (rstCode !== undefined && rstCode !== NGHTTP2_NO_ERROR) {
      const s = statusOfReset(rstCode)
      this.finish(new SvcError(s.code, s.message))
    } else if (this.httpStatus === 0 || this.streamError !== undefined) {
      this.finish(new SvcError(Status.UNAVAILABLE, 'Connection dropped'))
    } else {
      this.finish(new SvcError(Status.INTERNAL, 'Server closed the stream without a status'))
    }
  }
}

// Stream listeners shared by every call: `this` is the stream, its call hangs on it.
function onResponse(this: CallStream, headers: http2.IncomingHttpHeaders): void {
  const call = this[CALL]
  call.httpStatus = Number(headers[':status'])
  call.grpcEncoding = headerValue(headers, 'grpc-encoding')
  // A trailers-only answer (an error, usually) carries its status in the headers.
  call.setStatus(headers)
  if (call.httpStatus === 200 && call.statusCode < 0 && !headerValue(headers, 'content-type')?.startsWith(GRPC_CONTENT_TYPE)) {
    call.finish(new SvcError(Status.UNKNOWN, `Received invalid content-type ${headerValue(headers, 'content-type') ?? '(none)'}`))
    this.close(NGHTTP2_CANCEL)
  }
}

function onData(this: CallStream, chunk: Buffer): void {
  const call = this[CALL]
  if (call.finished) return
  call.reader ??= new MessageReader(call.maxReceiveBytes, call.grpcEncoding, 'client')
  try {
    call.reader.push(chunk)
  } catch (err) {
    call.finish(err as SvcError)
    this.close(NGHTTP2_CANCEL)
  }
}

function onTrailers(this: CallStream, trailers: http2.IncomingHttpHeaders): void {
  this[CALL].setStatus(trailers)
}

function onStreamError(this: CallStream, err: Error): void {
  this[CALL].streamError = err
}

function onClose(this: CallStream): void {
  this[CALL].settle(this.rstCode)
}

function onDeadline(call: UnaryCall): void {
  call.timer = undefined
  call.finish(new SvcError(Status.DEADLINE_EXCEEDED, 'Deadline exceeded'))
  call.stream?.close(NGHTTP2_CANCEL)
}

export class H2Channel {
  private subchannels: Subchannel[] = []
  private next = 0
  /** Calls waiting for a connection. */
  private waiting: UnaryCall[] = []
  private closed = false
  private resolving: Promise<void> | undefined
  private lastResolve = -Infinity
  private resolveError = ''

  constructor(
    private readonly target: ParsedTarget,
    private readonly opts: H2ChannelOptions,
  ) {
    if (target.kind === 'addresses') this.subchannels = target.addresses.map((a) => this.subchannel(a))
  }

  /** Starts a unary call of `path` with one message; `done` is called exactly once. */
  unary(path: string, message: Buffer, deadline: number | undefined, done: UnaryDone): void {
    if (this.closed) return done(new SvcError(Status.UNAVAILABLE, 'Channel has been shut down'))
    if (message.length - PREFIX_BYTES > this.opts.maxSendBytes) {
      return done(new SvcError(Status.RESOURCE_EXHAUSTED, `Sent message larger than max (${message.length - PREFIX_BYTES} vs. ${this.opts.maxSendBytes})`))
    }
    const call = new UnaryCall(path, message, deadline, this.opts.maxReceiveBytes, done)
    if (deadline !== undefined) {
      const remaining = deadline - Date.now()
      if (remaining <= 0) return call.finish(new SvcError(Status.DEADLINE_EXCEEDED, 'Deadline exceeded'))
      call.timer = setTimeout(onDeadline, remaining, call)
    }
    this.dispatch(call)
  }

  close(): void {
    this.closed = true
    for (const s of this.subchannels) s.close()
    this.failWaiting(new SvcError(Status.UNAVAILABLE, 'Channel has been shut down'))
  }

  private dispatch(call: UnaryCall): void {
    const sub = this.pickReady()
    if (sub !== undefined) return this.start(call, sub)
    if (this.target.kind === 'dns' && this.subchannels.length === 0) {
      this.waiting.push(call)
      this.resolve()
      return
    }
    const now = Date.now()
    let progressing = false
    for (const s of this.subchannels) {
      if (s.canConnect(now)) s.connect()
      if (s.state === 'connecting') progressing = true
    }
    if (progressing || this.resolving) this.waiting.push(call)
    else call.finish(this.unreachable())
  }

  /** The next connected subchannel, round-robin. */
  private pickReady(): Subchannel | undefined {
    const subs = this.subchannels
    const n = subs.length
    for (let i = 0; i < n; i++) {
      const k = (this.next + i) % n
      if (subs[k].state === 'ready') {
        this.next = (k + 1) % n
        return subs[k]
      }
    }
    return undefined
  }

  private start(call: UnaryCall, sub: Subchannel): void {
    const session = sub.session!
    const headers: http2.OutgoingHttpHeaders = {
      ':method': 'POST',
      ':scheme': 'http',
      ':authority': sub.authority,
      ':path': call.path,
      'content-type': GRPC_CONTENT_TYPE,
      te: 'trailers',
      'user-agent': USER_AGENT,
      'grpc-accept-encoding': 'identity',
    }
    if (call.deadline !== undefined) headers['grpc-timeout'] = timeoutHeader(call.deadline - Date.now())
    let stream: http2.ClientHttp2Stream
    try {
      stream = session.request(headers)
    } catch (err) {
      // Out of stream ids, or the session is closing: a fresh connection takes the call.
      sub.retire(session)
      if (++call.attempts < 3) return this.dispatch(call)
      return call.finish(new SvcError(Status.UNAVAILABLE, `Connection refused the call: ${(err as Error).message}`))
    }
    call.session = session
    call.stream = stream
    callStarted(session)
    ;(stream as CallStream)[CALL] = call
    stream.on('response', onResponse)
    stream.on('data', onData)
    stream.on('trailers', onTrailers)
    stream.on('error', onStreamError)
    stream.on('close', onClose)
    stream.end(call.body)
  }

  private subchannel(address: HostPort): Subchannel {
    return new Subchannel(address, (s) => this.changed(s))
  }

  private changed(sub: Subchannel): void {
    if (this.closed) return
    if (sub.state === 'ready') {
      const waiting = this.waiting
      this.waiting = []
      for (const call of waiting) if (!call.finished) this.dispatch(call)
      return
    }
    if (sub.state === 'idle') {
      // The peer closed a working connection (a restart, an idle timeout): connect again at once
      // when calls wait, else on the next call.
      if (this.waiting.length) sub.connect()
      return
    }
    if (sub.state === 'failed') {
      if (this.target.kind === 'dns' && Date.now() - this.lastResolve >= MIN_RESOLVE_INTERVAL_MS) this.resolve()
      if (this.resolving || this.subchannels.some((s) => s.state === 'connecting' || s.state === 'ready')) return
      this.failWaiting(this.unreachable())
    }
  }

  private unreachable(): SvcError {
    const reasons = [...new Set(this.subchannels.map((s) => s.lastError).filter(Boolean))]
    const last = this.resolveError || reasons.join('; ') || 'no address to connect to'
    return new SvcError(Status.UNAVAILABLE, `No connection established. Last error: ${last}`)
  }

  private failWaiting(err: SvcError): void {
    const waiting = this.waiting
    this.waiting = []
    for (const call of waiting) call.finish(err)
  }

  /** Resolves a DNS target's name to its addresses; subchannels follow the answer. */
  private resolve(): void {
    if (this.resolving || this.target.kind !== 'dns') return
    const name = this.target.name
    this.lastResolve = Date.now()
    this.resolving = lookup(name.host, { all: true }).then(
      (found) => {
        this.resolving = undefined
        if (this.closed) return
        this.resolveError = ''
        const keep = new Map(this.subchannels.map((s) => [s.authority, s]))
        const next: Subchannel[] = []
        for (const a of found) {
          const address = { host: a.address, port: name.port }
          const key = formatHostPort(address)
          next.push(keep.get(key) ?? this.subchannel(address))
          keep.delete(key)
        }
        for (const gone of keep.values()) gone.close()
        this.subchannels = next
        this.next = 0
        this.redispatchWaiting()
      },
      (err: Error) => {
        this.resolving = undefined
        if (this.closed) return
        this.resolveError = `Name resolution failed for target dns:${formatHostPort(name)}: ${err.message}`
        if (!this.subchannels.some((s) => s.state === 'ready' || s.state === 'connecting')) this.failWaiting(this.unreachable())
        else this.redispatchWaiting()
      },
    )
  }

  private redispatchWaiting(): void {
    const waiting = this.waiting
    this.waiting = []
    for (const call of waiting) if (!call.finished) this.dispatch(call)
  }
}
