// Request bodies through a real gateway and events service: a body of another media type is a
// 415 naming the one expected (and nothing is created); a body without a type is read as JSON,
// and text that is not JSON gets a hint; a typo is named at any depth with the member it most
// resembles, and no message quotes the document's text.
import t from 'tap'
import { connectRaw, parseResponses } from './helpers/raw-http.js'
import { startEventsGateway } from './helpers/servers.js'

const NOTE = 'Patient denies chest pain.'

t.test('a body that is not JSON by its Content-Type is a 415 naming the type expected', async (t) => {
  const { req } = await startEventsGateway(t)
  t.equal((await req('POST', '/v1/events/m')).status, 200)
  for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'text/html; charset=utf-8']) {
    const r = await req('POST', '/v1/events/m/documents/plaintext', JSON.stringify({ text: NOTE }), {
      'content-type': type,
    })
    t.equal(r.status, 415, type)
    t.equal(r.json.code, 3)
    t.equal(r.json.message, `the request body must be application/json, not ${JSON.stringify(type.split(';')[0])}`)
  }
  t.equal((await req('GET', '/v1/events/m/documents')).json.document_names.length, 0, 'nothing was created')
  for (const type of ['application/json; charset=utf-8', 'application/vnd.svc+json']) {
    const r = await req('POST', '/v1/events/m/metadata/k', { value: type }, { 'content-type': type })
    t.equal(r.status, 200, `${type} is JSON`)
  }
  const empty = await req('POST', '/v1/events/n', undefined, { 'content-type': 'text/plain' })
  t.equal(empty.status, 200, 'no body: its type does not matter')
})

t.test('a body without a Content-Type is read as JSON; text that is not JSON gets a hint', async (t) => {
  const { req, url } = await startEventsGateway(t)
  await req('POST', '/v1/events/raw')
  const json = JSON.stringify({ text: NOTE })
  const ok = await connectRaw(
    url,
    `POST /v1/events/raw/documents/plaintext HTTP/1.1\r\nhost: x\r\ncontent-length: ${json.length}\r\nconnection: close\r\n\r\n${json}`,
  )
  t.equal(parseResponses(await ok.closed)[0].status, 200)
  const text = await connectRaw(
    url,
    `POST /v1/events/raw/documents/other HTTP/1.1\r\nhost: x\r\ncontent-length: ${NOTE.length}\r\nconnection: close\r\n\r\n${NOTE}`,
  )
  const [answer] = parseResponses(await text.closed)
  t.equal(answer.status, 400)
  t.match(
    JSON.parse(answer.body).message,
    /^request body is not valid JSON( \(error at position \d+\))?: send a JSON object/,
  )
  t.notMatch(answer.body, /chest pain/, 'the message quotes no text')
})

t.test('a typo is named at every depth, with the member it most resembles', async (t) => {
  const { req } = await startEventsGateway(t)
  await req('POST', '/v1/events/typo')
  await req('POST', '/v1/events/typo/documents/plaintext', { text: NOTE })
  const rows: [string, unknown, string][] = [
    [
      '/v1/events/typo/metadata/k',
      { valeu: 'x' },
      'valeu is not a known member of the body (did you mean "value"? expected value)',
    ],
    [
      '/v1/events/typo/documents/d',
      { text: NOTE, txt: 1 },
      'txt is not a known member of the body (did you mean "text"? expected text)',
    ],
    [
      '/v1/events/typo/documents/plaintext/labels/l',
      { json_labels: { labels: [], distinct: true } },
      'json_labels.distinct is not a known member (did you mean "is_distinct"? expected is_distinct, labels)',
    ],
    [
      '/v1/events/typo/documents/plaintext/labels/l',
      { generic_labels: { labels: [{ start_index: 0, end_index: 1, feilds: {} }] } },
      'generic_labels.labels[0].feilds is not a known member (did you mean "fields"? expected identifier, start_index, end_index, fields, reference_ids)',
    ],
    [
      '/v1/processors/p/process/typo',
      { param: {} },
      'param is not a known member of the body (did you mean "params"? expected params, event_service_instance_id)',
    ],
    [
      '/v1/events/typo/documents/plaintext/labels/l',
      { json_labels: { labels: [{ start_index: 0, end_index: 'x' }] } },
      'json_labels.labels[0].end_index must be an integer from 0 to 4294967295 (got string)',
    ],
  ]
  for (const [path, body, message] of rows) {
    const r = await req('POST', path, body)
    t.equal(r.status, 400, message)
    t.equal(r.json.message, message)
  }
})
