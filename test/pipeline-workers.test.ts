// Issue 27 under svc up: the clinical pipelines run in worker threads (stack.workers) and answer
// what the main thread's pipeline answered, and so do a client's calls to a hosted clinical
// processor; a kept event still lands in the stack's events service; the answer carries what the
// request's "return" asked for (and svc-tokens is skipped when tokens are not asked for); a note
// beyond gateway.max_document_bytes is 413 naming the key before any backend sees it; and the
// backends' /metrics lists the per-processor histograms after real traffic.
import t, { type Test } from 'tap'
import { parseConfig } from '../src/config/config.js'
import { PipelineWorkers } from '../src/stack/pipeline-workers.js'
import { startStack, type Stack } from '../src/stack/stack.js'
import { pollUntil } from './helpers/poll.js'
import { request } from './helpers/http.js'

const NOTE = 'HISTORY: Denies chest pain. Mother had diabetes.\nPLAN: Start metformin 500 mg daily.\n'

async function stackWith(t: Test, yaml: string): Promise<Stack> {
  const { config } = parseConfig(yaml)
  const stack = await startStack({
    config,
    port: 0,
    host: '127.0.0.1',
    singleProcess: true,
    log: () => {},
    announce: () => {},
  })
  t.teardown(() => stack.close())
  return stack
}

const body = (id: string, text: string, extra: Record<string, unknown> = {}) => ({
  event: { event_id: id, binaries: { rtf: Buffer.from(text).toString('base64') } },
  ...extra,
})

t.test('worker threads answer as the main thread does; kept events stay in the stack', async (t) => {
  const inWorkers = await stackWith(t, 'stack: {workers: 2, metrics_port: 0}')
  const onMain = await stackWith(t, 'stack: {workers: 0, metrics_port: false}')
  const a = await request(inWorkers.gateway.url, 'POST', '/v1/pipeline/svc-default-pipeline/process', body('w1', NOTE))
  const b = await request(onMain.gateway.url, 'POST', '/v1/pipeline/svc-default-pipeline/process', body('w1', NOTE))
  t.equal(a.status, 200, a.json?.message)
  t.equal(b.status, 200, b.json?.message)
  t.same(a.json.event, b.json.event, 'the same event, labels and all')
  t.same(Object.keys(a.json.event.documents.plaintext.label_indices).sort(), [
    'concepts',
    'context_cues',
    'sections',
    'sentences',
    'tokens',
  ])

  const kept = await request(
    inWorkers.gateway.url,
    'POST',
    '/v1/pipeline/svc-default-pipeline/process',
    body('kept-1', NOTE, { keep_after: true }),
  )
  t.equal(kept.status, 200, kept.json?.message)
  const labels = await request(inWorkers.gateway.url, 'GET', '/v1/events/kept-1/documents/plaintext/labels/concepts')
  t.equal(labels.status, 200, "a kept event is in the stack's events service")
  t.ok(labels.json.json_labels.labels.length > 0)
  const gone = await request(inWorkers.gateway.url, 'GET', '/v1/events/w1/documents')
  t.equal(gone.status, 404, 'an event not kept is released')

  t.test('the "return" member', async (t) => {
    const url = inWorkers.gateway.url
    const r = await request(
      url,
      'POST',
      '/v1/pipeline/svc-default-pipeline/process',
      body('r1', NOTE, { return: { label_indices: ['concepts'], text: false } }),
    )
    t.equal(r.status, 200, r.json?.message)
    t.same(
      r.json.event.documents.plaintext,
      { label_indices: { concepts: a.json.event.documents.plaintext.label_indices.concepts } },
      'the concepts alone, as the whole answer had them',
    )
    const ran = r.json.result.component_results.map((c: { identifier: string }) => c.identifier)
    t.same(
      ran,
      ['svc-rtf', 'svc-sentences', 'svc-sections', 'svc-concepts', 'svc-context'],
      'svc-tokens skipped: nothing asked for tokens',
    )
    const withTokens = await request(
      url,
      'POST',
      '/v1/pipeline/svc-default-pipeline/process',
      body('r2', NOTE, { return: { label_indices: ['tokens'] } }),
    )
    t.same(Object.keys(withTokens.json.event.documents.plaintext).sort(), ['label_indices', 'text'])
    t.same(withTokens.json.event.documents.plaintext.label_indices, {
      tokens: a.json.event.documents.plaintext.label_indices.tokens,
    })
    const keptSelected = await request(
      url,
      'POST',
      '/v1/pipeline/svc-default-pipeline/process',
      body('r3', NOTE, { keep_after: true, return: { label_indices: ['concepts'] } }),
    )
    t.ok(
      keptSelected.json.result.component_results.some((c: { identifier: string }) => c.identifier === 'svc-tokens'),
      'a kept event gets every component',
    )
    const stored = await request(url, 'GET', '/v1/events/r3/documents/plaintext/labels')
    t.ok(stored.json.label_index_infos.some((i: { index_name: string }) => i.index_name === 'tokens'))
    for (const [bad, named] of [
      [{ label_indices: 'concepts' }, 'return.label_indices'],
      [{ txt: false }, 'return.txt is not a known member (did you mean "text"?'],
      [['concepts'], 'return must be an object'],
    ] as const) {
      const refused = await request(
        url,
        'POST',
        '/v1/pipeline/svc-default-pipeline/process',
        body('r4', NOTE, { return: bad }),
      )
      t.equal(refused.status, 400)
      t.match(refused.json.message, named)
    }
  })

  t.test('/metrics of the backends after real traffic', async (t) => {
    t.ok(inWorkers.metrics, 'the backends serve metrics')
    const scraped = await request(`http://${inWorkers.metrics}`, 'GET', '/metrics')
    t.equal(scraped.status, 200)
    for (const processor of ['svc-rtf', 'svc-sentences', 'svc-tokens', 'svc-sections', 'svc-concepts', 'svc-context']) {
      const count = Number(
        new RegExp(`^svc_processor_duration_seconds_count\\{processor="${processor}"\\} (\\d+)$`, 'm').exec(
          scraped.text,
        )?.[1],
      )
      t.ok(count >= 2, `${processor}: ${count} calls in its duration histogram`)
      t.match(
        scraped.text,
        new RegExp(`^svc_processor_duration_seconds_bucket\\{le="\\+Inf",processor="${processor}"\\} ${count}$`, 'm'),
      )
    }
    t.match(scraped.text, /^svc_documents_processed_total\{pipeline="svc-default-pipeline",outcome="ok"\} [3-9]\d*$/m)
    t.match(scraped.text, /^svc_pipeline_worker_utilization\{worker="1"\} [\d.e-]+$/m)
    t.match(scraped.text, /^svc_pipeline_worker_requests_in_flight\{worker="0"\} 0$/m)
    t.match(scraped.text, /^svc_events_stored [1-9]\d*$/m, 'the kept events')
  })
})

