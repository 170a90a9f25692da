// The connections of a gRPC server on node:http2, kept within bounds. nghttp2 owns the frames
// and enforces what HTTP/2 itself limits (SESSION_OPTIONS); what it cannot know is how many
// connections a process can afford and how long one may sit there: an open connection costs
// about 21 KB here doing nothing. So: a cap on connections (the longest idle one makes room for
// a new one), a handshake timeout (a peer that connects and never speaks), an idle timeout (no
// call for a while), a maximum age (GOAWAY, so that clients of a DNS name spread over replicas
// added since they connected), budgets of answer bytes a client may leave unread, and a stall
// timeout: a connection that takes none of the answers written to it for a while is closed.
import type http2 from 'node:http2'
import { ByteBudget } from './byte-budget.js'

/** What one connection may do, enforced by nghttp2 (node:http2's names). */
export const SESSION_OPTIONS: http2.ServerOptions = {
  // One connection's memory as node:http2 counts it, in MB: header tables, streams, unacknowledged
  // PING and SETTINGS frames, and the answers queued to be sent. Beyond it new streams are refused
  // (ENHANCE_YOUR_CALM) until the queue drains. Answers are ours and already bounded (the send
  // budgets; a stored answer is shared, not copied), so this is set above several of the largest,
  // as grpc-js leaves it unlimited: a few concurrent 100 MB answers must not refuse a health check.
  maxSessionMemory: 1024,
  // The request headers of a gRPC call are a few hundred bytes in a dozen fields; an HPACK bomb
  // or a CONTINUATION flood ends at these sizes.
  maxHeaderListPairs: 128,
  maxSettings: 32,
  maxOutstandingPings: 10,
  // A peer whose streams are refused or whose frames are invalid this often is cut off (rapid
  // reset, CVE-2023-44487, is also rate-limited by nghttp2 itself).
  maxSessionRejectedStreams: 100,
  maxSessionInvalidFrames: 1000,
  unknownProtocolTimeout: 10_000,
  settings: { maxConcurrentStreams: 1000, maxHeaderListSize: 64 * 1024, enablePush: false },
}

export interface SessionLimits {
  /** Connections held at once; at the cap the longest idle (no call in flight) is closed for a new one. */
  maxConnections: number
  /** A connection whose client has not sent its settings within this long is closed. */
  handshakeTimeoutMs: number
  /** A connection with no call in flight for this long is closed (GOAWAY). */
  idleTimeoutMs: number
  /** Each connection is drained (GOAWAY, its calls finish) after about this long; never when absent. */
  maxConnectionAgeMs?: number
  /** Bytes of answers written and not yet taken by one connection (a client that stops reading holds no more). */
  sessionSendBudgetBytes: number
  /** The same over all connections. */
  sendBudgetBytes: number
  /** A connection with answers waiting that takes none of their bytes for this long is closed. */
  sendStallTimeoutMs: number
}

export const DEFAULT_SESSION_LIMITS: SessionLimits = {
  maxConnections: 2048,
  handshakeTimeoutMs: 10_000,
  idleTimeoutMs: 5 * 60_000,
  // grpc-js resolves a DNS name again only when a connection ends, so without this a client of a
  // Kubernetes headless Service would never reach the replicas added after it connected.
  maxConnectionAgeMs: 5 * 60_000,
  sessionSendBudgetBytes: 64 * 1024 * 1024,
  sendBudgetBytes: 256 * 1024 * 1024,
  sendStallTimeoutMs: 30_000,
}

/** How often a connection with answers waiting is checked for progress. */
const STALL_CHECKS = 3

/** A call in flight, as its connection sees it. */
export interface SessionCall {
  /** Ends the call now with CANCELLED (forced shutdown). */
  cancel(): void
}

/** Closes a connection gracefully: no new calls, those in flight finish. */
function drain(s: TrackedSession): void {
  s.drain()
}

function destroyUnlessSettled(s: TrackedSession): void {
  if (!s.settled) s.session.destroy()
}

function checkProgress(s: TrackedSession): void {
  s.checkProgress()
}

/** One connection's calls, timers and unsent answer bytes. */
export class TrackedSession {
  private readonly calls = new Set<SessionCall>()
  /** The client's SETTINGS arrived (its preface was an HTTP/2 client's). */
  settled = false
  private readonly unsent: ByteBudget
  private idleTimer: NodeJS.Timeout | undefined
  private readonly timers: NodeJS.Timeout[] = []
  /** Answers written and not yet wholly taken by the connection. */
  private answersWaiting = 0
  /** Writes of answers the connection has taken (chunks of large answers count one each). */
  private taken = 0
  private takenAtCheck = 0
  private stalledChecks = 0
  private stallTimer: NodeJS.Timeout | undefined

