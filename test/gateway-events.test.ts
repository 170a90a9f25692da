// The event store through the gateway: every route of PROTOCOL.md §1/§2 against a real events
// service, exact round-trips, and every error case with its status and body.
import net from 'node:net'
import t from 'tap'
import { startGrpcServer } from '../src/grpc/server.js'
import { startEventsGateway, startGateway, testConfig } from './helpers/servers.js'

const isErrorBody = (t: Tap.Test, body: any, code: number, pattern: RegExp) => {
  t.same(Object.keys(body).sort(), ['code', 'details', 'message'])
  t.equal(body.code, code)
  t.match(body.message, pattern)
  t.same(body.details, [])
}
declare namespace Tap {
  type Test = import('tap').Test
}

t.test('the specification calls round-trip exactly', async (t) => {
  const { req } = await startEventsGateway(t)
  let r = await req('POST', '/v1/events/e1')
  t.equal(r.status, 200)
  t.equal(r.json.created, true)
  t.type(r.json.lease_id, 'number')
  t.equal(r.headers['content-type'], 'application/json')

  r = await req('POST', '/v1/events/e1/metadata/source', { value: 'clinic é 🩺' })
  t.equal(r.status, 200)
  t.same(r.json, {})
  r = await req('GET', '/v1/events/e1/metadata')
  t.same(r.json, { metadata: { source: 'clinic é 🩺' } })

  const text = 'Patient denies chest pain.\nNo fever 🙂.'
  r = await req('POST', '/v1/events/e1/documents/plaintext', { text })
  t.equal(r.status, 200)
  r = await req('GET', '/v1/events/e1/documents/plaintext')
  t.same(r.json, { text })
  r = await req('GET', '/v1/events/e1/documents')
  t.same(r.json, { document_names: ['plaintext'] })

  const json_labels = {
    is_distinct: true,
    labels: [
      {
        start_index: 0,
        end_index: 7,
        negated: false,
        cui: 'C0030705',
        score: 0.875,
        count: 3,
        big: -12345678901,
        nothing: null,
      },
      {
        start_index: 15,
        end_index: 25,
        negated: true,
        tags: ['a', 1, true, null, { deep: [[]] }],
        nested: { a: { b: { c: 'd' } }, empty: {} },
        empty_list: [],
      },
      // Offsets count code points (issue 10): the emoji is one.
      { start_index: [...text].length, end_index: [...text].length },
    ],
  }
  r = await req('POST', '/v1/events/e1/documents/plaintext/labels/concepts', { json_labels })
  t.equal(r.status, 200, r.text)
  r = await req('GET', '/v1/events/e1/documents/plaintext/labels/concepts')
  t.equal(r.status, 200)
  t.same(r.json, { json_labels }, 'every field round-trips exactly, labels in stored order')
  t.strictSame(r.json.json_labels.labels[1].nested, json_labels.labels[1].nested)

  r = await req('GET', '/v1/events/e1/documents/plaintext/labels')
  t.same(r.json, { label_index_infos: [{ index_name: 'concepts', type: 'GENERIC' }] })

  // replacing an index keeps only the new labels
  r = await req('POST', '/v1/events/e1/documents/plaintext/labels/concepts', {
    json_labels: { labels: [{ start_index: 1, end_index: 2 }] },
  })
  t.equal(r.status, 200)
  r = await req('GET', '/v1/events/e1/documents/plaintext/labels/concepts')
  t.same(r.json, { json_labels: { is_distinct: false, labels: [{ start_index: 1, end_index: 2 }] } })
})

t.test('extensions: binaries, instance id, leases', async (t) => {
  const { req } = await startEventsGateway(t)
  await req('POST', '/v1/events/b')
  const data = Buffer.from([0, 1, 2, 250, 255, 10, 13]).toString('base64')
  let r = await req('POST', '/v1/events/b/binaries/rtf', { binary_data: data })
  t.equal(r.status, 200, r.text)
  r = await req('GET', '/v1/events/b/binaries/rtf')
  t.same(r.json, { binary_data: data })
  r = await req('GET', '/v1/events/b/binaries')
  t.same(r.json, { binary_data_names: ['rtf'] })
  r = await req('POST', '/v1/events/b/binaries/x', { binary_data: 'not base64!' })
  t.equal(r.status, 400)
  t.match(r.json.message, /binary_data must be standard base64/)

  r = await req('GET', '/v1/events/instance_id')
  t.equal(r.status, 200)
  t.type(r.json.instance_id, 'string')
  t.ok(r.json.instance_id.length > 0)

  r = await req('POST', '/v1/events/b')
  t.same(r.json.created, false, 'a second open takes another lease')
  r = await req('POST', '/v1/events/b', { only_create_new: true })
  t.equal(r.status, 409)
  r = await req('DELETE', '/v1/events/b', { lease_id: r.json?.lease_id ?? 0 })
  t.equal(r.status, 200)
  r = await req('DELETE', '/v1/events/b')
  t.equal(r.json.deleted, true, 'last lease closed deletes the event')
  r = await req('GET', '/v1/events/b/metadata')
  t.equal(r.status, 404)
})

