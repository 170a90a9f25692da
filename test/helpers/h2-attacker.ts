// A hostile HTTP/2 peer on a raw socket, for the attack tests and bench: it writes frames no
// library would send (floods, header blocks that never end, an HPACK bomb, DATA after
// END_STREAM) and reads only the frame headers and the few control frames that tell what the
// other side did (GOAWAY, SETTINGS, PING, WINDOW_UPDATE, RST_STREAM). Header blocks are HPACK
// literals, never Huffman-coded; what the other side sends in its header blocks is not decoded.
// Test code only: the product never parses HTTP/2 itself (RFC 9113 frames, RFC 7541 HPACK).
import net from 'node:net'
import { setImmediate as nextTurn } from 'node:timers/promises'

export const PREFACE = Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', 'latin1')

export const FrameType = {
  DATA: 0,
  HEADERS: 1,
  RST_STREAM: 3,
  SETTINGS: 4,
  PING: 6,
  GOAWAY: 7,
  WINDOW_UPDATE: 8,
  CONTINUATION: 9,
} as const
const TYPE_NAMES = [
  'DATA',
  'HEADERS',
  'PRIORITY',
  'RST_STREAM',
  'SETTINGS',
  'PUSH_PROMISE',
  'PING',
  'GOAWAY',
  'WINDOW_UPDATE',
  'CONTINUATION',
]
const END_STREAM = 0x1
const ACK = 0x1
const END_HEADERS = 0x4

export const Setting = {
  HEADER_TABLE_SIZE: 1,
  MAX_CONCURRENT_STREAMS: 3,
  INITIAL_WINDOW_SIZE: 4,
  MAX_FRAME_SIZE: 5,
} as const
const ERROR_NAMES = [
  'NO_ERROR',
  'PROTOCOL_ERROR',
  'INTERNAL_ERROR',
  'FLOW_CONTROL_ERROR',
  'SETTINGS_TIMEOUT',
  'STREAM_CLOSED',
  'FRAME_SIZE_ERROR',
  'REFUSED_STREAM',
  'CANCEL',
  'COMPRESSION_ERROR',
  'CONNECT_ERROR',
  'ENHANCE_YOUR_CALM',
  'INADEQUATE_SECURITY',
  'HTTP_1_1_REQUIRED',
]
const CANCEL = 8
const DEFAULT_WINDOW = 65_535
export const DEFAULT_MAX_FRAME = 16_384

// ---- frames -----------------------------------------------------------------------------------

export function frame(type: number, flags: number, streamId: number, payload: Uint8Array = Buffer.alloc(0)): Buffer {
  const out = Buffer.allocUnsafe(9 + payload.length)
  out.writeUIntBE(payload.length, 0, 3)
  out[3] = type
  out[4] = flags
  out.writeUInt32BE(streamId, 5)
  out.set(payload, 9)
  return out
}

export function settingsFrame(settings: [id: number, value: number][] = []): Buffer {
  const payload = Buffer.alloc(6 * settings.length)
  settings.forEach(([id, value], i) => {
    payload.writeUInt16BE(id, 6 * i)
    payload.writeUInt32BE(value, 6 * i + 2)
  })
  return frame(FrameType.SETTINGS, 0, 0, payload)
}

export const settingsAck = () => frame(FrameType.SETTINGS, ACK, 0)
export const pingFrame = (ack = false, opaque: Uint8Array = Buffer.alloc(8)) =>
  frame(FrameType.PING, ack ? ACK : 0, 0, opaque)
export const rstStreamFrame = (streamId: number, code = CANCEL) => frame(FrameType.RST_STREAM, 0, streamId, u32(code))
export const windowUpdateFrame = (streamId: number, increment: number) =>
  frame(FrameType.WINDOW_UPDATE, 0, streamId, u32(increment))
export const dataFrame = (streamId: number, payload: Uint8Array, endStream = false) =>
  frame(FrameType.DATA, endStream ? END_STREAM : 0, streamId, payload)

