// HTTP/2 frames (RFC 9113 §4, §6): the constants, a reader that cuts a byte stream into frames,
// and builders for the frames our connections send. No policy here: what a frame means is the
// connection's business (src/transport/h2-connection.ts).

export const FrameType = {
  DATA: 0x0,
  HEADERS: 0x1,
  PRIORITY: 0x2,
  RST_STREAM: 0x3,
  SETTINGS: 0x4,
  PUSH_PROMISE: 0x5,
  PING: 0x6,
  GOAWAY: 0x7,
  WINDOW_UPDATE: 0x8,
  CONTINUATION: 0x9,
} as const

export const Flag = {
  END_STREAM: 0x1,
  ACK: 0x1,
  END_HEADERS: 0x4,
  PADDED: 0x8,
  PRIORITY: 0x20,
} as const

export const Setting = {
  HEADER_TABLE_SIZE: 0x1,
  ENABLE_PUSH: 0x2,
  MAX_CONCURRENT_STREAMS: 0x3,
  INITIAL_WINDOW_SIZE: 0x4,
  MAX_FRAME_SIZE: 0x5,
  MAX_HEADER_LIST_SIZE: 0x6,
} as const

export const ErrorCode = {
  NO_ERROR: 0x0,
  PROTOCOL_ERROR: 0x1,
  INTERNAL_ERROR: 0x2,
  FLOW_CONTROL_ERROR: 0x3,
  STREAM_CLOSED: 0x5,
  FRAME_SIZE_ERROR: 0x6,
  REFUSED_STREAM: 0x7,
  CANCEL: 0x8,
  COMPRESSION_ERROR: 0x9,
  ENHANCE_YOUR_CALM: 0xb,
} as const

/** The client's connection preface, before its first SETTINGS. */
export const CLIENT_PREFACE = Buffer.from('PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n', 'latin1')

export const FRAME_HEADER_BYTES = 9
/** Every peer must accept frames of this size (SETTINGS_MAX_FRAME_SIZE's initial value). */
export const DEFAULT_MAX_FRAME_SIZE = 16_384
/** The flow-control window every stream and connection starts with. */
export const DEFAULT_WINDOW = 65_535
export const MAX_WINDOW = 2 ** 31 - 1

/** A connection-level failure: the connection ends with GOAWAY carrying `code`. */
export class ConnectionError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export type FrameHandler = (type: number, flags: number, streamId: number, payload: Buffer) => void

/**
 * Cuts the bytes of a connection into frames. A frame inside one chunk is handed over as a view
 * of it; only a frame split across chunks is copied together, once, when its last byte has come
 * (a 150 KB DATA frame arrives in three socket reads of 64 KB: joined at every read, its bytes
 * were copied twice over).
 */
export class FrameReader {
  /** The chunks of a frame begun and not yet whole, the first from where it starts. */
  private pending: Buffer[] = []
  private pendingBytes = 0
  /** The bytes that frame needs in all, header included, once its header has come; else 0. */
  private needed = 0
  maxFrameSize = DEFAULT_MAX_FRAME_SIZE

  constructor(private readonly onFrame: FrameHandler) {}

  push(chunk: Buffer): void {
    let buf = chunk
    if (this.pendingBytes > 0) {
      this.pending.push(chunk)
      this.pendingBytes += chunk.length
      if (this.needed === 0 && this.pendingBytes >= FRAME_HEADER_BYTES) this.needed = FRAME_HEADER_BYTES + this.checkedSize(this.pendingByte(0), this.pendingByte(1), this.pendingByte(2))
      if (this.pendingBytes < this.needed) return
      buf = this.pending.length === 1 ? this.pending[0] : Buffer.concat(this.pending, this.pendingBytes)
      this.pending = []
      this.pendingBytes = 0
      this.needed = 0
    }
    let pos = 0
    const len = buf.length
    while (len - pos >= FRAME_HEADER_BYTES) {
      const size = this.checkedSize(buf[pos], buf[pos + 1], buf[pos + 2])
      if (len - pos < FRAME_HEADER_BYTES + size) {
        this.needed = FRAME_HEADER_BYTES + size
        break
      }
      const type = buf[pos + 3]
      const flags = buf[pos + 4]
      const streamId = buf.readUInt32BE(pos + 5) & 0x7fffffff
      const start = pos + FRAME_HEADER_BYTES
      pos = start + size
      this.onFrame(type, flags, streamId, buf.subarray(start, pos))
    }
    if (pos < len) {
      this.pending.push(pos === 0 ? buf : buf.subarray(pos))
      this.pendingBytes = len - pos
    }
  }

