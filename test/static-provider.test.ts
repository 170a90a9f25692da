// The static provider end to end: a real config file re-read by a running gateway. Editing the
// file adds and removes routes without a restart; a broken edit keeps the last good routes and
// marks the source stale; the embedded default is fed once.
import { mkdtempSync, renameSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import { stringify } from 'yaml'
import { loadConfig } from '../src/config/config.js'
import { startDiscovery } from '../src/discovery/discovery.js'
import { RoutingTable } from '../src/discovery/routing-table.js'
import { startStaticProvider } from '../src/discovery/static-provider.js'
import { pollUntil } from './helpers/poll.js'
import { startEvents, startGateway, startPipeline, startProcessors, testConfig } from './helpers/servers.js'
import { LongWordsProcessor, WordsProcessor } from './helpers/test-processors.js'

const TEXT = 'The patient denies chest pain today'

async function backends(t: Test) {
  const events = await startEvents(t)
  const processors = await startProcessors(t, [new WordsProcessor(), new LongWordsProcessor()], events.address)
  const pipeline = await startPipeline(t, 'words', events.address, [
    { processor_id: 'test-words', address: processors.address },
    { processor_id: 'test-long-words', address: processors.address, params: { min_length: 6 } },
  ])
  return { events: events.address, processors: processors.address, pipeline: pipeline.address }
}

/** Writes the file whole (rename), as editors and config management do. */
function writeConfig(path: string, doc: unknown): void {
  const tmp = `${path}.tmp`
  writeFileSync(tmp, typeof doc === 'string' ? doc : stringify(doc))
  renameSync(tmp, path)
}

async function gatewayOnFile(t: Test, doc: Record<string, unknown>, staticIntervalMs?: number) {
  const dir = mkdtempSync(join(tmpdir(), 'static-provider-'))
  t.teardown(() => rmSync(dir, { recursive: true, force: true }))
  const path = join(dir, 'svcConfig.yaml')
  writeConfig(path, doc)
  const { config } = loadConfig(path)
  config.gateway.host = '127.0.0.1'
  config.gateway.port = 0
  const logs: { level: string; msg: string; reason?: string }[] = []
  const discovery = await startDiscovery(
    config,
    path,
    (level, msg, fields) => logs.push({ level, msg, ...(fields as { reason?: string }) }),
    { staticIntervalMs },
  )
  t.teardown(() => discovery.stop())
  const g = await startGateway(t, config, { table: discovery.table })
  return { ...g, path, discovery, logs }
}

const processBody = (id: string) => ({
  event: { event_id: id, documents: { plaintext: { text: TEXT } } },
  params: { document_name: 'plaintext' },
})

t.test('editing the file adds and removes a pipeline route without a restart', async (t) => {
  const b = await backends(t)
  const base = {
    gateway: { events: b.events, refresh_interval: 0.05 },
    processors: [{ Identifier: 'test-words', Endpoint: b.processors }],
  }
  const g = await gatewayOnFile(t, base)

  t.same((await g.req('GET', '/v1/pipelines')).json, { Pipelines: [] }, 'no pipeline at first')
  t.equal(
    (await g.req('POST', '/v1/pipeline/words/process', processBody('e0'))).status,
    404,
    'unknown pipeline answers 404',
  )

  writeConfig(g.path, { ...base, pipelines: [{ Identifier: 'words', Endpoint: b.pipeline }] })
  const added = await pollUntil(
    'pipeline listed',
    async () => (await g.req('GET', '/v1/pipelines')).json.Pipelines.length === 1,
  )
  t.comment(`static: pipeline route added ${added.ms.toFixed(0)} ms after the edit (refresh_interval 50 ms)`)
  t.same((await g.req('GET', '/v1/pipelines')).json, { Pipelines: [{ Identifier: 'words' }] })
  const run = await g.req('POST', '/v1/pipeline/words/process', processBody('e1'))
  t.equal(run.status, 200, 'the new route answers')
  t.equal(
    run.json.event.documents.plaintext.label_indices.long_words.labels.length,
    2,
    'the pipeline ran both components',
  )
  const routes = (await g.req('GET', '/v1/routes')).json
  t.match(routes.pipelines, [{ identifier: 'words', instances: [b.pipeline], target: b.pipeline, source: 'static' }])
  t.equal(routes.stale, false)
  t.ok(
    g.announced.some((l) => l === `Started new pipeline gateway for words at ${b.pipeline}`),
    'the readiness line for the new pipeline',
  )

  writeConfig(g.path, base)
  const removed = await pollUntil(
    'pipeline gone',
    async () => (await g.req('GET', '/v1/pipelines')).json.Pipelines.length === 0,
  )
  t.comment(`static: pipeline route removed ${removed.ms.toFixed(0)} ms after the edit`)
  const gone = await g.req('POST', '/v1/pipeline/words/process', processBody('e2'))
  t.equal(gone.status, 404, 'a removed pipeline answers 404')
  t.match(gone.json, { code: 5 })
  t.equal(
    (await g.req('GET', '/v1/processors/test-words/info')).status,
    200,
    'the untouched processor route still answers',
  )
})

t.test('a changed endpoint reaches the channel (the old one is closed)', async (t) => {
  const one = await backends(t)
  const two = await backends(t)
  const doc = (at: string) => ({
    gateway: { events: one.events, refresh_interval: 0.05 },
    processors: [{ Identifier: 'test-words', Endpoint: at }],
  })
  const g = await gatewayOnFile(t, doc(one.processors))
  t.equal((await g.req('GET', '/v1/processors/test-words/info')).status, 200)
  const closedBefore = g.gw.clients.closedCount
  writeConfig(g.path, doc(two.processors))
  await pollUntil(
    'target changed',
    async () => (await g.req('GET', '/v1/routes')).json.processors[0]?.target === two.processors,
  )
  t.equal((await g.req('GET', '/v1/processors/test-words/info')).status, 200, 'answers from the new endpoint')
  t.equal(g.gw.clients.closedCount, closedBefore + 1, 'the channel to the old endpoint was closed')
})

t.test('a broken edit keeps the routes and marks the source stale; a good edit clears it', async (t) => {
  const b = await backends(t)
  const good = {
    gateway: { events: b.events, refresh_interval: 0.05 },
    pipelines: [{ Identifier: 'words', Endpoint: b.pipeline }],
  }
  const g = await gatewayOnFile(t, good)
  t.equal((await g.req('POST', '/v1/pipeline/words/process', processBody('b0'))).status, 200)

  const broken: [string, string | null, RegExp][] = [
    ['bad YAML', 'gateway: [unclosed\n  pipelines: {', /valid YAML/],
    [
      'invalid value',
      stringify({ ...good, gateway: { ...good.gateway, refresh_interval: -1 } }),
      /gateway\.refresh_interval: expected a number >= 0\.05/,
    ],
    [
      'duplicate identifiers',
      stringify({ ...good, pipelines: [...good.pipelines, ...good.pipelines] }),
      /unique identifiers/,
    ],
    ['missing file', null, /readable YAML file \(ENOENT\)/],
  ]
  for (const [name, text, reason] of broken) {
    if (text === null) unlinkSync(g.path)
    else writeConfig(g.path, text)
    const seen = await pollUntil(`stale after ${name}`, async () => {
      const r = (await g.req('GET', '/v1/routes')).json
      return r.stale && reason.test(r.sources.find((s: { source: string }) => s.source === 'static')?.reason)
        ? r
        : undefined
    })
    t.comment(`static: ${name} marked stale after ${seen.ms.toFixed(0)} ms`)
    t.match(seen.value.pipelines, [{ identifier: 'words', target: b.pipeline }], `${name}: the last good route stays`)
    t.equal(
      (await g.req('POST', '/v1/pipeline/words/process', processBody(`b-${name}`))).status,
      200,
      `${name}: and still answers`,
    )
    t.ok(
      g.logs.some((l) => l.level === 'warn' && l.msg.includes('keeping the last good') && reason.test(l.reason ?? '')),
      `${name}: the reason is logged`,
    )
  }
  // The same problem is logged once, not every interval.
  const count = g.logs.filter((l) => /ENOENT/.test(l.reason ?? '')).length
  await new Promise((r) => setTimeout(r, 300))
  t.equal(g.logs.filter((l) => /ENOENT/.test(l.reason ?? '')).length, count, 'a repeated problem is not logged again')

  writeConfig(g.path, { ...good, pipelines: [] })
  const fixed = await pollUntil('fresh again', async () => {
    const r = (await g.req('GET', '/v1/routes')).json
    return !r.stale && r.pipelines.length === 0 ? r : undefined
  })
  const src = fixed.value.sources.find((s: { source: string }) => s.source === 'static')
  t.equal(src.reason, undefined, 'no current reason')
  t.match(src.last_error, { reason: /ENOENT/ }, 'the last error stays visible')
  t.type(src.age_seconds, 'number')
})

t.test('refresh on demand does not wait for the interval', async (t) => {
  const b = await backends(t)
  const doc = { gateway: { events: b.events, refresh_interval: 3600 } }
  const g = await gatewayOnFile(t, doc)
  writeConfig(g.path, { ...doc, pipelines: [{ Identifier: 'words', Endpoint: b.pipeline }] })
  t.same((await g.req('GET', '/v1/pipelines')).json.Pipelines, [], 'not re-read yet (interval is an hour)')
  t.equal(await g.discovery.refresh(), true)
  t.same(
    (await g.req('GET', '/v1/pipelines')).json.Pipelines,
    [{ Identifier: 'words' }],
    'routed right after refresh()',
  )
})

t.test('the embedded default (no file) is fed once and stop() is harmless', async (t) => {
  const table = new RoutingTable()
  const config = testConfig({
    gateway: { events: '127.0.0.1:1' },
    pipelines: [{ Identifier: 'p', Endpoint: '127.0.0.1:2' }],
  })
  const provider = startStaticProvider({ table, config, path: null, log: () => {} })
  t.equal(table.current.version, 1)
  t.equal(table.current.pipelines.get('p')?.target, '127.0.0.1:2')
  t.equal(table.current.events?.target, '127.0.0.1:1')
  t.equal(provider.refresh(), true)
  t.equal(table.current.version, 1, 'nothing to re-read')
  provider.stop()
  provider.stop()
})
