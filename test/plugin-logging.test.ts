// The logging plugin: one access line per request with the documented fields, the request id
// the client sent (or the one the gateway made) in both the log and the response, and never a
// word of document text, label contents or binaries.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { startEvents, startGateway, testConfig } from './helpers/servers.js'

const FIELDS = [
  'time',
  'request_id',
  'method',
  'route',
  'path',
  'identifier',
  'backend_method',
  'status',
  'grpc_code',
  'duration_ms',
  'backend_ms',
  'attempts',
  'request_bytes',
  'response_bytes',
  'remote',
]

t.test('one JSON line per request with the documented fields; no document text', async (t) => {
  const dir = t.testdir()
  const file = join(dir, 'access.log')
  const events = await startEvents(t)
  const g = await startGateway(
    t,
    testConfig({ gateway: { events: events.address }, plugins: [{ name: 'logging', options: { destination: file } }] }),
  )
  t.same(g.gw.disabledPlugins, [])

  const secret = 'Zqxjv-Marker patient reports Kwopple syndrome since 2019'
  const labelSecret = 'Blorfinate-label-value'
  const binary = Buffer.from('Snarkle-binary-bytes').toString('base64')
  const statuses: number[] = []
  const go = async (m: string, p: string, b?: unknown, h?: Record<string, string>) => {
    const r = await g.req(m, p, b, h)
    statuses.push(r.status)
    return r
  }
  let r = await go('POST', '/v1/events/ev1', undefined, { 'x-request-id': 'client-id-42' })
  t.equal(r.headers['x-request-id'], 'client-id-42', 'the client id is echoed')
  const docBody = JSON.stringify({ text: secret })
  r = await go('POST', '/v1/events/ev1/documents/plaintext', docBody)
  t.equal(r.status, 200)
  const generated = r.headers['x-request-id']
  t.type(generated, 'string')
  t.ok((generated as string).length > 0, 'a request without an id gets one')
  r = await go('POST', '/v1/events/ev1/documents/plaintext/labels/concepts', {
    json_labels: { labels: [{ start_index: 0, end_index: 5, concept: labelSecret }] },
  })
  t.equal(r.status, 200)
  r = await go('POST', '/v1/events/ev1/binaries/rtf', { binary_data: binary })
  t.equal(r.status, 200)
  r = await go('GET', '/v1/events/ev1/documents/plaintext')
  t.same(r.json, { text: secret }, 'the text went through the gateway')
  r = await go('GET', '/v1/events/ev1/documents/plaintext/labels/concepts')
  t.match(r.text, labelSecret)
  r = await go('POST', '/v1/events/ev1/documents/other', `{"text": "${secret}`)
  t.equal(r.status, 400, 'a malformed body is rejected without quoting it')
  await go('GET', '/v1/events/nope/metadata')
  await go('GET', '/nowhere', undefined, { 'x-request-id': 'bad id with spaces' })
  const long = 'x'.repeat(5000)
  await go('GET', `/v1/events/${long}/metadata`)
  await g.gw.close() // flushes the file

  const text = readFileSync(file, 'utf8')
  for (const s of [secret, 'Zqxjv', 'Kwopple', labelSecret, 'Blorfinate', binary, 'Snarkle'])
    t.notMatch(text, s, `the log never contains ${s.slice(0, 12)}…`)
  const lines = text
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l))
  t.equal(lines.length, statuses.length, 'one line per request')
  t.same(
    lines.map((l) => l.status),
    statuses,
    'in order, with the statuses the client saw',
  )
  for (const l of lines) t.same(Object.keys(l), FIELDS)

  const [open, doc] = lines
  t.equal(open.request_id, 'client-id-42')
  t.equal(doc.request_id, generated, 'the generated id is the one logged')
  t.match(doc, {
    method: 'POST',
    route: '/v1/events/:event_id/documents/:document_name',
    path: '/v1/events/ev1/documents/plaintext',
    identifier: 'svc-events',
    backend_method: 'AddDocument',
    status: 200,
    grpc_code: 0,
    attempts: 1,
    request_bytes: Buffer.byteLength(docBody),
    response_bytes: 2,
    remote: '127.0.0.1',
  })
  t.ok(doc.backend_ms > 0 && doc.duration_ms >= doc.backend_ms, 'backend time is part of the total')
  t.ok(!Number.isNaN(Date.parse(doc.time)))

  const missing = lines[7]
  t.match(missing, { status: 404, grpc_code: 5, identifier: 'svc-events', route: '/v1/events/:event_id/metadata' })
  t.ok(missing.response_bytes > 0, 'the error body size')
  const unmatched = lines[8]
  t.match(unmatched, { status: 404, route: null, identifier: null, backend_method: null, attempts: 0 })
  t.not(unmatched.request_id, 'bad id with spaces', 'an unusable client id is replaced')
  t.ok(lines[9].path.length <= 201, 'long paths are cut to 200 characters')
})

t.test('human format', async (t) => {
  const file = join(t.testdir(), 'human.log')
  const events = await startEvents(t)
  const g = await startGateway(
    t,
    testConfig({
      gateway: { events: events.address },
      plugins: [{ name: 'logging', options: { format: 'human', destination: file } }],
    }),
  )
  await g.req('POST', '/v1/events/h1', undefined, { 'x-request-id': 'hum-1' })
  await g.req('GET', '/healthz')
  await g.gw.close()
  const lines = readFileSync(file, 'utf8').trimEnd().split('\n')
  t.equal(lines.length, 2)
  t.match(
    lines[0],
    /^\d{4}-\d\d-\d\dT\S+ POST \/v1\/events\/h1 200 OK [\d.]+ms id=hum-1 route=\/v1\/events\/:event_id identifier=svc-events backend=OpenEvent backend_ms=[\d.]+ attempts=1 in=0B out=\d+B remote=127\.0\.0\.1$/,
  )
  t.match(lines[1], / GET \/healthz 200 OK .* route=\/healthz in=0B/)
})

t.test('bad options disable the plugin with the option named', async (t) => {
  const g = await startGateway(
    t,
    testConfig({
      plugins: [
        { name: 'logging', options: { format: 'xml' } },
        { name: 'logging', options: { destination: join(t.testdir(), 'no', 'such', 'dir', 'x.log') } },
        { name: 'logging', options: { destination: 42 } },
        { name: 'logging', options: { colour: true } },
      ],
    }),
  )
  t.same(
    g.gw.disabledPlugins.map((d) => d.reason.match(/option \w+/)?.[0]),
    ['option format', 'option destination', 'option destination', 'option colour'],
  )
  t.equal((await g.req('GET', '/healthz')).status, 200)
})
