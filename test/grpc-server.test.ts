// Our gRPC server (src/grpc/http2-server.ts) against clients that are not ours: grpc-js (the test
// helper's generated client) and node:http2 sending gRPC by hand, for what a client library never
// sends (a short grpc-timeout it then ignores, a compressed request, a body over the limit, not
// gRPC at all). Deadlines, size limits, health Watch, graceful and forced shutdown, concurrency.
import http2 from 'node:http2'
import net from 'node:net'
import { gzipSync } from 'node:zlib'
import type * as grpc from '@grpc/grpc-js'
import t, { type Test } from 'tap'
import { SvcError } from '../src/api/errors.js'
import { Status } from '../src/api/status.js'
import { GrpcHttp2Server } from '../src/grpc/http2-server.js'
import { methodDefinition } from '../src/grpc/proto.js'
import { startGrpcServer } from '../src/grpc/server.js'
import { callUnary, createClient } from './helpers/grpc-client.js'
import { gatedEventsBackend } from './helpers/gated-backend.js'
import { startEvents } from './helpers/servers.js'
import { grpcMessage } from './helpers/grpc-frames.js'

function grpcJs(t: Test, service: 'Events' | 'Health', address: string) {
  const client = createClient(service, address)
  t.teardown(() => client.close())
  return client
}

/** One gRPC call made by hand over node:http2: the raw answer (headers, trailers, message bytes). */
async function rawCall(
  address: string,
  path: string,
  body: Buffer,
  headers: http2.OutgoingHttpHeaders = {},
  settings: http2.Settings = {},
) {
  const session = http2.connect(`http://${address}`, { settings })
  try {
    return await new Promise<{ headers: http2.IncomingHttpHeaders; trailers: http2.IncomingHttpHeaders; data: Buffer }>(
      (resolve, reject) => {
        const stream = session.request({
          ':method': 'POST',
          ':path': path,
          'content-type': 'application/grpc',
          te: 'trailers',
          ...headers,
        })
        let head: http2.IncomingHttpHeaders = {}
        let trailers: http2.IncomingHttpHeaders = {}
        const chunks: Buffer[] = []
        stream.on('response', (h) => (head = h))
        stream.on('trailers', (h) => (trailers = h))
        stream.on('data', (c: Buffer) => chunks.push(c))
        stream.on('error', reject)
        stream.on('close', () => resolve({ headers: head, trailers, data: Buffer.concat(chunks) }))
        stream.end(body)
      },
    )
  } finally {
    session.close()
  }
}

const metadataRequest = (eventId: string) =>
  methodDefinition('Events', 'GetAllMetadata')!.requestSerialize({ event_id: eventId })
const statusOf = (r: { headers: http2.IncomingHttpHeaders; trailers: http2.IncomingHttpHeaders }) => ({
  code: Number(r.trailers['grpc-status'] ?? r.headers['grpc-status']),
  message: decodeURIComponent(String(r.trailers['grpc-message'] ?? r.headers['grpc-message'] ?? '')),
})

/** An events service holding event "e" with document "d" of `text`, and a grpc-js client of it. */
async function eventsWithDocument(t: Test, text: string) {
  const events = await startEvents(t)
  const client = grpcJs(t, 'Events', events.address)
  await callUnary(client, 'OpenEvent', { event_id: 'e' })
  await callUnary(client, 'AddDocument', { event_id: 'e', document_name: 'd', text })
  return { events, client }
}

t.test('grpc-js calls it: answers, errors, twelve megabytes each way', async (t) => {
  const text = 'No acute distress. '.repeat(650_000)
  const { client } = await eventsWithDocument(t, text)
  t.equal(
    (await callUnary<{ text: string }>(client, 'GetDocumentText', { event_id: 'e', document_name: 'd' })).text,
    text,
  )
  await t.rejects(callUnary(client, 'GetAllMetadata', { event_id: 'nope' }), {
    code: Status.NOT_FOUND,
    message: 'event "nope" not found',
  })
  const many = await Promise.all(
    Array.from({ length: 1200 }, (_, i) =>
      callUnary(client, 'AddMetadata', { event_id: 'e', key: `k${i}`, value: String(i) }),
    ),
  )
  t.equal(many.length, 1200, 'more calls at once than the streams a connection may hold (they queue)')
  t.equal(
    Object.keys((await callUnary<{ metadata: object }>(client, 'GetAllMetadata', { event_id: 'e' })).metadata).length,
    1200,
  )
})

