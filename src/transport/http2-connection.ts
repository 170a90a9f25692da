// One HTTP/2 connection of the gRPC client, on node:http2 (nghttp2 owns the frames, HPACK and flow
// control, within the limits below), with what gRPC adds: the calls it carries, told when it
// fails under them; a budget of answer bytes still arriving; and keepalive. While calls wait on it
// and nothing has come for a second, it is pinged: no answer within a second and it is given up,
// so a call to a backend that stopped answering (a frozen process, a cut network) fails in about
// two seconds instead of hanging until its deadline, and the caller may retry it elsewhere.
import http2 from 'node:http2'
import { ByteBudget } from '../grpc/byte-budget.js'

const SESSION_OPTIONS: http2.ClientSessionOptions = {
  // One connection's memory as node:http2 counts it, in MB: header tables, streams, unacknowledged
  // PINGs and SETTINGS, and the requests queued to be sent (our own, bounded by the caller's
  // budgets). Beyond it new calls would be refused until the queue drains, so it is set above
  // several of the largest requests.
  maxSessionMemory: 1024,
  // A header block from a server beyond these ends its stream (an HPACK bomb, a CONTINUATION flood).
  maxHeaderListPairs: 128,
  maxSettings: 32,
  maxOutstandingPings: 10,
  maxReservedRemoteStreams: 0,
  settings: { enablePush: false, maxHeaderListSize: 64 * 1024, initialWindowSize: 1024 * 1024 },
}
/** The connection's receive window: answers of several streams arrive without waiting on WINDOW_UPDATEs. */
const SESSION_WINDOW_BYTES = 16 * 1024 * 1024
/**
 * Bytes of answers still arriving on one connection (byte-budget.ts): with the largest message
 * allowed (MAX_MESSAGE_BYTES, one at a time past the budget) the most a backend can make us hold
 * on one connection, whatever it announces.
 */
const RECEIVE_BUDGET_BYTES = 256 * 1024 * 1024

/** Keepalive is checked this often while calls are in flight. */
const KEEPALIVE_TICK_MS = 500
/** Ticks without a frame from the server before it is pinged. */
const SILENT_TICKS = 2
const PING_TIMEOUT_MS = 1000
/**
 * Pings per stretch of silence (no headers or data from the server). gRPC servers (grpc-go,
 * grpc-java, grpcio) count a ping as a strike unless they sent headers or data since the last one,
 * and close the connection on the third strike: two pings stay clear of that.
 */
const MAX_PINGS_PER_SILENCE = 2

/** A call in flight on a connection, as the connection sees it. */
export interface ConnectionCall {
  /** The connection failed under the call: no status will come. */
  connectionLost(reason: string): void
}

export interface ConnectionEvents {
  /** The server's SETTINGS arrived: calls may start. */
  ready(): void
  /** The server is going away (GOAWAY): calls in flight finish here, new ones go elsewhere. */
  draining(): void
  /** The connection is gone; `reason` says why. */
  closed(reason: string): void
}

export class Http2Connection {
  readonly session: http2.ClientHttp2Session
  /** Incremented for every header block and DATA chunk a call receives; keepalive reads it. */
  heard = 0
  readonly receiveBudget = new ByteBudget(RECEIVE_BUDGET_BYTES)
  private readonly calls = new Set<ConnectionCall>()
  private failure: string | undefined
  private keepalive: NodeJS.Timeout | undefined
  private heardAtTick = 0
  private silentTicks = 0
  private pingsThisSilence = 0
  private pinging = false

  constructor(authority: string, events: ConnectionEvents) {
    const session = http2.connect(`http://${authority}`, SESSION_OPTIONS)
    this.session = session
    session.once('remoteSettings', () => {
      session.setLocalWindowSize(SESSION_WINDOW_BYTES)
      session.unref()
      events.ready()
    })
    session.once('goaway', () => events.draining())
    session.on('error', (err: Error) => (this.failure ??= err.message))
    session.once('close', () => {
      const reason = this.failure ?? 'connection closed'
      this.stopKeepalive()
      const calls = [...this.calls]
      this.calls.clear()
      for (const call of calls) call.connectionLost(reason)
      events.closed(reason)
    })
  }

  /** Ends the connection now, saying why to its calls. */
  destroy(reason: string): void {
    this.failure ??= reason
    this.session.destroy()
  }

  /** No new calls; the connection closes once those in flight are answered. */
  close(): void {
    if (!this.session.closed) this.session.close()
  }

  callStarted(call: ConnectionCall): void {
    this.calls.add(call)
    if (this.calls.size > 1) return
    this.session.ref()
    this.heardAtTick = this.heard
    this.silentTicks = 0
    this.pingsThisSilence = 0
    this.keepalive ??= setInterval(keepaliveTick, KEEPALIVE_TICK_MS, this).unref()
  }

  callEnded(call: ConnectionCall): void {
    if (!this.calls.delete(call) || this.calls.size > 0) return
    if (!this.session.destroyed) this.session.unref()
    this.stopKeepalive()
  }

  private stopKeepalive(): void {
    clearInterval(this.keepalive)
    this.keepalive = undefined
  }

  /** One keepalive check: something heard since the last one, or a ping when silent long enough. */
  tick(): void {
    if (this.heard !== this.heardAtTick) {
      this.heardAtTick = this.heard
      this.silentTicks = 0
      this.pingsThisSilence = 0
      return
    }
    if (++this.silentTicks < SILENT_TICKS || this.pinging || this.pingsThisSilence >= MAX_PINGS_PER_SILENCE) return
    this.pingsThisSilence++
    this.pinging = true
    const timer = setTimeout(
      () => this.destroy(`no answer to a keepalive ping within ${PING_TIMEOUT_MS} ms`),
      PING_TIMEOUT_MS,
    )
    const sent = this.session.ping((err) => {
      clearTimeout(timer)
      this.pinging = false
      this.silentTicks = 0
      if (err && !this.session.destroyed) this.destroy(`keepalive ping failed: ${err.message}`)
    })
    if (!sent) {
      clearTimeout(timer)
      this.pinging = false
    }
  }
}

function keepaliveTick(connection: Http2Connection): void {
  connection.tick()
}