export function headersFrame(
  streamId: number,
  block: Uint8Array,
  { endStream = false, endHeaders = true } = {},
): Buffer {
  return frame(FrameType.HEADERS, (endStream ? END_STREAM : 0) | (endHeaders ? END_HEADERS : 0), streamId, block)
}

export const continuationFrame = (streamId: number, block: Uint8Array, endHeaders = false) =>
  frame(FrameType.CONTINUATION, endHeaders ? END_HEADERS : 0, streamId, block)

function u32(n: number): Buffer {
  const b = Buffer.alloc(4)
  b.writeUInt32BE(n)
  return b
}

// ---- HPACK, literals only ------------------------------------------------------------------------

/** An integer with a `prefixBits`-bit prefix, the first byte's other bits from `high` (RFC 7541 §5.1). */
function hpackInteger(value: number, prefixBits: number, high: number): number[] {
  const max = (1 << prefixBits) - 1
  if (value < max) return [high | value]
  const out = [high | max]
  for (value -= max; value >= 128; value = Math.floor(value / 128)) out.push((value % 128) + 128)
  out.push(value)
  return out
}

/** A string literal, not Huffman-coded (§5.2). */
function hpackString(s: string): Buffer {
  const bytes = Buffer.from(s, 'latin1')
  return Buffer.concat([Buffer.from(hpackInteger(bytes.length, 7, 0)), bytes])
}

/** A header field the decoder keeps out of its table: a literal without indexing, with its name (§6.2.2). */
export function literalHeader(name: string, value: string): Buffer {
  return Buffer.concat([Buffer.from([0]), hpackString(name), hpackString(value)])
}

/** One header field of exactly `bytes` (its value filling what the name leaves), so a flood's header block stays valid. */
export function headerFieldOfSize(bytes: number): Buffer {
  let value = bytes
  while (literalHeader('x-flood', 'f'.repeat(value)).length > bytes) value--
  return literalHeader('x-flood', 'f'.repeat(value))
}

export function headerBlock(headers: Record<string, string>): Buffer {
  return Buffer.concat(Object.entries(headers).map(([name, value]) => literalHeader(name, value)))
}

/** The header block of a gRPC request for `path` (/package.Service/Method). */
export function grpcRequestBlock(path: string): Buffer {
  return headerBlock({
    ':method': 'POST',
    ':scheme': 'http',
    ':path': path,
    ':authority': '127.0.0.1',
    'content-type': 'application/grpc',
    te: 'trailers',
  })
}

/** The header block of a gRPC answer's headers (the trailers would follow the messages). */
export function grpcResponseBlock(): Buffer {
  return headerBlock({ ':status': '200', 'content-type': 'application/grpc' })
}

/**
 * A header block that decodes to `references` × 4 KB: one entry as large as the default
 * 4,096-byte table holds (an entry counts name + value + 32) is added to the decoder's table
 * (a literal with incremental indexing, §6.2.1), then named by its index (62, the first
 * dynamic one), one byte each time.
 */
export function hpackBomb(references: number): Buffer {
  const name = 'x-bomb'
  const entry = Buffer.concat([
    Buffer.from([0x40]),
    hpackString(name),
    hpackString('b'.repeat(4096 - 32 - name.length)),
  ])
  return Buffer.concat([entry, Buffer.alloc(references, 0x80 | 62)])
}

// ---- reading --------------------------------------------------------------------------------------

export interface Frame {
  type: number
  flags: number
  streamId: number
  length: number
  /** Only for the control frames read here (RST_STREAM, SETTINGS, PING, GOAWAY, WINDOW_UPDATE). */
  payload?: Buffer
}

const KEPT = new Set<number>([
  FrameType.RST_STREAM,
  FrameType.SETTINGS,
  FrameType.PING,
  FrameType.GOAWAY,
  FrameType.WINDOW_UPDATE,
])
// A control frame this large is already a protocol error; past it, the reader stops keeping bytes.
const MAX_KEPT_PAYLOAD = 1 << 16

/** Splits a received byte stream into frames, after skipping its first `skipping` bytes (a client preface). */
export class FrameReader {
  private rest = Buffer.alloc(0)