t.test("a client's call to a hosted clinical processor runs in a worker, on the stack's events", async (t) => {
  const inWorkers = await stackWith(t, 'stack: {workers: 2, metrics_port: 0}')
  const onMain = await stackWith(t, 'stack: {workers: 0, metrics_port: false}')
  const tasksOf = async (kind: string) => {
    const scraped = await request(`http://${inWorkers.metrics}`, 'GET', '/metrics')
    let sum = 0
    for (const m of scraped.text.matchAll(
      new RegExp(`^svc_pipeline_worker_tasks_total\\{worker="\\d+",kind="${kind}"\\} (\\d+)$`, 'gm'),
    ))
      sum += Number(m[1])
    return sum
  }
  const run = async (stack: Stack) => {
    const req = (method: string, path: string, b?: unknown) => request(stack.gateway.url, method, path, b)
    t.equal((await req('POST', '/v1/events/d1')).status, 200)
    t.equal((await req('POST', '/v1/events/d1/documents/plaintext', { text: NOTE })).status, 200)
    const params = { params: { document_name: 'plaintext' } }
    for (const id of ['svc-sentences', 'svc-sections', 'svc-concepts', 'svc-context']) {
      const r = await req('POST', `/v1/processors/${id}/process/d1`, params)
      t.equal(r.status, 200, `${id}: ${r.json?.message}`)
    }
    const concepts = await req('GET', '/v1/events/d1/documents/plaintext/labels/concepts')
    t.equal(concepts.status, 200, "the labels are in the stack's events service")
    const stats = await req('GET', '/v1/processors/svc-concepts/stats')
    return { concepts: concepts.json.json_labels, stats: stats.json }
  }
  t.equal(await tasksOf('processor'), 0)
  const a = await run(inWorkers)
  const b = await run(onMain)
  t.equal(await tasksOf('processor'), 4, 'each of the four calls was handed to a worker')
  t.same(a.concepts, b.concepts, 'the same concepts, context and all, as the main thread writes')
  t.ok(
    a.concepts.labels.some((l: { negated?: boolean }) => l.negated),
    'svc-context ran on them ("Denies chest pain")',
  )
  t.match(a.stats, { processed: 1, failures: 0 }, "the call counts in the processor host's stats")

  const missing = await request(inWorkers.gateway.url, 'POST', '/v1/processors/svc-concepts/process/nope', {
    params: { document_name: 'plaintext' },
  })
  t.equal(missing.status, 404, missing.json?.message)
  t.match(missing.json.message, /nope/, "the worker's error names the event once")
  t.notMatch(missing.json.message, /svc-concepts.*svc-concepts/s, 'and the processor once')
})

