// gRPC's message framing on HTTP/2 (the "Length-Prefixed-Message" of PROTOCOL-HTTP2): one byte
// saying whether the message is compressed, four bytes of length (big-endian), the message. The
// client (src/transport/http2-unary-call.ts) and the server (http2-server.ts) both use it. We never
// compress; a peer that does (grpc-encoding gzip or deflate) is read all the same.
import { gunzipSync, inflateSync } from 'node:zlib'
import { SvcError } from '../api/errors.js'
import { Status } from '../api/status.js'
import type { ByteBudget } from './byte-budget.js'

/** Bytes before each message: the compressed flag and the length. */
export const PREFIX_BYTES = 5

/** Writes an uncompressed message's prefix at the start of `out`. */
function writePrefix(out: Buffer, length: number): void {
  out[0] = 0
  out.writeUInt32BE(length, 1)
}

/** A message with its prefix, in one buffer (one DATA frame's worth of writes). */
export function framed(message: Uint8Array): Buffer {
  const out = Buffer.allocUnsafe(PREFIX_BYTES + message.length)
  writePrefix(out, message.length)
  out.set(message, PREFIX_BYTES)
  return out
}

/** The prefix alone, for a message written after it as it is (no copy of a stored answer). */
export function messagePrefix(length: number): Buffer {
  const out = Buffer.allocUnsafe(PREFIX_BYTES)
  writePrefix(out, length)
  return out
}

/** A framed empty message: the encoding of every message with all fields at their defaults. */
export const EMPTY_FRAMED: Buffer = framed(Buffer.alloc(0))

/**
 * Collects DATA chunks of one call and cuts them into messages. Chunks are kept as they come
 * and copied once, when a message is complete; a message announced larger than `maxBytes` fails
 * at once, before its bytes arrive.
 */
export class MessageReader {
  private chunks: Buffer[] = []
  private buffered = 0
  /** The length of the message being buffered, reserved in the budget (0: none reserved). */
  private reserved = 0
  readonly messages: Buffer[] = []

  constructor(
    private readonly maxBytes: number,
    /** The peer's grpc-encoding, for messages flagged compressed. */
    private encoding: string | undefined,
    /** Which side reads: a server answers an unknown encoding UNIMPLEMENTED, a client INTERNAL. */
    private readonly what: 'client' | 'server',
    /** Where a message that does not arrive in one chunk reserves its length while it arrives. */
    private readonly budget?: ByteBudget,
  ) {}

  setEncoding(encoding: string | undefined): void {
    this.encoding = encoding
  }

  /** Adds a chunk; throws an SvcError for a message over the limit or one that cannot be read. */
  push(chunk: Buffer): void {
    if (this.buffered === 0 && chunk.length >= PREFIX_BYTES) {
      // The usual case: the chunk starts a message, and often holds it all.
      const len = chunk.readUInt32BE(1)
      this.check(len)
      if (chunk.length === PREFIX_BYTES + len) {
        this.messages.push(this.open(chunk[0], chunk.subarray(PREFIX_BYTES)))
        return
      }
    }
    this.chunks.push(chunk)
    this.buffered += chunk.length
    this.cut()
  }

  /** Bytes received that do not yet make a whole message (a truncated message at the end). */
  get pending(): number {
    return this.buffered
  }

  /** Gives back the reservation of a message that will not be completed (the call ended). */
  close(): void {
    if (this.reserved > 0) this.budget!.release(this.reserved)
    this.reserved = 0
  }

  private cut(): void {
    while (this.buffered >= PREFIX_BYTES) {
      const head = this.peek(PREFIX_BYTES)
      const len = head.readUInt32BE(1)
      this.check(len)
      if (this.buffered < PREFIX_BYTES + len) {
        this.reserve(len)
        return
      }
      this.close()
      const all = this.take(PREFIX_BYTES + len)
      this.messages.push(this.open(all[0], all.subarray(PREFIX_BYTES)))
    }
  }

  private reserve(len: number): void {
    if (this.budget === undefined || this.reserved > 0) return
    if (!this.budget.tryReserve(len)) {
      // Busy rather than wrong: a gateway relaying this answers 503 (the status travels no further).
      const message = `Received message of ${len} bytes while ${this.budget.held} bytes of other messages are arriving (limit ${this.budget.limit}); try again`
      throw new SvcError(Status.RESOURCE_EXHAUSTED, message, [], { httpStatus: 503 })
    }
    this.reserved = len
  }

  private check(len: number): void {
    if (len > this.maxBytes) {
      throw new SvcError(Status.RESOURCE_EXHAUSTED, `Received message larger than max (${len} vs. ${this.maxBytes})`)
    }
  }

  private open(flag: number, bytes: Buffer): Buffer {
    if (flag === 0) return bytes
    if (flag !== 1) throw new SvcError(Status.INTERNAL, `Invalid message compression flag ${flag}`)
    const encoding = this.encoding ?? 'identity'
    try {
      if (encoding === 'gzip') return gunzipSync(bytes, { maxOutputLength: Math.max(1, this.maxBytes) })
      if (encoding === 'deflate') return inflateSync(bytes, { maxOutputLength: Math.max(1, this.maxBytes) })
    } catch (err) {
      const code =
        (err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? Status.RESOURCE_EXHAUSTED : Status.INTERNAL
      throw new SvcError(code, `Received message that could not be decompressed (${encoding})`)
    }
    throw new SvcError(
      this.what === 'server' ? Status.UNIMPLEMENTED : Status.INTERNAL,
      `Received message compressed with unsupported encoding "${encoding}"`,
    )
  }

  private peek(n: number): Buffer {
    if (this.chunks[0].length >= n) return this.chunks[0]
    return this.take(n, false)
  }

  /** The first n buffered bytes as one buffer; removed unless `consume` is false. */
  private take(n: number, consume = true): Buffer {
    const first = this.chunks[0]
    if (first.length >= n) {
      if (!consume) return first
      if (first.length === n) this.chunks.shift()
      else this.chunks[0] = first.subarray(n)
      this.buffered -= n
      return first.subarray(0, n)
    }
    const out = Buffer.allocUnsafe(n)
    let filled = 0
    let i = 0
    while (filled < n) {
      const c = this.chunks[i]
      const want = Math.min(c.length, n - filled)
      c.copy(out, filled, 0, want)
      filled += want
      if (consume && want === c.length) i++
      else if (consume) {
        this.chunks[i] = c.subarray(want)
      } else if (want === c.length) i++
    }
    if (consume) {
      this.chunks.splice(0, i)
      this.buffered -= n
    }
    return out
  }
}
