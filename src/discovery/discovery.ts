// Starts the route providers a config asks for and feeds one routing table: the static
// provider always (the file's fixed routes, pinned), plus Consul when `discovery: registry`.
import type { SvcConfig } from '../config/config.js'
import type { Logger } from '../log.js'
import { startConsulProvider, type ConsulProvider, type ConsulProviderOptions } from './consul-provider.js'
import { RoutingTable } from './routing-table.js'
import { startStaticProvider } from './static-provider.js'

export interface Discovery {
  table: RoutingTable
  /** Re-reads every source now; resolves true when all of them read well. */
  refresh(): Promise<boolean>
  /** Stops every timer and watch (idempotent). */
  stop(): Promise<void>
}

export interface DiscoveryOptions {
  /** Overrides of the registry provider's timings (tests, benchmarks). */
  registry?: Partial<Omit<ConsulProviderOptions, 'table' | 'registry' | 'naming' | 'log'>>
  /** Overrides gateway.refresh_interval for the static provider (ms). */
  staticIntervalMs?: number
  /** How long start waits for the registry's first answer before serving without it; default 3 s. */
  firstReadTimeoutMs?: number
}

export async function startDiscovery(
  config: SvcConfig,
  path: string | null,
  log: Logger,
  opts: DiscoveryOptions = {},
): Promise<Discovery> {
  const table = new RoutingTable()
  const fixed = startStaticProvider({ table, config, path, log, intervalMs: opts.staticIntervalMs })
  let registry: ConsulProvider | undefined
  if (config.discovery === 'registry') {
    registry = startConsulProvider({
      table,
      registry: config.registry,
      naming: config.python_naming_scheme,
      log,
      pollIntervalMs: config.gateway.refresh_interval * 1000,
      ...opts.registry,
    })
    // Serving before the registry's first answer would 404 every discovered route; an
    // unreachable registry must not block start either (its routes come when it answers).
    let waited: NodeJS.Timeout | undefined
    await Promise.race([
      registry.firstAttempt,
      new Promise<void>((r) => (waited = setTimeout(r, opts.firstReadTimeoutMs ?? 3_000))),
    ])
    clearTimeout(waited)
  }
  let stopping: Promise<void> | undefined
  return {
    table,
    async refresh() {
      const good = fixed.refresh()
      return (registry ? await registry.refresh() : true) && good
    },
    stop() {
      stopping ??= (async () => {
        fixed.stop()
        await registry?.stop()
      })()
      return stopping
    },
  }
}