  constructor(
    private readonly onFrame: (f: Frame) => void,
    private skipping = 0,
  ) {}

  push(chunk: Buffer): void {
    let buf = this.rest.length ? Buffer.concat([this.rest, chunk]) : chunk
    let at = 0
    for (;;) {
      const skipped = Math.min(this.skipping, buf.length - at)
      this.skipping -= skipped
      at += skipped
      if (this.skipping > 0 || buf.length - at < 9) break
      const f: Frame = {
        length: buf.readUIntBE(at, 3),
        type: buf[at + 3],
        flags: buf[at + 4],
        streamId: buf.readUInt32BE(at + 5) & 0x7fffffff,
      }
      if (KEPT.has(f.type) && f.length <= MAX_KEPT_PAYLOAD) {
        if (buf.length - at - 9 < f.length) break
        f.payload = buf.subarray(at + 9, at + 9 + f.length)
        at += 9 + f.length
      } else {
        at += 9
        this.skipping = f.length
      }
      this.onFrame(f)
    }
    buf = buf.subarray(at)
    this.rest = buf.length ? Buffer.from(buf) : Buffer.alloc(0)
  }
}

// ---- a peer ---------------------------------------------------------------------------------------

export interface Goaway {
  /** Milliseconds from the peer's start. */
  atMs: number
  lastStreamId: number
  error: string
}

export interface PeerOptions {
  /** Read the socket (default true); false: never read it, as a flooder that wants the other side's answers to pile up. */
  reading?: boolean
  /** Acknowledge the other side's SETTINGS and PING frames (default true). */
  answerControl?: boolean
  /** The socket is the server side of a connection: skip the client preface. */
  acceptedSide?: boolean
  /** Called with the id of each stream the other side opens (its first HEADERS frame). */
  onStream?: (streamId: number) => void
}

/**
 * One end of an HTTP/2 connection on a socket, telling what the other end did: frames received
 * by type, GOAWAY, streams it ended, DATA bytes; and its send windows, for senders that obey them.
 */
export class H2Peer {
  readonly startedAt = performance.now()
  readonly received: Record<string, number> = {}
  /** How the other side ended each stream: END_STREAM, or the RST_STREAM's error name. */
  readonly ended = new Map<number, string>()
  /** The streams the other side reset, with the RST_STREAM's error name. */
  readonly resets = new Map<number, string>()
  dataBytes = 0
  goaway?: Goaway
  /** Milliseconds from the start to when the socket closed (either side). */
  closedAtMs?: number
  /** The other side's SETTINGS_MAX_FRAME_SIZE. */
  maxFrameSize = DEFAULT_MAX_FRAME
  readonly closed: Promise<void>
  private connectionWindow = DEFAULT_WINDOW
  private initialStreamWindow = DEFAULT_WINDOW
  private readonly streamWindows = new Map<number, number>()
  private windowWaiters: (() => void)[] = []
  private readonly reader: FrameReader
  /** Acknowledge the other side's SETTINGS and PING frames; false while writing a header block in pieces. */
  answerControl: boolean
  /** Resolves once the other side's first SETTINGS frame came (and was acknowledged), or the connection closed. */
  readonly settled: Promise<void>
  private onSettled = () => {}
  private readonly onStream?: (streamId: number) => void
  private lastOpened = 0

  constructor(
    readonly socket: net.Socket,
    opts: PeerOptions = {},
  ) {
    this.answerControl = opts.answerControl ?? true
    this.onStream = opts.onStream
    this.settled = new Promise((resolve) => (this.onSettled = resolve))
    this.reader = new FrameReader((f) => this.onFrame(f), opts.acceptedSide ? PREFACE.length : 0)
    socket.on('error', () => undefined)
    this.closed = new Promise((resolve) =>
      socket.once('close', () => {
        this.closedAtMs ??= this.elapsedMs()
        this.wakeWindowWaiters()
        this.onSettled()
        resolve()
      }),
    )
    if (opts.reading ?? true) this.startReading()
    else socket.pause()
  }

