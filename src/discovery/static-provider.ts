// The static provider: the config file's fixed routes, re-read every gateway.refresh_interval
// seconds (and on demand), so editing the file adds, changes or removes routes without a
// restart. A broken edit never empties the table: the last good routes keep serving, the
// source is marked stale with the reason, and the next good read clears it.
import { loadConfig, type SvcConfig } from '../config/config.js'
import type { Logger } from '../log.js'
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
  const { table, path, log } = opts
  table.update(staticSnapshot(opts.config))
  if (path === null) return { refresh: () => true, stop() {} }

  let timer: NodeJS.Timeout | undefined
  let stopped = false
  let intervalMs = opts.intervalMs ?? opts.config.gateway.refresh_interval * 1000
  let lastProblem: string | undefined
  let lastWarnings = ''
  const startDiscovery = opts.config.discovery
  const startRegistry = JSON.stringify(opts.config.registry)
  let warnedRestart = false

  const refresh = (): boolean => {
    let config: SvcConfig
    try {
      const loaded = loadConfig(path)
      config = loaded.config
      const warnings = loaded.warnings.join('\n')
      if (warnings !== lastWarnings) for (const w of loaded.warnings) log('warn', w)
      lastWarnings = warnings
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err)
      table.markStale('static', reason)
      // Every interval would repeat the same complaint; say it once per distinct problem.
      if (reason !== lastProblem) log('warn', 'config re-read failed; keeping the last good static routes', { path, reason })
      lastProblem = reason
      return false
    }
    if (lastProblem !== undefined) log('info', 'config re-read succeeded again', { path })
    lastProblem = undefined
    if (!warnedRestart && (config.discovery !== startDiscovery || JSON.stringify(config.registry) !== startRegistry)) {
      warnedRestart = true
      log('warn', 'discovery and registry settings are read at start only; restart to apply the change', { path })
    }
    if (opts.intervalMs === undefined) intervalMs = config.gateway.refresh_interval * 1000
    if (table.update(staticSnapshot(config))) log('info', 'static routes changed', { path, processors: config.processors.length, pipelines: config.pipelines.length })
    return true
  }

  const schedule = () => {
    if (stopped) return
    timer = setTimeout(() => {
      refresh()
      schedule()
    }, intervalMs)
    timer.unref()
  }
  schedule()

  return {
    refresh,
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}
