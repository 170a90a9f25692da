// One HTTP/2 connection to one address, for the lean gRPC client (h2-channel.ts): connected
// when a call first needs it, reconnected after the peer closes it (at once) or after a failed
// attempt (with exponential backoff, as gRPC's connection-backoff spec: 1 s, ×1.6, ±20 %, at
// most 120 s). The session is unref'd while no call is active, so an idle connection never keeps
// a process alive, and ref'd while one is.
import http2 from 'node:http2'
import net from 'node:net'
import { formatHostPort, type HostPort } from './grpc-target.js'

export type SubchannelState = 'idle' | 'connecting' | 'ready' | 'failed'

const INITIAL_BACKOFF_MS = 1000
const BACKOFF_MULTIPLIER = 1.6
const BACKOFF_JITTER = 0.2
const MAX_BACKOFF_MS = 120_000
/** A connection attempt that takes longer than this fails (gRPC's min connect timeout). */
const CONNECT_TIMEOUT_MS = 20_000

/** Per-stream and per-connection receive windows: large answers flow without a round trip per 64 KiB. */
const STREAM_WINDOW = 4 * 1024 * 1024
const CONNECTION_WINDOW = 32 * 1024 * 1024

const SESSION_OPTIONS: http2.ClientSessionOptions = {
  settings: { enablePush: false, initialWindowSize: STREAM_WINDOW },
  // Node degrades badly when it enforces its per-session memory cap under load (grpc-js lifts it
  // for the same reason); what a call may buffer is bounded by the message size limits instead.
  maxSessionMemory: Number.MAX_SAFE_INTEGER,
}

const ACTIVE = Symbol('active calls')
type CountedSession = http2.ClientHttp2Session & { [ACTIVE]?: number }

/** A call starts on `session`: the session keeps the process alive while any call is active. */
export function callStarted(session: CountedSession): void {
  const n = session[ACTIVE] ?? 0
  session[ACTIVE] = n + 1
  if (n === 0) session.ref()
}

export function callEnded(session: CountedSession): void {
  const n = (session[ACTIVE] ?? 1) - 1
  session[ACTIVE] = n
  if (n === 0 && !session.destroyed) session.unref()
}

export class Subchannel {
  state: SubchannelState = 'idle'
  session: http2.ClientHttp2Session | undefined
  /** Why the last attempt failed, for the UNAVAILABLE message. */
  lastError = ''
  /** `host:port`, the :authority of its calls. */
  readonly authority: string
  private backoffMs = INITIAL_BACKOFF_MS
  private retryAt = 0
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

  connect(): void {
    if (this.closed || this.state === 'connecting' || this.state === 'ready') return
    this.state = 'connecting'
    const { host, port } = this.address
    const session = http2.connect(`http://${this.authority}`, {
      ...SESSION_OPTIONS,
      createConnection: () => {
        const socket = net.connect({ host, port })
        socket.setNoDelay(true)
        return socket
      },
    })
    this.session = session
    session.unref()
    const timer = setTimeout(() => session.destroy(new Error(`connection to ${this.authority} timed out`)), CONNECT_TIMEOUT_MS)
    timer.unref()
    session.once('connect', () => {
      clearTimeout(timer)
      if (this.session !== session) return
      try {
        session.setLocalWindowSize(CONNECTION_WINDOW)
      } catch {
        // An older peer may refuse; the default window still works.
      }
      this.backoffMs = INITIAL_BACKOFF_MS
      this.set('ready')
    })
    session.on('error', (err: Error) => {
      if (this.session === session && this.state === 'connecting') this.lastError = err.message
    })
    // The peer is going away: no new calls on this session; those in flight finish on it.
    session.once('goaway', () => this.detach(session, 'idle'))
    session.once('close', () => {
      clearTimeout(timer)
      this.detach(session, this.state === 'connecting' ? 'failed' : 'idle')
    })
  }

  /** The session cannot take more calls (out of stream ids, or refused one): start a new one next time. */
  retire(session: http2.ClientHttp2Session): void {
    if (this.session !== session) return
    this.detach(session, 'idle')
    session.close()
  }

  close(): void {
    this.closed = true
    const session = this.session
    this.session = undefined
    this.state = 'idle'
    // Calls in flight finish; the connection closes after them.
    session?.close()
  }

  private detach(session: http2.ClientHttp2Session, next: SubchannelState): void {
    if (this.session !== session) return
    this.session = undefined
    if (next === 'failed') {
      if (!this.lastError) this.lastError = 'connection closed before it was established'
      const jitter = 1 + BACKOFF_JITTER * (Math.random() * 2 - 1)
      this.retryAt = Date.now() + this.backoffMs * jitter
      this.backoffMs = Math.min(MAX_BACKOFF_MS, this.backoffMs * BACKOFF_MULTIPLIER)
    }
    this.set(next)
  }

  private set(state: SubchannelState): void {
    if (this.closed) return
    this.state = state
    if (state !== 'failed') this.lastError = state === 'ready' ? '' : this.lastError
    this.changed(this)
  }
}
