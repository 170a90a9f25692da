// The registry's routes for a backend: what lets a processor host find `svc-events`, and a
// pipeline service its components, by identifier alone. The same units as the gateway's
// discovery (a RoutingTable fed by the Consul provider: blocking watches, one debounced full
// refetch, the last good routes kept through an outage), read through the RouteResolver that a
// ClientCache consults on every call. Nothing here is a second watcher of its own kind.
import { EVENTS_IDENTIFIER } from '../api/names.js'
import type { RouteName, RouteResolver } from '../api/route-target.js'
import { loadConfig, type SvcConfig } from '../config/config.js'
import { createLogger, type Logger } from '../log.js'
import { ClientCache } from '../transport/client-cache.js'
import { startConsulProvider, type ConsulProviderOptions } from './consul-provider.js'
import { RoutingTable } from './routing-table.js'

export interface RegistryRoutesOptions {
  registry: SvcConfig['registry']
  naming?: SvcConfig['python_naming_scheme']
  log?: Logger
  /** Fallback full refetch period in ms; default 10 s (as gateway.refresh_interval). */
  pollIntervalMs?: number
  /** Timings of the Consul provider (tests shorten them). */
  timings?: Partial<
    Pick<ConsulProviderOptions, 'blockingWaitMs' | 'debounceMs' | 'backoff' | 'emptyGraceMs' | 'requestTimeoutMs'>
  >
}

export interface RegistryRoutes extends RouteResolver {
  readonly table: RoutingTable
  /** Re-reads the registry now; true when it answered. */
  refresh(): Promise<boolean>
  stop(): Promise<void>
}

/** How long a backend waits for the registry's first answer before serving without it. */
const FIRST_READ_WAIT_MS = 3_000

/**
 * Starts watching the registry and resolves once its first answer is in (or after 3 s, when
 * it is unreachable: routes then arrive with its first answer, calls meanwhile are UNAVAILABLE).
 */
export async function startRegistryRoutes(opts: RegistryRoutesOptions): Promise<RegistryRoutes> {
  const table = new RoutingTable()
  const log = opts.log ?? createLogger('registry-routes')
  const provider = startConsulProvider({
    table,
    registry: opts.registry,
    naming: opts.naming ?? 'ipv4',
    log,
    pollIntervalMs: opts.pollIntervalMs ?? 10_000,
    ...opts.timings,
  })
  let waited: NodeJS.Timeout | undefined
  await Promise.race([provider.firstAttempt, new Promise<void>((r) => (waited = setTimeout(r, FIRST_READ_WAIT_MS)))])
  clearTimeout(waited)
  return {
    table,
    source: `the registry at ${opts.registry.host}:${opts.registry.port}`,
    target({ kind, identifier }: RouteName) {
      const snapshot = table.current
      if (kind === 'events') return identifier === EVENTS_IDENTIFIER ? snapshot.events?.target : undefined
      return (kind === 'processor' ? snapshot.processors : snapshot.pipelines).get(identifier)?.target
    },
    refresh: () => provider.refresh(),
    stop: () => provider.stop(),
  }
}

/** The registry of the environment's config ($SVC_CONFIG, ./svcConfig.yaml, else the defaults). */
export function registryRoutesOfEnvironment(): Pick<RegistryRoutesOptions, 'registry' | 'naming' | 'pollIntervalMs'> {
  const { config } = loadConfig()
  return {
    registry: config.registry,
    naming: config.python_naming_scheme,
    pollIntervalMs: config.gateway.refresh_interval * 1000,
  }
}

/** A client cache resolving routes named by identifier alone in the registry; close() stops both. */
export interface RegistryClients {
  clients: ClientCache
  routes: RegistryRoutes
  close(): Promise<void>
}

export async function startRegistryClients(
  opts: RegistryRoutesOptions & { apiPackage?: string },
): Promise<RegistryClients> {
  const routes = await startRegistryRoutes(opts)
  const clients = new ClientCache({ apiPackage: opts.apiPackage, resolver: routes })
  return {
    clients,
    routes,
    async close() {
      clients.close()
      await routes.stop()
    },
  }
}