  constructor(
    readonly session: http2.ServerHttp2Session,
    private readonly owner: ServerSessions,
  ) {
    const limits = owner.limits
    this.unsent = new ByteBudget(limits.sessionSendBudgetBytes)
    session.once('remoteSettings', () => (this.settled = true))
    this.timers.push(setTimeout(destroyUnlessSettled, limits.handshakeTimeoutMs, this).unref())
    // Up to a tenth more, at random: connections made together are not all drained together.
    if (limits.maxConnectionAgeMs !== undefined)
      this.timers.push(setTimeout(drain, limits.maxConnectionAgeMs * (1 + Math.random() / 10), this).unref())
    this.startIdle()
  }

  callStarted(call: SessionCall): void {
    this.calls.add(call)
    if (this.calls.size === 1) {
      clearTimeout(this.idleTimer)
      this.owner.busy(this)
    }
  }

  callEnded(call: SessionCall): void {
    if (this.calls.delete(call) && this.calls.size === 0) {
      this.owner.idle(this)
      this.startIdle()
    }
  }

  /**
   * An answer is about to be written: `heldBytes` of it are held for this connection alone (an
   * answer encoded for it, not bytes a store keeps anyway). False when the budgets refuse them.
   */
  answerWritten(heldBytes: number): boolean {
    if (heldBytes > 0) {
      if (!this.unsent.tryReserve(heldBytes)) return false
      if (!this.owner.sendBudget.tryReserve(heldBytes)) {
        this.unsent.release(heldBytes)
        return false
      }
    }
    if (this.answersWaiting++ === 0) {
      this.takenAtCheck = this.taken
      this.stalledChecks = 0
      this.stallTimer = setInterval(checkProgress, this.owner.limits.sendStallTimeoutMs / STALL_CHECKS, this).unref()
    }
    return true
  }

  /** Part of an answer was taken by the connection (a chunk of a large answer): it is reading. */
  answerProgressed(): void {
    this.taken++
  }

  /** An answer was wholly taken by the connection, or its stream ended. */
  answerDone(heldBytes: number): void {
    this.taken++
    if (heldBytes > 0) {
      this.unsent.release(heldBytes)
      this.owner.sendBudget.release(heldBytes)
    }
    if (--this.answersWaiting === 0) {
      clearInterval(this.stallTimer)
      this.stallTimer = undefined
    }
  }

  checkProgress(): void {
    if (this.taken !== this.takenAtCheck) {
      this.takenAtCheck = this.taken
      this.stalledChecks = 0
    } else if (++this.stalledChecks >= STALL_CHECKS) {
      // The client has read none of its answers for the stall timeout: it is not reading.
      this.session.destroy()
    }
  }

  /** No new calls; those in flight finish, then the connection closes. */
  drain(): void {
    if (!this.session.closed && !this.session.destroyed) this.session.close()
  }

  /** Forced shutdown: every call in flight is cancelled, then the connection closes. */
  cancelAll(): void {
    for (const call of [...this.calls]) call.cancel()
    this.drain()
    // Whatever a peer does not let close is cut off.
    setTimeout(() => this.session.destroy(), 1000).unref()
  }

  forget(): void {
    clearTimeout(this.idleTimer)
    clearInterval(this.stallTimer)
    for (const t of this.timers) clearTimeout(t)
  }

  private startIdle(): void {
    this.idleTimer = setTimeout(drain, this.owner.limits.idleTimeoutMs, this).unref()
  }
}

/** The connections of one server. */
export class ServerSessions {
  /** Connections with no call in flight, the longest idle first (a Map keeps insertion order). */
  private readonly idleOnes = new Map<http2.ServerHttp2Session, TrackedSession>()
  private readonly all = new Map<http2.ServerHttp2Session, TrackedSession>()
  /** Answer bytes held for connections that have not taken them, over all connections. */
  readonly sendBudget: ByteBudget

  constructor(readonly limits: SessionLimits) {
    this.sendBudget = new ByteBudget(limits.sendBudgetBytes)
  }

  /** A new connection: tracked, or closed when the cap is reached and none is idle. */
  add(session: http2.ServerHttp2Session): void {
    if (this.all.size >= this.limits.maxConnections && !this.evictIdlest()) {
      session.destroy()
      return
    }
    const s = new TrackedSession(session, this)
    this.all.set(session, s)
    this.idleOnes.set(session, s)
    session.once('close', () => this.remove(s))
  }

  get(session: http2.ServerHttp2Session): TrackedSession | undefined {
    return this.all.get(session)
  }

  busy(s: TrackedSession): void {
    this.idleOnes.delete(s.session)
  }

  idle(s: TrackedSession): void {
    if (this.all.has(s.session)) this.idleOnes.set(s.session, s)
  }

  /** Every connection, for shutdown. */
  sessions(): TrackedSession[] {
    return [...this.all.values()]
  }

  private remove(s: TrackedSession): void {
    s.forget()
    this.all.delete(s.session)
    this.idleOnes.delete(s.session)
  }

  private evictIdlest(): boolean {
    const first = this.idleOnes.values().next()
    if (first.done) return false
    this.remove(first.value)
    first.value.session.destroy()
    return true
  }
}
