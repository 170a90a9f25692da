// Our gRPC client on node:http2 (src/transport/http2-*.ts) against real servers: ours, and raw node:http2
// servers for what ours never does (GOAWAY mid-call, HTTP errors, compressed answers, a stream
// ended without a status). Large messages both ways, size limits, deadlines, unreachable and
// restarted backends, round-robin, names resolved by DNS.
import http2 from 'node:http2'
import net from 'node:net'
import { once } from 'node:events'
import { Worker } from 'node:worker_threads'
import { gzipSync } from 'node:zlib'
import * as grpc from '@grpc/grpc-js'
import t, { type Test } from 'tap'
import { SvcError } from '../src/api/errors.js'
import { Status } from '../src/api/status.js'
import { startEventsServer } from '../src/events/events-service.js'
import { startGrpcServer } from '../src/grpc/server.js'
import { CHANNEL_OPTIONS, methodDefinition, serviceDefinition } from '../src/grpc/proto.js'
import { statusMetadata } from '../src/grpc/status-details.js'
import { BackendUnreachable } from '../src/transport/backend-errors.js'
import { GrpcTransport } from '../src/transport/grpc-transport.js'
import { expectError } from './helpers/expect-error.js'
import { gatedEventsBackend } from './helpers/gated-backend.js'
import { pollUntil } from './helpers/poll.js'
import { startEvents } from './helpers/servers.js'
import { grpcMessage } from './helpers/grpc-frames.js'

function transport(t: Test, target: string, maxMessageBytes?: number): GrpcTransport {
  const tr = new GrpcTransport(target, { maxMessageBytes })
  t.teardown(() => tr.close())
  return tr
}

