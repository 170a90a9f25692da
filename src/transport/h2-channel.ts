// A lean gRPC channel for unary calls: what the gateway and the backends need of grpc-js,
// without its per-call machinery (interceptor and filter stacks, Metadata objects, call objects
// per layer) and without node:http2's per-stream objects, which together cost more than the
// rest of a gateway request. One channel per target: fixed addresses (host:port, ipv4:a:p,b:p)
// or a name resolved by DNS, one subchannel (HTTP/2 connection, h2-connection.ts) per address,
// calls spread round-robin over the connected ones. Deadlines travel as grpc-timeout and are
// enforced here too; message sizes are bounded both ways; a status arrives with its message and
// grpc-status-details-bin. A call waits while a connection is being made and fails UNAVAILABLE
// at once when every address is failing (gRPC's wait_for_ready false). A call the server never
// saw (refused by GOAWAY) is sent again on another connection.
import { lookup } from 'node:dns/promises'
import { SvcError } from '../api/errors.js'
import { Status } from '../api/status.js'
import { decodeMessage, GRPC_CONTENT_TYPE, statusOfHttp, statusOfReset, timeoutHeader } from '../grpc/grpc-headers.js'
import { encodeField, type HeaderFields } from '../grpc/hpack.js'
import { MessageReader, PREFIX_BYTES } from '../grpc/message-framing.js'
import { errorOfStatus } from '../grpc/status-details.js'
import { formatHostPort, type HostPort, type ParsedTarget } from './grpc-target.js'
import type { H2ClientConnection, StreamListener } from './h2-connection.js'
import { Subchannel } from './h2-subchannel.js'

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
/** Tries of one call on connections that refused it unseen (GOAWAY, out of stream ids). */
const MAX_DISPATCHES = 3

// Header fields that never change, encoded once; :path per method path, cached. Pseudo-header
// fields come first (RFC 9113 §8.3).
const FIXED_PSEUDO = Buffer.concat([encodeField(':method', 'POST'), encodeField(':scheme', 'http')])
const FIXED_FIELDS = Buffer.concat([
  encodeField('content-type', GRPC_CONTENT_TYPE),
  encodeField('te', 'trailers'),
  encodeField('user-agent', USER_AGENT),
  encodeField('grpc-accept-encoding', 'identity'),
])
/** The grpc-timeout field up to its value's length: a literal without indexing, its name raw. */
const TIMEOUT_NAME = encodeField('grpc-timeout', '').subarray(0, -1)
const PATH_FIELDS = new Map<string, Buffer>()
const MAX_CACHED_PATHS = 1024

function pathField(path: string): Buffer {
  let f = PATH_FIELDS.get(path)
  if (f === undefined) {
    f = encodeField(':path', path)
    if (PATH_FIELDS.size < MAX_CACHED_PATHS) PATH_FIELDS.set(path, f)
  }
  return f
}

/** One unary call's state, from dispatch to its one answer; the listener of its stream. */
class UnaryCall implements StreamListener {
  streamId = 0
  timer: NodeJS.Timeout | undefined = undefined
  finished = false
  dispatches = 0
  connection: H2ClientConnection | undefined = undefined
  reader: MessageReader | undefined = undefined
  headersSeen = false
  httpStatus = 0
  grpcEncoding: string | undefined = undefined
  statusCode = -1
  statusMessage = ''
  detailsBin: Buffer | undefined = undefined

  constructor(
    readonly channel: H2Channel,
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
    this.done(err, message)
  }

  /** Fails the call and ends its stream, if it has one. */
  abort(err: SvcError): void {
    this.finish(err)
    if (this.streamId !== 0) this.connection?.cancel(this)
  }

  onHeaders(fields: HeaderFields, endStream: boolean): void {
    if (!this.headersSeen) {
      this.headersSeen = true
      this.httpStatus = Number(fields[':status'])
      this.grpcEncoding = fields['grpc-encoding']
      this.reader?.setEncoding(this.grpcEncoding)
      const contentType = fields['content-type']
      if (this.httpStatus === 200 && fields['grpc-status'] === undefined && !contentType?.startsWith(GRPC_CONTENT_TYPE)) {
        return this.abort(new SvcError(Status.UNKNOWN, `Received invalid content-type ${contentType ?? '(none)'}`))
      }
    }
    // Trailers; or a trailers-only answer (an error, usually), its status in the headers.
    const code = fields['grpc-status']
    if (code !== undefined) {
      const n = Number(code)
      this.statusCode = Number.isInteger(n) && n >= 0 ? n : Status.UNKNOWN
      this.statusMessage = decodeMessage(fields['grpc-message'] ?? '')
      const bin = fields['grpc-status-details-bin']
      this.detailsBin = bin === undefined ? undefined : Buffer.from(bin, 'base64')
    }
    if (endStream) this.settle()
  }

