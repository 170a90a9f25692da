// Processors and pipelines through the gateway (PROTOCOL.md §3, §4): both processor call forms,
// info and stats, a pipeline run answering the processed event, errors from each side.
import t from 'tap'
import { startEvents, startGateway, startPipeline, startProcessors, testConfig } from './helpers/servers.js'
import { FailingProcessor, LongWordsProcessor, RawToTextProcessor, WordsProcessor } from './helpers/test-processors.js'

async function stack(t: Tap.Test) {
  const events = await startEvents(t)
  const procs = await startProcessors(
    t,
    [new WordsProcessor(), new LongWordsProcessor(), new RawToTextProcessor(), new FailingProcessor()],
    events.address,
  )
  const pipeline = await startPipeline(t, 'test-pipeline', events.address, [
    { processor_id: 'test-raw-to-text', address: procs.address },
    { processor_id: 'test-words', address: procs.address },
    { processor_id: 'test-long-words', address: procs.address, params: { min_length: 6 } },
  ])
  const g = await startGateway(
    t,
    testConfig({
      gateway: { events: events.address },
      processors: procs.identifiers.map((Identifier) => ({ Identifier, Endpoint: procs.address })),
      pipelines: [{ Identifier: 'test-pipeline', Endpoint: pipeline.address }],
    }),
  )
  return { events, procs, pipeline, ...g }
}
declare namespace Tap {
  type Test = import('tap').Test
}

t.test('processors: list, document and event call forms, info, stats', async (t) => {
  const { req, events } = await stack(t)
  let r = await req('GET', '/v1/processors/')
  t.same(
    r.json.Processors.map((p: { Identifier: string }) => p.Identifier),
    ['test-fails', 'test-long-words', 'test-raw-to-text', 'test-words'],
  )

  await req('POST', '/v1/events/e1')
  await req('POST', '/v1/events/e1/documents/plaintext', { text: 'The quick brown fox jumps' })
  r = await req('POST', '/v1/processors/test-words/process/e1', { params: { document_name: 'plaintext' } })
  t.equal(r.status, 200, r.text)
  t.same(r.json.result, { count: 5 })
  t.same(r.json.created_indices, [{ document_name: 'plaintext', index_name: 'words' }])
  t.match(r.json.timing_info['test-words:process_method'], /^\d+(\.\d+)?s$/)
  r = await req('GET', '/v1/events/e1/documents/plaintext/labels/words')
  t.same(r.json.json_labels.labels[4], { start_index: 20, end_index: 25 })

  // Event processor: no body at all.
  await req('POST', '/v1/events/e3')
  events.store.addBinaryData('e3', 'raw', new TextEncoder().encode('from a binary'))
  r = await req('POST', '/v1/processors/test-raw-to-text/process/e3')
  t.equal(r.status, 200, r.text)
  t.same(r.json.result, { document: 'plaintext' }, 'event processor ran with no params')
  r = await req('GET', '/v1/events/e3/documents/plaintext')
  t.same(r.json, { text: 'from a binary' })
  r = await req('GET', '/v1/events/e3/metadata')
  t.equal(r.json.metadata.converted_by, 'test-raw-to-text')

  r = await req('GET', '/v1/processors/test-words/info')
  t.equal(r.json.metadata.name, 'test-words')
  t.same(r.json.metadata.outputs, [{ name: 'words', description: 'one label per word' }])
  r = await req('GET', '/v1/processors/test-words/stats')
  t.equal(r.json.processed, 1)
  t.equal(r.json.failures, 0)
  t.match(r.json.timing_stats['test-words:process_method'].mean, /s$/)
})

t.test('processor errors keep their status', async (t) => {
  const { req } = await stack(t)
  await req('POST', '/v1/events/e2')
  await req('POST', '/v1/events/e2/documents/d', { text: 'abc' })
  let r = await req('POST', '/v1/processors/test-words/process/e2')
  t.equal(r.status, 400, 'a document processor without document_name')
  t.match(r.json.message, /document_name/)
  r = await req('POST', '/v1/processors/test-words/process/missing', { params: { document_name: 'd' } })
  t.equal(r.status, 404)
  r = await req('POST', '/v1/processors/test-fails/process/e2', { params: { document_name: 'd', fail: 'throw' } })
  t.equal(r.status, 500)
  t.match(r.json.message, /test-fails/)
  r = await req('POST', '/v1/processors/test-fails/process/e2', { params: { document_name: 'd', fail: 'invalid' } })
  t.equal(r.status, 400)
  r = await req('POST', '/v1/processors/test-words/process/e2', { params: 'document_name=d' })
  t.equal(r.status, 400)
  t.match(r.json.message, /params must be an object \(got string\)/)
  r = await req('GET', '/v1/processors/test-fails/stats')
  t.equal(r.json.failures, 2)
})

t.test('pipeline: the processed event comes back whole', async (t) => {
  const { req, events } = await stack(t)
  const before = events.store.size()
  const text = 'Patient presents with shortness of breath'
  const r = await req('POST', '/v1/pipeline/test-pipeline/process', {
    event: {
      event_id: 'note-1.txt',
      binaries: { raw: Buffer.from(text).toString('base64') },
      metadata: { source: 'test' },
    },
    params: { document_name: 'plaintext' },
  })
  t.equal(r.status, 200, r.text)
  const ev = r.json.event
  t.equal(ev.event_id, 'note-1.txt')
  t.equal(ev.metadata.source, 'test')
  const doc = ev.documents.plaintext
  t.equal(doc.text, text)
  t.equal(doc.label_indices.words.labels.length, 6)
  t.equal(doc.label_indices.words.distinct, true)
  t.same(
    doc.label_indices.long_words.labels.map((l: { start_index: number; end_index: number }) =>
      text.slice(l.start_index, l.end_index),
    ),
    ['Patient', 'presents', 'shortness', 'breath'],
  )
  t.same(doc.label_indices.long_words.labels[0].tags, ['long', { min: 6 }], 'component params reach the processor')
  t.same(
    r.json.result.component_results.map((c: { identifier: string }) => c.identifier),
    ['test-raw-to-text', 'test-words', 'test-long-words'],
  )
  t.match(r.json.result.elapsed_time, /s$/)
  t.match(r.json.timing_info['pipeline:total'], /s$/)
  t.equal(events.store.size(), before, 'the event is released after the run')
})

t.test('pipeline errors', async (t) => {
  const { req } = await stack(t)
  let r = await req('POST', '/v1/pipeline/test-pipeline/process', {
    event: { event_id: 'x', binaries: { raw: '%%%' } },
  })
  t.equal(r.status, 400)
  r = await req('POST', '/v1/pipeline/test-pipeline/process', { event: 'x' })
  t.equal(r.status, 400)
  t.match(r.json.message, /event must be an object/)
  r = await req('POST', '/v1/pipeline/test-pipeline/process', {
    event: { event_id: 'y' },
    params: { document_name: 'plaintext' },
  })
  t.equal(r.status, 400, 'neither a binary nor a document (issue 13)')
  t.match(r.json.message, /event has neither a binary nor a document/)
  r = await req('POST', '/v1/pipeline/test-pipeline/process', {
    event: { event_id: 'y', binaries: { other: 'AAAA' } },
    params: { document_name: 'plaintext' },
  })
  t.equal(r.status, 404, 'the first component finds no binary raw')
  t.match(r.json.message, /test-raw-to-text/)
})
