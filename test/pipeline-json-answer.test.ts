// svc up's pipelines, as its gateway and as plain gRPC clients reach them: the gateway asks for
// the event as JSON text (event_as_json) and answers exactly the text the Struct answer gives;
// a gRPC client that does not ask gets the Struct. Each pipeline's requests run in worker threads
// (stack.workers), the main thread holding their event ids: a request run by a worker is refused
// an event id in use, and a kept event (run on the main thread) is in the stack's events service.
import { readFileSync } from 'node:fs'
import t from 'tap'
import { parseConfig } from '../src/config/config.js'
import { startStack } from '../src/stack/stack.js'
import { callUnary, clientFor } from './helpers/grpc-client.js'
import { request } from './helpers/http.js'

/** Two workers, whatever the machine's cores: requests in flight together go to both. */
const WORKERS = parseConfig('stack: {workers: 2}').config

const rtf = readFileSync(new URL('./fixtures/rtf/word-note.rtf', import.meta.url))

/** Labels of shapes the codecs treat with care: digit keys, "__proto__", nesting, numbers, references. */
const awkwardLabels = [
  {
    start_index: 0,
    end_index: 4,
    b: 'second',
    a: 1,
    2: 'digit key',
    10: null,
    nested: { z: [1, 'x', true, null, { deep: [[]] }], '1': 'one' },
    big: 1e21,
    tiny: 5e-324,
  },
  { start_index: 2, end_index: 3, ['__proto__']: 'own', unicode: 'fièvre 😷 日本', references: { head: 'awkward:0' } },
  { start_index: 4, end_index: 4 },
]

function pipelineBody(eventId: string, keepAfter = false) {
  return {
    event: {
      event_id: eventId,
      metadata: { 9: 'nine', source: 'test', 1: 'one' },
      binaries: { rtf: rtf.toString('base64') },
      documents: {
        extra: {
          text: 'fever cough',
          label_indices: {
            awkward: { labels: awkwardLabels },
            '7': { labels: [{ start_index: 6, end_index: 11, k: 'v' }], distinct: true },
          },
        },
      },
    },
    params: { document_name: 'plaintext' },
    keep_after: keepAfter,
  }
}

t.test('svc up: the pipeline answer through the gateway is the Struct answer as JSON, byte for byte', async (t) => {
  const stack = await startStack({ config: WORKERS, port: 0, host: '127.0.0.1', log: () => {}, announce: () => {} })
  t.teardown(() => stack.close())
  const url = stack.gateway.url
  for (const pipeline of ['svc-default-pipeline', 'svc-rtf-to-text']) {
    const addresses = [stack.pipelines[pipeline]]
    const viaGateway = await request(url, 'POST', `/v1/pipeline/${pipeline}/process`, pipelineBody('same-id'))
    t.equal(viaGateway.status, 200, viaGateway.text.slice(0, 300))
    t.equal(viaGateway.headers['content-type'], 'application/json')
    for (const address of addresses) {
      const client = clientFor(t, 'Pipeline', address)
      // A client that does not ask gets the Struct, decoded as every gRPC client decodes it.
      const struct = await callUnary(client, 'Process', { pipeline_id: pipeline, ...pipelineBody('same-id') })
      t.equal(struct.event_json ?? '', '', 'no JSON text unless asked')
      t.equal(struct.event.event_id, 'same-id')
      const expected = JSON.stringify(struct.event)
      t.ok(
        viaGateway.text.startsWith(`{"event":${expected},"timing_info":{`),
        `${pipeline} at ${address}: the gateway's event is the Struct's JSON`,
      )
      t.ok(expected.includes('"__proto__":"own"') && expected.includes('"big":1e+21'), 'the awkward labels are in it')
      // Asked, the same event comes as text.
      const asked = await callUnary(client, 'Process', {
        pipeline_id: pipeline,
        ...pipelineBody('same-id'),
        event_as_json: true,
      })
      t.ok(Buffer.isBuffer(asked.event_json), 'event_json decoded as its UTF-8 bytes')
      t.equal(
        Buffer.from(asked.event_json).toString(),
        expected,
        `${pipeline} at ${address}: event_json is the Struct's JSON`,
      )
    }
    const answer = viaGateway.json
    t.same(Object.keys(answer), ['event', 'timing_info', 'result'])
    t.same(
      Object.keys(answer.event.documents.extra.label_indices),
      ['7', 'awkward'],
      'array-index names first, as JSON.stringify lists them',
    )
    // biome-ignore lint/suspicious/noProto: reads the label's own member named __proto__, which the answer must keep
    t.equal(answer.event.documents.extra.label_indices.awkward.labels[1].__proto__, 'own', '"__proto__" stays a member')
    t.same(answer.event.documents.extra.label_indices.awkward.labels[0].nested, {
      '1': 'one',
      z: [1, 'x', true, null, { deep: [[]] }],
    })
    t.ok(answer.timing_info['pipeline:total'].endsWith('s'))
    t.ok(answer.result.component_results.length > 0)
  }
})

