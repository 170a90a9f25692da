// A processor written with MTAP 1.5's Python SDK (test/interop/fixtures/mtap_fixtures.py,
// `mtap-fixture`) behind our gateway, called with the spec's body, and as a component of our
// pipeline between two of ours: it needs
// event_service_instance_id (issue 10, failure 3), reads our labels and writes its own with
// references by code points (failures 2 and 4), and when it raises, its ErrorInfo, DebugInfo and
// LocalizedMessage reach our pipeline's caller (failure 6).
import t from 'tap'
import { SvcError } from '../../src/api/errors.js'
import { MTAP_API_PACKAGE } from '../../src/api/names.js'
import { Status } from '../../src/api/status.js'
import { DocumentProcessor, type Document, type Params } from '../../src/processing/index.js'
import { GrpcTransport } from '../../src/transport/grpc-transport.js'
import { mtapOrSkip, startFixtureServer } from '../helpers/mtap.js'
import { startEvents, startGateway, startPipeline, startProcessors, testConfig } from '../helpers/servers.js'
import { LongWordsProcessor, WordsProcessor } from '../helpers/test-processors.js'

const TEXT = 'Pt 😀 denies chest pain. No 𝄞 fever 🫁 today.'
const POINTS = [...TEXT]
const covered = (l: { start_index: number; end_index: number }) => POINTS.slice(l.start_index, l.end_index).join('')

/** Ours, reading another's index through the SDK: the texts its labels cover in `doc.text`. */
class SpanTexts extends DocumentProcessor {
  readonly info = { name: 'test-span-texts', description: 'texts of an index', parameters: [], inputs: [], outputs: [] }
  async process(doc: Document, params: Params) {
    const labels = await doc.getLabels(String(params.index))
    return {
      texts: labels.map((l) => doc.text.slice(l.start_index, l.end_index)),
      references: labels.map((l) => l.reference_ids ?? null),
    }
  }
}

t.test('an MTAP Python processor as a component of our pipeline', async (t) => {
  const python = await mtapOrSkip(t)
  if (!python) return
  const events = await startEvents(t, { apiPackages: [MTAP_API_PACKAGE] })
  const fixture = await startFixtureServer(t, python, 'processor-server', events.address)
  const ours = await startProcessors(
    t,
    [new WordsProcessor(), new LongWordsProcessor(), new SpanTexts()],
    events.address,
    { apiPackages: [MTAP_API_PACKAGE] },
  )
  const pipeline = await startPipeline(
    t,
    'mixed',
    events.address,
    [
      { processor_id: 'test-words', address: ours.address },
      { processor_id: 'mtap-fixture', address: fixture },
      { processor_id: 'test-long-words', address: ours.address, params: { min_length: 5 } },
      { processor_id: 'test-span-texts', address: ours.address, params: { index: 'mtap_tokens' } },
    ],
    { clientApiPackage: MTAP_API_PACKAGE },
  )
  const client = new GrpcTransport(pipeline.address)
  t.teardown(() => client.close())
  const run = (eventId: string, params: Record<string, unknown>) =>
    client.unary<any>('Pipeline', 'Process', {
      pipeline_id: 'mixed',
      event: { event_id: eventId, documents: { plaintext: { text: TEXT } } },
      params: { document_name: 'plaintext', ...params },
    })

  t.test('it runs, reads our labels and writes its own by code points, with references', async (t) => {
    const res = await run('mixed-1', {})
    const [words, mtap, long, spans] = res.result.component_results
    t.same(words.result_dict, { count: 10 })
    t.same(mtap.identifier, 'mtap-fixture')
    t.same(
      mtap.result_dict,
      { words_seen: TEXT.split(' '), code_points: POINTS.length },
      'MTAP read our words by code points',
    )
    t.same(long.result_dict, { long: 5, min: 5 }, 'ours read the words back after MTAP ran')
    t.same(
      spans.result_dict.texts,
      TEXT.split(' '),
      "ours read MTAP's labels through the SDK as JavaScript string indices",
    )
    t.same(spans.result_dict.references[6], { sentence: 'mtap_sentences:1' })
    const indices = res.event.documents.plaintext.label_indices
    t.same(indices.mtap_sentences.labels.map(covered), ['Pt 😀 denies chest pain.', 'No 𝄞 fever 🫁 today.'])
    t.same(indices.mtap_tokens.labels.map(covered), TEXT.split(' '))
    t.same(
      indices.mtap_tokens.labels.map((l: any) => l.reference_ids),
      TEXT.split(' ').map((_, i) => ({ sentence: `mtap_sentences:${i < 5 ? 0 : 1}` })),
      'its references arrive in the serialized answer',
    )
  })

  t.test('when it raises, its message and rich details reach our caller', async (t) => {
    let failure: SvcError | undefined
    await run('mixed-2', { fail: true }).catch((err) => (failure = err))
    t.ok(failure instanceof SvcError)
    t.equal(failure!.code, Status.UNKNOWN)
    t.match(
      failure!.message,
      /component 'mtap-fixture' failed with UNKNOWN: An internal error occurred while attempting to process an Event/,
    )
    const details = failure!.details as Record<string, any>[]
    t.same(
      details.map((d) => d['@type']),
      [
        'type.googleapis.com/google.rpc.ErrorInfo',
        'type.googleapis.com/google.rpc.DebugInfo',
        'type.googleapis.com/google.rpc.LocalizedMessage',
      ],
    )
    t.match(details[0], {
      reason: 'PROCESSING_FAILURE',
      domain: 'mtap.nlpie.umn.edu',
      metadata: { lang: 'python', errorType: 'ValueError', errorRepr: "ValueError('bad input')" },
    })
    t.match(details[1].stack_entries.join(''), /ValueError: bad input/)
    t.match(details[2], { locale: 'en-US' })
  })
})

