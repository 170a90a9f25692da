// Issue 10, failure 2: GenericLabel.reference_ids survive every path exactly, as the flat
// label's `reference_ids` member (an empty map stays an empty map). Before the fix they came back
// folded into the label's fields as plain strings, and an empty map came back absent.
import * as grpc from '@grpc/grpc-js'
import t from 'tap'
import type { FlatLabel } from '../src/api/labels.js'
import { EventsClient } from '../src/events/events-client.js'
import { protoLoaderDefinition } from '../src/grpc/proto.js'
import { ClientCache } from '../src/transport/client-cache.js'
import { InProcessBackends } from '../src/transport/in-process-backends.js'
import { callUnary, clientFor } from './helpers/grpc-client.js'
import { fromStruct, toStruct } from './helpers/proto-loader-shapes.js'
import { startEvents, startEventsGateway, startPipeline, startProcessors } from './helpers/servers.js'
import { WordsProcessor } from './helpers/test-processors.js'

const TEXT = 'Denies chest pain. No fever.'
const SENTENCES: FlatLabel[] = [
  { start_index: 0, end_index: 18 },
  { start_index: 19, end_index: 28 },
]
const CONCEPTS: FlatLabel[] = [
  {
    start_index: 7,
    end_index: 17,
    cui: 'C0008031',
    reference_ids: {
      sentence: 'sentences:0',
      tokens: ['tokens:1', 'tokens:2'],
      negation: { trigger: 'triggers:0', scope: null },
    },
  },
  { start_index: 22, end_index: 27, cui: 'C0015967', reference_ids: {} },
  { start_index: 22, end_index: 27, cui: 'C0015967' },
]

t.test(
  'events service over gRPC: references travel in GenericLabel.reference_ids, both ways (regression: folded into fields)',
  async (t) => {
    const events = await startEvents(t)
    const client = new EventsClient(events.address)
    // A client built from the .proto alone (protobufjs), as MTAP's generated clients are.
    const Plain = grpc.makeGenericClientConstructor(protoLoaderDefinition('Events'), 'Events')
    const plain = new Plain(events.address, grpc.credentials.createInsecure())
    t.teardown(() => {
      client.close()
      plain.close()
    })
    await client.openEvent('e')
    await client.addDocument('e', 'd', TEXT)
    await client.addLabels('e', 'd', 'concepts', CONCEPTS, { distinct: false })

    const read: any = await callUnary(plain, 'GetLabels', { event_id: 'e', document_name: 'd', index_name: 'concepts' })
    const wire = read.generic_labels.labels
    t.same(
      wire.map((l: any) => l.identifier),
      [0, 1, 2],
      'identifiers are positions, so "index:identifier" references resolve',
    )
    t.same(fromStruct(wire[0].fields), { cui: 'C0008031' }, 'references are not fields')
    t.same(fromStruct(wire[0].reference_ids), CONCEPTS[0].reference_ids)
    t.same(wire[1].reference_ids, { fields: {} }, 'an empty map is sent as an empty map')
    t.equal(wire[2].reference_ids, null, 'no references, no reference_ids')

    await callUnary(plain, 'AddLabels', {
      event_id: 'e',
      document_name: 'd',
      index_name: 'from-plain',
      generic_labels: {
        labels: [
          {
            identifier: 0,
            start_index: 1,
            end_index: 2,
            fields: toStruct({ a: 1 }),
            reference_ids: toStruct({ head: 'concepts:0' }),
          },
        ],
      },
    })
    const back = await client.getLabels('e', 'd', 'from-plain')
    t.strictSame(back.labels, [{ start_index: 1, end_index: 2, a: 1, reference_ids: { head: 'concepts:0' } }])

    const ours = await client.getLabels('e', 'd', 'concepts')
    t.strictSame(ours.labels, CONCEPTS)
    t.equal(
      JSON.stringify(ours.labels[1]),
      '{"start_index":22,"end_index":27,"cui":"C0015967","reference_ids":{}}',
      'empty map, not absent',
    )
    t.notOk('reference_ids' in ours.labels[2], 'a label without references has no member')
  },
)

t.test('in-process transport copies references like the wire', async (t) => {
  const events = await startEvents(t)
  const backends = new InProcessBackends()
  backends.offer(events)
  const cache = new ClientCache({ inProcess: backends })
  const client = new EventsClient(events.address, { clients: cache })
  t.teardown(() => {
    client.close()
    cache.close()
  })
  t.equal(client.inProcess, true)
  await client.openEvent('e')
  await client.addDocument('e', 'd', TEXT)
  const mine = structuredClone(CONCEPTS)
  await client.addLabels('e', 'd', 'concepts', mine, { distinct: false })
  ;(mine[0].reference_ids as Record<string, unknown>).sentence = 'changed after adding'
  const back = await client.getLabels('e', 'd', 'concepts')
  t.strictSame(back.labels, CONCEPTS, 'stored exactly, and not shared with the caller')
})

t.test('REST: a GET → POST copy keeps references; key validation covers reference id keys', async (t) => {
  const { req } = await startEventsGateway(t)
  t.equal((await req('POST', '/v1/events/e')).status, 200)
  t.equal((await req('POST', '/v1/events/e/documents/d', { text: TEXT })).status, 200)
  t.equal(
    (await req('POST', '/v1/events/e/documents/d/labels/concepts', { json_labels: { labels: CONCEPTS } })).status,
    200,
  )
  const got = await req('GET', '/v1/events/e/documents/d/labels/concepts')
  t.strictSame(got.json, { json_labels: { is_distinct: false, labels: CONCEPTS } })

  t.equal(
    (await req('POST', '/v1/events/e/documents/d/labels/copy', got.json)).status,
    200,
    'the GET body posts back as is',
  )
  const copy = await req('GET', '/v1/events/e/documents/d/labels/copy')
  t.strictSame(copy.json, got.json, 'the copy is the original, references included')

  const bad = await req('POST', '/v1/events/e/documents/d/labels/bad', {
    json_labels: { labels: [{ start_index: 0, end_index: 1, reference_ids: 'sentences:0' }] },
  })
  t.equal(bad.status, 400)
  t.match(bad.json.message, /json_labels\.labels\[0\]\.reference_ids must be an object of reference ids/)
  const reserved = await req('POST', '/v1/events/e/documents/d/labels/bad', {
    json_labels: { labels: [{ start_index: 0, end_index: 1, reference_ids: { document: 'x:0' } }] },
  })
  t.equal(reserved.status, 400)
  t.match(reserved.json.message, /reference id key "document" is reserved/)
})

t.test('pipeline: references in the input event come back in the serialized answer', async (t) => {
  const events = await startEvents(t)
  const processors = await startProcessors(t, [new WordsProcessor()], events.address)
  const pipeline = await startPipeline(t, 'refs', events.address, [
    { processor_id: 'test-words', address: processors.address },
  ])
  const client = clientFor(t, 'Pipeline', pipeline.address)
  const res = await callUnary(client, 'Process', {
    pipeline_id: 'refs',
    event: {
      event_id: 'p1',
      documents: {
        d: {
          text: TEXT,
          label_indices: {
            sentences: { labels: SENTENCES, distinct: true },
            concepts: { labels: CONCEPTS, distinct: false },
          },
        },
      },
    },
    params: { document_name: 'd' },
  })
  const indices = res.event.documents.d.label_indices
  t.strictSame(indices.concepts, { labels: CONCEPTS, distinct: false })
  t.strictSame(indices.sentences, { labels: SENTENCES, distinct: true })
  t.equal(indices.words.labels.length, 5, 'the component ran')
})