  /** Connects to host:port and sends the preface and a SETTINGS frame with `settings`. */
  static async connect(address: string, settings: [number, number][] = [], opts: PeerOptions = {}): Promise<H2Peer> {
    const socket = await openSocket(address)
    const peer = new H2Peer(socket, opts)
    socket.write(Buffer.concat([PREFACE, settingsFrame(settings)]))
    return peer
  }

  elapsedMs(): number {
    return performance.now() - this.startedAt
  }

  get isClosed(): boolean {
    return this.closedAtMs !== undefined
  }

  /** Reads from now on (a peer made with reading: false), e.g. to look for a GOAWAY after a flood. */
  startReading(): void {
    if (this.socket.listenerCount('data') === 0) this.socket.on('data', (chunk: Buffer) => this.reader.push(chunk))
    this.socket.resume()
  }

  /** Writes `chunk`; resolves true once the socket takes more, false once the connection is closed. */
  async send(chunk: Buffer): Promise<boolean> {
    if (this.isClosed) return false
    if (this.socket.write(chunk)) return true
    return new Promise<boolean>((resolve) => {
      const done = (ok: boolean) => {
        this.socket.off('drain', onDrain)
        this.socket.off('close', onClose)
        resolve(ok)
      }
      const onDrain = () => done(true)
      const onClose = () => done(false)
      this.socket.on('drain', onDrain)
      this.socket.on('close', onClose)
    })
  }

  /**
   * Sends what `next` makes until `deadline` (a performance.now() time), `maxBytes`, the
   * connection closing, or `next` returning undefined; gives the event loop a turn between
   * chunks. Resolves with the bytes sent.
   */
  async flood(next: () => Buffer | undefined, deadline: number, maxBytes = Infinity): Promise<number> {
    let sent = 0
    while (!this.isClosed && sent < maxBytes && performance.now() < deadline) {
      const chunk = next()
      if (!chunk) break
      sent += chunk.length
      const wait = deadline - performance.now()
      if (!(await Promise.race([this.send(chunk), sleep(wait).then(() => true)]))) break
      await nextTurn()
    }
    return sent
  }

  /**
   * Sends DATA on `streamId` as fast as the other side's windows allow, taking the bytes from
   * `take(max)`, until it gives none, the other side resets the stream, the connection closes,
   * or `stop()` is true. Resolves with the bytes sent.
   */
  async sendWindowed(streamId: number, take: (max: number) => Buffer, stop: () => boolean): Promise<number> {
    let sent = 0
    while (!this.isClosed && !this.resets.has(streamId) && !stop()) {
      const max = Math.min(this.sendable(streamId), this.maxFrameSize)
      if (max === 0) {
        await Promise.race([this.windowChanged(), sleep(100)])
        continue
      }
      const bytes = take(max)
      if (!bytes.length) break
      this.spend(streamId, bytes.length)
      sent += bytes.length
      await this.send(dataFrame(streamId, bytes))
      await nextTurn()
    }
    return sent
  }

  /** Waits up to `ms` for the connection to close; true if it did. */
  async waitForClose(ms: number): Promise<boolean> {
    return Promise.race([this.closed.then(() => true), sleep(ms).then(() => false)])
  }

  /** How many bytes of DATA may go on `streamId` now, as the other side's windows allow. */
  private sendable(streamId: number): number {
    return Math.max(0, Math.min(this.connectionWindow, this.streamWindows.get(streamId) ?? this.initialStreamWindow))
  }

  /** Counts `bytes` of DATA sent on `streamId` against the windows. */
  private spend(streamId: number, bytes: number): void {
    this.connectionWindow -= bytes
    this.streamWindows.set(streamId, (this.streamWindows.get(streamId) ?? this.initialStreamWindow) - bytes)
  }

  /** Resolves at the next WINDOW_UPDATE or SETTINGS frame, or when the connection closes. */
  private windowChanged(): Promise<void> {
    return new Promise((resolve) => (this.isClosed ? resolve() : this.windowWaiters.push(resolve)))
  }

  close(): void {
    this.socket.destroy()
  }