/** A raw HTTP/2 server answering every stream with `respond`. */
async function rawServer(
  t: Test,
  respond: (stream: http2.ServerHttp2Stream, headers: http2.IncomingHttpHeaders) => void,
) {
  const server = http2.createServer()
  const seen: http2.IncomingHttpHeaders[] = []
  server.on('stream', (stream, headers) => {
    seen.push(headers)
    stream.on('error', () => {})
    // Read the request to its end before answering, as a gRPC server does.
    stream.resume()
    stream.on('end', () => respond(stream, headers))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  t.teardown(() => new Promise<void>((r) => server.close(() => r())))
  return { address: `127.0.0.1:${(server.address() as net.AddressInfo).port}`, seen, server }
}

const textResponse = (text: string) => methodDefinition('Events', 'GetDocumentText')!.responseSerialize({ text })

t.test('messages of many megabytes both ways, through the flow-control windows', async (t) => {
  const events = await startEvents(t)
  const tr = transport(t, events.address)
  const text = 'The patient denies chest pain. '.repeat(400_000) // 12.4 MB
  await tr.unary('Events', 'OpenEvent', { event_id: 'big' })
  await tr.unary('Events', 'AddDocument', { event_id: 'big', document_name: 'd', text })
  const many = await Promise.all(
    Array.from({ length: 3 }, () =>
      tr.unary<{ text: string }>('Events', 'GetDocumentText', { event_id: 'big', document_name: 'd' }),
    ),
  )
  t.ok(
    many.every((r) => r.text === text),
    'three concurrent 12 MB answers arrive whole',
  )
})

t.test('message size limits, both ways, as grpc-js words them', async (t) => {
  const events = await startEvents(t)
  const roomy = transport(t, events.address)
  const tight = transport(t, events.address, 1000)
  await roomy.unary('Events', 'OpenEvent', { event_id: 'e' })
  await expectError(
    t,
    tight.unary('Events', 'AddDocument', { event_id: 'e', document_name: 'd', text: 'x'.repeat(2000) }),
    Status.RESOURCE_EXHAUSTED,
    /^Sent message larger than max \(\d+ vs\. 1000\)$/,
    'send',
  )
  await roomy.unary('Events', 'AddDocument', { event_id: 'e', document_name: 'd', text: 'x'.repeat(2000) })
  await expectError(
    t,
    tight.unary('Events', 'GetDocumentText', { event_id: 'e', document_name: 'd' }),
    Status.RESOURCE_EXHAUSTED,
    /^Received message larger than max \(\d+ vs\. 1000\)$/,
    'receive',
  )
  t.same(
    await tight.unary('Events', 'GetAllMetadata', { event_id: 'e' }),
    { metadata: {} },
    'the connection serves on after both',
  )
})

t.test('a deadline travels as grpc-timeout and ends a call the server does not answer', async (t) => {
  const gated = await gatedEventsBackend(t, { k: 'v' })
  t.teardown(() => gated.release())
  const tr = transport(t, gated.address)
  await expectError(
    t,
    tr.unary('Events', 'GetAllMetadata', { event_id: 'e' }, { deadline: Date.now() + 100 }),
    Status.DEADLINE_EXCEEDED,
    /^Deadline exceeded$/,
    'held call',
  )
  await expectError(
    t,
    tr.unary('Events', 'GetAllMetadata', { event_id: 'e' }, { deadline: Date.now() - 1 }),
    Status.DEADLINE_EXCEEDED,
    /^Deadline exceeded$/,
    'a deadline already past',
  )
  gated.release()
  t.same(
    await tr.unary('Events', 'GetAllMetadata', { event_id: 'e' }, { deadline: Date.now() + 60_000 }),
    { metadata: { k: 'v' } },
    'the channel serves on',
  )

  const raw = await rawServer(t, (stream) => {
    stream.respond({ ':status': 200, 'content-type': 'application/grpc' }, { waitForTrailers: true })
    stream.on('wantTrailers', () => stream.sendTrailers({ 'grpc-status': '0' }))
    stream.end(grpcMessage(textResponse('ok')))
  })
  const tr2 = transport(t, raw.address)
  await tr2.unary('Events', 'GetDocumentText', { event_id: 'e', document_name: 'd' }, { deadline: Date.now() + 30_000 })
  t.match(raw.seen[0]['grpc-timeout'], /^\d{1,8}m$/, 'the server is told the time left')
  t.ok(Number(String(raw.seen[0]['grpc-timeout']).slice(0, -1)) <= 30_000)
  t.equal(raw.seen[0]['content-type'], 'application/grpc')
  t.equal(raw.seen[0].te, 'trailers')
  t.equal(raw.seen[0][':path'], '/svc.api.v1.Events/GetDocumentText')
})

/**
 * A server in a worker thread that lets each call's deadline (its grpc-timeout) run out, then resets
 * the stream with CANCEL, as grpc-go's server does, and raises `resetSent` once the reset is out.
 */
const CANCEL_AT_DEADLINE_SERVER = `
const http2 = require('node:http2')
const { parentPort, workerData } = require('node:worker_threads')
const resetSent = new Int32Array(workerData)
const server = http2.createServer()
server.on('stream', (stream, headers) => {
  stream.on('error', () => {})
  stream.resume()
  parentPort.postMessage('heard')
  const ms = Number(String(headers['grpc-timeout']).slice(0, -1))
  setTimeout(() => {
    stream.once('close', () => setTimeout(() => { Atomics.store(resetSent, 0, 1); Atomics.notify(resetSent, 0) }, 50))
    stream.close(http2.constants.NGHTTP2_CANCEL)
  }, ms + 20)
})
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port))
`

t.test(
  'a server that resets with CANCEL once the deadline has passed: DEADLINE_EXCEEDED, whichever is read first',
  async (t) => {
    const resetSent = new Int32Array(new SharedArrayBuffer(4))
    const worker = new Worker(CANCEL_AT_DEADLINE_SERVER, { eval: true, workerData: resetSent.buffer })
    t.teardown(() => worker.terminate())
    const [port] = (await once(worker, 'message')) as [number]
    const call = transport(t, `127.0.0.1:${port}`).unary(
      'Events',
      'GetDocumentText',
      { event_id: 'e', document_name: 'd' },
      { deadline: Date.now() + 300 },
    )
    await once(worker, 'message') // the server has the call
    // Hold this thread, from a timer that runs before the deadline's, until the reset has been sent:
    // the timers this pass runs were chosen before it, so the reset is read before the deadline fires.
    setTimeout(() => Atomics.wait(resetSent, 0, 0, 10_000), 0)
    await expectError(t, call, Status.DEADLINE_EXCEEDED, /^Deadline exceeded$/, 'reset read before our deadline timer')
    t.equal(Atomics.load(resetSent, 0), 1, 'the reset was sent while this thread was held')
  },
)

/** A backend that was never reached: the caller's message names no address, the log's reason does. */
async function expectUnreachable(t: Test, p: Promise<unknown>, reason: RegExp, name: string): Promise<void> {
  await expectError(
    t,
    p.catch((err) => {
      t.ok(err instanceof BackendUnreachable, `${name}: BackendUnreachable`)
      t.match((err as BackendUnreachable).reason, reason, `${name}: reason, for the log`)
      throw err
    }),
    Status.UNAVAILABLE,
    /^the backend could not be reached$/,
    name,
  )
}

t.test('an address nobody listens on: UNAVAILABLE, and at once while backing off', async (t) => {
  const tr = transport(t, '127.0.0.1:1')
  await expectUnreachable(
    t,
    tr.unary('Events', 'GetAllMetadata', { event_id: 'e' }),
    /^No connection established\. Last error: .*ECONNREFUSED 127\.0\.0\.1:1/,
    'first call',
  )
  await expectUnreachable(
    t,
    tr.unary('Events', 'GetAllMetadata', { event_id: 'e' }),
    /^No connection established/,
    'second call, in the backoff',
  )
})

t.test('a server that does not speak HTTP/2 is UNAVAILABLE, not a hang', async (t) => {
  const server = net.createServer((socket) => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'))
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  t.teardown(() => server.close())
  const tr = transport(t, `127.0.0.1:${(server.address() as net.AddressInfo).port}`)
  await expectUnreachable(
    t,
    tr.unary('Events', 'GetAllMetadata', { event_id: 'e' }),
    /^No connection established/,
    'HTTP/1 answer',
  )
})

t.test('several addresses: calls go round-robin over them', async (t) => {
  const a = await startEvents(t)
  const b = await startEvents(t)
  const tr = transport(t, `ipv4:${a.address},${b.address}`)
  const ids = new Set<string>()
  for (let i = 0; i < 10; i++)
    ids.add((await tr.unary<{ instance_id: string }>('Events', 'GetEventsInstanceId', {})).instance_id)
  t.same([...ids].sort(), [a.instanceId, b.instanceId].sort(), 'both instances answered')
})

t.test('a name resolved by DNS (localhost), whatever addresses it has', async (t) => {
  const events = await startEvents(t)
  const tr = transport(t, `localhost:${events.port}`)
  t.equal((await tr.unary<{ instance_id: string }>('Events', 'GetEventsInstanceId', {})).instance_id, events.instanceId)
})

t.test('a backend that restarts on its address is reached again', async (t) => {
  const first = await startEventsServer({ host: '127.0.0.1', port: 0 })
  const port = first.port
  const tr = transport(t, `127.0.0.1:${port}`)
  t.equal((await tr.unary<{ instance_id: string }>('Events', 'GetEventsInstanceId', {})).instance_id, first.instanceId)
  await first.close(0)
  const second = await startEventsServer({ host: '127.0.0.1', port })
  t.teardown(() => second.close(0))
  const { value } = await pollUntil('answered by the new server', () =>
    tr.unary<{ instance_id: string }>('Events', 'GetEventsInstanceId', {}).then(
      (r) => r.instance_id,
      () => undefined,
    ),
  )
  t.equal(value, second.instanceId)
})

t.test('a call the server refused unseen (GOAWAY) is sent to another address', async (t) => {
  // node:http2 never sends a GOAWAY below the last stream it received, so this peer writes its
  // frames by hand: an empty SETTINGS, then, once the client's first HEADERS frame arrives, a
  // GOAWAY saying it processed no stream (last stream id 0).
  let refused = 0
  const frame = (type: number, payload: Buffer) =>
    Buffer.concat([Buffer.from([0, 0, payload.length, type, 0, 0, 0, 0, 0]), payload])
  const PREFACE_BYTES = 24
  const HEADERS = 1
  const refusing = net.createServer((socket) => {
    socket.write(frame(4, Buffer.alloc(0)))
    let seen = Buffer.alloc(0)
    socket.on('data', (chunk: Buffer) => {
      seen = Buffer.concat([seen, chunk])
      for (let at = PREFACE_BYTES; at + 9 <= seen.length; at += 9 + seen.readUIntBE(at, 3)) {
        if (seen[at + 3] !== HEADERS) continue
        refused++
        socket.end(frame(7, Buffer.alloc(8)))
        return
      }
    })
    socket.on('error', () => {})
  })
  await new Promise<void>((r) => refusing.listen(0, '127.0.0.1', r))
  t.teardown(() => refusing.close())
  const events = await startEvents(t)
  const tr = transport(t, `ipv4:127.0.0.1:${(refusing.address() as net.AddressInfo).port},${events.address}`)
  const answers = new Set<string>()
  for (let i = 0; i < 50 && refused < 2; i++)
    answers.add((await tr.unary<{ instance_id: string }>('Events', 'GetEventsInstanceId', {})).instance_id)
  t.ok(refused >= 2, 'the refusing address was tried')
  t.same([...answers], [events.instanceId], 'every call was answered, by the other address')
})

t.test('statuses the HTTP/2 layer decides', async (t) => {
  const cases: [string, (s: http2.ServerHttp2Stream) => void, number, RegExp][] = [
    [
      'HTTP 404',
      (s) => s.respond({ ':status': 404 }, { endStream: true }),
      Status.UNIMPLEMENTED,
      /^Received HTTP status code 404$/,
    ],
    [
      'HTTP 503',
      (s) => s.respond({ ':status': 503 }, { endStream: true }),
      Status.UNAVAILABLE,
      /^Received HTTP status code 503$/,
    ],
    [
      'not gRPC',
      (s) => s.respond({ ':status': 200, 'content-type': 'text/html' }, { endStream: true }),
      Status.UNKNOWN,
      /invalid content-type text\/html/,
    ],
    [
      'no status at the end',
      (s) => {
        s.respond({ ':status': 200, 'content-type': 'application/grpc' })
        s.end(grpcMessage(textResponse('x')))
      },
      Status.INTERNAL,
      /without a status/,
    ],
    [
      'reset',
      (s) => s.close(http2.constants.NGHTTP2_REFUSED_STREAM),
      Status.UNAVAILABLE,
      /^the backend could not be reached$/,
    ],
    [
      'trailers-only error, message percent-encoded',
      (s) =>
        s.respond(
          {
            ':status': 200,
            'content-type': 'application/grpc',
            'grpc-status': '5',
            'grpc-message': '%C3%A9v%C3%A9nement 100%25 absent',
          },
          { endStream: true },
        ),
      Status.NOT_FOUND,
      /^événement 100% absent$/,
    ],
    [
      'two messages for a unary call',
      (s) => {
        s.respond({ ':status': 200, 'content-type': 'application/grpc' }, { waitForTrailers: true })
        s.on('wantTrailers', () => s.sendTrailers({ 'grpc-status': '0' }))
        s.end(Buffer.concat([grpcMessage(textResponse('a')), grpcMessage(textResponse('b'))]))
      },
      Status.UNIMPLEMENTED,
      /Too many responses/,
    ],
  ]
  for (const [name, respond, code, message] of cases) {
    const raw = await rawServer(t, respond)
    await expectError(
      t,
      transport(t, raw.address).unary('Events', 'GetDocumentText', { event_id: 'e', document_name: 'd' }),
      code,
      message,
      name,
    )
  }
})

t.test('a compressed answer (grpc-encoding gzip) is read', async (t) => {
  const raw = await rawServer(t, (s) => {
    s.respond(
      { ':status': 200, 'content-type': 'application/grpc', 'grpc-encoding': 'gzip' },
      { waitForTrailers: true },
    )
    s.on('wantTrailers', () => s.sendTrailers({ 'grpc-status': '0' }))
    s.end(grpcMessage(gzipSync(textResponse('squeezed')), true))
  })
  t.same(await transport(t, raw.address).unary('Events', 'GetDocumentText', { event_id: 'e', document_name: 'd' }), {
    text: 'squeezed',
  })
})

t.test('a status message and its details cross unchanged', async (t) => {
  const detail = {
    '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
    reason: 'NO_EVENT',
    domain: 'svc',
    metadata: { event: 'é' },
  }
  const server = await startGrpcServer([
    {
      service: 'Events',
      handlers: {
        GetAllMetadata: () => {
          throw new SvcError(Status.NOT_FOUND, 'événement « e » introuvable: 100% sûr', [detail])
        },
      },
    },
  ])
  t.teardown(() => server.close(0))
  const err = await transport(t, server.address)
    .unary('Events', 'GetAllMetadata', { event_id: 'e' })
    .catch((e: SvcError) => e)
  t.same(
    { code: (err as SvcError).code, message: (err as SvcError).message, details: (err as SvcError).details },
    { code: Status.NOT_FOUND, message: 'événement « e » introuvable: 100% sûr', details: [detail] },
  )
})

t.test('a grpc-js server: answers, large ones, errors with details, deadlines', async (t) => {
  const server = new grpc.Server(CHANNEL_OPTIONS)
  const detail = { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'GONE', domain: 'svc', metadata: {} }
  const big = 'Afebrile. '.repeat(700_000)
  server.addService(serviceDefinition('Events'), {
    GetDocumentText: (_call: unknown, cb: grpc.sendUnaryData<{ text: string }>) => cb(null, { text: big }),
    GetAllMetadata: (_call: unknown, cb: grpc.sendUnaryData<unknown>) =>
      cb({
        code: Status.NOT_FOUND,
        details: 'no such event',
        metadata: statusMetadata(Status.NOT_FOUND, 'no such event', [detail]),
      }),
    GetEventsInstanceId: () => {},
  })
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, p) =>
      err ? reject(err) : resolve(p),
    ),
  )
  t.teardown(() => server.forceShutdown())
  const tr = transport(t, `127.0.0.1:${port}`)
  t.equal(
    (await tr.unary<{ text: string }>('Events', 'GetDocumentText', { event_id: 'e', document_name: 'd' })).text,
    big,
    '7 MB answer',
  )
  const err = await tr.unary('Events', 'GetAllMetadata', { event_id: 'e' }).catch((e: SvcError) => e)
  t.same(
    { code: (err as SvcError).code, message: (err as SvcError).message, details: (err as SvcError).details },
    { code: Status.NOT_FOUND, message: 'no such event', details: [detail] },
  )
  await expectError(
    t,
    tr.unary('Events', 'GetEventsInstanceId', {}, { deadline: Date.now() + 100 }),
    Status.DEADLINE_EXCEEDED,
    /Deadline exceeded/,
    'a handler that never answers',
  )
  await expectError(
    t,
    tr.unary('Events', 'AddDocument', { event_id: 'e', document_name: 'd', text: 'x' }),
    Status.UNIMPLEMENTED,
    /AddDocument/,
    'a method it does not implement',
  )
})