t.test('long and percent-encoded event ids', async (t) => {
  const { req } = await startEventsGateway(t)
  const long = 'x'.repeat(5000)
  let r = await req('POST', `/v1/events/${long}`)
  t.equal(r.status, 200, 'a 5,000-character id routes')
  r = await req('POST', `/v1/events/${long}/metadata/k`, { value: 'v' })
  t.equal(r.status, 200)
  r = await req('GET', `/v1/events/${long}/metadata`)
  t.same(r.json, { metadata: { k: 'v' } })

  for (const id of ['a/b c', 'naïve-é-日本', 'per%cent', '1.txt']) {
    const enc = encodeURIComponent(id)
    r = await req('POST', `/v1/events/${enc}`)
    t.equal(r.status, 200, `open ${id}`)
    r = await req('POST', `/v1/events/${enc}/documents/${encodeURIComponent('doc/1')}`, { text: 'abc' })
    t.equal(r.status, 200)
    r = await req('GET', `/v1/events/${enc}/documents`)
    t.same(r.json, { document_names: ['doc/1'] }, `decoded id ${id} reaches the store`)
  }
  r = await req('GET', '/v1/events/%E0%A4%A/metadata')
  t.equal(r.status, 400)
  t.match(r.json.message, /percent-encoding/)
})

t.test('errors: one body, the right status', async (t) => {
  const { req, url } = await startEventsGateway(t, { gateway: { body_limit: 1024 } })
  await req('POST', '/v1/events/e')
  let r = await req('POST', '/v1/events/e/documents/d', '{"text": "abc"')
  t.equal(r.status, 400)
  t.equal(r.json.code, 3)
  t.match(r.json.message, /not valid JSON/)
  t.notMatch(r.json.message, /abc/, 'the body is not quoted back')

  r = await req('POST', '/v1/events/e/documents/d', '[1,2]')
  t.equal(r.status, 400)
  t.match(r.json.message, /must be a JSON object/)

  r = await req('POST', '/v1/events/e/documents/d', { text: 42 })
  t.equal(r.status, 400)
  t.match(r.json.message, /text must be a string \(got number\)/)
  r = await req('POST', '/v1/events/e/documents/d')
  t.equal(r.status, 400)
  t.match(r.json.message, /request body/)
  r = await req('POST', '/v1/events/e/metadata/k', { value: ['x'] })
  t.equal(r.status, 400)
  t.match(r.json.message, /value must be a string \(got array\)/)
  r = await req('POST', '/v1/events/e/documents/d/labels/x', {
    json_labels: { labels: [{ start_index: 'a', end_index: 2 }] },
  })
  t.equal(r.status, 400)
  t.match(r.json.message, /start_index/)
  r = await req('POST', '/v1/events/e', { lease_duration: 'soon' })
  t.equal(r.status, 400)
  t.match(r.json.message, /lease_duration/)

  r = await req('GET', '/v1/nothing/here')
  t.equal(r.status, 404)
  isErrorBody(t, r.json, 5, /no route for GET \/v1\/nothing\/here/)

  r = await req('PUT', '/v1/events/e/metadata')
  t.equal(r.status, 405)
  t.equal(r.headers.allow, 'GET, HEAD', 'every GET answers HEAD too')
  isErrorBody(t, r.json, 12, /not allowed/)

  r = await req('POST', '/v1/events/e/documents/big', { text: 'x'.repeat(2000) })
  t.equal(r.status, 413)
  isErrorBody(t, r.json, 8, /exceeds the limit of 1024 bytes/)
  t.equal(r.headers.connection, 'close', 'the unread rest of the body cannot be skipped: the connection closes')

  r = await req('GET', '/v1/events/missing/metadata')
  t.equal(r.status, 404)
  t.match(r.json.message, /missing/)
  r = await req('POST', '/v1/events/e/documents/d', { text: 'abc' })
  t.equal(r.status, 200)
  r = await req('POST', '/v1/events/e/documents/d', { text: 'abc' })
  t.equal(r.status, 409, 'a document added twice is ALREADY_EXISTS')
  r = await req('POST', '/v1/events/e/documents/d/labels/x', {
    json_labels: { labels: [{ start_index: 0, end_index: 4 }] },
  })
  t.equal(r.status, 400, 'labels past the end of the text')
  r = await req('POST', '/v1/events/e/documents/d/labels/x', {
    json_labels: { labels: [{ start_index: 0, end_index: 1, text: 'a' }] },
  })
  t.equal(r.status, 400, 'reserved field key')
  r = await req('POST', '/v1/events/e/documents/d/labels/x', {
    json_labels: { labels: [{ start_index: 0, end_index: 1, text: 'a' }] },
    no_key_validation: true,
  })
  t.equal(r.status, 200, 'no_key_validation lets it through')

  // the process survives all of it
  r = await req('GET', '/v1/events/e/documents/d')
  t.same(r.json, { text: 'abc' })
  t.ok(url)
})