  private onFrame(f: Frame): void {
    const name = TYPE_NAMES[f.type] ?? `type ${f.type}`
    this.received[name] = (this.received[name] ?? 0) + 1
    if (f.type === FrameType.DATA) this.dataBytes += f.length
    if ((f.type === FrameType.DATA || f.type === FrameType.HEADERS) && f.flags & END_STREAM)
      this.ended.set(f.streamId, 'END_STREAM')
    if (f.type === FrameType.HEADERS && f.streamId > this.lastOpened) {
      this.lastOpened = f.streamId
      this.onStream?.(f.streamId)
    }
    if (!f.payload) return
    if (f.type === FrameType.RST_STREAM && f.payload.length === 4) {
      this.resets.set(f.streamId, errorName(f.payload.readUInt32BE(0)))
      this.ended.set(f.streamId, this.resets.get(f.streamId)!)
    } else if (f.type === FrameType.GOAWAY && f.payload.length >= 8 && !this.goaway) {
      this.goaway = {
        atMs: this.elapsedMs(),
        lastStreamId: f.payload.readUInt32BE(0) & 0x7fffffff,
        error: errorName(f.payload.readUInt32BE(4)),
      }
    } else if (f.type === FrameType.SETTINGS && !(f.flags & ACK)) this.onSettings(f.payload)
    else if (f.type === FrameType.PING && !(f.flags & ACK) && this.answerControl)
      this.socket.write(pingFrame(true, f.payload))
    else if (f.type === FrameType.WINDOW_UPDATE && f.payload.length === 4)
      this.onWindowUpdate(f.streamId, f.payload.readUInt32BE(0) & 0x7fffffff)
  }

  private onSettings(payload: Buffer): void {
    for (let at = 0; at + 6 <= payload.length; at += 6) {
      const [id, value] = [payload.readUInt16BE(at), payload.readUInt32BE(at + 2)]
      if (id === Setting.MAX_FRAME_SIZE) this.maxFrameSize = value
      if (id === Setting.INITIAL_WINDOW_SIZE) {
        for (const [stream, window] of this.streamWindows)
          this.streamWindows.set(stream, window + value - this.initialStreamWindow)
        this.initialStreamWindow = value
      }
    }
    if (this.answerControl && !this.isClosed) this.socket.write(settingsAck())
    this.wakeWindowWaiters()
    this.onSettled()
  }

  private onWindowUpdate(streamId: number, increment: number): void {
    if (streamId === 0) this.connectionWindow += increment
    else this.streamWindows.set(streamId, (this.streamWindows.get(streamId) ?? this.initialStreamWindow) + increment)
    this.wakeWindowWaiters()
  }

  private wakeWindowWaiters(): void {
    const waiters = this.windowWaiters
    this.windowWaiters = []
    for (const w of waiters) w()
  }
}

/** A `take` for sendWindowed: `head` once, then `pattern` over and over, `limit` bytes in all. */
export function byteSource(head: Buffer, pattern: Buffer, limit = Infinity): (max: number) => Buffer {
  let given = 0
  return (max) => {
    const n = Math.min(max, limit - given)
    if (n <= 0) return Buffer.alloc(0)
    const out = Buffer.allocUnsafe(n)
    for (let filled = 0; filled < n; ) {
      const at = given + filled
      const from = at < head.length ? head.subarray(at) : pattern.subarray((at - head.length) % pattern.length)
      filled += from.copy(out, filled, 0, Math.min(from.length, n - filled))
    }
    given += n
    return out
  }
}

export function errorName(code: number): string {
  return ERROR_NAMES[code] ?? `0x${code.toString(16)}`
}

/** Resolves after `ms` (an Infinity never does: a timer holds at most 2^31-1 ms). */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (ms !== Infinity) setTimeout(resolve, Math.min(2 ** 31 - 1, Math.max(0, ms))).unref()
  })
}

/** A TCP connection to host:port. */
export function openSocket(address: string): Promise<net.Socket> {
  const colon = address.lastIndexOf(':')
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(address.slice(colon + 1)), address.slice(0, colon), () => {
      socket.off('error', reject)
      resolve(socket)
    })
    socket.once('error', reject)
  })
}
