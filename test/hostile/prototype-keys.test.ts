// Issue 11, reproduction 5: names that are properties of Object.prototype (`__proto__`,
// `constructor`, `prototype`) are ordinary names everywhere: documents, label indices, label
// fields, metadata keys, params, results and pipeline answers, over gRPC and in process (svc up).
import t from 'tap'
import type { FlatLabel } from '../../src/api/labels.js'
import { startEventsServer } from '../../src/events/events-service.js'
import { startPipelineServer } from '../../src/pipeline/pipeline-service.js'
import {
  DocumentProcessor,
  type Document,
  type Params,
  type ProcessorInfo,
  type ProcessResult,
} from '../../src/processing/index.js'
import { hostProcessors } from '../../src/processing/processor-host.js'
import { ClientCache } from '../../src/transport/client-cache.js'
import { InProcessBackends } from '../../src/transport/in-process-backends.js'
import { startGateway, testConfig } from '../helpers/servers.js'

const NAMES = ['__proto__', 'constructor', 'prototype'] as const

/** An object whose members are the three names (own data properties, as JSON.parse makes them). */
function named(value: (name: string) => unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const n of NAMES)
    Object.defineProperty(out, n, { value: value(n), enumerable: true, writable: true, configurable: true })
  return out
}

function label(): FlatLabel {
  return { start_index: 0, end_index: 1, ...(named((n) => `field ${n}`) as Record<string, string>) }
}

/** Reads every index of its document and the metadata, answers what it saw, and writes an index under each name. */
class KeysProcessor extends DocumentProcessor {
  readonly info: ProcessorInfo = { name: 'keys', description: 'echoes names', parameters: [], inputs: [], outputs: [] }

  async process(doc: Document, params: Params): Promise<ProcessResult> {
    const indices: Record<string, unknown> = {}
    for (const name of await doc.labelIndexNames()) {
      Object.defineProperty(indices, name, {
        value: (await doc.getLabels(name)).map((l) => Object.keys(l)),
        enumerable: true,
      })
    }
    for (const n of NAMES) await doc.addLabels(`written ${n}`, [label()])
    return {
      indices,
      params: Object.keys(params),
      metadata: Object.keys(await doc.event.getMetadata()),
      echo: named((n) => n),
    } as ProcessResult
  }
}

const KEYS = ['start_index', 'end_index', ...NAMES]

async function backends(t: Parameters<typeof startGateway>[0], inProcess: boolean) {
  const local = new InProcessBackends()
  const clients = inProcess ? new ClientCache({ inProcess: local }) : undefined
  t.teardown(() => clients?.close())
  const events = await startEventsServer({ host: '127.0.0.1', port: 0 })
  t.teardown(() => events.close(100))
  local.offer(events)
  const procs = await hostProcessors([new KeysProcessor()], {
    host: '127.0.0.1',
    port: 0,
    eventsAddress: events.address,
    clients,
  })
  t.teardown(() => procs.close(100))
  local.offer(procs)
  const pipeline = await startPipelineServer({
    host: '127.0.0.1',
    port: 0,
    clients,
    definitions: [
      {
        name: 'p',
        events_address: events.address,
        components: [{ processor_id: 'keys', address: procs.address, params: { document_name: '__proto__' } }],
      },
    ],
  })
  t.teardown(() => pipeline.close(100))
  return startGateway(
    t,
    testConfig({
      gateway: { events: events.address },
      processors: [{ Identifier: 'keys', Endpoint: procs.address }],
      pipelines: [{ Identifier: 'p', Endpoint: pipeline.address }],
    }),
  )
}