t.test(
  'answers cut by a tiny flow-control window arrive whole: the prefix and the stored bytes split across frames',
  async (t) => {
    const text = 'Denies chest pain; mild dyspnea on exertion. '.repeat(40)
    const { events } = await eventsWithDocument(t, text)
    const def = methodDefinition('Events', 'GetDocumentText')!
    const request = grpcMessage(def.requestSerialize({ event_id: 'e', document_name: 'd' }))
    // A window of 3 bytes: the first DATA carries three of the five prefix bytes, the rest follow
    // a few bytes at a time as the client opens its window again.
    for (const initialWindowSize of [3, 7, 65535]) {
      const r = await rawCall(events.address, def.path, request, {}, { initialWindowSize })
      t.same(statusOf(r), { code: Status.OK, message: '' }, `window ${initialWindowSize}`)
      t.equal(r.data[0], 0, 'not compressed')
      t.equal(r.data.readUInt32BE(1), r.data.length - 5, 'the prefix gives the message length')
      t.equal((def.responseDeserialize(r.data.subarray(5)) as { text: string }).text, text)
    }
  },
)

t.test('the server ends a call when its grpc-timeout passes, whatever the handler does', async (t) => {
  const gated = await gatedEventsBackend(t, {})
  t.teardown(() => gated.release())
  const r = await rawCall(gated.address, '/svc.api.v1.Events/GetAllMetadata', grpcMessage(metadataRequest('e')), {
    'grpc-timeout': '50m',
  })
  t.same(statusOf(r), { code: Status.DEADLINE_EXCEEDED, message: 'Deadline exceeded' })
  const bad = await rawCall(gated.address, '/svc.api.v1.Events/GetAllMetadata', grpcMessage(metadataRequest('e')), {
    'grpc-timeout': 'soon',
  })
  t.same(statusOf(bad), { code: Status.INTERNAL, message: 'Invalid grpc-timeout value "soon"' })
})

t.test('requests: compressed ones are read; too large, malformed or not gRPC ones refused', async (t) => {
  const events = await startEvents(t)
  const client = grpcJs(t, 'Events', events.address)
  await callUnary(client, 'OpenEvent', { event_id: 'e' })
  const gz = await rawCall(
    events.address,
    '/svc.api.v1.Events/GetAllMetadata',
    grpcMessage(gzipSync(metadataRequest('e')), true),
    { 'grpc-encoding': 'gzip' },
  )
  t.same(statusOf(gz), { code: Status.OK, message: '' }, 'gzip request')
  const unknownEncoding = await rawCall(
    events.address,
    '/svc.api.v1.Events/GetAllMetadata',
    grpcMessage(Buffer.from('x'), true),
    { 'grpc-encoding': 'br' },
  )
  t.equal(statusOf(unknownEncoding).code, Status.UNIMPLEMENTED, 'an encoding the server does not know')
  const garbage = await rawCall(
    events.address,
    '/svc.api.v1.Events/GetAllMetadata',
    grpcMessage(Buffer.from([0xff, 0xff, 0xff])),
  )
  t.same(statusOf(garbage), { code: Status.INTERNAL, message: 'Error deserializing request' })
  const none = await rawCall(events.address, '/svc.api.v1.Events/GetAllMetadata', Buffer.alloc(0))
  t.equal(statusOf(none).code, Status.UNIMPLEMENTED, 'a unary call without its message')
  const notGrpc = await rawCall(events.address, '/svc.api.v1.Events/GetAllMetadata', Buffer.from('{}'), {
    'content-type': 'application/json',
  })
  t.equal(notGrpc.headers[':status'], 415)

  const small = new GrpcHttp2Server({ maxReceiveBytes: 200, maxSendBytes: 100 })
  const def = methodDefinition('Events', 'GetDocumentText')!
  small.add(def.path, {
    requestDeserialize: def.requestDeserialize,
    responseSerialize: def.responseSerialize,
    unary: (req: { document_name: string }) => ({ text: req.document_name }),
  })
  const port = await small.listen('127.0.0.1', 0)
  t.teardown(() => small.forceShutdown())
  const ask = (name: string) =>
    rawCall(`127.0.0.1:${port}`, def.path, grpcMessage(def.requestSerialize({ event_id: 'e', document_name: name })))
  t.same(statusOf(await ask('short')), { code: Status.OK, message: '' })
  t.match(statusOf(await ask('n'.repeat(300))), {
    code: Status.RESOURCE_EXHAUSTED,
    message: /^Received message larger than max \(\d+ vs\. 200\)$/,
  })
  const long = await ask('n'.repeat(150))
  t.match(
    statusOf(long),
    { code: Status.RESOURCE_EXHAUSTED, message: /^Sent message larger than max/ },
    'an answer over the send limit',
  )

  const http1 = await new Promise<string>((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => s.write('GET / HTTP/1.1\r\nhost: x\r\n\r\n'))
    let got = ''
    s.on('data', (c) => (got += c.toString('latin1')))
    s.on('close', () => resolve(got))
    s.on('error', () => resolve(got))
  })
  t.notMatch(http1, /^HTTP\/1\.1 200/, 'an HTTP/1.1 client is not answered as if it were gRPC')
})

