// Reads a request body within its size limit and time, checks what parsing it would cost, and
// parses it as a JSON object. Each step answers the one error naming the limit it enforces.
import { isUtf8 } from 'node:buffer'
import type { IncomingMessage } from 'node:http'
import { gatewayError } from './errors.js'
import { JsonShapeLimit, scanJson, type JsonShape } from './json-shape.js'
import { findUnrepresentable } from './unrepresentable.js'

export interface BodyReadOptions {
  /** gateway.body_limit, bytes. */
  readonly limit: number
  /** gateway.body_timeout, in milliseconds from the first read. */
  readonly timeoutMs: number
  /** Called with the size of each chunk as it arrives; throwing refuses the body with that error. */
  readonly onChunk?: (bytes: number) => void
}

/** Reads the whole body; rejects with BODY_TOO_LARGE as soon as it exceeds the limit, REQUEST_TIMEOUT when it is too slow. */
export function readBody(req: IncomingMessage, opts: BodyReadOptions): Promise<Buffer> {
  const { limit } = opts
  const declared = Number(req.headers['content-length'])
  if (declared > limit) return Promise.reject(tooLarge(limit))
  // With a declared length the body is copied into one buffer as it arrives; the chunks are
  // garbage at once, and no second copy is made at the end.
  const whole = Number.isSafeInteger(declared) && declared > 0 ? Buffer.allocUnsafe(declared) : undefined
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let done = false
    const finish = (err: Error | null, buf?: Buffer) => {
      if (done) return
      done = true
      clearTimeout(timer)
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      req.off('close', onClose)
      if (err) {
        req.pause()
        reject(err)
      } else resolve(buf!)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) return finish(tooLarge(limit))
      try {
        opts.onChunk?.(chunk.length)
      } catch (err) {
        return finish(err as Error)
      }
      if (whole && size <= whole.length) chunk.copy(whole, size - chunk.length)
      else chunks.push(chunk)
    }
    const onEnd = () => {
      if (whole) finish(null, size === whole.length ? whole : whole.subarray(0, size))
      else finish(null, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size))
    }
    // The connection failed or closed part-way: nobody may read the answer, but it is given.
    const onError = () => finish(unreadable())
    const onClose = () => finish(unreadable())
    const timer = setTimeout(
      () =>
        finish(
          gatewayError(
            'REQUEST_TIMEOUT',
            `the request body did not arrive within ${opts.timeoutMs / 1000} s (gateway.body_timeout)`,
          ),
        ),
      opts.timeoutMs,
    )
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
    req.on('close', onClose)
  })
}

/**
 * Reads and discards a body nobody read, when the request is answered before it was (refused,
 * not found, busy): the client is still sending it, and a connection closed under it would
 * reach the client as a reset instead of the answer. Only a body within the limit (declared or
 * not) and within the time; beyond either the connection is closed as it is.
 */
export function discardUnread(req: IncomingMessage, opts: Pick<BodyReadOptions, 'limit' | 'timeoutMs'>): Promise<void> {
  if (req.complete || req.destroyed || req.readableFlowing || Number(req.headers['content-length']) > opts.limit)
    return Promise.resolve()
  return new Promise((resolve) => {
    let size = 0
    const done = () => {
      clearTimeout(timer)
      req.off('data', onData)
      req.off('end', done)
      req.off('close', done)
      req.off('error', done)
      resolve()
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > opts.limit) done()
    }
    const timer = setTimeout(done, opts.timeoutMs)
    req.on('data', onData)
    req.on('end', done)
    req.on('close', done)
    req.on('error', done)
  })
}

function tooLarge(limit: number) {
  return gatewayError('BODY_TOO_LARGE', `request body exceeds the limit of ${limit} bytes (gateway.body_limit)`)
}

function unreadable() {
  return gatewayError('MALFORMED_HTTP', 'the request body could not be read to its end')
}

export interface JsonLimits {
  /** gateway.max_json_depth */
  readonly maxDepth: number
  /** gateway.max_json_values */
  readonly maxValues: number
}

/**
 * Checks a body before it is parsed: valid UTF-8 (a string decoded from anything else would be
 * silently altered), nesting and value count within the limits. Answers its shape, from which
 * the cost of parsing it is estimated.
 */
export function inspectJsonBody(buf: Buffer, limits: JsonLimits): JsonShape {
  if (!isUtf8(buf)) throw gatewayError('MALFORMED_UTF8', 'request body is not valid UTF-8')
  try {
    return scanJson(buf, limits.maxDepth, limits.maxValues)
  } catch (err) {
    if (!(err instanceof JsonShapeLimit)) throw err
    if (err.limit === 'depth') {
      throw gatewayError(
        'JSON_TOO_DEEP',
        `request body nests objects and arrays deeper than ${limits.maxDepth} levels (gateway.max_json_depth; at byte ${err.at})`,
      )
    }
    throw gatewayError(
      'BODY_TOO_COMPLEX',
      `request body holds more than ${limits.maxValues} JSON values (gateway.max_json_values)`,
    )
  }
}

/**
 * Parses an inspected body as a JSON object; an empty body is undefined, `null` is no object. The parser's own
 * message is not reused: V8 quotes part of the input, and bodies carry clinical text.
 */
export function parseJsonObject(buf: Buffer, shape: JsonShape): Record<string, unknown> | undefined {
  if (buf.length === 0) return undefined
  let value: unknown
  try {
    value = JSON.parse(buf.toString('utf8'))
  } catch (err) {
    const pos = /position (\d+)/.exec((err as Error).message)
    throw gatewayError(
      'MALFORMED_JSON',
      `request body is not valid JSON${pos ? ` (error at position ${pos[1]})` : ''}: send a JSON object, e.g. {"text": "…"} for a document`,
    )
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw gatewayError('MALFORMED_JSON', 'request body must be a JSON object')
  if (shape.bigNumbers || shape.surrogateEscapes) {
    const bad = findUnrepresentable(value, shape.bigNumbers, shape.surrogateEscapes)
    if (bad) {
      const what =
        bad.what === 'a lone surrogate'
          ? `${bad.inKey ? 'the key of ' : ''}${bad.path} holds a lone surrogate (not Unicode text; send the pair, or U+FFFD)`
          : `${bad.path} is a number beyond the range of a double`
      throw gatewayError('UNREPRESENTABLE_VALUE', what)
    }
  }
  return value as Record<string, unknown>
}
