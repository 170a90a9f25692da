// What both ends of one of our HTTP/2 connections do alike (RFC 9113): cut the bytes into frames,
// exchange SETTINGS, answer PING, keep the flow-control windows both ways (a body larger than the
// peer's window waits for WINDOW_UPDATE; what we receive is acknowledged as it is consumed),
// assemble header blocks across CONTINUATION and decode them through one HPACK table, and write
// the frames of one event-loop iteration in one go. The client (src/transport/h2-connection.ts) and
// the server (h2-server.ts) add what streams mean to them. Written for gRPC's unary and
// server-streaming calls: node:http2's per-stream objects cost more than the calls themselves.
import type net from 'node:net'
import { SvcError } from '../api/errors.js'
import {
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
} from './h2-frames.js'
import { HpackDecoder, type HeaderFields } from './hpack.js'

/** Per-stream and per-connection receive windows: large messages flow without a round trip per 64 KiB. */
export const STREAM_WINDOW = 4 * 1024 * 1024
const CONNECTION_WINDOW = 32 * 1024 * 1024
/** Frames up to this size are accepted (the SETTINGS_MAX_FRAME_SIZE we announce). */
const MAX_FRAME_SIZE = 256 * 1024
const HEADER_TABLE_SIZE = 4096
const MAX_HEADER_LIST_SIZE = 1024 * 1024
/** A buffer this size or more is written as it is, never copied into a joined one. */
const LARGE_BYTES = 4 * 1024
const isLarge = (b: Buffer) => b.length >= LARGE_BYTES

/** Our SETTINGS, and the WINDOW_UPDATE that opens the connection window, sent first. */
export function openingFrames(extra: readonly (readonly [number, number])[] = []): Buffer {
  return Buffer.concat([
    settingsFrame([
      [Setting.ENABLE_PUSH, 0],
      [Setting.INITIAL_WINDOW_SIZE, STREAM_WINDOW],
      [Setting.MAX_FRAME_SIZE, MAX_FRAME_SIZE],
      [Setting.HEADER_TABLE_SIZE, HEADER_TABLE_SIZE],
      [Setting.MAX_HEADER_LIST_SIZE, MAX_HEADER_LIST_SIZE],
      ...extra,
    ]),
    windowUpdateFrame(0, CONNECTION_WINDOW - DEFAULT_WINDOW),
  ])
}

/** A stream as the session keeps it; each end adds its own members. */
export interface SessionStream {
  readonly id: number
  sendWindow: number
  /** Received bytes not yet acknowledged with WINDOW_UPDATE. */
  received: number
  /** Body bytes the windows held back, and the frame to write once they are sent (trailers). */
  body: Buffer | undefined
  /** Bytes that go before `body` in the same DATA (a gRPC message's prefix), not yet sent. */
  bodyHead: Buffer | undefined
  endStream: boolean
  after: Buffer | undefined
}

export abstract class H2Session<S extends SessionStream> {
  /** Open streams by id. */
  protected readonly streams = new Map<number, S>()
  protected readonly reader: FrameReader
  private readonly decoder = new HpackDecoder(HEADER_TABLE_SIZE, MAX_HEADER_LIST_SIZE)
  /** Streams whose body waits for window. */
  private blocked: S[] = []
  // The peer's settings and our send windows.
  protected peerMaxConcurrent = Infinity
  private peerInitialWindow = DEFAULT_WINDOW
  private peerMaxFrame = DEFAULT_MAX_FRAME_SIZE
  private connectionSendWindow = DEFAULT_WINDOW
  private connectionReceived = 0
  protected settingsReceived = false
  // A header block arriving in several frames (HEADERS then CONTINUATION).
  private continuing: { streamId: number; flags: number; parts: Buffer[] } | undefined
  // Frames to write at the end of this turn.
  private out: Buffer[] = []
  private flushScheduled = false
  protected closed = false
  /** Why the connection failed, when it did. */
  protected failure: string | undefined

  constructor(protected readonly socket: net.Socket) {
    this.reader = new FrameReader((type, flags, id, payload) => this.onFrame(type, flags, id, payload))
    this.reader.maxFrameSize = MAX_FRAME_SIZE
    socket.setNoDelay(true)
    socket.on('error', (err: Error) => {
      this.failure ??= err.message
    })
    socket.on('close', () => {
      if (this.closed) return
      this.closed = true
      this.blocked = []
      this.out = []
      this.onClosed()
    })
  }

  /** Feeds received bytes; a protocol error ends the connection with GOAWAY. */
  protected receive(chunk: Buffer): void {
    try {
      this.reader.push(chunk)
    } catch (err) {
      this.fail(err)
    }
  }

  // ---- what each end decides ------------------------------------------------------------------

