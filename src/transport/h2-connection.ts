// The client side of one HTTP/2 connection, written for unary gRPC calls: a stream is opened with
// one header block and one body and answered with headers, data and trailers. What node:http2
// does per stream (a Duplex stream object, an async resource, header objects converted both
// ways, an event per step) costs more than a gateway request's own work; here a stream is an
// entry in a map and a listener's four methods. The protocol parts are complete for what a
// client meets: SETTINGS both ways, flow control both ways (windows, WINDOW_UPDATE, a body larger
// than the peer's window waits for it), the peer's stream limit (calls beyond it queue), PING,
// GOAWAY (streams the peer never saw are handed back to be tried elsewhere), RST_STREAM,
// CONTINUATION, padding, HPACK with the dynamic table. Frames from one turn of the event loop go
// out in one write.
import type net from 'node:net'
import { SvcError } from '../api/errors.js'
import {
  CLIENT_PREFACE,
  ConnectionError,
  DEFAULT_MAX_FRAME_SIZE,
  DEFAULT_WINDOW,
  ErrorCode,
  Flag,
  FRAME_HEADER_BYTES,
  FrameReader,
  FrameType,
  goawayFrame,
  MAX_WINDOW,
  rstStreamFrame,
  Setting,
  SETTINGS_ACK,
  settingsFrame,
  unpadded,
  windowUpdateFrame,
  writeFrameHeader,
} from '../grpc/h2-frames.js'
import { HpackDecoder, type HeaderFields } from '../grpc/hpack.js'

/** What a stream's owner (a call) is told. Exactly one of onEnd-by-flag, onReset, onLost ends it. */
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

/** Per-stream and per-connection receive windows: large answers flow without a round trip per 64 KiB. */
const STREAM_WINDOW = 4 * 1024 * 1024
const CONNECTION_WINDOW = 32 * 1024 * 1024
/** Frames up to this size are accepted (SETTINGS_MAX_FRAME_SIZE we announce). */
const MAX_FRAME_SIZE = 256 * 1024
const HEADER_TABLE_SIZE = 4096
const MAX_HEADER_LIST_SIZE = 1024 * 1024
/** Pending frames larger than this in total are written as they are rather than copied together. */
const COALESCE_BYTES = 64 * 1024
const MAX_STREAM_ID = 2 ** 31 - 1

const SETTINGS = settingsFrame([
  [Setting.ENABLE_PUSH, 0],
  [Setting.INITIAL_WINDOW_SIZE, STREAM_WINDOW],
  [Setting.MAX_FRAME_SIZE, MAX_FRAME_SIZE],
  [Setting.HEADER_TABLE_SIZE, HEADER_TABLE_SIZE],
  [Setting.MAX_HEADER_LIST_SIZE, MAX_HEADER_LIST_SIZE],
])
const CONNECTION_WINDOW_UPDATE = windowUpdateFrame(0, CONNECTION_WINDOW - DEFAULT_WINDOW)

interface OpenStream {
  readonly listener: StreamListener
  sendWindow: number
  /** Body bytes not yet sent (flow control held them back). */
  body: Buffer | undefined
  received: number
}

interface QueuedStream {
  headerBlock: Buffer
  body: Buffer
  listener: StreamListener
}

export class H2ClientConnection {
  /** Open and not yet answered in full. */
  private readonly streams = new Map<number, OpenStream>()
  /** Beyond the peer's concurrent stream limit, waiting for a slot. */
  private queued: QueuedStream[] = []
  /** Streams whose body waits for window. */
  private blocked: OpenStream[] = []
  private nextStreamId = 1
  private state: 'connecting' | 'ready' | 'draining' | 'closed' = 'connecting'
  private readonly reader: FrameReader
  private readonly decoder = new HpackDecoder(HEADER_TABLE_SIZE, MAX_HEADER_LIST_SIZE)
  // The peer's settings and our send windows.
  private peerMaxConcurrent = Infinity
  private peerInitialWindow = DEFAULT_WINDOW
  private peerMaxFrame = DEFAULT_MAX_FRAME_SIZE
  private connectionSendWindow = DEFAULT_WINDOW
  private connectionReceived = 0
  // A header block arriving in several frames (HEADERS then CONTINUATION).
  private continuing: { streamId: number; flags: number; parts: Buffer[] } | undefined
  // Frames to write at the end of this turn.
  private out: Buffer[] = []
  private outBytes = 0
  private flushScheduled = false
  private failure: string | undefined

