// A handler's answer that is not JSON text made by the reply: a body with its own content type
// and headers (the API reference page and its assets; a pipeline's answer around the event's
// JSON as the pipeline sent it). Sent through the same reply as every other answer, compressed
// the same way; a body that never changes keeps its compressed forms. The body may be given in
// pieces: they are written to the socket as they are, one after the other, and joined only to
// be compressed (a pipeline answer's 150 KB is then not copied once more just to be sent).
// A body that never changes is compressed once, so it is compressed as small as it goes
// whatever level the gateway's answers use.
import { compress, type Coding, type CompressionLevel } from './compression.js'

export class RawAnswer {
  /** The body's pieces, in order. */
  readonly chunks: readonly Buffer[]
  /** The body's length in bytes. */
  readonly length: number
  private joined: Buffer | undefined
  private readonly encoded = new Map<Coding, Promise<Buffer>>()

  constructor(
    body: Buffer | readonly Buffer[],
    readonly contentType: string,
    readonly headers: Readonly<Record<string, string>> = {},
    /** Keep each compressed form after the first request (for bodies that never change). */
    private readonly keepCompressed = false,
  ) {
    this.chunks = Buffer.isBuffer(body) ? [body] : body
    let length = 0
    for (const c of this.chunks) length += c.length
    this.length = length
  }

  /** The body as one buffer (its pieces joined, once). */
  get body(): Buffer {
    this.joined ??= this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks, this.length)
    return this.joined
  }

  /** The body in `coding`, at `level` unless it keeps its compressed forms. */
  compressed(coding: Coding, level: CompressionLevel): Promise<Buffer> {
    if (!this.keepCompressed) return compress(coding, this.body, level)
    let out = this.encoded.get(coding)
    if (!out) {
      out = compress(coding, this.body, 'small')
      this.encoded.set(coding, out)
      out.catch(() => this.encoded.delete(coding))
    }
    return out
  }
}