  /** A whole header block for stream `id` (decoded; every block goes through the table). */
  protected abstract onHeaderBlock(id: number, fields: HeaderFields, endStream: boolean): void
  /** DATA for an open stream (windows already accounted). */
  protected abstract onStreamData(stream: S, data: Buffer, endStream: boolean): void
  protected abstract onStreamReset(stream: S, code: number): void
  protected abstract onGoaway(lastStreamId: number, code: number): void
  /** The peer's first SETTINGS arrived. */
  protected abstract onPeerSettings(): void
  /** The socket closed; every stream still open is lost. */
  protected abstract onClosed(): void

  // ---- sending ---------------------------------------------------------------------------------

  protected write(buf: Buffer): void {
    if (this.closed) return
    this.out.push(buf)
    if (!this.flushScheduled) {
      this.flushScheduled = true
      // After every socket this loop iteration found readable has been handled, not after this
      // one callback: the gateway's calls started by requests on many client connections then
      // leave in one write (and reach the backend as one read), not one syscall per request.
      setImmediate(flushSession, this)
    }
  }

  /** Writes what this iteration produced, in one corked write (a writev of a few entries). */
  flush(): void {
    this.flushScheduled = false
    const out = this.out
    if (out.length === 0) return
    this.out = []
    if (this.socket.destroyed) return
    if (out.length === 1) return void this.socket.write(out[0])
    // Runs of small frames are joined into one buffer each; large buffers (answers served from
    // stored bytes) go out as they are, since joining would copy each into a new one of its size.
    this.socket.cork()
    let run = 0
    for (let i = 0; i <= out.length; i++) {
      if (i < out.length && !isLarge(out[i])) continue
      if (i - run === 1) this.socket.write(out[run])
      else if (i - run > 1) this.socket.write(Buffer.concat(out.slice(run, i)))
      if (i < out.length) this.socket.write(out[i])
      run = i + 1
    }
    this.socket.uncork()
  }

  /** A header block as HEADERS (and CONTINUATION when it exceeds the peer's frame size). */
  protected writeHeaders(id: number, block: Buffer, endStream: boolean): void {
    const max = this.peerMaxFrame
    const end = endStream ? Flag.END_STREAM : 0
    if (block.length <= max) {
      const f = Buffer.allocUnsafe(FRAME_HEADER_BYTES + block.length)
      writeFrameHeader(f, 0, block.length, FrameType.HEADERS, Flag.END_HEADERS | end, id)
      block.copy(f, FRAME_HEADER_BYTES)
      this.write(f)
      return
    }
    for (let pos = 0; pos < block.length; pos += max) {
      const part = block.subarray(pos, pos + max)
      const last = pos + max >= block.length
      const f = Buffer.allocUnsafe(FRAME_HEADER_BYTES)
      writeFrameHeader(f, 0, part.length, pos === 0 ? FrameType.HEADERS : FrameType.CONTINUATION, (last ? Flag.END_HEADERS : 0) | (pos === 0 ? end : 0), id)
      this.write(f)
      this.write(part)
    }
  }

  /**
   * Sends `head` and then `body` as DATA as far as the windows allow (the rest when
   * WINDOW_UPDATE comes), ending the stream with it when `endStream`, and then writes `after` (a
   * trailers frame), if any. `head` is a gRPC message's prefix: sent apart, the message's own
   * bytes (often stored ones) need no copy behind a prefix.
   */
  protected sendData(stream: S, head: Buffer | undefined, body: Buffer, endStream: boolean, after?: Buffer): void {
    stream.bodyHead = head
    stream.body = body
    stream.endStream = endStream
    stream.after = after
    this.sendPending(stream)
  }

  private sendPending(stream: S): void {
    const id = stream.id
    for (;;) {
      const head = stream.bodyHead
      const body = stream.body!
      const remaining = (head === undefined ? 0 : head.length) + body.length
      const n = Math.min(remaining, stream.sendWindow, this.connectionSendWindow, this.peerMaxFrame)
      if (n <= 0 && remaining > 0) {
        if (!this.blocked.includes(stream)) this.blocked.push(stream)
        return
      }
      const last = n === remaining
      const frameHead = Buffer.allocUnsafe(FRAME_HEADER_BYTES)
      writeFrameHeader(frameHead, 0, n, FrameType.DATA, last && stream.endStream ? Flag.END_STREAM : 0, id)
      this.write(frameHead)
      let left = n
      if (head !== undefined) {
        const part = Math.min(left, head.length)
        if (part > 0) this.write(part === head.length ? head : head.subarray(0, part))
        stream.bodyHead = part === head.length ? undefined : head.subarray(part)
        left -= part
      }
      if (left > 0) {
        this.write(left === body.length ? body : body.subarray(0, left))
        stream.body = body.subarray(left)
      }
      stream.sendWindow -= n
      this.connectionSendWindow -= n
      if (last) {
        stream.body = undefined
        const after = stream.after
        stream.after = undefined
        if (after !== undefined) this.write(after)
        this.bodySent(stream)
        return
      }
    }
  }

