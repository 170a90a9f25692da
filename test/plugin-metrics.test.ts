// The metrics plugin: GET /metrics in Prometheus text counts the requests just made, with route
// patterns as labels (never raw paths), histograms with buckets, retries, routing-table gauges
// and default process metrics; each gateway has its own registry.
import t from 'tap'
import { Status } from '../src/api/status.js'
import { startScriptedBackend } from './helpers/scripted-backend.js'
import { startGateway, testConfig } from './helpers/servers.js'

interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

/** Parses the sample lines of the Prometheus text format (enough for our label values). */
function parse(text: string): Sample[] {
  const out: Sample[] = []
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
    if (!m) throw new Error(`unparsable metrics line: ${line}`)
    const labels: Record<string, string> = {}
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]] = l[2]
    out.push({ name: m[1], labels, value: Number(m[3]) })
  }
  return out
}

function value(samples: Sample[], name: string, labels: Record<string, string>): number | undefined {
  const s = samples.find(
    (x) =>
      x.name === name &&
      Object.entries(labels).every(([k, v]) => x.labels[k] === v) &&
      Object.keys(x.labels).length === Object.keys(labels).length,
  )
  return s?.value
}

const META = '/v1/events/:event_id/metadata'

t.test('/metrics counts the requests just made, with bounded labels', async (t) => {
  const events = await startScriptedBackend(t, 'Events', {
    GetAllMetadata: { fail: [Status.UNAVAILABLE], reply: { metadata: {} } },
    GetAllDocumentNames: { thenFail: Status.NOT_FOUND },
  })
  const g = await startGateway(
    t,
    testConfig({
      gateway: { events: events.address },
      processors: [{ Identifier: 'a-proc', Endpoint: '127.0.0.1:1' }],
      pipelines: [{ Identifier: 'p', Endpoint: '127.0.0.1:2' }],
      plugins: [{ name: 'retry', options: { minDelayMs: 1, maxDelayMs: 2 } }, { name: 'metrics' }],
    }),
  )
  t.same(g.gw.disabledPlugins, [])
  t.equal((await g.req('GET', '/v1/events/patient-1/metadata')).status, 200)
  t.equal((await g.req('GET', '/v1/events/patient-2/metadata')).status, 200)
  t.equal((await g.req('GET', '/v1/events/patient-3/documents')).status, 404)
  t.equal((await g.req('GET', '/v1/no/such/route')).status, 404)
  t.equal((await g.req('GET', '/v1/processors')).status, 200)

  const r = await g.req('GET', '/metrics')
  t.equal(r.status, 200)
  t.match(r.headers['content-type'], /^text\/plain; version=0\.0\.4/)
  const s = parse(r.text)
  const req = 'svc_gateway_requests_total'
  t.equal(value(s, req, { route: META, method: 'GET', identifier: 'svc-events', code: '200' }), 2)
  t.equal(
    value(s, req, { route: '/v1/events/:event_id/documents', method: 'GET', identifier: 'svc-events', code: '404' }),
    1,
  )
  t.equal(value(s, req, { route: '(unmatched)', method: 'GET', identifier: '', code: '404' }), 1)
  t.equal(value(s, req, { route: '/v1/processors', method: 'GET', identifier: '', code: '200' }), 1)
  t.notMatch(r.text, /patient-|no\/such/, 'raw paths never become labels')

  const dur = 'svc_gateway_request_duration_seconds'
  t.equal(value(s, `${dur}_count`, { route: META, method: 'GET' }), 2)
  const buckets = s.filter((x) => x.name === `${dur}_bucket` && x.labels.route === META)
  t.ok(buckets.length >= 10, 'histogram buckets')
  t.equal(buckets.find((b) => b.labels.le === '+Inf')?.value, 2)
  t.ok(
    buckets.every((b, i) => i === 0 || b.value >= buckets[i - 1].value),
    'buckets are cumulative',
  )

  const backend = 'svc_gateway_backend_duration_seconds'
  t.equal(value(s, `${backend}_count`, { identifier: 'svc-events', backend_method: 'GetAllMetadata' }), 2)
  t.equal(value(s, `${backend}_count`, { identifier: 'svc-events', backend_method: 'GetAllDocumentNames' }), 1)
  t.ok(value(s, `${backend}_sum`, { identifier: 'svc-events', backend_method: 'GetAllMetadata' })! > 0)

  const outcome = 'svc_gateway_backend_requests_total'
  t.equal(
    value(s, outcome, { identifier: 'svc-events', backend_method: 'GetAllMetadata', grpc_code: 'OK' }),
    2,
    'backend outcomes by gRPC code (after retries)',
  )
  t.equal(
    value(s, outcome, { identifier: 'svc-events', backend_method: 'GetAllDocumentNames', grpc_code: 'NOT_FOUND' }),
    1,
  )
  t.notOk(
    s.some((x) => x.name === outcome && x.labels.identifier === ''),
    'requests that called no backend are not backend outcomes',
  )
  t.equal(value(s, 'svc_gateway_requests_in_flight', {}), 1, 'in flight now: the scrape itself')

  t.equal(value(s, 'svc_gateway_retries_total', { identifier: 'svc-events' }), 1, 'the first read was retried once')
  t.equal(events.calls.GetAllMetadata, 3)

  t.equal(value(s, 'svc_gateway_routes', { kind: 'events' }), 1)
  t.equal(value(s, 'svc_gateway_routes', { kind: 'processor' }), 1)
  t.equal(value(s, 'svc_gateway_routes', { kind: 'pipeline' }), 1)
  t.equal(value(s, 'svc_gateway_routes_stale', {}), 0)
  t.match(r.text, /# TYPE svc_gateway_plugin_failures_total counter/)
  t.notOk(
    s.some((x) => x.name === 'svc_gateway_plugin_failures_total'),
    'no failures, no series',
  )
  t.ok(
    s.some((x) => x.name === 'process_cpu_user_seconds_total'),
    'default process metrics',
  )
  t.ok(
    s.some((x) => x.name === 'nodejs_heap_size_used_bytes'),
    'default Node metrics',
  )

  const again = parse((await g.req('GET', '/metrics')).text)
  t.equal(
    value(again, req, { route: '/metrics', method: 'GET', identifier: '', code: '200' }),
    1,
    'the scrape itself is counted',
  )
})

t.test('separate gateways do not share counts', async (t) => {
  const events = await startScriptedBackend(t, 'Events', { GetAllMetadata: { reply: { metadata: {} } } })
  const config = () =>
    testConfig({
      gateway: { events: events.address },
      plugins: [{ name: 'metrics', options: { defaultMetrics: false } }],
    })
  const a = await startGateway(t, config())
  const b = await startGateway(t, config())
  for (let i = 0; i < 3; i++) await a.req('GET', '/v1/events/e/metadata')
  await b.req('GET', '/v1/events/e/metadata')
  const sa = parse((await a.req('GET', '/metrics')).text)
  const sb = parse((await b.req('GET', '/metrics')).text)
  const labels = { route: META, method: 'GET', identifier: 'svc-events', code: '200' }
  t.equal(value(sa, 'svc_gateway_requests_total', labels), 3)
  t.equal(value(sb, 'svc_gateway_requests_total', labels), 1)
  t.notOk(
    sb.some((x) => x.name.startsWith('process_')),
    'defaultMetrics: false leaves them out',
  )
})

t.test('the metrics path is configurable; bad options disable the plugin', async (t) => {
  const g = await startGateway(
    t,
    testConfig({ plugins: [{ name: 'metrics', options: { path: '/internal/metrics', defaultMetrics: false } }] }),
  )
  t.equal((await g.req('GET', '/internal/metrics')).status, 200)
  t.equal((await g.req('GET', '/metrics')).status, 404)

  const bad = await startGateway(
    t,
    testConfig({
      plugins: [
        { name: 'metrics', options: { path: 'metrics' } },
        { name: 'metrics', options: { labels: 1 } },
      ],
    }),
  )
  t.same(
    bad.gw.disabledPlugins.map((d) => d.reason.match(/option \w+/)?.[0]),
    ['option path', 'option labels'],
  )
  t.equal((await bad.req('GET', '/metrics')).status, 404)
  t.equal((await bad.req('GET', '/healthz')).status, 200)
})