t.test(
  'svc up: a pipeline in worker threads refuses an event id in use and keeps a kept event where the gateway finds it',
  async (t) => {
    const stack = await startStack({ config: WORKERS, port: 0, host: '127.0.0.1', log: () => {}, announce: () => {} })
    t.teardown(() => stack.close())
    const url = stack.gateway.url
    const addresses = [stack.pipelines['svc-rtf-to-text']]

    t.equal((await request(url, 'POST', '/v1/events/taken')).status, 200)
    for (const address of addresses) {
      const client = clientFor(t, 'Pipeline', address)
      await t.rejects(
        callUnary(client, 'Process', { pipeline_id: 'svc-rtf-to-text', ...pipelineBody('taken') }),
        {
          code: 6,
          message: "pipeline 'svc-rtf-to-text': cannot create event 'taken': event \"taken\" already exists",
        },
        `the process at ${address} refuses it`,
      )

      const kept = `kept-${address}`
      const res = await callUnary(client, 'Process', { pipeline_id: 'svc-rtf-to-text', ...pipelineBody(kept, true) })
      t.equal(res.event.event_id, kept)
      const text = await request(url, 'GET', `/v1/events/${encodeURIComponent(kept)}/documents/plaintext`)
      t.equal(text.status, 200, `the event kept by the process at ${address} is in the stack's events service`)
      t.equal(text.json.text, res.event.documents.plaintext.text)

      const released = `released-${address}`
      await callUnary(client, 'Process', { pipeline_id: 'svc-rtf-to-text', ...pipelineBody(released) })
      t.equal(
        (await request(url, 'GET', `/v1/events/${encodeURIComponent(released)}/documents`)).status,
        404,
        'an event not kept is nowhere',
      )
      t.equal(
        (await request(url, 'POST', `/v1/events/${encodeURIComponent(released)}`)).status,
        200,
        'and its id is free again',
      )
    }
    // Through the gateway, requests in flight together are shared between the workers: each is refused alike.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        request(url, 'POST', '/v1/pipeline/svc-rtf-to-text/process', pipelineBody('taken')),
      ),
    )
    t.same(
      answers.map((a) => a.status),
      [409, 409, 409, 409, 409, 409],
    )
    // A malformed event is named as such, in either worker, even when its id is in use too.
    const malformed = pipelineBody('taken')
    malformed.event.binaries.rtf = 'not base64!'
    const refused = await Promise.all(
      Array.from({ length: 6 }, () => request(url, 'POST', '/v1/pipeline/svc-rtf-to-text/process', malformed)),
    )
    t.same(
      refused.map((a) => a.status),
      [400, 400, 400, 400, 400, 400],
    )
    t.ok(
      refused.every((a) => /event\.binaries\.rtf must be standard base64/.test(a.json.message)),
      'each names the binary',
    )
    const many = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        request(url, 'POST', '/v1/pipeline/svc-default-pipeline/process', pipelineBody(`many-${i}`)),
      ),
    )
    t.same(
      many.map((a) => a.status),
      [200, 200, 200, 200, 200, 200],
    )
    t.same(
      many.map((a) => a.json.event.event_id),
      [0, 1, 2, 3, 4, 5].map((i) => `many-${i}`),
    )
  },
)