t.test('dead backend answers 503, slow backend 504', async (t) => {
  const { req, events } = await startEventsGateway(t)
  await events.close(0)
  let r = await req('POST', '/v1/events/e')
  t.equal(r.status, 503)
  t.equal(r.json.code, 14)

  // A backend that accepts the call and never answers: the per-call deadline gives 504.
  const hung = await startGrpcServer([{ service: 'Events', handlers: { GetAllMetadata: () => new Promise(() => {}) } }])
  t.teardown(() => hung.close(0))
  const g = await startGateway(t, testConfig({ gateway: { events: hung.address, deadline: 0.2 } }))
  r = await g.req('GET', '/v1/events/e/metadata')
  t.equal(r.status, 504)
  t.equal(r.json.code, 4)
})

t.test('trailing slash and the processor list', async (t) => {
  const { req } = await startEventsGateway(t, {
    processors: [
      { Identifier: 'b-proc', Endpoint: '127.0.0.1:1' },
      { Identifier: 'a-proc', Endpoint: '127.0.0.1:2' },
    ],
  })
  for (const p of ['/v1/processors', '/v1/processors/']) {
    const r = await req('GET', p)
    t.equal(r.status, 200)
    t.same(r.json, { Processors: [{ Identifier: 'a-proc' }, { Identifier: 'b-proc' }] })
  }
  const r = await req('POST', '/v1/processors/nope/process/e1')
  t.equal(r.status, 404)
  t.match(r.json.message, /unknown processor nope/)
  const p = await req('POST', '/v1/pipeline/nope/process', { event: { event_id: 'x' } })
  t.equal(p.status, 404)
  t.match(p.json.message, /unknown pipeline nope/)
})

t.test('no events service configured', async (t) => {
  const { req } = await startGateway(t, testConfig())
  const r = await req('GET', '/v1/events/x/metadata')
  t.equal(r.status, 503)
  t.equal(r.json.code, 14)
  t.match(r.json.message, /no events service is routed/)
})

t.test('requests the HTTP parser refuses still get the error body', async (t) => {
  const { url } = await startEventsGateway(t)
  const { hostname: host, port } = new URL(url)
  const raw = (payload: string) =>
    new Promise<string>((resolve, reject) => {
      const s = net.connect(Number(port), host, () => s.end(payload))
      let out = ''
      s.on('data', (d) => (out += d))
      s.on('end', () => resolve(out))
      s.on('error', reject)
    })
  let out = await raw(`POST /v1/events/${'x'.repeat(100_000)} HTTP/1.1\r\nhost: x\r\n\r\n`)
  t.match(out, /^HTTP\/1\.1 431 /)
  const body = JSON.parse(out.slice(out.indexOf('\r\n\r\n') + 4))
  t.same(body, {
    code: 3,
    message: 'request line and headers exceed 65536 bytes (an id that long cannot be routed)',
    details: [],
  })
  t.match(out, /\r\nconnection: close\r\n/)
  out = await raw('THIS IS NOT HTTP\r\n\r\n')
  t.match(out, /^HTTP\/1\.1 400 /)
  t.match(out, /"message":"malformed HTTP request"/)
})

t.test('DELETE takes the lease id from the query string too', async (t) => {
  const { req } = await startEventsGateway(t)
  const first = (await req('POST', '/v1/events/q')).json.lease_id
  const second = (await req('POST', '/v1/events/q')).json.lease_id
  let r = await req('DELETE', `/v1/events/q?lease_id=${second}`)
  t.same(r.json, { deleted: false }, 'one lease left')
  r = await req('DELETE', `/v1/events/q?lease_id=${first}`)
  t.same(r.json, { deleted: true }, 'the last lease deletes the event')
  r = await req('DELETE', '/v1/events/q?lease_id=abc')
  t.equal(r.status, 400)
  t.match(r.json.message, /lease_id must be an integer/)
})
