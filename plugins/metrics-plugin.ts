// Prometheus metrics for the gateway, served at GET /metrics, named by Prometheus's conventions
// (base units: `_seconds`; counters `_total`; the HTTP status as `code`, as client_golang's
// promhttp labels it). Each plugin instance owns its own Registry: several gateways in one
// process (tests, embedders) must not share or re-register metrics. Labels are bounded: route
// patterns (never raw paths), identifiers from the routing table, a fixed set of methods, gRPC
// code names. Gauges read the gateway's own state when scraped (requests in flight, routes,
// backend health as its background checks last found it): a scrape calls no backend.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import {
  checkOptions,
  codeName,
  PLUGIN_OPTIONS,
  type Plugin,
  type PluginApi,
  type PluginFactory,
  type RequestContext,
} from '../src/plugins/contract.js'

/** Seconds; pipelines may run for minutes, so the buckets reach 5 min. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300]
/** Methods kept as labels; anything else a client sends is counted as OTHER. */
const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'])
const UNMATCHED = '(unmatched)'

const createMetricsPlugin: PluginFactory = (options, api: PluginApi): Plugin => {
  const given = checkOptions(PLUGIN_OPTIONS.metrics, options, 'metrics')
  const opts = { path: given.path ?? '/metrics', defaultMetrics: given.defaultMetrics ?? true }
  const registry = new Registry()
  const observe = defineRequestMetrics([registry])
  defineStateGauges(api, [registry])
  if (opts.defaultMetrics) collectDefaultMetrics({ register: registry })

  return {
    name: 'metrics',
    onResponse: observe,
    routes: [
      {
        method: 'GET',
        path: opts.path,
        async handler(_req, res) {
          const text = await registry.metrics()
          res.writeHead(200, { 'content-type': registry.contentType, 'content-length': Buffer.byteLength(text) })
          res.end(text)
        },
      },
    ],
    close() {
      registry.clear()
    },
  }
}

/** Counters and histograms fed by each answered request; returns the onResponse hook that feeds them. */
function defineRequestMetrics(registers: Registry[]): (ctx: RequestContext) => void {
  // Every duration is in seconds on the same buckets, so their quantiles compare.
  const secondsHistogram = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Histogram<L>({ name, help, labelNames, buckets: DURATION_BUCKETS, registers })
  const requests = new Counter({
    name: 'svc_gateway_requests_total',
    help: 'HTTP requests answered, by route pattern, method, backend identifier and HTTP status code',
    labelNames: ['route', 'method', 'identifier', 'code'] as const,
    registers,
  })
  const backendRequests = new Counter({
    name: 'svc_gateway_backend_requests_total',
    help: 'Requests that called a backend, by identifier, gRPC method and the gRPC status code name of the outcome (after retries)',
    labelNames: ['identifier', 'backend_method', 'grpc_code'] as const,
    registers,
  })
  const requestDuration = secondsHistogram(
    'svc_gateway_request_duration_seconds',
    'Time from arrival to the response being decided, by route pattern and method',
    ['route', 'method'],
  )
  const backendDuration = secondsHistogram(
    'svc_gateway_backend_duration_seconds',
    'Time spent in backend gRPC calls of one request (all attempts), by identifier and gRPC method',
    ['identifier', 'backend_method'],
  )
  const retries = new Counter({
    name: 'svc_gateway_retries_total',
    help: 'Backend call attempts beyond the first, by identifier',
    labelNames: ['identifier'] as const,
    registers,
  })

  return (ctx) => {
    const route = ctx.route ?? UNMATCHED
    const method = METHODS.has(ctx.method) ? ctx.method : 'OTHER'
    const identifier = ctx.identifier ?? ''
    requests.inc({ route, method, identifier, code: String(ctx.status ?? 0) })
    const totalMs = ctx.timings.totalMs ?? Number(process.hrtime.bigint() - ctx.start) / 1e6
    requestDuration.observe({ route, method }, totalMs / 1000)
    if (ctx.attempts > 0 && ctx.backendMethod) {
      backendRequests.inc({ identifier, backend_method: ctx.backendMethod, grpc_code: codeName(ctx.grpcCode ?? 2) })
      backendDuration.observe({ identifier, backend_method: ctx.backendMethod }, ctx.timings.backendMs / 1000)
      if (ctx.attempts > 1) retries.inc({ identifier }, ctx.attempts - 1)
    }
  }
}

/** Metrics read from the gateway's own state when scraped, so a scrape calls no backend. */
function defineStateGauges(api: PluginApi, registers: Registry[]): void {
  new Gauge({
    name: 'svc_gateway_requests_in_flight',
    help: 'HTTP requests received and not yet answered to the end',
    registers,
    collect() {
      this.set(api.inFlight())
    },
  })
  new Gauge({
    name: 'svc_gateway_backend_up',
    help: "1 when a routed backend's last gRPC health check answered SERVING, else 0 (checked every gateway.health_interval seconds)",
    labelNames: ['kind', 'identifier'] as const,
    registers,
    collect() {
      // Reset first: a backend that left the routing table leaves the metric too.
      this.reset()
      for (const b of api.backendHealth()) this.set({ kind: b.kind, identifier: b.identifier }, b.up ? 1 : 0)
    },
  })
  new Gauge({
    name: 'svc_gateway_routes',
    help: 'Identifiers routed now, by kind of backend (events is 0 or 1)',
    labelNames: ['kind'] as const,
    registers,
    collect() {
      const r = routesNow(api)
      if (!r) return
      this.set({ kind: 'events' }, r.events ? 1 : 0)
      this.set({ kind: 'processor' }, r.processors.length)
      this.set({ kind: 'pipeline' }, r.pipelines.length)
    },
  })
  new Gauge({
    name: 'svc_gateway_routes_stale',
    help: '1 when a route provider failed and the gateway serves its last good routing table',
    registers,
    collect() {
      const r = routesNow(api)
      if (r) this.set(r.stale ? 1 : 0)
    },
  })
  new Counter({
    name: 'svc_gateway_plugin_failures_total',
    help: 'Times a plugin threw in a hook, by plugin',
    labelNames: ['plugin'] as const,
    registers,
    collect() {
      // The runner keeps the totals; mirror them rather than count twice.
      this.reset()
      for (const [plugin, n] of Object.entries(api.pluginFailures())) this.inc({ plugin }, n)
    },
  })
}

function routesNow(api: PluginApi) {
  try {
    return api.routes()
  } catch {
    return undefined // no gateway yet
  }
}

export default createMetricsPlugin
