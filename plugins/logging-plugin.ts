// One access-log line per request, written when the response is decided. The plugin sees ids,
// names, sizes and timings only, never a body: clinical text cannot reach the log through it.
// The raw path is logged (event ids and document names are identifiers, not text), cut to 200
// characters; the query string is not.
import { closeSync, createWriteStream, openSync, type WriteStream } from 'node:fs'
import { resolve } from 'node:path'
import {
  checkOptions,
  codeName,
  PLUGIN_OPTIONS,
  type Plugin,
  type PluginApi,
  type PluginFactory,
  type RequestContext,
} from '../src/plugins/contract.js'

const PATH_MAX = 200
type Format = 'json' | 'human'

/** The fields of one access-log line, in the order they are written. */
export interface AccessRecord {
  time: string
  request_id: string
  method: string
  route: string | null
  path: string
  identifier: string | null
  backend_method: string | null
  status: number
  grpc_code: number | null
  duration_ms: number
  backend_ms: number
  attempts: number
  request_bytes: number
  response_bytes: number
  remote: string | null
}

const round3 = (n: number) => Math.round(n * 1000) / 1000
const cut = (s: string, max: number) => (s.length > max ? s.slice(0, max) + '…' : s)

export function accessRecord(ctx: RequestContext, now = new Date()): AccessRecord {
  return {
    time: now.toISOString(),
    request_id: ctx.id,
    method: cut(ctx.method, 16),
    route: ctx.route ?? null,
    path: cut(ctx.path, PATH_MAX),
    identifier: ctx.identifier ?? null,
    backend_method: ctx.backendMethod ?? null,
    status: ctx.status ?? 0,
    grpc_code: ctx.grpcCode ?? null,
    duration_ms: round3(ctx.timings.totalMs ?? Number(process.hrtime.bigint() - ctx.start) / 1e6),
    backend_ms: round3(ctx.timings.backendMs),
    attempts: ctx.attempts,
    request_bytes: ctx.sizes.request,
    response_bytes: ctx.sizes.response,
    remote: ctx.remoteAddress ?? null,
  }
}

/** `time method path status grpc-name duration key=value…`, values quoted when they need it. */
export function humanLine(r: AccessRecord): string {
  const q = (v: string) => (/^[\x21-\x7e]+$/.test(v) && !v.includes('"') ? v : JSON.stringify(v))
  const parts = [
    r.time,
    q(r.method),
    q(r.path),
    String(r.status),
    r.grpc_code === null ? '-' : codeName(r.grpc_code),
    `${r.duration_ms}ms`,
    `id=${q(r.request_id)}`,
  ]
  if (r.route) parts.push(`route=${q(r.route)}`)
  if (r.identifier)
    parts.push(
      `identifier=${q(r.identifier)}`,
      `backend=${r.backend_method ?? '-'}`,
      `backend_ms=${r.backend_ms}`,
      `attempts=${r.attempts}`,
    )
  parts.push(`in=${r.request_bytes}B`, `out=${r.response_bytes}B`, `remote=${r.remote ?? '-'}`)
  return parts.join(' ')
}

interface Sink {
  write(line: string): void
  close(): Promise<void>
}

function openSink(destination: string): Sink {
  if (destination === 'stderr' || destination === 'stdout') {
    const stream = destination === 'stderr' ? process.stderr : process.stdout
    return { write: (l) => void stream.write(l), close: async () => {} }
  }
  let fd: number
  try {
    // Opened now so that an unwritable path disables the plugin at start, not at the first request.
    fd = openSync(resolve(destination), 'a')
  } catch (err) {
    throw new Error(
      `logging: option destination: cannot open ${destination} for appending (${(err as NodeJS.ErrnoException).code ?? err})`,
    )
  }
  let stream: WriteStream
  try {
    stream = createWriteStream('', { fd, autoClose: true })
  } catch (err) {
    closeSync(fd)
    throw err
  }
  return {
    write: (l) => void stream.write(l),
    close: () => new Promise<void>((done) => stream.end(done)),
  }
}

const createLoggingPlugin: PluginFactory = (options, api: PluginApi): Plugin => {
  const given = checkOptions(PLUGIN_OPTIONS.logging, options, 'logging')
  const format: Format = given.format ?? 'json'
  const destination = given.destination ?? 'stderr'
  const sink = openSink(destination)
  const render = format === 'json' ? (r: AccessRecord) => JSON.stringify(r) : humanLine
  api.log('debug', 'access log', { format, destination })
  return {
    name: 'logging',
    onResponse(ctx) {
      sink.write(render(accessRecord(ctx)) + '\n')
    },
    close: () => sink.close(),
  }
}

export default createLoggingPlugin
