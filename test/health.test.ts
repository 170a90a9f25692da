// /healthz and /readyz against real backends. By default readiness is the gateway's own (routes
// loaded, an events service routed): a processor down leaves it 200 while /v1/routes and the
// metric show the processor down. With gateway.readiness: strict it follows every routed
// backend's gRPC health (down → 503 naming the backend, back on the same port → 200). Liveness
// never depends on the backends.
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

/** Strict readiness, as /readyz was before the gateway reported its own. */
async function startStack(t: Test) {
  const events = await startEvents(t)
  // A pipeline backend with no methods: readiness asks only its health service.
  const pipeline = await startGrpcServer([{ service: 'Pipeline', handlers: {} }])
  t.teardown(() => pipeline.close(0))
  const g = await startGateway(
    t,
    testConfig({
      gateway: { events: events.address, readiness: 'strict' },
      pipelines: [{ Identifier: 'health-pipeline', Endpoint: pipeline.address }],
    }),
  )
  return { events, pipeline, ...g }
}

t.test('strict: /readyz is 200 with every routed backend SERVING; /healthz is 200', async (t) => {
  const { req } = await startStack(t)
  const live = await req('GET', '/healthz')
  t.equal(live.status, 200)
  t.same(live.json, { status: 'ok' })
  const ready = await req('GET', '/readyz')
  t.equal(ready.status, 200)
  t.same(ready.json, { status: 'ready', checks: { [EVENTS_KEY]: 'SERVING', [PIPELINE_KEY]: 'SERVING' } })
})

t.test('strict: /readyz turns 503 naming the stopped backend, and 200 when it is back on the same port', async (t) => {
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

t.test('strict: /readyz is 503 when a backend reports NOT_SERVING', async (t) => {
  const { pipeline, req } = await startStack(t)
  pipeline.health.set('', 'NOT_SERVING')
  const r = await req('GET', '/readyz')
  t.equal(r.status, 503)
  t.match(r.json.message, `${PIPELINE_KEY} is NOT_SERVING`)
  t.same(r.json.details, [{ checks: { [EVENTS_KEY]: 'SERVING', [PIPELINE_KEY]: 'NOT_SERVING' } }])
  pipeline.health.set('', 'SERVING')
  t.equal((await req('GET', '/readyz')).status, 200, 'ready once it serves again')
})

/** The value of one sample of the Prometheus text, or undefined when absent. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}} `))
  return line === undefined ? undefined : Number(line.split(' ').pop())
}

t.test(
  'default readiness: a processor down leaves /readyz 200; /v1/routes and the metric show it down, then up again',
  async (t) => {
    const events = await startEvents(t)
    const processorPort = await freePort()
    const g = await startGateway(
      t,
      testConfig({
        gateway: { events: events.address, health_interval: 0.05 },
        processors: [{ Identifier: 'down-proc', Endpoint: `127.0.0.1:${processorPort}` }],
        plugins: [{ name: 'metrics', options: { defaultMetrics: false } }],
      }),
    )
    const ready = await g.req('GET', '/readyz')
    t.equal(ready.status, 200, 'ready: this gateway can serve')
    t.same(ready.json, { status: 'ready', checks: { routing_table: 'loaded', events_service: 'routed' } })

    // The background checks find the processor down: nothing listens on its port.
    const { value: routes } = await pollUntil('both checked', async () => {
      const r = await g.req('GET', '/v1/routes')
      return r.json.processors[0].health.checked_at !== null && r.json.events.health.checked_at !== null
        ? r.json
        : undefined
    })
    t.match(routes.processors[0], { identifier: 'down-proc', health: { status: 'UNAVAILABLE', up: false } })
    t.match(routes.events, { identifier: EVENTS_IDENTIFIER, health: { status: 'SERVING', up: true } })
    const metrics = (await g.req('GET', '/metrics')).text
    t.equal(
      sample(metrics, 'svc_gateway_backend_up', 'kind="processor",identifier="down-proc"'),
      0,
      'svc_gateway_backend_up 0 for the processor',
    )
    t.equal(
      sample(metrics, 'svc_gateway_backend_up', `kind="events",identifier="${EVENTS_IDENTIFIER}"`),
      1,
      'and 1 for the events service',
    )
    t.equal((await g.req('GET', '/readyz')).status, 200, 'still ready while the processor is down')

    // The processor comes up on its port: the next rounds see it, no restart, no request needed.
    const processor = await startGrpcServer([{ service: 'Processor', handlers: {} }], { port: processorPort })
    t.teardown(() => processor.close(0))
    await pollUntil(
      'processor seen up',
      async () => (await g.req('GET', '/v1/routes')).json.processors[0].health.up === true,
    )
    t.equal(
      sample(
        (await g.req('GET', '/metrics')).text,
        'svc_gateway_backend_up',
        'kind="processor",identifier="down-proc"',
      ),
      1,
      'the metric follows',
    )
  },
)

t.test('default readiness: 503 without an events service routed, naming it', async (t) => {
  const g = await startGateway(t, testConfig({ pipelines: [{ Identifier: 'p', Endpoint: '127.0.0.1:1' }] }))
  const r = await g.req('GET', '/readyz')
  t.equal(r.status, 503)
  t.equal(r.json.code, Status.UNAVAILABLE)
  t.equal(r.json.message, 'not ready: no events service routed')
  t.same(r.json.details, [{ checks: { routing_table: 'loaded', events_service: 'not routed' } }])
  t.equal(r.headers['retry-after'], '1')
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

t.test(
  'the readiness line of a pipeline is printed only once the gateway accepts connections',
  { skip: existsSync('/proc/net/tcp') ? false : 'needs /proc/net/tcp' },
  async (t) => {
    const port = await freePort()
    const seen: { line: string; listening: boolean }[] = []
    const { gw } = await startGateway(
      t,
      testConfig({ gateway: { port }, pipelines: [{ Identifier: 'announced', Endpoint: '127.0.0.1:1' }] }),
      {
        // Called synchronously by the gateway: what the kernel shows at that instant is what a
        // reader of the line, in another process, could find.
        announce: (line) => seen.push({ line, listening: listeningNow(port) }),
      },
    )
    t.equal(gw.port, port)
    t.same(seen, [{ line: 'Started new pipeline gateway for announced at 127.0.0.1:1', listening: true }])
  },
)
