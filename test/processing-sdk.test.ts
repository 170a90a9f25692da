// The processor SDK end to end: test processors hosted on a real gRPC server, called over gRPC,
// reading and writing a real events service.
import t from 'tap'
import { durationSeconds, type PbDuration } from '../src/api/duration.js'
import { Status } from '../src/api/status.js'
import { EventsClient } from '../src/events/events-client.js'
import { DocumentProcessor, hostProcessors, type Document } from '../src/processing/index.js'
import { expectError } from './helpers/expect-error.js'
import { callUnary, createClient } from './helpers/grpc-client.js'
import { startEvents, startProcessors } from './helpers/servers.js'
import { FailingProcessor, LongWordsProcessor, RawToTextProcessor, WordsProcessor } from './helpers/test-processors.js'

const TEXT = 'The patient denies chest pain today'

t.test('hosted processors over gRPC', async (t) => {
  const eventsServer = await startEvents(t)
  const host = await startProcessors(
    t,
    [new WordsProcessor(), new LongWordsProcessor(), new RawToTextProcessor(), new FailingProcessor()],
    eventsServer.address,
  )
  const events = new EventsClient(eventsServer.address)
  const processor = createClient('Processor', host.address)
  const health = createClient('Health', host.address)
  t.teardown(() => {
    processor.close()
    health.close()
    events.close()
  })
  const process = (
    processor_id: string,
    event_id: string,
    params: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ) => callUnary(processor, 'Process', { processor_id, event_id, params: params, ...extra })

  t.same(host.identifiers, ['test-words', 'test-long-words', 'test-raw-to-text', 'test-fails'])
  await events.openEvent('e1')
  await events.addDocument('e1', 'plaintext', TEXT)

  t.test('document processor writes labels and reports created_indices, result and timings', async (t) => {
    const res = await process('test-words', 'e1', { document_name: 'plaintext' })
    t.same(res.result, { count: 6 })
    t.same(res.created_indices, [{ document_name: 'plaintext', index_name: 'words' }])
    t.ok(res.timing_info['test-words:process_method'], 'process_method timing')
    t.ok(res.timing_info['test-words:total'], 'total timing')
    t.ok(
      durationSeconds(res.timing_info['test-words:total']) >=
        durationSeconds(res.timing_info['test-words:process_method']),
    )
    const words = await events.getLabels('e1', 'plaintext', 'words')
    t.equal(words.distinct, true)
    t.same(
      words.labels.map((l) => TEXT.slice(l.start_index, l.end_index)),
      ['The', 'patient', 'denies', 'chest', 'pain', 'today'],
    )
  })

  t.test("a second processor reads the first one's labels; params reach it; own timers are reported", async (t) => {
    const res = await process('test-long-words', 'e1', { document_name: 'plaintext', min_length: 6 })
    t.same(res.result, { long: 2, min: 6 })
    t.same(res.created_indices, [{ document_name: 'plaintext', index_name: 'long_words' }])
    t.ok(res.timing_info['test-long-words:read_words'], 'a timer named by the processor')
    const long = await events.getLabels('e1', 'plaintext', 'long_words')
    t.strictSame(long, {
      distinct: false,
      labels: [
        { start_index: 4, end_index: 11, length: 7, tags: ['long', { min: 6 }] },
        { start_index: 12, end_index: 18, length: 6, tags: ['long', { min: 6 }] },
      ],
    })
  })

  t.test('event processor reads a binary, creates a document and metadata', async (t) => {
    await events.openEvent('e2')
    await events.addBinary('e2', 'raw', Buffer.from('Fever since Monday', 'utf8'))
    const res = await process('test-raw-to-text', 'e2', {})
    t.same(res.result, { document: 'plaintext' })
    t.same(res.created_indices, [])
    t.equal(await events.getText('e2', 'plaintext'), 'Fever since Monday')
    t.same(await events.getAllMetadata('e2'), { converted_by: 'test-raw-to-text' })
  })

  t.test('GetInfo answers the processor info as a Struct', async (t) => {
    const res = await callUnary(processor, 'GetInfo', { processor_id: 'test-long-words' })
    t.strictSame(res.metadata, new LongWordsProcessor().info)
  })

  t.test('errors', async (t) => {
    await expectError(
      t,
      process('test-words', 'e1', {}),
      Status.INVALID_ARGUMENT,
      /test-words.*params\.document_name is required/,
      'missing document_name',
    )
    await expectError(
      t,
      process('test-words', 'e1', { document_name: 7 }),
      Status.INVALID_ARGUMENT,
      /document_name/,
      'document_name not a string',
    )
    await expectError(
      t,
      process('test-words', 'nope', { document_name: 'plaintext' }),
      Status.NOT_FOUND,
      /test-words.*nope/,
      'unknown event',
    )
    await expectError(
      t,
      process('test-words', 'e1', { document_name: 'other' }),
      Status.NOT_FOUND,
      /test-words.*other/,
      'unknown document',
    )
    await expectError(
      t,
      process('test-long-words', 'e2', { document_name: 'plaintext', min_length: 'x' }),
      Status.INVALID_ARGUMENT,
      /test-long-words.*min_length/,
      'SvcError from the processor',
    )
    await expectError(
      t,
      process('no-such', 'e1', { document_name: 'plaintext' }),
      Status.NOT_FOUND,
      /no-such.*test-words/,
      'unknown processor',
    )
    await expectError(
      t,
      process('', 'e1', { document_name: 'plaintext' }),
      Status.INVALID_ARGUMENT,
      /processor_id is required/,
      'empty id with several hosted',
    )
  })

  t.test('a throwing processor answers INTERNAL naming it and the cause; the server keeps serving', async (t) => {
    const p = process('test-fails', 'e1', { document_name: 'plaintext', fail: 'throw' })
    await expectError(
      t,
      p,
      Status.INTERNAL,
      /processor 'test-fails' failed on event 'e1': deliberate failure/,
      'plain Error',
    )
    await p.catch((err: Error) => t.notMatch(err.message, /patient|chest/, 'no document text in the message'))
    await expectError(
      t,
      process('test-fails', 'e1', { document_name: 'plaintext', fail: 'invalid' }),
      Status.INVALID_ARGUMENT,
      /test-fails.*fail=invalid/,
      'SvcError keeps its code',
    )
    const ok = await process('test-fails', 'e1', { document_name: 'plaintext' })
    t.same(ok.result, { ok: true }, 'same processor serves again')
    const words = await process('test-words', 'e1', { document_name: 'plaintext' })
    t.same(words.result, { count: 6 }, 'others serve too')
  })

  t.test('event_service_instance_id must match the events service the host uses', async (t) => {
    const ok = await process(
      'test-words',
      'e1',
      { document_name: 'plaintext' },
      { event_service_instance_id: eventsServer.instanceId },
    )
    t.same(ok.result, { count: 6 })
    await expectError(
      t,
      process('test-words', 'e1', { document_name: 'plaintext' }, { event_service_instance_id: 'elsewhere' }),
      Status.FAILED_PRECONDITION,
      /elsewhere/,
      'other instance',
    )
  })

  t.test('label errors from the events service pass through', async (t) => {
    class ReservedKey extends DocumentProcessor {
      readonly info = { ...new WordsProcessor().info, name: 'reserved-key' }
      async process(doc: Document) {
        await doc.addLabels('bad', [{ start_index: 0, end_index: 1, text: 'x' }], { distinct: false })
      }
    }
    const single = await startProcessors(t, [new ReservedKey()], eventsServer.address)
    const client = createClient('Processor', single.address)
    t.teardown(() => client.close())
    await expectError(
      t,
      callUnary(client, 'Process', { processor_id: '', event_id: 'e1', params: { document_name: 'plaintext' } }),
      Status.INVALID_ARGUMENT,
      /reserved-key.*text/,
      'reserved key, empty processor_id routed to the only processor',
    )
  })

  t.test('GetStats counts successes and failures per processor, with timing stats', async (t) => {
    const words = await callUnary(processor, 'GetStats', { processor_id: 'test-words' })
    // Successes: the first call, the one after the failures, the matching instance id. Failures: missing and
    // non-string document_name, unknown event, unknown document, other instance.
    t.equal(words.processed, 3)
    t.equal(words.failures, 5)
    const fails = await callUnary(processor, 'GetStats', { processor_id: 'test-fails' })
    t.equal(fails.processed, 1)
    t.equal(fails.failures, 2)
    const stats = words.timing_stats['test-words:process_method'] as Record<string, PbDuration>
    t.ok(stats, 'process_method stats')
    const [mean, std, max, min, sum] = ['mean', 'std', 'max', 'min', 'sum'].map((k) => durationSeconds(stats[k]))
    t.ok(min > 0 && min <= mean && mean <= max, 'min <= mean <= max')
    t.ok(std >= 0 && std <= max - min + 1e-9, 'std within the range')
    t.ok(Math.abs(sum - 3 * mean) < 1e-6, 'sum = count × mean')
    t.ok(words.timing_stats['test-words:total'], 'total stats')
  })

  t.test('health answers SERVING for every processor identifier', async (t) => {
    for (const id of host.identifiers) {
      const res = await callUnary(health, 'Check', { service: id })
      t.equal(res.status, 'SERVING', id)
    }
  })
})

t.test('hosting rejects duplicate names and non-processors', async (t) => {
  await t.rejects(
    hostProcessors([new WordsProcessor(), new WordsProcessor()], { port: 0, eventsAddress: '127.0.0.1:1' }),
    { message: /test-words.*twice/ },
  )
  await t.rejects(hostProcessors([{ info: { name: 'x' } } as never], { port: 0, eventsAddress: '127.0.0.1:1' }), {
    message: /neither/,
  })
  await t.rejects(hostProcessors([], { port: 0, eventsAddress: '127.0.0.1:1' }), { message: /no processors/ })
})
