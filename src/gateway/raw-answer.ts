// A handler's answer that is not JSON: a body with its own content type and headers (the API
// reference page and its assets). Sent through the same reply as every other answer, compressed
// the same way; a body that never changes keeps its compressed forms.
import { compress, type Coding } from './compression.js'

export class RawAnswer {
  private readonly encoded = new Map<Coding, Promise<Buffer>>()

  constructor(
    readonly body: Buffer,
    readonly contentType: string,
    readonly headers: Readonly<Record<string, string>> = {},
    /** Keep each compressed form after the first request (for bodies that never change). */
    private readonly keepCompressed = false,
  ) {}

  /** The body in `coding`. */
  compressed(coding: Coding): Promise<Buffer> {
    if (!this.keepCompressed) return compress(coding, this.body)
    let out = this.encoded.get(coding)
    if (!out) {
      out = compress(coding, this.body)
      this.encoded.set(coding, out)
      out.catch(() => this.encoded.delete(coding))
    }
    return out
  }
}
