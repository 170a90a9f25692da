// Issue 11, reproductions 1, 4 and 6: bodies whose parsing would cost far more than their size,
// nesting the wire cannot carry, and values JSON accepts but the API cannot store exactly. Each
// answers a 4xx naming the limit or the member, and the gateway serves on.
import t from 'tap'
import { startEventsGateway } from '../helpers/servers.js'

const LABELS = '/v1/events/e/documents/d/labels'

/** An event `e` with a document `d` of 100 characters, behind a gateway with `gateway` overrides. */
async function withDocument(t: Parameters<typeof startEventsGateway>[0], gateway: Record<string, unknown> = {}) {
  const g = await startEventsGateway(t, { gateway })
  t.equal((await g.req('POST', '/v1/events/e')).status, 200)
  t.equal((await g.req('POST', '/v1/events/e/documents/d', { text: 'x'.repeat(100) })).status, 200)
  return g
}

function nested(levels: number, leaf: unknown = 1): unknown {
  let v = leaf
  for (let i = 0; i < levels; i++) v = { a: v }
  return v
}

t.test(
  'reproduction 1: a label holding ~33 million empty objects answers 413 at once, and the gateway serves on',
  async (t) => {
    const { req, gw, events } = await withDocument(t)
    // 99 MiB: within gateway.body_limit, but JSON.parse would build ~33 million objects (2 GB).
    const head = '{"json_labels":{"labels":[{"start_index":0,"end_index":1,"a":['
    const count = Math.floor((99 * 1024 * 1024 - head.length - 10) / 3)
    const body = Buffer.from(head + '{},'.repeat(count - 1) + '{}]}]}}')
    const r = await req('POST', `${LABELS}/huge`, body)
    t.equal(r.status, 413)
    t.equal(r.json.code, 8)
    t.match(r.json.message, /more than 8000000 JSON values \(gateway\.max_json_values\)/)
    t.equal((await req('GET', '/healthz')).status, 200, 'still serving')
    t.equal(events.store.bytes() < 10_000, true, 'nothing of it was stored')
    t.equal(gw.budget.reserved, 0, 'its memory reservation is given back')
  },
)

t.test('limits on values per body, labels per index and values per label name their keys', async (t) => {
  const { req } = await withDocument(t, { max_json_values: 50, max_labels_per_index: 3, max_values_per_label: 6 })
  const label = (extra: Record<string, unknown> = {}) => ({ start_index: 0, end_index: 1, ...extra })

  let r = await req('POST', `${LABELS}/many`, { json_labels: { labels: Array.from({ length: 20 }, () => label()) } })
  t.equal(r.status, 413)
  t.match(r.json.message, /more than 50 JSON values \(gateway\.max_json_values\)/)

  r = await req('POST', `${LABELS}/four`, { json_labels: { labels: [label(), label(), label(), label()] } })
  t.equal(r.status, 413)
  t.equal(r.json.message, 'json_labels.labels holds 4 labels, more than gateway.max_labels_per_index (3)')

  r = await req('POST', `${LABELS}/wide`, { json_labels: { labels: [label(), label({ list: [1, 2, 3, 4] })] } })
  t.equal(r.status, 413)
  t.equal(r.json.message, 'json_labels.labels[1] holds more than 6 JSON values (gateway.max_values_per_label)')

  r = await req('POST', `${LABELS}/fits`, { json_labels: { labels: [label(), label({ list: [1, 2] })] } })
  t.equal(r.status, 200, 'a label of exactly 6 values fits')

  // The same limits apply to the labels of a pipeline request's event.
  const event = {
    event_id: 'p',
    documents: { d: { text: 'x', label_indices: { i: { labels: [label(), label(), label(), label()] } } } },
  }
  r = await req('POST', '/v1/pipeline/none/process', { event })
  t.equal(r.status, 413)
  t.equal(
    r.json.message,
    'event.documents.d.label_indices.i.labels holds 4 labels, more than gateway.max_labels_per_index (3)',
  )
})

t.test('reproduction 4: JSON nested deeper than max_json_depth is 400, never 500', async (t) => {
  const { req } = await withDocument(t)
  for (const levels of [49, 60]) {
    const r = await req('POST', `${LABELS}/deep`, {
      json_labels: { labels: [{ start_index: 0, end_index: 1, f: nested(levels) }] },
    })
    t.equal(r.status, 400, `${levels} levels in a label field`)
    t.match(r.json.message, /deeper than 32 levels \(gateway\.max_json_depth; at byte \d+\)/)
  }
  const r = await req('POST', '/v1/processors/none/process/e', { params: nested(50) })
  t.equal(r.status, 400, '50 levels in params')
  t.match(r.json.message, /gateway\.max_json_depth/)
  const ok = await req('POST', `${LABELS}/ok`, {
    json_labels: { labels: [{ start_index: 0, end_index: 1, f: nested(27) }] },
  })
  t.equal(ok.status, 200, 'a body 32 levels deep is taken')
  t.same((await req('GET', `${LABELS}/ok`)).json.json_labels.labels[0].f, nested(27))
})

