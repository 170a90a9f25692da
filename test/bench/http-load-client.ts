// The benches' lean load generator, in the role wrk plays in the issue's measurements: keep-alive
// HTTP/1.1 over node:net sockets, one request in flight per connection, each request serialised
// into one Buffer and written in one write, and answers framed by ResponseReader with their body
// left as the pieces that arrived until a caller reads it. It shares the machine's CPUs with the
// stack it measures, so what it does not spend goes to the stack (node:http's client costs about
// 1.25 ms of CPU to receive one 150 KB pipeline answer and decode it).
import net from 'node:net'
import { ResponseReader } from './http-response-reader.js'

export interface BenchResponse {
  status: number
  /** The body as UTF-8 text, decoded on first read. */
  readonly body: string
}

export interface BenchClient {
  /** Resolves with 2xx answers; rejects on any other status, a malformed answer or a lost connection. */
  request(method: string, path: string, body?: string): Promise<BenchResponse>
  close(): void
}

interface Job {
  bytes: Buffer
  method: string
  resolve(res: BenchResponse): void
  reject(err: Error): void
}

/** A body kept as the pieces it arrived in, decoded once when asked for. */
class LazyResponse implements BenchResponse {
  private text: string | undefined
  constructor(
    readonly status: number,
    private readonly chunks: Buffer[],
  ) {}
  get body(): string {
    if (this.text === undefined)
      this.text = this.chunks.length === 1 ? this.chunks[0].toString() : Buffer.concat(this.chunks).toString()
    return this.text
  }
}

/** An HTTP status outside 2xx, with the start of the answer's body for the report. */
export function statusError(status: number, body: string): Error {
  return new Error(`HTTP ${status}: ${body.slice(0, 200)}`)
}

/** One keep-alive connection carrying one request at a time. */
class Connection {
  readonly socket: net.Socket
  private readonly reader = new ResponseReader()
  private job: Job | undefined

  constructor(
    host: string,
    port: number,
    private readonly onIdle: (c: Connection) => void,
    private readonly onGone: (c: Connection) => void,
  ) {
    this.socket = net.connect({ host, port, noDelay: true })
    this.socket.on('data', (data) => this.read(data))
    this.socket.on('end', () => {
      if (this.job && this.reader.endOfStream()) this.complete()
      this.socket.destroy()
    })
    this.socket.on('error', (err) => this.fail(err))
    this.socket.on('close', () => {
      this.fail(new Error('connection closed before the answer was complete'))
      this.onGone(this)
    })
  }

  send(job: Job): void {
    this.job = job
    this.reader.start(job.method)
    this.socket.write(job.bytes)
  }

  private read(data: Buffer): void {
    if (!this.job) {
      this.socket.destroy(new Error('bytes from the server with no request in flight'))
      return
    }
    try {
      const leftover = this.reader.push(data)
      if (leftover < 0) return
      if (leftover > 0) throw new Error('bytes from the server after the answer')
      this.complete()
    } catch (err) {
      this.socket.destroy(err as Error)
    }
  }

  private complete(): void {
    const job = this.job!
    this.job = undefined
    const { status, chunks, closeAfter } = this.reader
    // The connection is handed on before the caller hears of the answer, so that the caller's
    // next request finds it free.
    if (closeAfter) this.socket.destroy()
    else this.onIdle(this)
    const res = new LazyResponse(status, chunks)
    if (status >= 200 && status < 300) job.resolve(res)
    else job.reject(statusError(status, res.body))
  }

  private fail(err: Error): void {
    const job = this.job
    this.job = undefined
    job?.reject(err)
  }
}

/** A keep-alive client for one base URL (http only) with at most `maxConnections` connections. */
export function leanClient(
  base: string,
  maxConnections: number,
  extraHeaders: Record<string, string> = {},
): BenchClient {
  const url = new URL(base)
  if (url.protocol !== 'http:') throw new Error(`the bench client speaks http only, not ${url.protocol}`)
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const port = Number(url.port || 80)
  const fixedHeaders =
    [`host: ${url.host}`, ...Object.entries(extraHeaders).map(([k, v]) => `${k}: ${v}`)].join('\r\n') + '\r\n'
  const all = new Set<Connection>()
  const idle: Connection[] = []
  const waiting: Job[] = []
  let closed = false

  const onIdle = (c: Connection) => {
    if (closed) return c.socket.destroy()
    const next = waiting.shift()
    if (next) c.send(next)
    else idle.push(c)
  }
  const onGone = (c: Connection) => {
    all.delete(c)
    const i = idle.indexOf(c)
    if (i >= 0) idle.splice(i, 1)
    // A request that waited for a connection gets a new one in place of the lost one.
    if (!closed && waiting.length > 0) connect().send(waiting.shift()!)
  }
  const connect = () => {
    const c = new Connection(host, port, onIdle, onGone)
    all.add(c)
    return c
  }
  const dispatch = (job: Job) => {
    let c = idle.pop()
    while (c?.socket.destroyed) c = idle.pop()
    if (c) c.send(job)
    else if (all.size < maxConnections) connect().send(job)
    else waiting.push(job)
  }

  return {
    request(method, path, body) {
      if (/[^\x21-\x7e]/.test(method + path)) return Promise.reject(new Error(`bad request line: ${method} ${path}`))
      if (closed) return Promise.reject(new Error('the bench client is closed'))
      const bodyBytes = body === undefined ? 0 : Buffer.byteLength(body)
      const head =
        `${method} ${path} HTTP/1.1\r\n${fixedHeaders}` +
        (body === undefined ? '\r\n' : `content-type: application/json\r\ncontent-length: ${bodyBytes}\r\n\r\n`)
      // One buffer, one write: the head is ASCII, so its byte length is its string length.
      const bytes = Buffer.allocUnsafe(head.length + bodyBytes)
      bytes.write(head, 0, 'latin1')
      if (body !== undefined) bytes.write(body, head.length, 'utf8')
      return new Promise((resolve, reject) => dispatch({ bytes, method, resolve, reject }))
    },
    close() {
      closed = true
      for (const job of waiting.splice(0)) job.reject(new Error('the bench client was closed'))
      idle.length = 0
      for (const c of all) c.socket.destroy()
    },
  }
}