  constructor(
    private readonly socket: net.Socket,
    private readonly events: ConnectionEvents,
  ) {
    this.reader = new FrameReader((type, flags, id, payload) => this.onFrame(type, flags, id, payload))
    this.reader.maxFrameSize = MAX_FRAME_SIZE
    // Referenced while connecting (a call waits on it); unreferenced once idle.
    socket.setNoDelay(true)
    socket.on('connect', () => {
      this.write(CLIENT_PREFACE)
      this.write(SETTINGS)
      this.write(CONNECTION_WINDOW_UPDATE)
    })
    socket.on('data', (chunk: Buffer) => {
      try {
        this.reader.push(chunk)
      } catch (err) {
        this.fail(err)
      }
    })
    socket.on('error', (err: Error) => {
      this.failure ??= err.message
    })
    socket.on('close', () => this.onClosed())
  }

  get isReady(): boolean {
    return this.state === 'ready'
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
    if (this.streams.size >= this.peerMaxConcurrent) {
      this.queued.push({ headerBlock, body, listener })
      return true
    }
    this.open(headerBlock, body, listener)
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
    if (this.state !== 'closed') this.write(rstStreamFrame(id, ErrorCode.CANCEL))
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
    const stream: OpenStream = { listener, sendWindow: this.peerInitialWindow, body: undefined, received: 0 }
    if (this.streams.size === 0) this.socket.ref()
    this.streams.set(id, stream)
    this.writeHeaders(id, headerBlock)
    stream.body = body
    this.sendBody(id, stream)
  }

  private writeHeaders(id: number, block: Buffer): void {
    const max = this.peerMaxFrame
    if (block.length <= max) {
      const f = Buffer.allocUnsafe(FRAME_HEADER_BYTES + block.length)
      writeFrameHeader(f, 0, block.length, FrameType.HEADERS, Flag.END_HEADERS, id)
      block.copy(f, FRAME_HEADER_BYTES)
      this.write(f)
      return
    }
    for (let pos = 0; pos < block.length; pos += max) {
      const part = block.subarray(pos, pos + max)
      const last = pos + max >= block.length
      const f = Buffer.allocUnsafe(FRAME_HEADER_BYTES)
      writeFrameHeader(f, 0, part.length, pos === 0 ? FrameType.HEADERS : FrameType.CONTINUATION, last ? Flag.END_HEADERS : 0, id)
      this.write(f)
      this.write(part)
    }
  }

  /** Sends as much of the stream's body as the windows allow; the rest waits for WINDOW_UPDATE. */
  private sendBody(id: number, stream: OpenStream): void {
    let body = stream.body!
    for (;;) {
      const n = Math.min(body.length, stream.sendWindow, this.connectionSendWindow, this.peerMaxFrame)
      if (n <= 0 && body.length > 0) {
        stream.body = body
        if (!this.blocked.includes(stream)) this.blocked.push(stream)
        return
      }
      const last = n === body.length
      const head = Buffer.allocUnsafe(FRAME_HEADER_BYTES)
      writeFrameHeader(head, 0, n, FrameType.DATA, last ? Flag.END_STREAM : 0, id)
      this.write(head)
      if (n > 0) this.write(last ? body : body.subarray(0, n))
      stream.sendWindow -= n
      this.connectionSendWindow -= n
      if (last) {
        stream.body = undefined
        return
      }
      body = body.subarray(n)
    }
  }

  private resumeBlocked(): void {
    const blocked = this.blocked
    this.blocked = []
    for (const stream of blocked) {
      const id = stream.listener.streamId
      if (id !== 0 && this.streams.get(id) === stream && stream.body !== undefined) this.sendBody(id, stream)
    }
  }

