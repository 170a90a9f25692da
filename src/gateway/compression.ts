// Response compression: which coding a client accepts (Accept-Encoding, RFC 9110 §12.5.3), and
// compressing a body with it off the event loop (node:zlib's callback API runs in libuv's thread
// pool). Pipeline answers are 70–250 KB of JSON and shrink eight- to tenfold; bodies below the
// threshold are sent as they are, so small answers pay nothing.
import { brotliCompress, constants, gzip } from 'node:zlib'

export type Coding = 'br' | 'gzip'

/**
 * How hard to compress (gateway.compression_level). The thread pool's CPU is the gateway's
 * CPU: on a 163 KB pipeline answer gzip's default level costs about 1.5 ms, more than the
 * gateway's own work on the request, for 18% fewer bytes than level 1 (docs/performance.md,
 * "Compression"). So `fast` is the default, as in nginx; `balanced` is zlib's and brotli's usual
 * trade for dynamic answers, `small` for links where bytes cost more than CPU.
 */
export type CompressionLevel = 'fast' | 'balanced' | 'small'

const GZIP_LEVEL: Record<CompressionLevel, number> = { fast: 1, balanced: 6, small: 9 }
const BROTLI_QUALITY: Record<CompressionLevel, number> = { fast: 1, balanced: 4, small: 9 }

/** Preferred first when the client weighs both the same: brotli is smaller for JSON. */
const SUPPORTED: readonly Coding[] = ['br', 'gzip']

/**
 * The coding to answer with, or null for the body as it is. Highest q-value wins; `*` covers
 * codings not named; q=0 refuses. `x-gzip` is gzip (RFC 9110 §8.4.1.3).
 */
export function negotiate(acceptEncoding: string | undefined): Coding | null {
  if (!acceptEncoding) return null
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.split(';')
    const name = rawName.trim().toLowerCase()
    if (name === '') continue
    let q = 1
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)
      if (m) q = Number(m[1])
    }
    if (!Number.isFinite(q)) continue
    weights.set(name === 'x-gzip' ? 'gzip' : name, q)
  }
  let best: Coding | null = null
  let bestQ = 0
  for (const coding of SUPPORTED) {
    const q = weights.get(coding) ?? weights.get('*') ?? 0
    if (q > bestQ) {
      best = coding
      bestQ = q
    }
  }
  return best
}

export function compress(coding: Coding, body: Buffer, level: CompressionLevel): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, out: Buffer) => (err ? reject(err) : resolve(out))
    if (coding === 'br') {
      brotliCompress(
        body,
        {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[level],
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        },
        done,
      )
    } else {
      gzip(body, { level: GZIP_LEVEL[level] }, done)
    }
  })
}

/** A Vary header value with `name` added once. */
export function varyWith(existing: string | undefined, name: string): string {
  if (!existing) return name
  return existing.split(',').some((v) => v.trim().toLowerCase() === name.toLowerCase())
    ? existing
    : `${existing}, ${name}`
}
