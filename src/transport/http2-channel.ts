// A gRPC channel for unary calls on node:http2: one per target, fixed addresses (host:port,
// ipv4:a:p,b:p) or a name resolved by DNS, one subchannel (a connection, made and remade with
// backoff) per address, calls spread round-robin over the ready ones. Deadlines travel as
// grpc-timeout and are enforced here too; message sizes are bounded both ways. A call waits while
// a connection is being made and fails UNAVAILABLE at once when every address is failing (gRPC's
// wait_for_ready false). A call the server never saw (refused by GOAWAY) is sent again on another
// connection.
import { lookup } from 'node:dns/promises'
import { SvcError } from '../api/errors.js'
import { Status } from '../api/status.js'
import { clampTimerMs } from '../grpc/grpc-headers.js'
import { PREFIX_BYTES } from '../grpc/message-framing.js'
import { formatHostPort, type HostPort, type ParsedTarget } from './grpc-target.js'
import { Subchannel } from './http2-subchannel.js'
import { MAX_DISPATCHES, UnaryCall, type CallDispatcher, type UnaryDone } from './http2-unary-call.js'

export interface Http2ChannelOptions {
  /** Largest request message sent, in bytes; a larger one fails RESOURCE_EXHAUSTED unsent. */
  maxSendBytes: number
  /** Largest response message accepted, in bytes. */
  maxReceiveBytes: number
}

export type { UnaryDone }

/** A name is resolved again after a connection fails, but not more often than this. */
const MIN_RESOLVE_INTERVAL_MS = 30_000

function retryLater(channel: Http2Channel, sub: Subchannel): void {
  channel.retry(sub)
}

function onDeadline(call: UnaryCall): void {
  call.timer = undefined
  call.abort(new SvcError(Status.DEADLINE_EXCEEDED, 'Deadline exceeded'))
}

export class Http2Channel implements CallDispatcher {
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
    private readonly opts: Http2ChannelOptions,
  ) {
    if (target.kind === 'addresses') this.subchannels = target.addresses.map((a) => this.subchannel(a))
  }

  /** Starts a unary call of `path` with one framed message; `done` is called exactly once. */
  unary(path: string, message: Buffer, deadline: number | undefined, done: UnaryDone): void {
    if (this.closed) {
      done(new SvcError(Status.UNAVAILABLE, 'Channel has been shut down'))
      return
    }
    if (message.length - PREFIX_BYTES > this.opts.maxSendBytes) {
      const tooLarge = `Sent message larger than max (${message.length - PREFIX_BYTES} vs. ${this.opts.maxSendBytes})`
      done(new SvcError(Status.RESOURCE_EXHAUSTED, tooLarge))
      return
    }
    const call = new UnaryCall(this, path, message, deadline, this.opts.maxReceiveBytes, done)
    if (deadline !== undefined) {
      const remaining = deadline - Date.now()
      if (remaining <= 0) {
        call.finish(new SvcError(Status.DEADLINE_EXCEEDED, 'Deadline exceeded'))
        return
      }
      call.timer = setTimeout(onDeadline, clampTimerMs(remaining), call)
    }
    this.dispatch(call)
  }

  close(): void {
    this.closed = true
    for (const s of this.subchannels) s.close()
    this.failWaiting(new SvcError(Status.UNAVAILABLE, 'Channel has been shut down'))
  }

  private dispatch(call: UnaryCall): void {
    for (let tries = this.subchannels.length; tries > 0; tries--) {
      const sub = this.pickReady()
      if (sub === undefined) break
      if (call.start(sub.connection!)) return
    }
    if (call.dispatches >= MAX_DISPATCHES) {
      call.finish(new SvcError(Status.UNAVAILABLE, 'Connection refused the call: no connection takes new calls'))
      return
    }
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

  /** The next ready subchannel, round-robin. */
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

  private subchannel(address: HostPort): Subchannel {
    return new Subchannel(address, (s) => this.changed(s))
  }

  private changed(sub: Subchannel): void {
    if (this.closed) return
    if (sub.state === 'ready') {
      this.redispatchWaiting()
      return
    }
    // The peer closed a working connection (a restart, or GOAWAY at its maximum connection age):
    // connect again at once, so that round-robin spreads calls over every address again (as
    // gRPC's round_robin does); and look a name up again, so that replicas added behind it since
    // (a Kubernetes headless Service scaled up) are reached.
    if (sub.state === 'idle') {
      this.resolveIfDue()
      sub.connect()
      return
    }
    if (sub.state === 'failed') {
      setTimeout(retryLater, sub.retryIn(), this, sub).unref()
      this.resolveIfDue()
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

  private resolveIfDue(): void {
    if (this.target.kind === 'dns' && Date.now() - this.lastResolve >= MIN_RESOLVE_INTERVAL_MS) this.resolve()
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
        if (!this.subchannels.some((s) => s.state === 'ready' || s.state === 'connecting'))
          this.failWaiting(this.unreachable())
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