  onData(chunk: Buffer, endStream: boolean): void {
    if (this.finished) return
    if (chunk.length > 0) {
      this.reader ??= new MessageReader(this.maxReceiveBytes, this.grpcEncoding, 'client')
      try {
        this.reader.push(chunk)
      } catch (err) {
        return this.abort(err as SvcError)
      }
    }
    if (endStream) this.settle()
  }

  onReset(code: number): void {
    if (this.statusCode >= 0) return this.settle()
    const s = statusOfReset(code)
    this.finish(new SvcError(s.code, s.message))
  }

  onLost(refused: boolean, reason: string): void {
    if (this.finished) return
    if (refused && this.dispatches < MAX_DISPATCHES) return this.channel.redispatch(this)
    this.finish(new SvcError(Status.UNAVAILABLE, refused ? `Connection refused the call: ${reason}` : `Connection dropped: ${reason}`))
  }

  /** The stream ended: answer with what it brought. */
  private settle(): void {
    if (this.finished) return
    if (this.statusCode === Status.OK) {
      const messages = this.reader?.messages
      if (this.reader !== undefined && this.reader.pending > 0) this.finish(new SvcError(Status.INTERNAL, 'Received a truncated message'))
      else if (messages === undefined || messages.length === 0) this.finish(new SvcError(Status.UNIMPLEMENTED, 'No message received'))
      else if (messages.length > 1) this.finish(new SvcError(Status.UNIMPLEMENTED, 'Too many responses received'))
      else this.finish(null, messages[0])
    } else if (this.statusCode > 0) {
      this.finish(errorOfStatus(this.statusCode, this.statusMessage, this.detailsBin))
    } else if (this.httpStatus !== 200) {
      this.finish(new SvcError(statusOfHttp(this.httpStatus), `Received HTTP status code ${this.httpStatus}`))
    } else {
      this.finish(new SvcError(Status.INTERNAL, 'Server closed the stream without a status'))
    }
  }
}

function retryLater(channel: H2Channel, sub: Subchannel): void {
  channel.retry(sub)
}

function onDeadline(call: UnaryCall): void {
  call.timer = undefined
  call.abort(new SvcError(Status.DEADLINE_EXCEEDED, 'Deadline exceeded'))
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
    const call = new UnaryCall(this, path, message, deadline, this.opts.maxReceiveBytes, done)
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

  /** A call its connection refused unseen: tried again, on whatever connection is ready. */
  redispatch(call: UnaryCall): void {
    if (!call.finished) this.dispatch(call)
  }

  private start(call: UnaryCall, sub: Subchannel): void {
    const connection = sub.connection!
    const path = pathField(call.path)
    const authority = sub.authorityField
    const timeout = call.deadline === undefined ? '' : timeoutHeader(call.deadline - Date.now())
    const block = Buffer.allocUnsafe(FIXED_PSEUDO.length + path.length + authority.length + FIXED_FIELDS.length + (timeout ? TIMEOUT_NAME.length + 1 + timeout.length : 0))
    let at = FIXED_PSEUDO.copy(block, 0)
    at += path.copy(block, at)
    at += authority.copy(block, at)
    at += FIXED_FIELDS.copy(block, at)
    if (timeout) {
      // grpc-timeout changes with every call: its literal is written here (its value is at most 9 ASCII bytes).
      at += TIMEOUT_NAME.copy(block, at)
      block[at++] = timeout.length
      block.write(timeout, at, 'latin1')
    }
    call.dispatches++
    call.connection = connection
    if (connection.start(block, call.body, call)) return
    // The connection takes no new streams (it is draining): another one takes the call.
    if (call.dispatches < MAX_DISPATCHES) this.dispatch(call)
    else call.finish(new SvcError(Status.UNAVAILABLE, 'Connection refused the call: no connection takes new calls'))
  }

  private subchannel(address: HostPort): Subchannel {
    return new Subchannel(address, (s) => this.changed(s))
  }

  private changed(sub: Subchannel): void {
    if (this.closed) return
    if (sub.state === 'ready') {
      this.redispatchWaiting()
      return
    }
    if (sub.state === 'idle') {
      // The peer closed a working connection (a restart, GOAWAY): connect again at once, so that
      // round-robin spreads calls over every address again (as gRPC's round_robin does).
      sub.connect()
      return
    }
    if (sub.state === 'failed') {
      setTimeout(retryLater, sub.retryIn(), this, sub).unref()
      if (this.target.kind === 'dns' && Date.now() - this.lastResolve >= MIN_RESOLVE_INTERVAL_MS) this.resolve()
      if (this.resolving || this.subchannels.some((s) => s.state === 'connecting' || s.state === 'ready')) return
      this.failWaiting(this.unreachable())
    }
  }

  /** A failed subchannel's backoff is over: it tries again if it is still this channel's. */
  retry(sub: Subchannel): void {
    if (!this.closed && sub.state === 'failed' && this.subchannels.includes(sub)) sub.connect()
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
