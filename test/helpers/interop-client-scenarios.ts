// Another implementation's gRPC client (grpc-go, grpc-java: test/helpers/grpc-fixtures.ts)
// calling our events service, processor host and pipeline service, real servers on port 0: the
// scenarios of test/interop/grpc-*-client.test.ts, the same for each implementation.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Test } from 'tap'
import { MTAP_API_PACKAGE } from '../../src/api/names.js'
import { Status } from '../../src/api/status.js'
import { startEventsServer } from '../../src/events/events-service.js'
import { loadPipelineFile } from '../../src/pipeline/pipeline-config.js'
import { startPipelineServer } from '../../src/pipeline/pipeline-service.js'
import { startClient, type CallDriver, type Implementation } from './grpc-fixtures.js'
import { loadThroughRestart, tally } from './restart-load.js'
import { startEvents, startProcessors } from './servers.js'
import { SleepProcessor, WordsProcessor } from './test-processors.js'

// Every server serves MTAP's package name too, which MTAP's Java SDK calls under.
const PACKAGES = { apiPackages: [MTAP_API_PACKAGE] }
const THIRTY_DAYS_MS = 30 * 24 * 3600 * 1000
const TEN_MB = 10 * 1000 * 1000

/** About `bytes` of UTF-8 text with two- and four-byte characters, as clinical notes have. */
export function largeText(bytes: number): string {
  const line = 'Pt denies chest pain; naïve café 😀 follow-up in 2 weeks.\n'
  return line.repeat(Math.ceil(bytes / Buffer.byteLength(line)))
}

/** A pipeline definition file, as an operator writes one (config/pipelines/), loaded as `svc pipeline --config` loads it. */
function pipelineFile(t: Test, eventsAddress: string, processorsAddress: string) {
  const path = join(t.testdir(), 'interop-pipeline.yaml')
  writeFileSync(
    path,
    [
      'name: interop',
      `events_address: ${eventsAddress}`,
      'components:',
      '  - processor_id: test-words',
      `    address: ${processorsAddress}`,
      '    params: {document_name: plaintext}',
    ].join('\n') + '\n',
  )
  return loadPipelineFile(path)
}

