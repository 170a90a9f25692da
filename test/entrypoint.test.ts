// deploy/entrypoint.sh run directly from the checkout: the whole stack comes up with a readiness
// line per pipeline, serves, and on SIGTERM (docker stop, kubectl delete) or SIGINT to the
// process group (Ctrl-C) finishes the request in flight, stops its backends and exits 0.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import t, { type Test } from 'tap'
import { DEFAULT_PIPELINE, RTF_PIPELINE } from '../src/stack/default-pipelines.js'
import { request } from './helpers/http.js'
import { pollUntil } from './helpers/poll.js'
import { commandLine, freePort, run } from './helpers/processes.js'

const ENTRYPOINT = fileURLToPath(new URL('../deploy/entrypoint.sh', import.meta.url))
const ROOT = fileURLToPath(new URL('..', import.meta.url))
const START_WITHIN_MS = 90_000
const EXIT_WITHIN_MS = 20_000
/** What the entry script gives node for a gateway's process (src/heap.ts). */
const GATEWAY_HEAP_OPTION = '--initial-old-space-size=128'

/** Environment without a developer's SVC_CONFIG/PORT; `npm test` already ran scripts/ensure.sh. */
function env(extra: Record<string, string>): NodeJS.ProcessEnv {
  const e: NodeJS.ProcessEnv = { ...process.env }
  delete e.SVC_CONFIG
  delete e.PORT
  return { ...e, SVC_SKIP_ENSURE: '1', SVC_HOST: '127.0.0.1', ...extra }
}

/** A note long enough that the clinical pipeline is still working on it when the signal comes. */
function longNote(): string {
  const paragraph =
    'HISTORY OF PRESENT ILLNESS: The patient is a 67 year old man with chest pain and shortness of breath. ' +
    'He denies fever or chills. His mother had diabetes mellitus. If he develops nausea he will return.\n'
  return paragraph.repeat(400)
}

function pipelineBody(eventId: string, text: string) {
  return {
    event: { event_id: eventId, binaries: { rtf: Buffer.from(text).toString('base64') } },
    params: { document_name: 'plaintext' },
  }
}

async function startStack(t: Test) {
  const port = await freePort()
  const proc = run(t, ENTRYPOINT, [], { cwd: ROOT, env: env({ PORT: String(port) }) })
  const announced: Record<string, string> = {}
  for (const id of [RTF_PIPELINE, DEFAULT_PIPELINE]) {
    const m = await proc.waitForLine(new RegExp(`^Started new pipeline gateway for ${id} at (\\S+)$`), START_WITHIN_MS)
    announced[id] = m[1]!
  }
  return { proc, url: `http://127.0.0.1:${port}`, announced }
}

/** /readyz turns 200 once every backend's health check answers SERVING: poll for it. */
async function readiness(url: string) {
  const { value } = await pollUntil(
    'ready',
    async () => {
      const r = await request(url, 'GET', '/readyz').catch(() => undefined)
      return r?.status === 200 ? r : undefined
    },
    { withinMs: 30_000 },
  )
  return value
}

/**
 * Starts a long pipeline request, waits until the pipeline has created its event (so the
 * request is surely in flight), signals, and checks that the request completes and the stack
 * exits 0 leaving no backend behind.
 */