  /** The whole body (and its trailers) of `stream` is written. */
  protected bodySent(_stream: S): void {}

  /** Whether the stream still has body bytes waiting for window. */
  protected sending(stream: S): boolean {
    return stream.body !== undefined
  }

  private resumeBlocked(): void {
    const blocked = this.blocked
    this.blocked = []
    for (const stream of blocked) if (this.streams.get(stream.id) === stream && stream.body !== undefined) this.sendPending(stream)
  }

  protected reset(id: number, code: number): void {
    this.write(rstStreamFrame(id, code))
  }

  protected goaway(lastStreamId: number, code: number): void {
    this.write(goawayFrame(lastStreamId, code))
  }

  /** A new stream's send window (the peer's current initial window). */
  protected get initialSendWindow(): number {
    return this.peerInitialWindow
  }

  /** Ends the connection after a protocol error: GOAWAY with the error's code, then close. */
  protected fail(err: unknown, lastStreamId = 0): void {
    const code = err instanceof ConnectionError ? err.code : ErrorCode.INTERNAL_ERROR
    const message = err instanceof Error ? err.message : String(err)
    this.failure ??= err instanceof SvcError || err instanceof ConnectionError ? `HTTP/2 protocol error: ${message}` : message
    this.goaway(lastStreamId, code)
    this.flush()
    this.socket.destroy()
  }

  // ---- receiving -------------------------------------------------------------------------------

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
        if (flags & Flag.END_HEADERS) return this.headerBlock(id, flags, fragment)
        this.continuing = { streamId: id, flags, parts: [Buffer.from(fragment)] }
        return
      }
      case FrameType.CONTINUATION: {
        const c = this.continuing
        if (c === undefined || c.streamId !== id) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'unexpected CONTINUATION')
        c.parts.push(Buffer.from(payload))
        if (flags & Flag.END_HEADERS) {
          this.continuing = undefined
          this.headerBlock(id, c.flags, Buffer.concat(c.parts))
        }
        return
      }
      case FrameType.RST_STREAM: {
        if (payload.length !== 4) throw new ConnectionError(ErrorCode.FRAME_SIZE_ERROR, 'RST_STREAM of the wrong size')
        if (id === 0) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'RST_STREAM on stream 0')
        const stream = this.streams.get(id)
        if (stream !== undefined) this.onStreamReset(stream, payload.readUInt32BE(0))
        return
      }
      case FrameType.SETTINGS:
        return this.onSettings(flags, id, payload)
      case FrameType.PING:
        if (payload.length !== 8) throw new ConnectionError(ErrorCode.FRAME_SIZE_ERROR, 'PING of the wrong size')
        if (id !== 0) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'PING on a stream')
        if (!(flags & Flag.ACK)) {
          const pong = Buffer.allocUnsafe(FRAME_HEADER_BYTES + 8)
          writeFrameHeader(pong, 0, 8, FrameType.PING, Flag.ACK, 0)
          payload.copy(pong, FRAME_HEADER_BYTES)
          this.write(pong)
        }
        return
      case FrameType.GOAWAY:
        if (payload.length < 8) throw new ConnectionError(ErrorCode.FRAME_SIZE_ERROR, 'GOAWAY too short')
        return this.onGoaway(payload.readUInt32BE(0) & 0x7fffffff, payload.readUInt32BE(4))
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
    // Data of a stream already ended on this side (cancelled, answered) is dropped.
    if (stream === undefined) return
    const data = unpadded(FrameType.DATA, flags, payload)
    const end = (flags & Flag.END_STREAM) !== 0
    if (!end) {
      stream.received += payload.length
      if (stream.received >= STREAM_WINDOW / 2) {
        this.write(windowUpdateFrame(id, stream.received))
        stream.received = 0
      }
    }
    this.onStreamData(stream, data, end)
  }

  private headerBlock(id: number, flags: number, block: Buffer): void {
    let fields: HeaderFields
    try {
      fields = this.decoder.decode(block)
    } catch (err) {
      throw new ConnectionError(ErrorCode.COMPRESSION_ERROR, (err as Error).message)
    }
    this.onHeaderBlock(id, fields, (flags & Flag.END_STREAM) !== 0)
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
      // are advisory, or concern push, or are extensions this side does not use.
    }
    this.write(SETTINGS_ACK)
    if (this.blocked.length) this.resumeBlocked()
    const first = !this.settingsReceived
    this.settingsReceived = true
    if (first) this.onPeerSettings()
  }
}

function flushSession(session: H2Session<SessionStream>): void {
  session.flush()
}