t.test("an MTAP Python processor behind our gateway, called with the spec's body", async (t) => {
  const python = await mtapOrSkip(t)
  if (!python) return
  const events = await startEvents(t, { apiPackages: [MTAP_API_PACKAGE] })
  const fixture = await startFixtureServer(t, python, 'processor-server', events.address)
  const { req } = await startGateway(
    t,
    testConfig({
      gateway: { events: events.address },
      processors: [{ Identifier: 'mtap-fixture', Endpoint: fixture }],
      grpc: { api_package: MTAP_API_PACKAGE },
    }),
  )
  t.equal((await req('POST', '/v1/events/g1')).status, 200)
  t.equal((await req('POST', '/v1/events/g1/documents/plaintext', { text: TEXT })).status, 200)

  // Exactly the spec's body: no event_service_instance_id (the gateway names it).
  const done = await req('POST', '/v1/processors/mtap-fixture/process/g1', { params: { document_name: 'plaintext' } })
  t.equal(done.status, 200, done.text)
  t.same(done.json.result, { words_seen: [], code_points: POINTS.length })
  t.same(done.json.created_indices.map((c: any) => c.index_name).sort(), ['mtap_sentences', 'mtap_tokens'])
  t.ok(
    Object.keys(done.json.timing_info).some((k) => k.endsWith('process_method')),
    'its timings come through',
  )

  const tokens = await req('GET', '/v1/events/g1/documents/plaintext/labels/mtap_tokens')
  t.same(tokens.json.json_labels.labels.map(covered), TEXT.split(' '), 'code points through REST')
  t.same(tokens.json.json_labels.labels[6], {
    start_index: [...'Pt 😀 denies chest pain. No '].length,
    end_index: [...'Pt 😀 denies chest pain. No 𝄞'].length,
    reference_ids: { sentence: 'mtap_sentences:1' },
  })
  const generic = await req('GET', '/v1/events/g1/documents/plaintext/labels/mtap_tokens?form=generic_labels')
  t.same(generic.json.generic_labels.labels[0], {
    identifier: 0,
    start_index: 0,
    end_index: 2,
    fields: {},
    reference_ids: { sentence: 'mtap_sentences:0' },
  })

  const failed = await req('POST', '/v1/processors/mtap-fixture/process/g1', {
    params: { document_name: 'plaintext', fail: true },
  })
  t.equal(failed.status, 500)
  t.equal(failed.json.code, Status.UNKNOWN)
  t.equal(
    failed.json.message,
    failed.json.details[2].message,
    'no status message from MTAP: its LocalizedMessage (regression: "2 UNKNOWN: ")',
  )
  t.match(failed.json.details, [
    {
      '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
      reason: 'PROCESSING_FAILURE',
      metadata: { errorType: 'ValueError' },
    },
    { '@type': 'type.googleapis.com/google.rpc.DebugInfo' },
    { '@type': 'type.googleapis.com/google.rpc.LocalizedMessage', locale: 'en-US' },
  ])
})
