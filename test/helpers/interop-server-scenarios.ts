// Our clients calling another implementation's gRPC server: a processor written with grpc-go or
// MTAP's Java SDK (test/helpers/grpc-fixtures.ts) behind our gateway, called with the spec's
// body, and as a component of our pipeline service. The scenarios of
// test/interop/grpc-*-server.test.ts, the same for each implementation; what differs between the
// two processors is in a FixtureSpec.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Test } from 'tap'
import { MTAP_API_PACKAGE } from '../../src/api/names.js'
import { Status } from '../../src/api/status.js'
import { loadPipelineFile } from '../../src/pipeline/pipeline-config.js'
import { startPipelineServer } from '../../src/pipeline/pipeline-service.js'
import { DocumentProcessor, type Document, type Params } from '../../src/processing/index.js'
import { GrpcTransport } from '../../src/transport/grpc-transport.js'
import { crash, startFixtureProcessor, type FixtureServer, type Implementation } from './grpc-fixtures.js'
import type { HttpResult } from './http.js'
import { loadThroughRestart, tally } from './restart-load.js'
import { startEvents, startGateway, startProcessors, testConfig } from './servers.js'
import { WordsProcessor } from './test-processors.js'

export interface FixtureSpec {
  /** Its processor id. */
  id: string
  /** The label index it writes, one label per word. */
  index: string
  /** Params making it fail, and the HTTP answer our gateway must give for that failure. */
  failures: { params: Record<string, unknown>; status: number; body: Record<string, unknown> }[]
}

const THIRTY_DAYS_S = 30 * 24 * 3600
const ALMOST_THIRTY_DAYS_S = THIRTY_DAYS_S - 3600
// A call through the gateway not answered by then is taken as hung.
const HANG_GUARD_MS = 60_000
// Text whose code points are UTF-16 units too: MTAP's Java SDK counts offsets in the latter.
const TEXT = 'Pt denies chest pain; naïve café. No fever today.'
const WORDS = TEXT.split(' ')

/** 10 MB of text in 10,000 long words: large, while the label index stays small. */
function largeDocument(): string {
  return ('naïve' + 'x'.repeat(994) + ' ').repeat(10_000)
}

/** Ours, reading the fixture's index through our SDK: the texts its labels cover. */
class IndexTexts extends DocumentProcessor {
  readonly info = {
    name: 'test-index-texts',
    description: 'texts an index covers',
    parameters: [],
    inputs: [],
    outputs: [],
  }
  async process(doc: Document, params: Params) {
    const labels = await doc.getLabels(String(params.index))
    return { texts: labels.map((l) => doc.text.slice(l.start_index, l.end_index)) }
  }
}

function hangGuarded(request: Promise<HttpResult>): Promise<HttpResult | 'HUNG'> {
  let timer: NodeJS.Timeout | undefined
  const hung = new Promise<'HUNG'>((resolve) => (timer = setTimeout(() => resolve('HUNG'), HANG_GUARD_MS)))
  return Promise.race([request, hung]).finally(() => clearTimeout(timer))
}

/** A gateway answer as a call outcome: 'OK', 'UNAVAILABLE' (503 with its code), or what else it was. */
function outcomeOf(res: HttpResult | 'HUNG'): string {
  if (res === 'HUNG') return res
  if (res.status === 200) return 'OK'
  if (res.status === 503 && res.json?.code === Status.UNAVAILABLE) return 'UNAVAILABLE'
  return `${res.status} ${res.text.slice(0, 200)}`
}