async function shutdownWithRequestInFlight(t: Test, signal: (pid: number) => void) {
  const { proc, url } = await startStack(t)
  await readiness(url)

  const eventId = `inflight-${process.pid}-${Date.now()}`
  const text = longNote()
  let signalledAt = 0
  let answeredAt = 0
  const inflight = request(url, 'POST', `/v1/pipeline/${DEFAULT_PIPELINE}/process`, pipelineBody(eventId, text)).then(
    (r) => {
      answeredAt = performance.now()
      return r
    },
  )
  // The pipeline creates the event first, then runs its components: once the event exists,
  // the request is in the pipeline's hands.
  await pollUntil(
    'event created by the pipeline',
    async () => ((await request(url, 'GET', `/v1/events/${eventId}/metadata`)).status === 200 ? true : undefined),
    {
      withinMs: 30_000,
      everyMs: 20,
    },
  )
  signalledAt = performance.now()
  signal(proc.child.pid!)

  const r = await inflight
  t.equal(r.status, 200, 'the request in flight completes')
  t.ok(answeredAt > signalledAt, 'it was answered after the signal (it really was in flight)')
  const doc = r.json?.event?.documents?.plaintext
  t.equal(doc?.text, text, 'whole result: the document text')
  t.ok(doc?.label_indices?.sentences?.labels?.length > 0, 'whole result: sentences')

  const code = await proc.waitForExit(EXIT_WITHIN_MS)
  t.equal(code, 0, `exited with code 0 within ${EXIT_WITHIN_MS / 1000} s`)
  t.same(proc.leftovers(), [], 'no backend process left behind')
  t.notMatch(proc.stderr.join('\n'), /"level":"error"/, 'no errors logged during shutdown')
}

t.test('the stack comes up: readiness line per pipeline, health, a request through a pipeline', async (t) => {
  const { proc, url, announced } = await startStack(t)
  t.same(Object.keys(announced).sort(), [DEFAULT_PIPELINE, RTF_PIPELINE].sort())
  for (const target of Object.values(announced)) t.match(target, /^127\.0\.0\.1:\d+$/)

  // The lines come once the gateway listens: no retry needed.
  t.equal((await request(url, 'GET', '/healthz')).status, 200, 'serving as soon as the readiness lines are out')
  const ready = await readiness(url)
  t.same(ready.json.checks, { routing_table: 'loaded', events_service: 'routed' })
  // Every backend's health, as the gateway's background checks find it.
  const { value: routes } = await pollUntil('every backend seen SERVING', async () => {
    const r = (await request(url, 'GET', '/v1/routes')).json
    const all = [r.events, ...r.processors, ...r.pipelines]
    return all.every((b: { health: { status: string } }) => b.health.status === 'SERVING') ? r : undefined
  })
  t.equal(routes.events.identifier, 'svc-events', 'the events service is checked')
  t.same(
    routes.pipelines.map((p: { identifier: string }) => p.identifier).sort(),
    [DEFAULT_PIPELINE, RTF_PIPELINE].sort(),
    'both pipelines are checked',
  )

  const pipelines = await request(url, 'GET', '/v1/pipelines')
  t.same(
    pipelines.json.Pipelines.map((p: { Identifier: string }) => p.Identifier).sort(),
    [DEFAULT_PIPELINE, RTF_PIPELINE].sort(),
  )
  const r = await request(
    url,
    'POST',
    `/v1/pipeline/${RTF_PIPELINE}/process`,
    pipelineBody('entry-1', 'Chest pain. No fever.'),
  )
  t.equal(r.status, 200)
  t.equal(r.json.event.documents.plaintext.text, 'Chest pain. No fever.')
  t.notOk(proc.child.exitCode, 'still running')
})

t.test('SIGTERM to the process (docker stop, kubelet): in-flight request completes, exit 0', (t) =>
  shutdownWithRequestInFlight(t, (pid) => process.kill(pid, 'SIGTERM')),
)

t.test('SIGINT to the process group (Ctrl-C in a terminal): in-flight request completes, exit 0', (t) =>
  shutdownWithRequestInFlight(t, (pid) => process.kill(-pid, 'SIGINT')),
)

t.test('arguments pass through to svc', async (t) => {
  const proc = run(t, ENTRYPOINT, ['version'], { cwd: ROOT, env: env({}) })
  const m = await proc.waitForLine(/^\d+\.\d+\.\d+/, 30_000)
  t.ok(m, 'svc version printed the version')
  t.equal(await proc.waitForExit(EXIT_WITHIN_MS), 0)
})

