// What the backend commands (`svc events`, `svc processors`, `svc pipeline`) share: the
// registration options, the default listen address, and serving until a stop signal.
import { advertisedHost } from '../discovery/registration.js'
import { BackendMetrics } from '../metrics/backend-metrics.js'
import { serveMetrics, type MetricsServer } from '../metrics/metrics-server.js'
import { onStopSignal } from './signals.js'
import { writeServingStatus } from './status-file.js'

/** Backends listen on loopback unless told otherwise (--host). */
export const DEFAULT_BACKEND_HOST = '127.0.0.1'

/** The options every backend command takes: where to listen, and `--register [--advertise HOST]`. */
export const BACKEND_OPTIONS = {
  host: 'host',
  port: 'port',
  register: 'flag',
  advertise: 'host',
  'metrics-port': 'port',
} as const

/** The usage lines of --host and --port. */
export function listenUsage(defaultHost: string, defaultPort: string): string {
  return `  --host           address to listen on (default ${defaultHost})
  --port           port to listen on (default ${defaultPort})`
}

export const REGISTER_USAGE = `  --register       register in the Consul agent of $SVC_CONFIG (registry.host/port/scheme; default 127.0.0.1:8500)
                   with a gRPC health check; deregistered on SIGTERM/SIGINT
  --advertise      address to register (default: the listen host; 127.0.0.1 when listening on 0.0.0.0)`

export const METRICS_USAGE = `  --metrics-port   serve Prometheus metrics at GET /metrics on this port of --host (0: any free one;
                   default: none) and print "Metrics listening on H:P"`

/** The process's metrics, served when --metrics-port is given; the server closes with `server`. */
export async function metricsFor(
  port: number | undefined,
  host: string,
): Promise<{ metrics?: BackendMetrics; served?: MetricsServer }> {
  if (port === undefined) return {}
  const metrics = new BackendMetrics()
  return { metrics, served: await serveMetrics(metrics, host, port) }
}

/** `server`, closing the metrics server after it, and the listening line of the metrics added to `lines`. */
export function withMetrics<S extends { close(): Promise<void> }>(
  server: S,
  lines: string[],
  served: MetricsServer | undefined,
): [S, string[]] {
  if (!served) return [server, lines]
  return [
    { ...server, close: () => server.close().finally(() => served.close()) },
    [...lines, `Metrics listening on ${served.address}`],
  ]
}

export interface ServeOptions {
  /** Close the server on SIGTERM/SIGINT (default true; tests pass false). */
  handleSignals?: boolean
  /** Where the "listening" lines go (default: stdout). */
  log?: (line: string) => void
}

/**
 * Prints the "… listening on H:P" lines (svc up and scripts wait for them), says what it serves
 * for `svc healthcheck` (status-file.ts), and closes the server on the first stop signal:
 * in-flight calls finish (the server's grace), then the process ends with nothing left to run.
 */
export function serveUntilStopped<S extends { host: string; port: number; close(): Promise<void> }>(
  command: string,
  server: S,
  listening: readonly string[],
  opts: ServeOptions = {},
): S {
  // Written before the lines: whoever waits for them may check at once. A wildcard listen
  // address is checked on loopback.
  const host = advertisedHost(server.host)
  writeServingStatus({ command, grpc: [host.includes(':') ? `[${host}]:${server.port}` : `${host}:${server.port}`] })
  const log = opts.log ?? console.log
  for (const line of listening) log(line)
  if (opts.handleSignals ?? true) onStopSignal(() => server.close())
  return server
}