t.test('a document beyond gateway.max_document_bytes is 413 naming the key; no backend saw it', async (t) => {
  const stack = await stackWith(t, 'gateway: {max_document_bytes: 1000}\nstack: {workers: 1, metrics_port: false}')
  const url = stack.gateway.url
  const big = 'x'.repeat(1200)
  const cases: [string, string, unknown, string][] = [
    ['POST', '/v1/pipeline/svc-default-pipeline/process', body('big-1', big), 'event.binaries.rtf'],
    [
      'POST',
      '/v1/pipeline/svc-default-pipeline/process',
      { event: { event_id: 'big-2', documents: { plaintext: { text: big } } } },
      'event.documents.plaintext.text',
    ],
  ]
  for (const [method, path, payload, member] of cases) {
    const r = await request(url, method, path, payload)
    t.equal(r.status, 413, `${member}: 413`)
    t.match(r.json.message, member)
    t.match(r.json.message, 'gateway.max_document_bytes (1000)')
  }
  for (const id of ['big-1', 'big-2'])
    t.equal((await request(url, 'GET', `/v1/events/${id}/documents`)).status, 404, `no event ${id} was created`)
  await request(url, 'POST', '/v1/events/e1', {})
  const doc = await request(url, 'POST', '/v1/events/e1/documents/plaintext', { text: big })
  t.equal(doc.status, 413)
  t.match(doc.json.message, /^text holds 1200 bytes, more than gateway.max_document_bytes/)
  const bin = await request(url, 'POST', '/v1/events/e1/binaries/rtf', {
    binary_data: Buffer.from(big).toString('base64'),
  })
  t.equal(bin.status, 413)
  t.match(bin.json.message, 'binary_data holds 1200 bytes (decoded)')
  t.same(
    (await request(url, 'GET', '/v1/events/e1/documents')).json.document_names,
    [],
    'the events service never got the document',
  )
  const fits = await request(url, 'POST', '/v1/pipeline/svc-default-pipeline/process', body('small-1', 'No fever.'))
  t.equal(fits.status, 200, 'a note within the limit is processed')
})

t.test('a worker that cannot start says why, and the pool does not wait for it', async (t) => {
  const started = PipelineWorkers.start(
    1,
    { definitions: [], lexiconFiles: ['/nonexistent/lexicon.tsv'], events: {} },
    () => {},
  )
  await t.rejects(started, { message: /lexicon.*nonexistent\/lexicon\.tsv/ })
})

t.test('a worker that dies is started again; one that keeps dying is stopped and refuses calls', async (t) => {
  const logs: string[] = []
  const pool = await PipelineWorkers.start(1, { definitions: [], lexiconFiles: [], events: {} }, (_l, msg) =>
    logs.push(msg),
  )
  t.teardown(() => pool.close())
  const [worker] = pool.workers
  // An answer at all (this worker runs no pipeline, so it names the one asked for) says it is alive.
  const ask = () =>
    worker!.unary('Pipeline', 'Process', { event: { event_id: 'x' }, pipeline_id: 'none' }, { raw: true })
  await t.rejects(ask(), { message: /none/ })
  // A crash, as a thread killed from outside: the pool sees it exit and starts it again, five times a minute.
  const thread = () => (worker as unknown as { worker: { terminate(): Promise<number> } }).worker
  for (let i = 1; i <= 5; i++) {
    await thread().terminate()
    await pollUntil(`restart ${i}`, async () => {
      const err = await ask().catch((e: Error) => e)
      return /none/.test(String((err as Error).message)) || undefined
    })
  }
  t.equal(logs.filter((m) => m === 'pipeline worker exited; restarting').length, 5)
  await thread().terminate()
  await pollUntil('given up', () => logs.includes('pipeline worker keeps failing; not restarting') || undefined)
  await t.rejects(ask(), { message: 'pipeline worker 0 kept failing and is stopped' })
  await t.rejects(
    pool.process({ processor_id: 'svc-concepts', event_id: 'x', event_service_instance_id: '', params: {} }),
    { message: /kept failing/ },
  )
})
