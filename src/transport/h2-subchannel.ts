// One HTTP/2 connection to one address, for the lean gRPC client (h2-channel.ts): connected
// when a call first needs it, reconnected after the peer closes it (at once) or after a failed
// attempt (with exponential backoff, as gRPC's connection-backoff spec: 1 s, ×1.6, ±20 %, at
// most 120 s).
import net from 'node:net'
import { encodeField } from '../grpc/hpack.js'
import { formatHostPort, type HostPort } from './grpc-target.js'
import { H2ClientConnection } from './h2-connection.js'

export type SubchannelState = 'idle' | 'connecting' | 'ready' | 'failed'

const INITIAL_BACKOFF_MS = 1000
const BACKOFF_MULTIPLIER = 1.6
const BACKOFF_JITTER = 0.2
const MAX_BACKOFF_MS = 120_000
/** A connection attempt that takes longer than this fails (gRPC's min connect timeout). */
const CONNECT_TIMEOUT_MS = 20_000

export class Subchannel {
  state: SubchannelState = 'idle'
  connection: H2ClientConnection | undefined
  /** Why the last attempt failed, for the UNAVAILABLE message. */
  lastError = ''
  /** `host:port`, the :authority of its calls. */
  readonly authority: string
  /** The :authority header field, encoded once. */
  readonly authorityField: Buffer
  private backoffMs = INITIAL_BACKOFF_MS
  private retryAt = 0
  private closed = false

  constructor(
    readonly address: HostPort,
    /** Told whenever the state changes. */
    private readonly changed: (sub: Subchannel) => void,
  ) {
    this.authority = formatHostPort(address)
    this.authorityField = encodeField(':authority', this.authority)
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
    const socket = net.connect({ host: this.address.host, port: this.address.port })
    const timer = setTimeout(() => connection.destroy(`connection to ${this.authority} timed out`), CONNECT_TIMEOUT_MS)
    const connection: H2ClientConnection = new H2ClientConnection(socket, {
      ready: () => {
        clearTimeout(timer)
        if (this.connection !== connection) return
        this.backoffMs = INITIAL_BACKOFF_MS
        this.set('ready')
      },
      // The peer is going away, or the stream ids ran out: calls in flight finish on it, new
      // ones go to a new connection.
      draining: () => this.detach(connection, 'idle'),
      closed: (reason) => {
        clearTimeout(timer)
        if (this.connection !== connection) return
        if (this.state === 'connecting') {
          this.lastError = reason ?? 'connection closed before it was established'
          this.detach(connection, 'failed')
        } else this.detach(connection, 'idle')
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

  private detach(connection: H2ClientConnection, next: SubchannelState): void {
    if (this.connection !== connection) return
    this.connection = undefined
    if (next === 'failed') {
      const jitter = 1 + BACKOFF_JITTER * (Math.random() * 2 - 1)
      this.retryAt = Date.now() + this.backoffMs * jitter
      this.backoffMs = Math.min(MAX_BACKOFF_MS, this.backoffMs * BACKOFF_MULTIPLIER)
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