export function testServerBehindOurClients(t: Test, impl: Implementation, spec: FixtureSpec) {
  let events: Awaited<ReturnType<typeof startEvents>>
  let fixture: FixtureServer
  const route = (endpoint: string, deadline?: number) =>
    testConfig({
      // The 10 MB documents below are beyond the 8 MiB default of gateway.max_document_bytes.
      gateway: { events: events.address, max_document_bytes: 16 * 2 ** 20, ...(deadline ? { deadline } : {}) },
      processors: [{ Identifier: spec.id, Endpoint: endpoint }],
      grpc: { api_package: impl.apiPackage },
    })
  t.before(async () => {
    events = await startEvents(t, { apiPackages: [MTAP_API_PACKAGE] })
    fixture = await startFixtureProcessor(t, impl, events.address)
  })
  const process = (req: TestGatewayRequest, eventId: string, params: Record<string, unknown>) =>
    req('POST', `/v1/processors/${spec.id}/process/${eventId}`, { params })
  const covered = (l: { start_index: number; end_index: number }) => TEXT.slice(l.start_index, l.end_index)

  t.test("behind our gateway, called with the spec's body; its labels read back", async (t) => {
    const { req } = await startGateway(t, route(fixture.address))
    t.equal((await req('POST', '/v1/events/e1')).status, 200)
    t.equal((await req('POST', '/v1/events/e1/documents/plaintext', { text: TEXT })).status, 200)
    const done = await process(req, 'e1', { document_name: 'plaintext' })
    t.equal(done.status, 200, done.text.slice(0, 300))
    t.equal(done.json.result.words, WORDS.length)
    t.same(done.json.created_indices, [{ document_name: 'plaintext', index_name: spec.index }])
    const labels = await req('GET', `/v1/events/e1/documents/plaintext/labels/${spec.index}`)
    t.equal(labels.status, 200, labels.text.slice(0, 300))
    t.same(labels.json.json_labels.labels.map(covered), WORDS)
  })

  t.test('10 MB both ways: a document it reads, and params it answers back', async (t) => {
    const { req } = await startGateway(t, route(fixture.address))
    const big = largeDocument()
    await req('POST', '/v1/events/big')
    t.equal((await req('POST', '/v1/events/big/documents/plaintext', { text: big })).status, 200)
    const done = await process(req, 'big', { document_name: 'plaintext', echo: big })
    t.equal(done.status, 200, done.text.slice(0, 300))
    t.equal(done.json.result.words, 10_000, 'it read the 10 MB document through its events client')
    t.ok(done.json.result.echo === big, `the ${Buffer.byteLength(big)} bytes of params came back in its answer`)
  })

  t.test('hundreds of calls at once', async (t) => {
    const { req } = await startGateway(t, route(fixture.address))
    await req('POST', '/v1/events/many')
    const calls = Array.from({ length: 300 }, (_, i) => i)
    // A document each: MTAP's Java SDK refuses to write an index a document already has.
    await Promise.all(calls.map((i) => req('POST', `/v1/events/many/documents/d${i}`, { text: TEXT })))
    const answers = await Promise.all(
      calls.map((i) => process(req, 'many', { document_name: `d${i}`, echo: `call ${i}` })),
    )
    t.same(tally(answers.map((a) => String(a.status))), { 200: 300 }, 'all 300 answered 200')
    t.same(
      answers.map((a) => a.json?.result?.echo),
      answers.map((_, i) => `call ${i}`),
      "each answer is its own call's",
    )
  })

  t.test('deadlines: a short one expires on both sides, a 30-day one does not', async (t) => {
    const short = await startGateway(t, route(fixture.address, 0.5))
    await short.req('POST', '/v1/events/slow')
    await short.req('POST', '/v1/events/slow/documents/plaintext', { text: TEXT })
    const expired = await process(short.req, 'slow', { document_name: 'plaintext', sleep_ms: 5000 })
    t.equal(expired.status, 504, expired.text.slice(0, 300))
    t.equal(expired.json.code, Status.DEADLINE_EXCEEDED)
    const [ended] = await fixture.proc.waitForLine(/^HANDLER_ENDED slow .*/, 10_000)
    t.pass(`its handler saw the call end (${ended})`)

    const long = await startGateway(t, route(fixture.address, THIRTY_DAYS_S))
    const done = await process(long.req, 'slow', { document_name: 'plaintext', sleep_ms: 300 })
    t.equal(done.status, 200, done.text.slice(0, 300))
    t.ok(
      done.json?.result?.deadline_seconds > ALMOST_THIRTY_DAYS_S,
      `it received the 30-day deadline (${done.json?.result?.deadline_seconds} s left)`,
    )
  })

  t.test('its errors reach REST as the right HTTP status and JSON body', async (t) => {
    const { req } = await startGateway(t, route(fixture.address))
    await req('POST', '/v1/events/bad')
    await req('POST', '/v1/events/bad/documents/plaintext', { text: TEXT })
    for (const failure of spec.failures) {
      const res = await process(req, 'bad', { document_name: 'plaintext', ...failure.params })
      t.equal(res.status, failure.status, `${JSON.stringify(failure.params)}: ${res.text.slice(0, 300)}`)
      t.match(res.json, failure.body)
    }
  })

  t.test('as a component of our pipeline, from a definition file, with a 30-day component deadline', async (t) => {
    const ours = await startProcessors(t, [new WordsProcessor(), new IndexTexts()], events.address, {
      apiPackages: [MTAP_API_PACKAGE],
    })
    const path = join(t.testdir(), 'mixed.yaml')
    writeFileSync(
      path,
      [
        'name: mixed',
        `events_address: ${events.address}`,
        'components:',
        `  - {processor_id: test-words, address: '${ours.address}'}`,
        `  - {processor_id: ${spec.id}, address: '${fixture.address}', timeout_seconds: ${THIRTY_DAYS_S}, params: {sleep_ms: 300}}`,
        `  - {processor_id: test-index-texts, address: '${ours.address}', params: {index: ${spec.index}}}`,
      ].join('\n') + '\n',
    )
    const pipeline = await startPipelineServer({
      host: '127.0.0.1',
      port: 0,
      clientApiPackage: impl.apiPackage,
      definitions: [loadPipelineFile(path)],
    })
    t.teardown(() => pipeline.close(100))
    const client = new GrpcTransport(pipeline.address)
    t.teardown(() => client.close())
    let res: any
    try {
      res = await client.unary('Pipeline', 'Process', {
        pipeline_id: 'mixed',
        event: { event_id: 'piped', documents: { plaintext: { text: TEXT } } },
        params: { document_name: 'plaintext' },
      })
    } catch (err) {
      return t.fail(`the pipeline failed: ${(err as Error).message}`)
    }
    const [words, theirs, texts] = res.result.component_results
    t.same(words.result_dict, { count: WORDS.length })
    t.equal(theirs.identifier, spec.id)
    t.equal(theirs.result_dict.words, WORDS.length)
    t.ok(
      theirs.result_dict.deadline_seconds > ALMOST_THIRTY_DAYS_S,
      `it received the 30-day deadline (${theirs.result_dict.deadline_seconds} s left)`,
    )
    t.same(texts.result_dict.texts, WORDS, 'ours read its labels through our SDK')
    t.same(res.event.documents.plaintext.label_indices[spec.index].labels.map(covered), WORDS)
  })

  t.test('crashed and restarted under load: 503 meanwhile, 200 after', async (t) => {
    let restartable = await startFixtureProcessor(t, impl, events.address)
    const { req } = await startGateway(t, route(restartable.address))
    await req('POST', '/v1/events/load')
    let calls = 0
    // A document each call, on our events service, which stays up.
    const call = async () => {
      const name = `d${calls++}`
      await req('POST', `/v1/events/load/documents/${name}`, { text: TEXT })
      return outcomeOf(await hangGuarded(process(req, 'load', { document_name: name })))
    }
    const load = await loadThroughRestart({
      call,
      restart: async () => {
        await crash(restartable)
        restartable = await startFixtureProcessor(t, impl, events.address, restartable.port)
      },
    })
    t.ok(
      load.during.includes('OK') && load.during.includes('UNAVAILABLE'),
      `calls before and during the restart: ${JSON.stringify(tally(load.during))}`,
    )
    t.same(
      Object.keys(tally([...load.during, ...load.after])).sort(),
      ['OK', 'UNAVAILABLE'],
      'every call answered 200 or 503, none hung',
    )
    t.same(
      load.after.slice(-50),
      Array(50).fill('OK'),
      `calls after the restart succeed: ${JSON.stringify(tally(load.after))}`,
    )
  })
}

type TestGatewayRequest = Awaited<ReturnType<typeof startGateway>>['req']