t.test('through the gateway: documents, indices, fields, metadata, params and results', async (t) => {
  const { req } = await backends(t, false)
  await req('POST', '/v1/events/e')
  for (const n of NAMES) {
    t.equal((await req('POST', `/v1/events/e/documents/${n}`, { text: `text of ${n}` })).status, 200)
    t.equal((await req('POST', `/v1/events/e/metadata/${n}`, { value: `value of ${n}` })).status, 200)
    t.equal(
      (await req('POST', `/v1/events/e/documents/__proto__/labels/${n}`, { json_labels: { labels: [label()] } }))
        .status,
      200,
    )
  }
  t.same((await req('GET', '/v1/events/e/documents')).json.document_names, NAMES)
  for (const n of NAMES) t.equal((await req('GET', `/v1/events/e/documents/${n}`)).json.text, `text of ${n}`)
  const metadata = (await req('GET', '/v1/events/e/metadata')).text
  t.equal(
    metadata,
    '{"metadata":{"__proto__":"value of __proto__","constructor":"value of constructor","prototype":"value of prototype"}}',
  )
  const infos = (await req('GET', '/v1/events/e/documents/__proto__/labels')).json.label_index_infos
  t.same(
    infos.map((i: { index_name: string }) => i.index_name),
    NAMES,
  )
  for (const n of NAMES) {
    const text = (await req('GET', `/v1/events/e/documents/__proto__/labels/${n}`)).text
    t.equal(
      text,
      '{"json_labels":{"is_distinct":false,"labels":[{"start_index":0,"end_index":1,"__proto__":"field __proto__","constructor":"field constructor","prototype":"field prototype"}]}}',
      n,
    )
  }

  const params = { document_name: '__proto__', ...named(() => 1) }
  const r = await req('POST', '/v1/processors/keys/process/e', JSON.stringify({ params }))
  t.equal(r.status, 200)
  t.same(JSON.parse(r.text).result.params, ['document_name', ...NAMES], 'params reach the processor')
  t.same(JSON.parse(r.text).result.metadata, NAMES, 'metadata read by the processor')
  t.same(Object.keys(JSON.parse(r.text).result.indices), NAMES, 'indices read by the processor')
  for (const n of NAMES)
    t.same(JSON.parse(r.text).result.indices[n], [KEYS], `label fields of ${n} read by the processor`)
  t.equal(
    JSON.stringify(JSON.parse(r.text).result.echo),
    '{"__proto__":"__proto__","constructor":"constructor","prototype":"prototype"}',
    'a result member',
  )
})

for (const inProcess of [false, true]) {
  t.test(
    `a pipeline answer keeps every name (${inProcess ? 'in process, as under svc up' : 'over gRPC'})`,
    async (t) => {
      const { req } = await backends(t, inProcess)
      const indices = named(() => ({ labels: [label()] }))
      const event = {
        event_id: 'pe',
        metadata: named((n) => `value of ${n}`),
        documents: named((n) => ({ text: `text of ${n}`, label_indices: indices })),
      }
      const r = await req(
        'POST',
        '/v1/pipeline/p/process',
        JSON.stringify({ event, params: named(() => 2), keep_after: false }),
      )
      t.equal(r.status, 200, r.text.slice(0, 300))
      const answer = JSON.parse(r.text)
      t.same(Object.keys(answer.event.metadata), NAMES, 'metadata')
      t.same(Object.keys(answer.event.documents), NAMES, 'documents')
      for (const n of NAMES) {
        const doc = answer.event.documents[n]
        t.equal(doc.text, `text of ${n}`)
        t.same(
          Object.keys(doc.label_indices),
          n === '__proto__' ? [...NAMES, ...NAMES.map((w) => `written ${w}`)] : NAMES,
          `indices of ${n}`,
        )
        for (const i of NAMES) t.same(Object.keys(doc.label_indices[i].labels[0]), KEYS, `fields of ${n}/${i}`)
      }
      const result = answer.result.component_results[0].result_dict
      t.same(result.params, ['document_name', ...NAMES], 'params reach the component')
      t.same(Object.keys(result.indices), NAMES, 'the component reads every index')
      for (const n of NAMES) t.same(result.indices[n], [KEYS], `the component reads every field of ${n}`)
      t.equal(
        JSON.stringify(result.echo),
        '{"__proto__":"__proto__","constructor":"constructor","prototype":"prototype"}',
      )
    },
  )
}
