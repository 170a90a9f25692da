// The pipeline service end to end: a real events service, test processors on a real processor
// server, pipelines on a real pipeline server, called over gRPC.
import t from 'tap'
import { durationSeconds } from '../src/api/duration.js'
import { Status } from '../src/api/status.js'
import { EventsClient } from '../src/events/events-client.js'
import type { PipelineDefinition } from '../src/pipeline/pipeline-config.js'
import { startPipelineServer } from '../src/pipeline/pipeline-service.js'
import { expectError } from './helpers/expect-error.js'
import { callUnary, createClient } from './helpers/grpc-client.js'
import { startEvents, startPipeline, startProcessors } from './helpers/servers.js'
import { FailingProcessor, LongWordsProcessor, RawToTextProcessor, WordsProcessor } from './helpers/test-processors.js'

const TEXT = 'The patient denies chest pain today'

t.test('pipelines over gRPC', async (t) => {
  const eventsServer = await startEvents(t)
  const processors = await startProcessors(
    t,
    [new WordsProcessor(), new LongWordsProcessor(), new RawToTextProcessor(), new FailingProcessor()],
    eventsServer.address,
  )
  const at = processors.address
  const events_address = eventsServer.address
  const definitions: PipelineDefinition[] = [
    {
      name: 'words',
      events_address,
      components: [
        { processor_id: 'test-words', address: at },
        { processor_id: 'test-long-words', address: at, params: { min_length: 6 }, timeout_seconds: 10 },
      ],
    },
    {
      name: 'raw',
      events_address,
      components: [
        { processor_id: 'test-raw-to-text', address: at },
        { processor_id: 'test-words', address: at, params: { document_name: 'plaintext' } },
      ],
    },
    {
      name: 'failing',
      events_address,
      components: [
        { processor_id: 'test-words', address: at },
        { processor_id: 'test-fails', address: at, params: { fail: 'throw' } },
      ],
    },
    // Port 1 on loopback: nothing listens there, so the call is refused.
    {
      name: 'unreachable',
      events_address,
      components: [{ processor_id: 'test-words', address: '127.0.0.1:1', timeout_seconds: 10 }],
    },
  ]
  const pipelineServer = await startPipelineServer({ definitions, port: 0 })
  const pipeline = createClient('Pipeline', pipelineServer.address)
  const events = new EventsClient(eventsServer.address)
  t.teardown(async () => {
    pipeline.close()
    events.close()
    await pipelineServer.close(100)
  })
  const run = (
    pipeline_id: string,
    event: Record<string, unknown>,
    params: Record<string, unknown> = {},
    keep_after = false,
  ) => callUnary(pipeline, 'Process', { pipeline_id, event: event, params: params, keep_after })

  t.test('two processors: the whole event comes back with both indices, timings and results', async (t) => {
    const res = await run(
      'words',
      { event_id: 'p1', metadata: { source: 'test' }, documents: { plaintext: { text: TEXT } } },
      { document_name: 'plaintext' },
    )
    t.strictSame(res.event, {
      event_id: 'p1',
      metadata: { source: 'test' },
      documents: {
        plaintext: {
          text: TEXT,
          label_indices: {
            words: {
              labels: [
                [0, 3],
                [4, 11],
                [12, 18],
                [19, 24],
                [25, 29],
                [30, 35],
              ].map(([start_index, end_index]) => ({ start_index, end_index })),
              distinct: true,
            },
            long_words: {
              labels: [
                { start_index: 4, end_index: 11, length: 7, tags: ['long', { min: 6 }] },
                { start_index: 12, end_index: 18, length: 6, tags: ['long', { min: 6 }] },
              ],
              distinct: false,
            },
          },
        },
      },
    })
    for (const key of [
      'test-words:process_method',
      'test-words:total',
      'test-words:remote_call',
      'test-long-words:process_method',
      'test-long-words:read_words',
      'test-long-words:remote_call',
      'pipeline:total',
    ]) {
      t.ok(res.timing_info[key], `timing ${key}`)
    }
    const results = res.result.component_results
    t.same(
      results.map((r: { identifier: string }) => r.identifier),
      ['test-words', 'test-long-words'],
    )
    t.same(results[0].result_dict, { count: 6 })
    t.same(results[1].result_dict, { long: 2, min: 6 }, 'component params reach the processor')
    t.ok(
      results[0].timing_info.process_method && results[0].timing_info.remote_call,
      'component timings without the prefix',
    )
    t.equal(durationSeconds(res.result.elapsed_time), durationSeconds(res.timing_info['pipeline:total']))
    t.ok(
      durationSeconds(res.timing_info['pipeline:total']) >= durationSeconds(res.timing_info['test-words:remote_call']),
    )
    t.equal(eventsServer.store.size(), 0, 'the event is released')
  })

  t.test('request params override component params', async (t) => {
    const res = await run(
      'words',
      { event_id: 'p2', documents: { plaintext: { text: TEXT } } },
      { document_name: 'plaintext', min_length: 3 },
    )
    t.same(res.result.component_results[1].result_dict, { long: 6, min: 3 })
  })

  t.test('binaries are base64-decoded into the event and not echoed', async (t) => {
    const raw = 'Fever since Monday — 39°C'
    const res = await run('raw', { event_id: 'p3', binaries: { raw: Buffer.from(raw).toString('base64') } })
    const event = res.event as any
    t.same(Object.keys(event).sort(), ['documents', 'event_id', 'metadata'])
    t.equal(event.documents.plaintext.text, raw)
    t.same(event.metadata, { converted_by: 'test-raw-to-text' })
    t.equal(event.documents.plaintext.label_indices.words.labels.length, 5)
  })

  t.test('base64 binaries are read padded, unpadded and broken into lines', async (t) => {
    // Texts of 1, 2 and 3 bytes past a whole group: padding '==', '=', none.
    const texts = ['Fever 39°C!', 'Fever 39°C!!', 'Fever 39°C!!!']
    let n = 0
    for (const raw of texts) {
      const padded = Buffer.from(raw).toString('base64')
      for (const encoded of [padded, padded.replace(/=+$/, ''), padded.replace(/(.{4})/g, '$1\r\n ')]) {
        const res = await run('raw', { event_id: `p3-${n++}`, binaries: { raw: encoded } })
        t.equal((res.event as any).documents.plaintext.text, raw)
      }
    }
  })

  t.test('label indices given with the request are stored and come back', async (t) => {
    const given = {
      labels: [{ start_index: 4, end_index: 11, cui: 'C0030705', negated: false, extra: null }],
      distinct: true,
    }
    const res = await run(
      'words',
      { event_id: 'p4', documents: { plaintext: { text: TEXT, label_indices: { given } } } },
      { document_name: 'plaintext' },
    )
    t.strictSame((res.event as any).documents.plaintext.label_indices.given, given)
  })

  t.test('keep_after keeps the event; without it nothing is left', async (t) => {
    const before = eventsServer.store.size()
    await run(
      'words',
      { event_id: 'kept', documents: { plaintext: { text: TEXT } } },
      { document_name: 'plaintext' },
      true,
    )
    t.equal(eventsServer.store.size(), before + 1)
    t.equal(await events.getText('kept', 'plaintext'), TEXT)
    t.equal((await events.getLabels('kept', 'plaintext', 'words')).labels.length, 6)
    // The pipeline's lease is the only one; a client that opens and closes its own leaves it there.
    const { lease_id } = await events.openEvent('kept')
    t.equal(await events.closeEvent('kept', lease_id), false)
    t.equal(eventsServer.store.size(), before + 1)
  })

  t.test('a failing component: error naming it with its code, event gone', async (t) => {
    const before = eventsServer.store.size()
    const p = run(
      'failing',
      { event_id: 'f1', documents: { plaintext: { text: TEXT } } },
      { document_name: 'plaintext' },
    )
    await expectError(
      t,
      p,
      Status.INTERNAL,
      /pipeline 'failing': component 'test-fails' failed with INTERNAL: .*deliberate failure/,
      'INTERNAL',
    )
    t.equal(eventsServer.store.size(), before, 'event released')
    await expectError(t, events.getText('f1', 'plaintext'), Status.NOT_FOUND, /f1/, 'event deleted')

    const kept = run(
      'failing',
      { event_id: 'f2', documents: { plaintext: { text: TEXT } } },
      { document_name: 'plaintext' },
      true,
    )
    await expectError(t, kept, Status.INTERNAL, /test-fails/, 'INTERNAL with keep_after')
    t.equal(eventsServer.store.size(), before, 'released on failure even with keep_after')

    const missing = run(
      'words',
      { event_id: 'f3', documents: { plaintext: { text: TEXT } } },
      { document_name: 'other' },
    )
    await expectError(
      t,
      missing,
      Status.NOT_FOUND,
      /component 'test-words' failed with NOT_FOUND: .*other/,
      'NOT_FOUND stays NOT_FOUND',
    )
    const unreachable = run(
      'unreachable',
      { event_id: 'f4', documents: { plaintext: { text: TEXT } } },
      { document_name: 'plaintext' },
    )
    await expectError(
      t,
      unreachable,
      Status.UNAVAILABLE,
      /component 'test-words' failed with UNAVAILABLE/,
      'UNAVAILABLE stays UNAVAILABLE',
    )
    t.equal(eventsServer.store.size(), before, 'nothing left behind')
  })

  t.test('an existing event id is ALREADY_EXISTS and the existing event is untouched', async (t) => {
    await events.openEvent('taken')
    await events.addDocument('taken', 'plaintext', 'mine')
    const p = run(
      'words',
      { event_id: 'taken', documents: { plaintext: { text: TEXT } } },
      { document_name: 'plaintext' },
    )
    await expectError(t, p, Status.ALREADY_EXISTS, /taken/, 'existing id')
    t.equal(await events.getText('taken', 'plaintext'), 'mine')
  })

  t.test('invalid event shapes are INVALID_ARGUMENT naming the key, and create nothing', async (t) => {
    const before = eventsServer.store.size()
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['no event_id', { documents: {} }, /event\.event_id must be a non-empty string/],
      ['numeric event_id', { event_id: 5 }, /event\.event_id/],
      [
        'unknown key',
        { event_id: 'x', document: {} },
        /event\.document is not a known member \(did you mean "documents"\? expected event_id, metadata, binaries, documents\)/,
      ],
      ['metadata not an object', { event_id: 'x', metadata: ['a'] }, /event\.metadata must be an object/],
      ['metadata value', { event_id: 'x', metadata: { n: 1 } }, /event\.metadata\.n must be a string \(got number\)/],
      [
        'binary not a string',
        { event_id: 'x', binaries: { raw: 12 } },
        /event\.binaries\.raw must be standard base64 \(got number\)/,
      ],
      [
        'bad base64',
        { event_id: 'x', binaries: { raw: 'not base64!' } },
        /event\.binaries\.raw must be standard base64 \(got string\)/,
      ],
      [
        'bad base64 length',
        { event_id: 'x', binaries: { raw: 'abcde' } },
        /event\.binaries\.raw must be standard base64 \(got string\)/,
      ],
      [
        'base64 padding inside',
        { event_id: 'x', binaries: { raw: 'ab=c' } },
        /event\.binaries\.raw must be standard base64 \(got string\)/,
      ],
      [
        'base64 padding too long',
        { event_id: 'x', binaries: { raw: 'ab===' } },
        /event\.binaries\.raw must be standard base64 \(got string\)/,
      ],
      [
        'base64 padding after a whole group',
        { event_id: 'x', binaries: { raw: 'abcd=' } },
        /event\.binaries\.raw must be standard base64 \(got string\)/,
      ],
      ['document not an object', { event_id: 'x', documents: { d: 'text' } }, /event\.documents\.d must be an object/],
      [
        'document without text',
        { event_id: 'x', documents: { d: {} } },
        /event\.documents\.d\.text must be a string \(got undefined\)/,
      ],
      [
        'label index not an object',
        { event_id: 'x', documents: { d: { text: 'a', label_indices: { i: [] } } } },
        /event\.documents\.d\.label_indices\.i must be an object/,
      ],
      [
        'bad label',
        {
          event_id: 'x',
          documents: {
            d: {
              text: 'abc',
              label_indices: {
                i: {
                  labels: [
                    { start_index: 0, end_index: 1 },
                    { start_index: 'a', end_index: 2 },
                  ],
                },
              },
            },
          },
        },
        /event\.documents\.d\.label_indices\.i\.labels\[1\]\.start_index must be an integer/,
      ],
      [
        'distinct not boolean',
        { event_id: 'x', documents: { d: { text: 'a', label_indices: { i: { labels: [], distinct: 'yes' } } } } },
        /label_indices\.i\.distinct must be true or false \(got string\)/,
      ],
    ]
    for (const [name, event, message] of cases)
      await expectError(t, run('words', event), Status.INVALID_ARGUMENT, message, name)
    await expectError(
      t,
      run('words', {
        event_id: 'x',
        documents: { d: { text: 'abc', label_indices: { i: { labels: [{ start_index: 0, end_index: 9 }] } } } },
      }),
      Status.INVALID_ARGUMENT,
      /pipeline 'words': cannot load event 'x'/,
      'label beyond the text (from the events service)',
    )
    t.equal(eventsServer.store.size(), before, 'nothing created')
  })

  t.test('routing by pipeline_id', async (t) => {
    await expectError(
      t,
      run('nope', { event_id: 'r1' }),
      Status.NOT_FOUND,
      /no pipeline 'nope'.*words, raw, failing, unreachable/,
      'unknown pipeline',
    )
    await expectError(
      t,
      run('', { event_id: 'r1' }),
      Status.INVALID_ARGUMENT,
      /pipeline_id is required/,
      'empty id with several',
    )
  })

  t.test('50 concurrent requests all succeed, each with its own event', async (t) => {
    const before = eventsServer.store.size()
    const texts = Array.from({ length: 50 }, (_, i) => Array.from({ length: i + 1 }, (_, j) => `word${j}`).join(' '))
    const results = await Promise.all(
      texts.map((text, i) =>
        run('words', { event_id: `c${i}`, documents: { plaintext: { text } } }, { document_name: 'plaintext' }),
      ),
    )
    results.forEach((res, i) => {
      const event = res.event as any
      if (event.event_id !== `c${i}` || event.documents.plaintext.label_indices.words.labels.length !== i + 1) {
        t.fail(`request ${i} answered the wrong event`)
      }
    })
    t.same(
      results.map((r) => r.result.component_results[0].result_dict.count),
      texts.map((_, i) => i + 1),
    )
    t.equal(eventsServer.store.size(), before, 'all released')
  })
})