t.test('with max_json_depth raised past what the wire carries, the encoder refuses with 400, not 500', async (t) => {
  const { req } = await withDocument(t, { max_json_depth: 200 })
  const r = await req('POST', `${LABELS}/deep`, {
    json_labels: { labels: [{ start_index: 0, end_index: 1, f: nested(49) }] },
  })
  t.equal(r.status, 400)
  t.equal(r.json.code, 3)
  t.match(r.json.message, /nested too deeply/)
  t.notMatch(r.json.message, /serialization failure/)
  t.equal((await req('GET', '/healthz')).status, 200)
})

t.test('reproduction 6: lone surrogates are refused naming the member; pairs are stored exactly', async (t) => {
  const { req } = await withDocument(t)
  let r = await req('POST', '/v1/events/e/documents/lone', '{"text": "ab\\ud800cd"}')
  t.equal(r.status, 400)
  t.equal(r.json.message, 'text holds a lone surrogate (not Unicode text; send the pair, or U+FFFD)')
  r = await req('POST', '/v1/events/e/documents/low', '{"text": "\\udc00 first"}')
  t.equal(r.status, 400, 'a low surrogate alone too')
  r = await req(
    'POST',
    `${LABELS}/lone`,
    '{"json_labels": {"labels": [{"start_index": 0, "end_index": 1, "n\\ud83dame": 1}]}}',
  )
  t.equal(r.status, 400)
  t.equal(
    r.json.message,
    'the key of json_labels.labels[0]["n\uFFFDame"] holds a lone surrogate (not Unicode text; send the pair, or U+FFFD)',
  )
  r = await req('GET', '/v1/events/e/documents')
  t.same(r.json.document_names, ['d'], 'nothing was stored')

  r = await req('POST', '/v1/events/e/documents/pair', '{"text": "a\\ud83d\\ude00b"}')
  t.equal(r.status, 200)
  t.equal(
    (await req('GET', '/v1/events/e/documents/pair')).json.text,
    'a\u{1F600}b',
    'a surrogate pair is one character, stored exactly',
  )
})

t.test('reproduction 6: invalid UTF-8 is 400, never silently replaced', async (t) => {
  const { req } = await withDocument(t)
  const body = Buffer.concat([Buffer.from('{"text": "caf'), Buffer.from([0xe9]), Buffer.from('"}')])
  let r = await req('POST', '/v1/events/e/documents/latin1', body)
  t.equal(r.status, 400)
  t.same(r.json, { code: 3, message: 'request body is not valid UTF-8', details: [] })
  // An encoded surrogate (ED A0 80) is not UTF-8 either.
  r = await req(
    'POST',
    '/v1/events/e/documents/cesu',
    Buffer.concat([Buffer.from('{"text": "'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')]),
  )
  t.equal(r.status, 400)
  r = await req('POST', '/v1/events/e/documents/ok', Buffer.from('{"text": "café"}'))
  t.equal(r.status, 200)
  t.equal((await req('GET', '/v1/events/e/documents/ok')).json.text, 'café')
})

t.test('reproduction 6: numbers beyond a double are 400 naming the member; large finite ones round-trip', async (t) => {
  const { req } = await withDocument(t)
  let r = await req(
    'POST',
    `${LABELS}/inf`,
    '{"json_labels": {"labels": [{"start_index": 0, "end_index": 1, "score": 1e400}]}}',
  )
  t.equal(r.status, 400)
  t.equal(r.json.message, 'json_labels.labels[0].score is a number beyond the range of a double')
  r = await req(
    'POST',
    `${LABELS}/inf`,
    `{"json_labels": {"labels": [{"start_index": 0, "end_index": 1, "v": [1, -${'9'.repeat(400)}]}]}}`,
  )
  t.equal(r.status, 400)
  t.equal(r.json.message, 'json_labels.labels[0].v[1] is a number beyond the range of a double')
  r = await req('POST', '/v1/events/e', '{"lease_duration": 1e999}')
  t.equal(r.status, 400)
  t.equal(r.json.message, 'lease_duration is a number beyond the range of a double')

  r = await req(
    'POST',
    `${LABELS}/big`,
    '{"json_labels": {"labels": [{"start_index": 0, "end_index": 1, "score": 1.7976931348623157e308, "tiny": 5e-324}]}}',
  )
  t.equal(r.status, 200)
  const back = (await req('GET', `${LABELS}/big`)).json.json_labels.labels[0]
  t.equal(back.score, 1.7976931348623157e308)
  t.equal(back.tiny, 5e-324)
})

t.test('values the backend messages cannot carry are 400 (lease_duration beyond a Duration)', async (t) => {
  const { req } = await withDocument(t)
  for (const lease_duration of [1e300, '99999999999999999999s', -1]) {
    const r = await req('POST', '/v1/events/lease', { lease_duration })
    t.equal(r.status, 400, JSON.stringify(lease_duration))
    t.match(r.json.message, /lease_duration/)
  }
  t.equal((await req('GET', '/healthz')).status, 200)
})
