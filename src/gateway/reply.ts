// The one way a response leaves the gateway. `send` answers a value as JSON with 200 (or a
// RawAnswer as its own type), `sendError` answers any error as renderError decides (status, the
// one body, its headers), and `sent` records a response a plugin route wrote itself. Each runs
// the onResponse chain exactly once, onError at most once (for the error the client sees), then
// writes: a body of at least the compression threshold compressed as the client accepts
// (compression.ts), a smaller one exactly as before. Node leaves the body out of an answer to
// HEAD by itself. Requests Node's parser refuses never reach a handler; `sendClientError`
// answers them on the socket, through the same renderer.
import { STATUS_CODES, type OutgoingHttpHeaders, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { renderError, toSvcError } from '../api/errors.js'
import { Status } from '../api/status.js'
import type { RequestContext } from '../plugins/contract.js'
import type { HookChains } from '../plugins/runner.js'
import type { Logger } from '../log.js'
import { compress, negotiate, varyWith, type Coding, type CompressionLevel } from './compression.js'
import { gatewayError } from './errors.js'
import type { RequestMemory } from './memory-budget.js'
import { answerTextCost } from './memory-cost.js'
import { RawAnswer } from './raw-answer.js'

const JSON_TYPE = 'application/json'

export interface ReplyOptions {
  /** Bodies of at least this many bytes are compressed when the client accepts it; null: never. */
  compressionThreshold: number | null
  /** How hard those bodies are compressed (gateway.compression_level). */
  compressionLevel: CompressionLevel
  /**
   * Milliseconds (gateway.write_timeout) an answer may sit in the connection's buffers without
   * the client reading any of it before the connection is closed.
   */
  writeTimeoutMs: number
}

export class Reply {
  /** Set when the gateway starts draining: every response from then on closes its connection. */
  draining = false
  private readonly threshold: number
  private readonly level: CompressionLevel

  private readonly writeTimeoutMs: number

  constructor(
    private readonly hooks: HookChains,
    opts: ReplyOptions,
    private readonly log: Logger,
  ) {
    this.threshold = opts.compressionThreshold ?? Infinity
    this.level = opts.compressionLevel
    this.writeTimeoutMs = opts.writeTimeoutMs
  }

  /** `memory`: the request's account, charged with the answer's text. */
  send(res: ServerResponse, ctx: RequestContext, value: unknown, memory?: RequestMemory): void {
    ctx.status = 200
    ctx.grpcCode = Status.OK
    if (value instanceof RawAnswer) {
      memory?.force(value.length)
      this.complete(res, ctx, 200, value)
      return
    }
    const text = JSON.stringify(value)
    memory?.force(answerTextCost(text))
    this.complete(res, ctx, 200, text)
  }

  sendError(res: ServerResponse, ctx: RequestContext, err: unknown): void {
    if (res.headersSent) {
      // A plugin route failed after writing its head: end what it wrote, record it as written.
      res.end()
      this.sent(res, ctx)
      return
    }
    const r = rendered(err)
    Object.assign(ctx.responseHeaders, r.headers)
    ctx.status = r.status
    ctx.grpcCode = r.code
    if (this.hooks.onError) this.hooks.onError(ctx, { code: r.code, message: r.message, status: r.status })
    this.complete(res, ctx, r.status, r.text)
  }

  /** A plugin route wrote the response: hooks see it, but a hook failing can no longer change it. */
  sent(res: ServerResponse, ctx: RequestContext): void {
    ctx.status = res.statusCode
    ctx.grpcCode = Status.OK
    if (this.hooks.onResponse) {
      const len = Number(res.getHeader('content-length'))
      if (Number.isFinite(len)) ctx.sizes.response = len
      stopClock(ctx)
      try {
        this.hooks.onResponse(ctx)
      } catch {
        // Logged and counted by the runner; the response is already on its way.
      }
    }
    stopClock(ctx)
  }

  private complete(res: ServerResponse, ctx: RequestContext, status: number, body: string | RawAnswer): void {
    if (this.hooks.onResponse) {
      // Response hooks run before the write; they see the size and time as of then.
      ctx.sizes.response = typeof body === 'string' ? Buffer.byteLength(body) : body.length
      stopClock(ctx)
      try {
        this.hooks.onResponse(ctx)
      } catch (failure) {
        this.replace(res, ctx, failure)
        return
      }
    }
    this.write(res, ctx, status, body)
  }

  /** An onResponse hook failed: its error is the answer now; onError sees it if the response was a success. */
  private replace(res: ServerResponse, ctx: RequestContext, failure: unknown): void {
    const wasSuccess = ctx.grpcCode === Status.OK
    const r = rendered(failure)
    Object.assign(ctx.responseHeaders, r.headers)
    ctx.status = r.status
    ctx.grpcCode = r.code
    if (wasSuccess && this.hooks.onError)
      this.hooks.onError(ctx, { code: r.code, message: r.message, status: r.status })
    this.write(res, ctx, r.status, r.text)
  }

  private write(res: ServerResponse, ctx: RequestContext, status: number, body: string | RawAnswer): void {
    const raw = typeof body === 'string' ? undefined : body
    const len = raw ? raw.length : Buffer.byteLength(body as string)
    ctx.sizes.response = len
    const headers: OutgoingHttpHeaders = {
      'content-type': raw?.contentType ?? JSON_TYPE,
      'content-length': len,
      'x-request-id': ctx.id,
      ...raw?.headers,
      ...ctx.responseHeaders,
    }
    if (this.draining) headers.connection = 'close'
    if (len >= this.threshold) {
      // The representation depends on Accept-Encoding from here up, compressed or not.
      headers.vary = varyWith(headers.vary as string | undefined, 'Accept-Encoding')
      const coding = negotiate(ctx.headers['accept-encoding'] as string | undefined)
      if (coding) {
        void this.writeCompressed(res, ctx, status, headers, body, coding)
        return
      }
    }
    res.writeHead(status, headers)
    if (raw) endWith(res, raw.chunks)
    else res.end(body)
    stopClock(ctx)
    if (!res.writableFinished) this.awaitReader(res, ctx)
  }

  private async writeCompressed(
    res: ServerResponse,
    ctx: RequestContext,
    status: number,
    headers: OutgoingHttpHeaders,
    body: string | RawAnswer,
    coding: Coding,
  ): Promise<void> {
    let encoded: Buffer | undefined
    try {
      encoded =
        typeof body === 'string'
          ? await compress(coding, Buffer.from(body), this.level)
          : await body.compressed(coding, this.level)
    } catch {
      // zlib failing is no reason to fail the answer: it goes out as it is.
    }
    if (res.destroyed) return
    if (encoded) {
      headers['content-encoding'] = coding
      headers['content-length'] = encoded.length
    }
    res.writeHead(status, headers)
    if (encoded) res.end(encoded)
    else if (typeof body === 'string') res.end(body)
    else endWith(res, body.chunks)
    stopClock(ctx)
    if (!res.writableFinished) this.awaitReader(res, ctx)
  }

  /**
   * The answer is still buffered: the client is slow to read it, or does not read at all. The
   * socket's idle timer runs from now; every chunk the client takes restarts it. When it fires
   * the connection is closed, and the buffers (and the request's memory budget) are freed.
   */
  private awaitReader(res: ServerResponse, ctx: RequestContext): void {
    res.setTimeout(this.writeTimeoutMs, () => {
      this.log('warn', 'client did not read its answer; connection closed', {
        request_id: ctx.id,
        route: ctx.route,
        unsent_bytes: res.socket?.writableLength,
        write_timeout_s: this.writeTimeoutMs / 1000,
      })
      res.destroy()
    })
  }
}

/**
 * A request Node's HTTP parser refused (request line and headers over `maxHeaderBytes`, too slow
 * to arrive, or not HTTP): the one error body on the socket, then the connection closes. When
 * requests that came before it on the connection are still being answered (pipelining: a valid
 * request, then garbage), those answers go first and the error follows them.
 */
export function sendClientError(
  err: NodeJS.ErrnoException,
  socket: Duplex,
  maxHeaderBytes: number,
  headersTimeoutMs: number,
): void {
  // The parser may report the rest of the stream again; the connection gets one error answer.
  if (refused.has(socket)) return
  refused.add(socket)
  answerClientError(err, socket, maxHeaderBytes, headersTimeoutMs)
}

const refused = new WeakSet<Duplex>()

/** The latest response of each connection: Node writes a connection's responses in order, so once it has finished, all have. */
const latestResponse = new WeakMap<Duplex, ServerResponse>()

/** Notes `res` as its connection's latest response (sendClientError answers after it). */
export function trackResponse(res: ServerResponse): void {
  if (res.socket) latestResponse.set(res.socket, res)
}

function answerClientError(
  err: NodeJS.ErrnoException,
  socket: Duplex,
  maxHeaderBytes: number,
  headersTimeoutMs: number,
): void {
  const pending = latestResponse.get(socket)
  if (pending && !pending.writableFinished && !pending.destroyed) {
    pending.once('finish', () => answerClientError(err, socket, maxHeaderBytes, headersTimeoutMs))
    pending.once('close', () => {
      if (!pending.writableFinished) socket.destroy()
    })
    return
  }
  if (!socket.writable) {
    socket.destroy()
    return
  }
  const r = rendered(clientError(err, maxHeaderBytes, headersTimeoutMs))
  let head = `HTTP/1.1 ${r.status} ${STATUS_CODES[r.status] ?? ''}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(r.text)}\r\n`
  for (const name of Object.keys(r.headers)) head += `${name}: ${r.headers[name]}\r\n`
  socket.end(`${head}\r\n${r.text}`)
}

function clientError(err: NodeJS.ErrnoException, maxHeaderBytes: number, headersTimeoutMs: number) {
  switch (err.code) {
    case 'HPE_HEADER_OVERFLOW':
      return gatewayError(
        'HEADERS_TOO_LARGE',
        `request line and headers exceed ${maxHeaderBytes} bytes (an id that long cannot be routed)`,
      )
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return gatewayError(
        'REQUEST_TIMEOUT',
        `the request line and headers did not arrive within ${headersTimeoutMs / 1000} s (gateway.headers_timeout)`,
      )
    default:
      return gatewayError('MALFORMED_HTTP', 'malformed HTTP request')
  }
}

/** Used when an error's details cannot be serialized (a cycle, a BigInt): the client still gets the one body. */
const UNRENDERABLE = { status: 500, code: Status.INTERNAL, message: 'the error could not be rendered' }

/** renderError's decision, with the body serialized. */
function rendered(err: unknown) {
  const e = toSvcError(err)
  const { status, body, headers } = renderError(e)
  try {
    return { status, code: e.code, message: e.message, headers, text: JSON.stringify(body) }
  } catch {
    const u = UNRENDERABLE
    return { ...u, headers: {}, text: JSON.stringify({ code: u.code, message: u.message, details: [] }) }
  }
}

/**
 * Ends a response with a body in pieces: corked, so the head and every piece leave in one
 * write to the socket (end uncorks it), none of them copied together first.
 */
function endWith(res: ServerResponse, chunks: readonly Buffer[]): void {
  if (chunks.length === 1) {
    res.end(chunks[0])
    return
  }
  res.cork()
  for (const c of chunks) res.write(c)
  res.end()
}

function stopClock(ctx: RequestContext): void {
  ctx.timings.totalMs = Number(process.hrtime.bigint() - ctx.start) / 1e6
}