t.test('one pipeline hosted: an empty pipeline_id selects it; health names it', async (t) => {
  const eventsServer = await startEvents(t)
  const processors = await startProcessors(t, [new WordsProcessor()], eventsServer.address)
  const server = await startPipeline(t, 'only', eventsServer.address, [
    { processor_id: 'test-words', address: processors.address },
  ])
  const client = createClient('Pipeline', server.address)
  const health = createClient('Health', server.address)
  t.teardown(() => {
    client.close()
    health.close()
  })
  const res = await callUnary(client, 'Process', {
    pipeline_id: '',
    event: { event_id: 'o1', documents: { plaintext: { text: 'a b' } } },
    params: { document_name: 'plaintext' },
  })
  t.same(res.result.component_results[0].result_dict, { count: 2 })
  t.equal((await callUnary(health, 'Check', { service: 'only' })).status, 'SERVING')
})

t.test('startPipelineServer rejects duplicate names and empty definitions', async (t) => {
  const def: PipelineDefinition = {
    name: 'd',
    events_address: '127.0.0.1:1',
    components: [{ processor_id: 'p', address: '127.0.0.1:1' }],
  }
  await t.rejects(startPipelineServer({ definitions: [def, def], port: 0 }), { message: /'d' is defined twice/ })
  await t.rejects(startPipelineServer({ definitions: [], port: 0 }), { message: /no pipeline definitions/ })
})
