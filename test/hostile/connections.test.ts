// Issue 11, reproductions 3 and 7: clients that are slow to send or never read, pipelined
// garbage, and what a 503 tells the client about the backend behind it.
import t from 'tap'
import { startPipelineServer } from '../../src/pipeline/pipeline-service.js'
import { freePort } from '../helpers/processes.js'
import { pollUntil } from '../helpers/poll.js'
import { connectRaw, parseResponses } from '../helpers/raw-http.js'
import { startEvents, startEventsGateway, startGateway, testConfig } from '../helpers/servers.js'

const FAST = { headers_timeout: 0.3, body_timeout: 0.3, write_timeout: 0.3 }

t.test('reproduction 7: request headers that arrive too slowly are answered 408', async (t) => {
  const { url, req } = await startEventsGateway(t, { gateway: FAST })
  const raw = await connectRaw(url, 'GET /healthz HTTP/1.1\r\nhost: x\r\n')
  const [res, ...more] = parseResponses(await raw.closed)
  t.equal(res.status, 408)
  t.equal(res.headers.connection, 'close')
  t.same(JSON.parse(res.body), {
    code: 4,
    message: 'the request line and headers did not arrive within 0.3 s (gateway.headers_timeout)',
    details: [],
  })
  t.same(more, [])
  t.equal((await req('GET', '/healthz')).status, 200)
})

t.test('reproduction 7: a body that arrives too slowly is answered 408 before the connection closes', async (t) => {
  const { url, req, gw } = await startEventsGateway(t, { gateway: FAST })
  await req('POST', '/v1/events/e')
  const raw = await connectRaw(
    url,
    'POST /v1/events/e/documents/d HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"text": "',
  )
  // One byte now and then, as the reproduction's client did; the body never completes in time.
  const trickle = setInterval(() => raw.socket.writable && raw.socket.write('a'), 100)
  const [res] = parseResponses(await raw.closed)
  clearInterval(trickle)
  t.equal(res.status, 408)
  t.equal(res.headers.connection, 'close')
  t.same(JSON.parse(res.body), {
    code: 4,
    message: 'the request body did not arrive within 0.3 s (gateway.body_timeout)',
    details: [],
  })
  t.equal((await req('GET', '/v1/events/e/documents')).json.document_names.length, 0, 'nothing stored')
  t.equal(gw.budget.reserved, 0)
})

t.test(
  'reproduction 7: a valid pipelined request followed by garbage in the same packet gets its answer, then the 400',
  async (t) => {
    const { url } = await startEventsGateway(t)
    const raw = await connectRaw(
      url,
      'GET /v1/events/instance_id HTTP/1.1\r\nhost: x\r\n\r\nGET /healthz HTTP/1.1\r\nhost: x\r\n\r\n\x00\x01GARBAGE\r\n\r\n',
    )
    const responses = parseResponses(await raw.closed)
    t.same(
      responses.map((r) => r.status),
      [200, 200, 400],
    )
    t.match(JSON.parse(responses[0].body), { instance_id: /\S/ }, 'the first (a backend call) answered in order')
    t.same(JSON.parse(responses[1].body), { status: 'ok' })
    t.equal(JSON.parse(responses[2].body).message, 'malformed HTTP request')
    t.equal(responses[2].headers.connection, 'close')
  },
)

t.test('reproduction 3: a client that never reads its answer is disconnected and its memory freed', async (t) => {
  // Only the write timeout is short: the 32 MiB upload below must not meet a short body timeout
  // (nor the 8 MiB default of gateway.max_document_bytes).
  const { url, req, gw, logs } = await startEventsGateway(t, {
    gateway: { write_timeout: 1, max_document_bytes: 64 * 2 ** 20 },
  })
  await req('POST', '/v1/events/e')
  const text = 'n'.repeat(32 * 1024 * 1024)
  t.equal((await req('POST', '/v1/events/e/documents/big', { text })).status, 200)

  const clients = await Promise.all([1, 2, 3, 4].map(() => connectRaw(url)))
  for (const c of clients) {
    c.socket.pause()
    c.socket.write('GET /v1/events/e/documents/big HTTP/1.1\r\nhost: x\r\n\r\n')
  }
  await pollUntil(
    'the four answers given up',
    () => logs.filter((l) => l.includes('client did not read its answer')).length === 4,
  )
  await pollUntil('their memory given back', () => gw.budget.reserved === 0)
  for (const c of clients) {
    c.socket.resume()
    const received = await c.closed
    t.ok(
      received.length < text.length,
      `the connection was closed part-way (${received.length} of ${text.length + 10} bytes)`,
    )
  }
  const r = await req('GET', '/v1/events/e/documents/big')
  t.equal(r.json.text.length, text.length, 'a client that reads gets it all')
})

t.test('reproduction 7: a 503 names the backend identifier, never its address (logged instead)', async (t) => {
  const port = await freePort()
  const { req, logs } = await startGateway(
    t,
    testConfig({
      gateway: { events: `127.0.0.1:${port}` },
      processors: [{ Identifier: 'gone-proc', Endpoint: `127.0.0.1:${port}` }],
    }),
  )
  let r = await req('POST', '/v1/events/e')
  t.equal(r.status, 503)
  t.same(r.json, { code: 14, message: "events service 'svc-events' could not be reached", details: [] })
  r = await req('POST', '/v1/processors/gone-proc/process/e', {})
  t.equal(r.status, 503)
  t.equal(r.json.message, "processor 'gone-proc' could not be reached")
  t.ok(
    logs.some((l) => l.includes('backend unreachable') && l.includes(`127.0.0.1:${port}`)),
    'the address is in the log',
  )
})

t.test('reproduction 7: a pipeline whose backends are down names them, not their addresses', async (t) => {
  const dead = await freePort()
  const events = await startEvents(t)
  const pipeline = await startPipelineServer({
    host: '127.0.0.1',
    port: 0,
    definitions: [
      {
        name: 'p',
        events_address: events.address,
        components: [{ processor_id: 'words', address: `127.0.0.1:${dead}` }],
      },
      { name: 'no-events', events_address: `127.0.0.1:${dead}`, components: [] },
    ],
  })
  t.teardown(() => pipeline.close(100))
  const { req } = await startGateway(
    t,
    testConfig({
      gateway: { events: events.address },
      pipelines: [
        { Identifier: 'p', Endpoint: pipeline.address },
        { Identifier: 'no-events', Endpoint: pipeline.address },
      ],
    }),
  )
  let r = await req('POST', '/v1/pipeline/p/process', { event: { event_id: 'e1', documents: { d: { text: 'x' } } } })
  t.equal(r.status, 503)
  t.equal(
    r.json.message,
    "pipeline 'p': component 'words' failed with UNAVAILABLE: processor 'words' could not be reached",
  )
  r = await req('POST', '/v1/pipeline/no-events/process', {
    event: { event_id: 'e2', documents: { d: { text: 'x' } } },
  })
  t.equal(r.status, 503)
  t.equal(r.json.message, "pipeline 'no-events': cannot create event 'e2': the events service could not be reached")
  t.notMatch(JSON.stringify(r.json), /127\.0\.0\.1/)
})