t.test('health Watch streams the status and its changes, and ends at shutdown', async (t) => {
  const server = await startGrpcServer([{ service: 'Events', handlers: {} }])
  const client = grpcJs(t, 'Health', server.address)
  const seen: string[] = []
  const ended = new Promise<void>((resolve) => {
    const call = (client as unknown as { Watch(req: object): grpc.ClientReadableStream<{ status: string }> }).Watch({
      service: 'svc.api.v1.Events',
    })
    call.on('data', (m: { status: string }) => {
      seen.push(m.status)
      if (seen.length === 1) server.health.set('svc.api.v1.Events', 'NOT_SERVING')
      if (seen.length === 2) server.health.set('svc.api.v1.Events', 'SERVING')
      if (seen.length === 3) void server.close(1000)
    })
    call.on('error', () => resolve())
    call.on('end', () => resolve())
  })
  await ended
  t.same(
    seen.slice(0, 4),
    ['SERVING', 'NOT_SERVING', 'SERVING', 'NOT_SERVING'],
    'each change, then NOT_SERVING at shutdown',
  )
})

t.test('shutdown: calls in flight finish within the grace, the rest are CANCELLED', async (t) => {
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  let arrived = 0
  let bothArrived!: () => void
  const arrivedAll = new Promise<void>((r) => (bothArrived = r))
  const handlers = {
    GetAllMetadata: async () => {
      if (++arrived === 2) bothArrived()
      await gate
      return { metadata: { done: 'yes' } }
    },
  }
  const server = await startGrpcServer([{ service: 'Events', handlers }])
  const client = grpcJs(t, 'Events', server.address)
  const first = callUnary(client, 'GetAllMetadata', { event_id: 'a' })
  const second = callUnary(client, 'GetAllMetadata', { event_id: 'b' })
  await arrivedAll
  const closing = server.close(60_000)
  release()
  t.same(await first, { metadata: { done: 'yes' } }, 'a call in flight finishes during a graceful close')
  t.same(await second, { metadata: { done: 'yes' } })
  await closing
  await t.rejects(
    callUnary(client, 'GetAllMetadata', { event_id: 'c' }, { timeoutMs: 2000 }),
    { code: Status.UNAVAILABLE },
    'no new calls after',
  )

  let heldArrived!: () => void
  const heldArrival = new Promise<void>((r) => (heldArrived = r))
  const held = await startGrpcServer([
    {
      service: 'Events',
      handlers: {
        GetAllMetadata: () => {
          heldArrived()
          return new Promise(() => {})
        },
      },
    },
  ])
  const never = callUnary(grpcJs(t, 'Events', held.address), 'GetAllMetadata', { event_id: 'x' })
  await heldArrival
  await held.close(0)
  await t.rejects(never, { code: Status.CANCELLED }, 'forced after the grace: the call is cancelled')
})

t.test('errors a handler throws: code, message, details; anything else is INTERNAL', async (t) => {
  const server = await startGrpcServer([
    {
      service: 'Events',
      handlers: {
        GetAllMetadata: () => {
          throw new SvcError(Status.FAILED_PRECONDITION, 'lease expired: 100% gone « é »')
        },
        GetAllDocumentNames: async () => {
          throw new TypeError('boom')
        },
      },
    },
  ])
  t.teardown(() => server.close(0))
  const client = grpcJs(t, 'Events', server.address)
  await t.rejects(callUnary(client, 'GetAllMetadata', { event_id: 'e' }), {
    code: Status.FAILED_PRECONDITION,
    message: 'lease expired: 100% gone « é »',
  })
  await t.rejects(callUnary(client, 'GetAllDocumentNames', { event_id: 'e' }), {
    code: Status.INTERNAL,
    message: 'boom',
  })
  await t.rejects(callUnary(client, 'GetDocumentText', { event_id: 'e', document_name: 'd' }), {
    code: Status.UNIMPLEMENTED,
    message: 'The server does not implement the method GetDocumentText',
  })
})
