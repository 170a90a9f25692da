// The static provider: the config file's fixed routes, re-read every gateway.refresh_interval
// seconds (and on demand), so editing the file adds, changes or removes routes without a
// restart. A broken edit never empties the table: the last good routes keep serving, the
// source is marked stale with the reason, and the next good read clears it.
import { loadConfig, type SvcConfig } from '../config/config.js'
import type { Logger } from '../log.js'
import { RefetchScheduler } from './refetch-scheduler.js'
import type { RoutingTable } from './routing-table.js'
import { staticSnapshot } from './snapshot.js'

export interface StaticProviderOptions {
  table: RoutingTable
  /** The config as already loaded (fed at once, so the first snapshot needs no second read). */
  config: SvcConfig
  /** The file to re-read, or null for the embedded default (fed once, never re-read). */
  path: string | null
  log: Logger
  /** Overrides gateway.refresh_interval (milliseconds); tests use a short one. */
  intervalMs?: number
}

export interface StaticProvider {
  /** Re-reads the file now. True when the read was good (routes changed or not). */
  refresh(): boolean
  stop(): void
}

export function startStaticProvider(opts: StaticProviderOptions): StaticProvider {
  const { table, path } = opts
  table.update(staticSnapshot(opts.config))
  if (path === null) return { refresh: () => true, stop() {} }

  const reader = new ConfigFileReader(table, path, opts.config, opts.log)
  const scheduler = new RefetchScheduler({
    refetch: () => reader.read(),
    // A failed read is retried at the next interval: the file stays broken until someone edits it.
    pollIntervalMs: () => opts.intervalMs ?? reader.refreshIntervalMs,
  })
  scheduler.start('after-poll')
  return {
    refresh: () => reader.read(),
    stop() {
      void scheduler.stop()
    },
  }
}

/** One re-read of the config file into the table; remembers what it already said so it says it once. */
class ConfigFileReader {
  /** gateway.refresh_interval of the last good read, in ms. */
  refreshIntervalMs: number
  private lastProblem: string | undefined
  private lastWarnings = ''
  private warnedRestart = false
  private readonly table: RoutingTable
  private readonly path: string
  private readonly log: Logger
  private readonly startDiscovery: SvcConfig['discovery']
  private readonly startRegistry: string

  constructor(table: RoutingTable, path: string, start: SvcConfig, log: Logger) {
    this.table = table
    this.path = path
    this.log = log
    this.refreshIntervalMs = start.gateway.refresh_interval * 1000
    this.startDiscovery = start.discovery
    this.startRegistry = JSON.stringify(start.registry)
  }

  /** True when the file read well (routes changed or not). */
  read(): boolean {
    const { path, log } = this
    let config: SvcConfig
    try {
      const loaded = loadConfig(path)
      config = loaded.config
      const warnings = loaded.warnings.join('\n')
      if (warnings !== this.lastWarnings) for (const w of loaded.warnings) log('warn', w)
      this.lastWarnings = warnings
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err)
      this.table.markStale('static', reason)
      // Every interval would repeat the same complaint; say it once per distinct problem.
      if (reason !== this.lastProblem)
        log('warn', 'config re-read failed; keeping the last good static routes', { path, reason })
      this.lastProblem = reason
      return false
    }
    if (this.lastProblem !== undefined) log('info', 'config re-read succeeded again', { path })
    this.lastProblem = undefined
    if (
      !this.warnedRestart &&
      (config.discovery !== this.startDiscovery || JSON.stringify(config.registry) !== this.startRegistry)
    ) {
      this.warnedRestart = true
      log('warn', 'discovery and registry settings are read at start only; restart to apply the change', { path })
    }
    this.refreshIntervalMs = config.gateway.refresh_interval * 1000
    if (this.table.update(staticSnapshot(config)))
      log('info', 'static routes changed', {
        path,
        processors: config.processors.length,
        pipelines: config.pipelines.length,
      })
    return true
  }
}
