// /healthz and /readyz against real backends: readiness follows the routed backends' gRPC
// health (down → 503 naming the backend, back on the same port → 200), liveness does not.
import { existsSync, readFileSync } from 'node:fs'
import t, { type Test } from 'tap'
import { EVENTS_IDENTIFIER } from '../src/api/names.js'
import { Status } from '../src/api/status.js'
import { startEventsServer } from '../src/events/events-service.js'
import { startGrpcServer } from '../src/grpc/server.js'
import { pollUntil } from './helpers/poll.js'
import { freePort } from './helpers/processes.js'
import { startEvents, startGateway, testConfig } from './helpers/servers.js'

const EVENTS_KEY = `events:${EVENTS_IDENTIFIER}`
const PIPELINE_KEY = 'pipeline:health-pipeline'

async function startStack(t: Test) {
  const events = await startEvents(t)
  // A pipeline backend with no methods: readiness asks only its health service.
  const pipeline = await startGrpcServer([{ service: 'Pipeline', handlers: {} }])
  t.teardown(() => pipeline.close(0))
  const g = await startGateway(
    t,
    testConfig({ gateway: { events: events.address }, pipelines: [{ Identifier: 'health-pipeline', Endpoint: pipeline.address }] }),
  )
  return { events, pipeline, ...g }
}

t.test('/readyz is 200 with every routed backend SERVING; /healthz is 200', async (t) => {
  const { req } = await startStack(t)
  const live = await req('GET', '/healthz')
  t.equal(live.status, 200)
  t.same(live.json, { status: 'ok' })
  const ready = await req('GET', '/readyz')
  t.equal(ready.status, 200)
  t.same(ready.json, { status: 'ready', checks: { [EVENTS_KEY]: 'SERVING', [PIPELINE_KEY]: 'SERVING' } })
})

t.test('/readyz turns 503 naming the stopped backend, and 200 when it is back on the same port', async (t) => {
  const { events, req } = await startStack(t)
  t.equal((await req('GET', '/readyz')).status, 200, 'ready at first')
  const port = events.port
  await events.close(0)

  const down = await req('GET', '/readyz')
  t.equal(down.status, 503)
  t.equal(down.json.code, Status.UNAVAILABLE)
  t.match(down.json.message, new RegExp(`not ready: ${EVENTS_KEY} is UNAVAILABLE`))
  t.notMatch(down.json.message, /pipeline:/, 'the healthy backend is not blamed')
  t.same(down.json.details, [{ checks: { [EVENTS_KEY]: 'UNAVAILABLE', [PIPELINE_KEY]: 'SERVING' } }])
  t.equal(down.headers['retry-after'], '1')
  const live = await req('GET', '/healthz')
  t.equal(live.status, 200, 'liveness does not depend on the backends')

  const again = await startEventsServer({ host: '127.0.0.1', port })
  t.teardown(() => again.close(0))
  t.equal(again.port, port, 'restarted on the same port')
  // grpc-js reconnects with backoff, so readiness comes back eventually, not at once.
  const { value: back } = await pollUntil('ready again', async () => {
    const r = await req('GET', '/readyz')
    return r.status === 200 ? r : undefined
  })
  t.same(back.json.checks, { [EVENTS_KEY]: 'SERVING', [PIPELINE_KEY]: 'SERVING' })
  // And the route itself works again through the gateway.
  const { value: created } = await pollUntil('events route works', async () => {
    const r = await req('GET', '/v1/events/health-check/metadata')
    return r.status !== 503 ? r : undefined
  })
  t.equal(created.status, 404, 'the restarted events service answers (no such event)')
  t.equal(created.json.code, Status.NOT_FOUND)
})

t.test('/readyz is 503 when a backend reports NOT_SERVING', async (t) => {
  const { pipeline, req } = await startStack(t)
  pipeline.health.set('', 'NOT_SERVING')
  const r = await req('GET', '/readyz')
  t.equal(r.status, 503)
  t.match(r.json.message, `${PIPELINE_KEY} is NOT_SERVING`)
  t.same(r.json.details, [{ checks: { [EVENTS_KEY]: 'SERVING', [PIPELINE_KEY]: 'NOT_SERVING' } }])
  pipeline.health.set('', 'SERVING')
  t.equal((await req('GET', '/readyz')).status, 200, 'ready once it serves again')
})

/** Whether something listens on 127.0.0.1:port right now, read synchronously from the kernel. */
function listeningNow(port: number): boolean {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  // Columns: sl local_address rem_address st …; 0100007F is 127.0.0.1, state 0A is LISTEN.
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .some((line) => {
      const f = line.trim().split(/\s+/)
      return f[1] === `0100007F:${hexPort}` && f[3] === '0A'
    })
}

t.test('the readiness line of a pipeline is printed only once the gateway accepts connections', { skip: existsSync('/proc/net/tcp') ? false : 'needs /proc/net/tcp' }, async (t) => {
  const port = await freePort()
  const seen: { line: string; listening: boolean }[] = []
  const { gw } = await startGateway(t, testConfig({ gateway: { port }, pipelines: [{ Identifier: 'announced', Endpoint: '127.0.0.1:1' }] }), {
    // Called synchronously by the gateway: what the kernel shows at that instant is what a
    // reader of the line, in another process, could find.
    announce: (line) => seen.push({ line, listening: listeningNow(port) }),
  })
  t.equal(gw.port, port)
  t.same(seen, [{ line: 'Started new pipeline gateway for announced at 127.0.0.1:1', listening: true }])
})