export function testClientAgainstOurServers(t: Test, impl: Implementation) {
  let client: CallDriver
  let events: Awaited<ReturnType<typeof startEvents>>
  let processors: Awaited<ReturnType<typeof startProcessors>>
  let pipelineAddress: string
  t.before(async () => {
    client = startClient(t, impl)
    events = await startEvents(t, PACKAGES)
    processors = await startProcessors(t, [new WordsProcessor(), new SleepProcessor()], events.address, PACKAGES)
    const pipeline = await startPipelineServer({
      host: '127.0.0.1',
      port: 0,
      ...PACKAGES,
      definitions: [pipelineFile(t, events.address, processors.address)],
    })
    t.teardown(() => pipeline.close(100))
    pipelineAddress = pipeline.address
  })
  const onEvents = (method: string, request: unknown) => client.call(events.address, 'Events', method, request)

  t.test('a 10 MB document both ways through the events service, with labels by code points', async (t) => {
    const text = largeText(TEN_MB)
    t.match(await onEvents('OpenEvent', { event_id: 'big', only_create_new: true }), {
      code: Status.OK,
      response: { created: true },
    })
    t.match(await onEvents('AddDocument', { event_id: 'big', document_name: 'plaintext', text }), {
      code: Status.OK,
      message: '',
      response: {},
    })
    const read = await onEvents('GetDocumentText', { event_id: 'big', document_name: 'plaintext' })
    t.equal(read.code, Status.OK, read.message)
    t.ok(read.response.text === text, `the ${Buffer.byteLength(text)} bytes came back unchanged`)

    const emoji = [...text].indexOf('😀')
    const labels = {
      is_distinct: true,
      labels: [{ identifier: 0, start_index: emoji, end_index: emoji + 1, fields: { kind: 'emoji' } }],
    }
    t.equal(
      (
        await onEvents('AddLabels', {
          event_id: 'big',
          document_name: 'plaintext',
          index_name: 'marks',
          generic_labels: labels,
        })
      ).code,
      Status.OK,
    )
    const back = await onEvents('GetLabels', { event_id: 'big', document_name: 'plaintext', index_name: 'marks' })
    t.match(back.response.generic_labels.labels, [
      { start_index: emoji, end_index: emoji + 1, fields: { kind: 'emoji' } },
    ])
  })

  t.test('the processor host and the pipeline service (from a definition file) answer it', async (t) => {
    const text = 'Pt 😀 denies chest pain. No fever today.'
    await onEvents('OpenEvent', { event_id: 'proc' })
    await onEvents('AddDocument', { event_id: 'proc', document_name: 'plaintext', text })
    const processed = await client.call(processors.address, 'Processor', 'Process', {
      processor_id: 'test-words',
      event_id: 'proc',
      event_service_instance_id: events.instanceId,
      params: { document_name: 'plaintext' },
    })
    t.equal(processed.code, Status.OK, processed.message)
    t.same(processed.response.result, { count: 8 })
    t.same(processed.response.created_indices, [{ document_name: 'plaintext', index_name: 'words' }])
    const words = await onEvents('GetLabels', { event_id: 'proc', document_name: 'plaintext', index_name: 'words' })
    t.same(
      words.response.generic_labels.labels.slice(0, 2).map((l: any) => [l.start_index ?? 0, l.end_index]),
      [
        [0, 2],
        [3, 4],
      ],
      'offsets in code points',
    )

    const piped = await client.call(pipelineAddress, 'Pipeline', 'Process', {
      pipeline_id: 'interop',
      event: { event_id: 'piped', documents: { plaintext: { text } } },
    })
    t.equal(piped.code, Status.OK, piped.message)
    t.match(piped.response.result.component_results, [{ identifier: 'test-words', result_dict: { count: 8 } }])
    t.equal(piped.response.event.documents.plaintext.label_indices.words.labels.length, 8)
  })

  t.test('hundreds of calls at once', async (t) => {
    await onEvents('OpenEvent', { event_id: 'many' })
    await onEvents('AddDocument', { event_id: 'many', document_name: 'plaintext', text: 'one two three' })
    const writes = Array.from({ length: 400 }, (_, i) =>
      onEvents('AddMetadata', { event_id: 'many', key: `k${i}`, value: `v${i}` }),
    )
    const processes = Array.from({ length: 100 }, () =>
      client.call(processors.address, 'Processor', 'Process', {
        processor_id: 'test-words',
        event_id: 'many',
        event_service_instance_id: events.instanceId,
        params: { document_name: 'plaintext' },
      }),
    )
    const outcomes = await Promise.all([...writes, ...processes])
    t.same(tally(outcomes.map((o) => String(o.code))), { [Status.OK]: 500 }, 'all 500 answered OK')
    t.same(
      outcomes.slice(400).map((o) => o.response.result.count),
      Array(100).fill(3),
    )
    const metadata = await onEvents('GetAllMetadata', { event_id: 'many' })
    t.same(metadata.response.metadata, Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`k${i}`, `v${i}`])))
  })

  t.test('deadlines: a short one expires, a 30-day one does not', async (t) => {
    const sleep = (sleep_ms: number, timeoutMs: number) =>
      client.call(
        processors.address,
        'Processor',
        'Process',
        { processor_id: 'test-sleep', event_id: 'slow', params: { sleep_ms } },
        { timeoutMs },
      )
    const expired = await sleep(5000, 200)
    t.equal(expired.code, Status.DEADLINE_EXCEEDED, expired.message)
    const long = await sleep(300, THIRTY_DAYS_MS)
    t.equal(long.code, Status.OK, `a 30-day deadline lets the handler finish: ${long.message}`)
    t.same(long.response?.result, { slept_ms: 300 })
  })

  t.test('errors answered before any message (trailers only) reach it with code and message', async (t) => {
    await onEvents('OpenEvent', { event_id: 'nodoc' })
    const errors = [
      [
        await onEvents('GetDocumentText', { event_id: 'absent', document_name: 'plaintext' }),
        Status.NOT_FOUND,
        /^event "absent" not found$/,
      ],
      [
        await onEvents('GetDocumentText', { event_id: 'nodoc', document_name: 'x' }),
        Status.NOT_FOUND,
        /^document "x" not found in event "nodoc"$/,
      ],
      [await onEvents('OpenEvent', { event_id: '' }), Status.INVALID_ARGUMENT, /event_id/],
      [
        await client.call(processors.address, 'Processor', 'Process', { processor_id: 'nobody', event_id: 'nodoc' }),
        Status.NOT_FOUND,
        /nobody/,
      ],
    ] as const
    for (const [outcome, code, message] of errors) {
      t.match(outcome, { code, message }, `${code} ${message}`)
      if (impl.seesTrailersOnly) t.equal(outcome.trailersOnly, true, 'answered trailers-only')
    }
  })

  t.test('an events service restarted under load: UNAVAILABLE meanwhile, OK after', async (t) => {
    let restartable = await startEventsServer({ host: '127.0.0.1', port: 0, ...PACKAGES })
    t.teardown(() => restartable.close(100))
    const address = restartable.address
    const first = restartable.instanceId
    const load = await loadThroughRestart({
      call: async () => {
        const o = await client.call(address, 'Events', 'GetEventsInstanceId', {}, { timeoutMs: 10_000 })
        return o.code === Status.OK ? 'OK' : o.code === Status.UNAVAILABLE ? 'UNAVAILABLE' : `${o.code} ${o.message}`
      },
      restart: async () => {
        await restartable.close(100)
        await new Promise((r) => setTimeout(r, 300))
        restartable = await startEventsServer({ host: '127.0.0.1', port: restartable.port, ...PACKAGES })
      },
    })
    t.ok(
      load.during.includes('OK') && load.during.includes('UNAVAILABLE'),
      `calls before and during the restart: ${JSON.stringify(tally(load.during))}`,
    )
    t.same(
      Object.keys(tally([...load.during, ...load.after])).sort(),
      ['OK', 'UNAVAILABLE'],
      'every call ended OK or UNAVAILABLE, none hung',
    )
    t.same(
      load.after.slice(-50),
      Array(50).fill('OK'),
      `calls after the restart succeed: ${JSON.stringify(tally(load.after))}`,
    )
    const now = await client.call(address, 'Events', 'GetEventsInstanceId', {})
    t.not(now.response.instance_id, first, 'the new server answers')
  })
}
