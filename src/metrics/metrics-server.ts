// A backend process's metrics on a port of its own: GET /metrics in Prometheus's text format
// (a scrape reads what the process counted; it calls nothing). Every other path is 404.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { BackendMetrics } from './backend-metrics.js'

export interface MetricsServer {
  /** host:port */
  address: string
  close(): Promise<void>
}

export async function serveMetrics(metrics: BackendMetrics, host: string, port: number): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found: metrics are at GET /metrics\n')
      return
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('the metrics could not be collected\n'),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const bound = (server.address() as AddressInfo).port
  return {
    address: host.includes(':') ? `[${host}]:${bound}` : `${host}:${bound}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