  private onFrame(type: number, flags: number, id: number, payload: Buffer): void {
    if (this.continuing !== undefined && type !== FrameType.CONTINUATION) {
      throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'expected CONTINUATION')
    }
    switch (type) {
      case FrameType.DATA:
        return this.onData(flags, id, payload)
      case FrameType.HEADERS: {
        if (id === 0) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'HEADERS on stream 0')
        const fragment = unpadded(type, flags, payload)
        if (flags & Flag.END_HEADERS) return this.onHeaderBlock(id, flags, fragment)
        this.continuing = { streamId: id, flags, parts: [Buffer.from(fragment)] }
        return
      }
      case FrameType.CONTINUATION: {
        const c = this.continuing
        if (c === undefined || c.streamId !== id) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'unexpected CONTINUATION')
        c.parts.push(Buffer.from(payload))
        if (flags & Flag.END_HEADERS) {
          this.continuing = undefined
          this.onHeaderBlock(id, c.flags, Buffer.concat(c.parts))
        }
        return
      }
      case FrameType.RST_STREAM: {
        if (payload.length !== 4) throw new ConnectionError(ErrorCode.FRAME_SIZE_ERROR, 'RST_STREAM of the wrong size')
        const stream = this.streams.get(id)
        if (stream === undefined) return
        this.streams.delete(id)
        stream.listener.streamId = 0
        this.streamDone()
        stream.listener.onReset(payload.readUInt32BE(0))
        return
      }
      case FrameType.SETTINGS:
        return this.onSettings(flags, id, payload)
      case FrameType.PING:
        if (payload.length !== 8) throw new ConnectionError(ErrorCode.FRAME_SIZE_ERROR, 'PING of the wrong size')
        if (!(flags & Flag.ACK)) {
          const pong = Buffer.allocUnsafe(FRAME_HEADER_BYTES + 8)
          writeFrameHeader(pong, 0, 8, FrameType.PING, Flag.ACK, 0)
          payload.copy(pong, FRAME_HEADER_BYTES)
          this.write(pong)
        }
        return
      case FrameType.GOAWAY:
        return this.onGoaway(payload)
      case FrameType.WINDOW_UPDATE: {
        if (payload.length !== 4) throw new ConnectionError(ErrorCode.FRAME_SIZE_ERROR, 'WINDOW_UPDATE of the wrong size')
        const inc = payload.readUInt32BE(0) & 0x7fffffff
        if (id === 0) {
          this.connectionSendWindow += inc
          if (this.connectionSendWindow > MAX_WINDOW) throw new ConnectionError(ErrorCode.FLOW_CONTROL_ERROR, 'connection window overflow')
        } else {
          const stream = this.streams.get(id)
          if (stream === undefined) return
          stream.sendWindow += inc
        }
        if (this.blocked.length) this.resumeBlocked()
        return
      }
      case FrameType.PUSH_PROMISE:
        throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'PUSH_PROMISE although push is disabled')
      default:
        // PRIORITY and frame types this side does not know are ignored (RFC 9113 §4.1, §5.5).
        return
    }
  }

  private onData(flags: number, id: number, payload: Buffer): void {
    if (id === 0) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'DATA on stream 0')
    // Padding counts against the windows too.
    this.connectionReceived += payload.length
    if (this.connectionReceived >= CONNECTION_WINDOW / 2) {
      this.write(windowUpdateFrame(0, this.connectionReceived))
      this.connectionReceived = 0
    }
    const stream = this.streams.get(id)
    // A stream this side cancelled may still have data on the way: dropped.
    if (stream === undefined) return
    const data = unpadded(FrameType.DATA, flags, payload)
    const end = (flags & Flag.END_STREAM) !== 0
    if (end) this.finish(id)
    else {
      stream.received += payload.length
      if (stream.received >= STREAM_WINDOW / 2) {
        this.write(windowUpdateFrame(id, stream.received))
        stream.received = 0
      }
    }
    stream.listener.onData(data, end)
  }

  private onHeaderBlock(id: number, flags: number, block: Buffer): void {
    let fields: HeaderFields
    try {
      // Every block goes through the decoder, even one for a stream gone: the table must follow.
      fields = this.decoder.decode(block)
    } catch (err) {
      throw new ConnectionError(ErrorCode.COMPRESSION_ERROR, (err as Error).message)
    }
    const stream = this.streams.get(id)
    if (stream === undefined) return
    const end = (flags & Flag.END_STREAM) !== 0
    if (end) this.finish(id)
    stream.listener.onHeaders(fields, end)
  }

  private onSettings(flags: number, id: number, payload: Buffer): void {
    if (id !== 0) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'SETTINGS on a stream')
    if (flags & Flag.ACK) return
    if (payload.length % 6 !== 0) throw new ConnectionError(ErrorCode.FRAME_SIZE_ERROR, 'SETTINGS of the wrong size')
    for (let i = 0; i < payload.length; i += 6) {
      const key = payload.readUInt16BE(i)
      const value = payload.readUInt32BE(i + 2)
      if (key === Setting.MAX_CONCURRENT_STREAMS) this.peerMaxConcurrent = value
      else if (key === Setting.MAX_FRAME_SIZE) {
        if (value < DEFAULT_MAX_FRAME_SIZE || value > 16_777_215) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'invalid SETTINGS_MAX_FRAME_SIZE')
        this.peerMaxFrame = value
      } else if (key === Setting.INITIAL_WINDOW_SIZE) {
        if (value > MAX_WINDOW) throw new ConnectionError(ErrorCode.FLOW_CONTROL_ERROR, 'invalid SETTINGS_INITIAL_WINDOW_SIZE')
        const delta = value - this.peerInitialWindow
        this.peerInitialWindow = value
        for (const s of this.streams.values()) s.sendWindow += delta
      }
      // HEADER_TABLE_SIZE bounds the peer's decoder, which our encoder never adds to; the others
      // are advisory or concern push.
    }
    this.write(SETTINGS_ACK)
    if (this.blocked.length) this.resumeBlocked()
    this.startQueued()
    if (this.state === 'connecting') {
      this.state = 'ready'
      if (this.streams.size === 0) this.socket.unref()
      this.events.ready()
    }
  }

  private onGoaway(payload: Buffer): void {
    if (payload.length < 8) throw new ConnectionError(ErrorCode.FRAME_SIZE_ERROR, 'GOAWAY too short')
    const lastId = payload.readUInt32BE(0) & 0x7fffffff
    const code = payload.readUInt32BE(4)
    this.drain()
    // Streams above the last the peer processed never reached it: they may go elsewhere.
    const refused: OpenStream[] = []
    for (const [id, s] of this.streams) {
      if (id > lastId) {
        this.streams.delete(id)
        s.listener.streamId = 0
        refused.push(s)
      }
    }
    this.failQueued(`the server is going away (GOAWAY code ${code})`)
    for (const s of refused) s.listener.onLost(true, `the server is going away (GOAWAY code ${code})`)
    if (this.streams.size === 0) this.end()
  }

  /** The stream got its END_STREAM from the peer. */
  private finish(id: number): void {
    const stream = this.streams.get(id)!
    this.streams.delete(id)
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
    if (this.state === 'closed') return
    this.write(goawayFrame(0, ErrorCode.NO_ERROR))
    this.flush()
    this.socket.end()
  }

  private fail(err: unknown): void {
    const code = err instanceof ConnectionError ? err.code : ErrorCode.INTERNAL_ERROR
    const message = err instanceof Error ? err.message : String(err)
    this.failure ??= err instanceof SvcError || err instanceof ConnectionError ? `HTTP/2 protocol error: ${message}` : message
    this.write(goawayFrame(0, code))
    this.flush()
    this.socket.destroy()
  }

  private onClosed(): void {
    if (this.state === 'closed') return
    const wasConnecting = this.state === 'connecting'
    this.state = 'closed'
    const reason = this.failure ?? (wasConnecting ? 'connection closed before HTTP/2 settings arrived' : 'connection closed')
    const streams = [...this.streams.values()]
    this.streams.clear()
    this.blocked = []
    this.failQueued(reason)
    for (const s of streams) {
      s.listener.streamId = 0
      s.listener.onLost(false, reason)
    }
    this.events.closed(this.failure ?? (wasConnecting ? reason : undefined))
  }

  private write(buf: Buffer): void {
    if (this.state === 'closed') return
    this.out.push(buf)
    this.outBytes += buf.length
    if (!this.flushScheduled) {
      this.flushScheduled = true
      process.nextTick(flushLater, this)
    }
  }

  /** Writes what this turn produced: one buffer when small, else corked into one writev. */
  flush(): void {
    this.flushScheduled = false
    const out = this.out
    if (out.length === 0) return
    this.out = []
    const bytes = this.outBytes
    this.outBytes = 0
    if (this.socket.destroyed) return
    if (out.length === 1) this.socket.write(out[0])
    else if (bytes <= COALESCE_BYTES) this.socket.write(Buffer.concat(out, bytes))
    else {
      this.socket.cork()
      for (const b of out) this.socket.write(b)
      this.socket.uncork()
    }
  }
}

function flushLater(connection: H2ClientConnection): void {
  connection.flush()
}
