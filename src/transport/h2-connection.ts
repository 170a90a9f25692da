// The client side of one HTTP/2 connection (on the shared H2Session), written for unary gRPC
// calls: a stream is opened with one header block and one body and answered with headers, data
// and trailers. A stream is an entry in a map and its listener's four methods. Beyond what the
// session does: the peer's stream limit (calls beyond it queue here), GOAWAY (streams the peer
// never saw are handed back to be tried elsewhere), and the socket kept referenced only while a
// call is active or the connection is being made.
import type net from 'node:net'
import { CLIENT_PREFACE, ErrorCode } from '../grpc/h2-frames.js'
import { H2Session, openingFrames, type SessionStream } from '../grpc/h2-session.js'
import type { HeaderFields } from '../grpc/hpack.js'

/** What a stream's owner (a call) is told. Exactly one of END_STREAM, onReset, onLost ends it. */
export interface StreamListener {
  /** The stream's id on its connection while open; 0 before it starts and after it ends. */
  streamId: number
  onHeaders(fields: HeaderFields, endStream: boolean): void
  onData(chunk: Buffer, endStream: boolean): void
  /** The peer reset the stream (RST_STREAM) with `code`. */
  onReset(code: number): void
  /**
   * The connection ended before the stream did. `refused`: the peer never processed the stream
   * (it was queued here, or GOAWAY said so), so it may be sent again elsewhere.
   */
  onLost(refused: boolean, reason: string): void
}

export interface ConnectionEvents {
  /** The peer's first SETTINGS arrived: calls may start. */
  ready(): void
  /** No new streams on this connection (GOAWAY, or out of stream ids); those open finish. */
  draining(): void
  /** The connection is gone; `reason` says why when it failed. */
  closed(reason: string | undefined): void
}

const MAX_STREAM_ID = 2 ** 31 - 1
const OPENING = Buffer.concat([CLIENT_PREFACE, openingFrames()])

interface ClientStream extends SessionStream {
  readonly listener: StreamListener
}

interface QueuedStream {
  headerBlock: Buffer
  body: Buffer
  listener: StreamListener
}

export class H2ClientConnection extends H2Session<ClientStream> {
  /** Beyond the peer's concurrent stream limit, waiting for a slot. */
  private queued: QueuedStream[] = []
  private nextStreamId = 1
  private state: 'connecting' | 'ready' | 'draining' | 'closed' = 'connecting'

  constructor(
    socket: net.Socket,
    private readonly events: ConnectionEvents,
  ) {
    // Referenced while connecting (a call waits on it); unreferenced while idle.
    super(socket)
    socket.on('connect', () => this.write(OPENING))
    socket.on('data', (chunk: Buffer) => this.receive(chunk))
  }

  /**
   * Opens a stream with one header block and one body (the body ends the stream). False when
   * the connection takes no new streams; the caller tries another.
   */
  start(headerBlock: Buffer, body: Buffer, listener: StreamListener): boolean {
    if (this.state !== 'ready') return false
    if (this.nextStreamId > MAX_STREAM_ID) {
      this.drain()
      return false
    }
    if (this.streams.size >= this.peerMaxConcurrent) this.queued.push({ headerBlock, body, listener })
    else this.open(headerBlock, body, listener)
    return true
  }

  /** Ends a stream this side no longer wants (a deadline passed): RST_STREAM CANCEL. */
  cancel(listener: StreamListener): void {
    const id = listener.streamId
    if (id === 0) {
      this.queued = this.queued.filter((q) => q.listener !== listener)
      return
    }
    listener.streamId = 0
    if (!this.streams.delete(id)) return
    this.reset(id, ErrorCode.CANCEL)
    this.streamDone()
  }

  /** Graceful: no new streams; the connection closes when the open ones are answered. */
  close(): void {
    if (this.state === 'closed') return
    this.drain()
    if (this.streams.size === 0 && this.queued.length === 0) this.end()
  }

  destroy(reason: string): void {
    this.failure ??= reason
    this.socket.destroy()
  }

  private open(headerBlock: Buffer, body: Buffer, listener: StreamListener): void {
    const id = this.nextStreamId
    this.nextStreamId += 2
    listener.streamId = id
    const stream: ClientStream = { id, listener, sendWindow: this.initialSendWindow, received: 0, body: undefined, bodyHead: undefined, endStream: true, after: undefined }
    if (this.streams.size === 0) this.socket.ref()
    this.streams.set(id, stream)
    this.writeHeaders(id, headerBlock, false)
    this.sendData(stream, undefined, body, true)
  }

  protected onHeaderBlock(id: number, fields: HeaderFields, endStream: boolean): void {
    const stream = this.streams.get(id)
    if (stream === undefined) return
    if (endStream) this.ended(stream)
    stream.listener.onHeaders(fields, endStream)
  }

  protected onStreamData(stream: ClientStream, data: Buffer, endStream: boolean): void {
    if (endStream) this.ended(stream)
    stream.listener.onData(data, endStream)
  }

  protected onStreamReset(stream: ClientStream, code: number): void {
    this.ended(stream)
    stream.listener.onReset(code)
  }

  protected onPeerSettings(): void {
    if (this.state !== 'connecting') return
    this.state = 'ready'
    this.socket.unref()
    this.events.ready()
  }

  protected onGoaway(lastStreamId: number, code: number): void {
    this.drain()
    // Streams above the last the peer processed never reached it: they may go elsewhere.
    const refused: ClientStream[] = []
    for (const [id, s] of this.streams) {
      if (id > lastStreamId) {
        this.streams.delete(id)
        s.listener.streamId = 0
        refused.push(s)
      }
    }
    const reason = `the server is going away (GOAWAY code ${code})`
    this.failQueued(reason)
    for (const s of refused) s.listener.onLost(true, reason)
    if (this.streams.size === 0) this.end()
  }

  protected onClosed(): void {
    const wasConnecting = this.state === 'connecting'
    this.state = 'closed'
    const reason = this.failure ?? (wasConnecting ? 'connection closed before HTTP/2 settings arrived' : 'connection closed')
    const streams = [...this.streams.values()]
    this.streams.clear()
    this.failQueued(reason)
    for (const s of streams) {
      s.listener.streamId = 0
      s.listener.onLost(false, reason)
    }
    this.events.closed(this.failure ?? (wasConnecting ? reason : undefined))
  }

  /** The stream is over on the peer's side (END_STREAM or RST_STREAM). */
  private ended(stream: ClientStream): void {
    this.streams.delete(stream.id)
    stream.listener.streamId = 0
    this.streamDone()
  }

  private streamDone(): void {
    if (this.queued.length) this.startQueued()
    if (this.streams.size === 0) {
      if (this.state === 'draining' && this.queued.length === 0) this.end()
      else this.socket.unref()
    }
  }

  private startQueued(): void {
    while (this.queued.length && this.streams.size < this.peerMaxConcurrent && this.state === 'ready') {
      const q = this.queued.shift()!
      this.open(q.headerBlock, q.body, q.listener)
    }
  }

  private failQueued(reason: string): void {
    const queued = this.queued
    this.queued = []
    for (const q of queued) q.listener.onLost(true, reason)
  }

  private drain(): void {
    if (this.state === 'draining' || this.state === 'closed') return
    const wasReady = this.state === 'ready'
    this.state = 'draining'
    if (wasReady) this.events.draining()
  }

  /** Says goodbye and closes the socket once the frames are written. */
  private end(): void {
    if (this.state === 'closed' || this.closed) return
    this.goaway(0, ErrorCode.NO_ERROR)
    this.flush()
    this.socket.end()
  }
}
