// Reads a request body within the size limit and parses it as a JSON object.
import type { IncomingMessage } from 'node:http'
import { gatewayError } from './errors.js'

/** Reads the whole body; rejects with BODY_TOO_LARGE as soon as it exceeds `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'])
  if (declared > limit) return Promise.reject(tooLarge(limit))
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let done = false
    const finish = (err: Error | null, buf?: Buffer) => {
      if (done) return
      done = true
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      if (err) reject(err)
      else resolve(buf!)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        req.pause()
        finish(tooLarge(limit))
        return
      }
      chunks.push(chunk)
    }
    const onEnd = () => finish(null, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size))
    const onError = (err: Error) => finish(err)
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
  })
}

function tooLarge(limit: number) {
  return gatewayError('BODY_TOO_LARGE', `request body exceeds the limit of ${limit} bytes (gateway.body_limit)`)
}

/**
 * Parses a body as a JSON object; an empty body is undefined. The parser's own message is not
 * reused: V8 quotes part of the input, and bodies carry clinical text.
 */
export function parseJsonObject(buf: Buffer): Record<string, unknown> | undefined {
  if (buf.length === 0) return undefined
  let value: unknown
  try {
    value = JSON.parse(buf.toString('utf8'))
  } catch (err) {
    const pos = /position (\d+)/.exec((err as Error).message)
    throw gatewayError('MALFORMED_JSON', `request body is not valid JSON${pos ? ` (error at position ${pos[1]})` : ''}`)
  }
  if (value === null) return undefined
  if (typeof value !== 'object' || Array.isArray(value)) throw gatewayError('MALFORMED_JSON', 'request body must be a JSON object')
  return value as Record<string, unknown>
}