  /** A frame's payload size from its header's first three bytes; one above the limit ends the connection. */
  private checkedSize(b0: number, b1: number, b2: number): number {
    const size = (b0 << 16) | (b1 << 8) | b2
    if (size > this.maxFrameSize) throw new ConnectionError(ErrorCode.FRAME_SIZE_ERROR, `frame of ${size} bytes above the ${this.maxFrameSize} allowed`)
    return size
  }

  /** Byte `i` of the pending chunks (a header may be split across them). */
  private pendingByte(i: number): number {
    for (const c of this.pending) {
      if (i < c.length) return c[i]
      i -= c.length
    }
    return 0
  }
}

/** Writes a frame header at `at` of `out`. */
export function writeFrameHeader(out: Buffer, at: number, size: number, type: number, flags: number, streamId: number): void {
  out[at] = size >>> 16
  out[at + 1] = (size >>> 8) & 0xff
  out[at + 2] = size & 0xff
  out[at + 3] = type
  out[at + 4] = flags
  out.writeUInt32BE(streamId, at + 5)
}

/** A frame with `payload` (copied in). */
export function frame(type: number, flags: number, streamId: number, payload: Uint8Array = EMPTY): Buffer {
  const out = Buffer.allocUnsafe(FRAME_HEADER_BYTES + payload.length)
  writeFrameHeader(out, 0, payload.length, type, flags, streamId)
  out.set(payload, FRAME_HEADER_BYTES)
  return out
}

const EMPTY = new Uint8Array(0)

export function settingsFrame(settings: readonly (readonly [number, number])[]): Buffer {
  const payload = Buffer.allocUnsafe(6 * settings.length)
  settings.forEach(([id, value], i) => {
    payload.writeUInt16BE(id, 6 * i)
    payload.writeUInt32BE(value, 6 * i + 2)
  })
  return frame(FrameType.SETTINGS, 0, 0, payload)
}

export const SETTINGS_ACK = frame(FrameType.SETTINGS, Flag.ACK, 0)

export function windowUpdateFrame(streamId: number, increment: number): Buffer {
  const out = Buffer.allocUnsafe(FRAME_HEADER_BYTES + 4)
  writeFrameHeader(out, 0, 4, FrameType.WINDOW_UPDATE, 0, streamId)
  out.writeUInt32BE(increment, FRAME_HEADER_BYTES)
  return out
}

export function rstStreamFrame(streamId: number, code: number): Buffer {
  const out = Buffer.allocUnsafe(FRAME_HEADER_BYTES + 4)
  writeFrameHeader(out, 0, 4, FrameType.RST_STREAM, 0, streamId)
  out.writeUInt32BE(code, FRAME_HEADER_BYTES)
  return out
}

export function goawayFrame(lastStreamId: number, code: number): Buffer {
  const out = Buffer.allocUnsafe(FRAME_HEADER_BYTES + 8)
  writeFrameHeader(out, 0, 8, FrameType.GOAWAY, 0, 0)
  out.writeUInt32BE(lastStreamId, FRAME_HEADER_BYTES)
  out.writeUInt32BE(code, FRAME_HEADER_BYTES + 4)
  return out
}

/** The payload of a HEADERS or DATA frame without its padding (and HEADERS' priority fields). */
export function unpadded(type: number, flags: number, payload: Buffer): Buffer {
  let start = 0
  let end = payload.length
  if (flags & Flag.PADDED) {
    if (end < 1) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'padded frame without a pad length')
    end -= payload[0]
    start = 1
  }
  if (type === FrameType.HEADERS && flags & Flag.PRIORITY) start += 5
  if (end < start) throw new ConnectionError(ErrorCode.PROTOCOL_ERROR, 'padding longer than the frame')
  return start === 0 && end === payload.length ? payload : payload.subarray(start, end)
}
