// One address of a channel (http2-channel.ts): its connection (http2-connection.ts), made when a
// call first needs it and ready once the server's SETTINGS arrive (a process that accepts TCP but
// never speaks, e.g. stopped by SIGSTOP, is not ready). Made again after the peer closes it: at
// once if it had lived a while, else after gRPC's connection backoff (1 s, ×1.6, ±20 %, at most
// 120 s), so that a peer that accepts and then closes cannot keep us reconnecting in a loop.
import { formatHostPort, type HostPort } from './grpc-target.js'
import { Http2Connection } from './http2-connection.js'

export type SubchannelState = 'idle' | 'connecting' | 'ready' | 'failed'

const INITIAL_BACKOFF_MS = 1000
const BACKOFF_MULTIPLIER = 1.6
const BACKOFF_JITTER = 0.2
const MAX_BACKOFF_MS = 120_000
/** From the TCP connect to the server's SETTINGS. */
const CONNECT_TIMEOUT_MS = 5000
/** A connection that ends sooner than this after it was ready counts as a failed attempt (backoff). */
const MIN_HEALTHY_MS = 1000

export class Subchannel {
  state: SubchannelState = 'idle'
  connection: Http2Connection | undefined
  /** Why the last attempt failed, for the UNAVAILABLE message. */
  lastError = ''
  /** `host:port`, the :authority of its calls. */
  readonly authority: string
  private backoffMs = INITIAL_BACKOFF_MS
  private retryAt = 0
  private readyAt = 0
  private closed = false

  constructor(
    readonly address: HostPort,
    /** Told whenever the state changes. */
    private readonly changed: (sub: Subchannel) => void,
  ) {
    this.authority = formatHostPort(address)
  }

  /** Whether a call may start a connection attempt now (idle, or failed and its backoff is over). */
  canConnect(now: number): boolean {
    return !this.closed && (this.state === 'idle' || (this.state === 'failed' && now >= this.retryAt))
  }

  /** Milliseconds until a failed subchannel's backoff is over. */
  retryIn(): number {
    return Math.max(0, this.retryAt - Date.now())
  }

  connect(): void {
    if (!this.canConnect(Date.now())) return
    this.state = 'connecting'
    const timer = setTimeout(
      () => connection.destroy(`no HTTP/2 settings from ${this.authority} within ${CONNECT_TIMEOUT_MS} ms`),
      CONNECT_TIMEOUT_MS,
    )
    const connection: Http2Connection = new Http2Connection(this.authority, {
      ready: () => {
        clearTimeout(timer)
        if (this.connection !== connection) return
        this.readyAt = Date.now()
        this.set('ready')
      },
      draining: () => this.detach(connection, this.livedLongEnough() ? 'idle' : 'failed'),
      closed: (reason) => {
        clearTimeout(timer)
        if (this.connection !== connection) return
        if (this.state === 'connecting') this.lastError = reason
        this.detach(connection, this.state === 'ready' && this.livedLongEnough() ? 'idle' : 'failed')
      },
    })
    this.connection = connection
  }

  close(): void {
    this.closed = true
    const connection = this.connection
    this.connection = undefined
    this.state = 'idle'
    // Calls in flight finish; the connection closes after them.
    connection?.close()
  }

  private livedLongEnough(): boolean {
    return Date.now() - this.readyAt >= MIN_HEALTHY_MS
  }

  private detach(connection: Http2Connection, next: SubchannelState): void {
    if (this.connection !== connection) return
    this.connection = undefined
    if (next === 'failed') {
      const jitter = 1 + BACKOFF_JITTER * (Math.random() * 2 - 1)
      this.retryAt = Date.now() + this.backoffMs * jitter
      this.backoffMs = Math.min(MAX_BACKOFF_MS, this.backoffMs * BACKOFF_MULTIPLIER)
    } else {
      this.backoffMs = INITIAL_BACKOFF_MS
    }
    this.set(next)
  }

  private set(state: SubchannelState): void {
    if (this.closed) return
    this.state = state
    if (state === 'ready') this.lastError = ''
    this.changed(this)
  }
}