t.test('a backend role starts without the gateway heap option', async (t) => {
  const port = await freePort()
  const proc = run(t, ENTRYPOINT, ['events', '--host', '127.0.0.1', '--port', String(port)], {
    cwd: ROOT,
    env: env({}),
  })
  await proc.waitForLine(/listening on/, 30_000)
  const words = commandLine(proc.child.pid!)
  t.ok(words.includes('events'), `the events service runs: ${words.join(' ')}`)
  t.notOk(words.includes(GATEWAY_HEAP_OPTION))
  process.kill(proc.child.pid!, 'SIGTERM')
  t.equal(await proc.waitForExit(EXIT_WITHIN_MS), 0)
})

t.test('with SVC_CONFIG set, only the gateway starts, routing what the config names', async (t) => {
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'svc-entry-'))
  const file = join(dir, 'svcConfig.yaml')
  // Nothing listens at these addresses: the gateway routes them anyway and reports them unready.
  const deadPort = await freePort()
  writeFileSync(
    file,
    `gateway:\n  events: 127.0.0.1:${deadPort}\npipelines:\n  - Identifier: elsewhere\n    Endpoint: 127.0.0.1:${deadPort}\n`,
  )
  const proc = run(t, ENTRYPOINT, [], { cwd: ROOT, env: env({ SVC_CONFIG: file, PORT: String(port) }) })
  await proc.waitForLine(/^Started new pipeline gateway for elsewhere at 127\.0\.0\.1:\d+$/, 30_000)
  const url = `http://127.0.0.1:${port}`
  const routes = await pollUntil('gateway answers', async () => {
    const r = await request(url, 'GET', '/v1/pipelines').catch(() => undefined)
    return r?.status === 200 ? r : undefined
  })
  t.same(routes.value.json, { Pipelines: [{ Identifier: 'elsewhere' }] }, 'the config routes, not the embedded stack')
  const ready = await request(url, 'GET', '/readyz')
  t.equal(ready.status, 200, 'the gateway itself can serve: routes loaded, an events service routed')
  const { value: down } = await pollUntil('the backends seen down', async () => {
    const r = (await request(url, 'GET', '/v1/routes')).json
    return r.events.health.checked_at !== null && r.pipelines[0].health.checked_at !== null ? r : undefined
  })
  t.match(
    [down.events.health.status, down.pipelines[0].health.status],
    ['UNAVAILABLE', 'UNAVAILABLE'],
    'its backends are expected elsewhere; none runs here',
  )
  t.same(proc.leftovers(), [], 'no backend processes were started')
  t.ok(commandLine(proc.child.pid!).includes(GATEWAY_HEAP_OPTION), 'the gateway starts its old generation at 128 MiB')
  process.kill(proc.child.pid!, 'SIGTERM')
  t.equal(await proc.waitForExit(EXIT_WITHIN_MS), 0)
})

t.test('with SVC_CONFIG naming a file with a stack: section, svc up runs the stack it describes', async (t) => {
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'svc-entry-'))
  const file = join(dir, 'svcConfig.yaml')
  writeFileSync(file, `stack:\n  processors: {only: [svc-rtf]}\n  pipelines: [${RTF_PIPELINE}]\n`)
  const proc = run(t, ENTRYPOINT, [], { cwd: ROOT, env: env({ SVC_CONFIG: file, PORT: String(port) }) })
  await proc.waitForLine(
    new RegExp(`^Started new pipeline gateway for ${RTF_PIPELINE} at 127\\.0\\.0\\.1:\\d+$`),
    START_WITHIN_MS,
  )
  const url = `http://127.0.0.1:${port}`
  t.same(
    (await request(url, 'GET', '/v1/pipelines')).json,
    { Pipelines: [{ Identifier: RTF_PIPELINE }] },
    'the pipelines the file names',
  )
  t.same(
    (await request(url, 'GET', '/v1/processors')).json,
    { Processors: [{ Identifier: 'svc-rtf' }] },
    'the processors the file names',
  )
  t.equal((await request(url, 'GET', '/metrics')).status, 200, 'metrics on, as in the embedded default')
  process.kill(proc.child.pid!, 'SIGTERM')
  t.equal(await proc.waitForExit(EXIT_WITHIN_MS), 0)
  t.same(proc.leftovers(), [], 'its backends stopped with it')
})
