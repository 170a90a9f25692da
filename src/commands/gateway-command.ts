// `svc gateway [--config FILE] [--port P] [--host H]`: the gateway alone, routing what its
// config names (static provider, re-read every refresh_interval) or what the registry shows.
import { dirname } from 'node:path'
import { loadConfig, type SvcConfig } from '../config/config.js'
import { startDiscovery } from '../discovery/discovery.js'
import { Gateway } from '../gateway/server.js'
import { stopPretenuring } from '../heap.js'
import { createLogger } from '../log.js'
import { parseArgs, type ParsedArgs } from './args.js'
import type { Command } from './command.js'
import { onStopSignal } from './signals.js'
import { writeServingStatus } from './status-file.js'

export const GATEWAY_USAGE = `usage: svc gateway [--config FILE] [--port P] [--host H]
  --config   YAML config (default: $SVC_CONFIG, else ./svcConfig.yaml, else built-in defaults)
  --port     listen port, overrides gateway.port (default 8080)
  --host     listen address, overrides gateway.host (default 0.0.0.0)`

const OPTIONS = { config: 'path', port: 'port', host: 'host' } as const

/** Loads the config (flags override file values) and reports its warnings. */
function gatewayConfig(
  flags: ParsedArgs<typeof OPTIONS>,
  log = createLogger('config'),
): { config: SvcConfig; path: string | null } {
  const loaded = loadConfig(flags.config)
  for (const w of loaded.warnings) log('warn', w)
  const config = loaded.config
  if (flags.port !== undefined) config.gateway.port = flags.port
  if (flags.host !== undefined) config.gateway.host = flags.host
  return { config, path: loaded.path }
}

export async function runGatewayCommand(argv: string[]): Promise<Gateway> {
  const flags = parseArgs('gateway', argv, OPTIONS)
  stopPretenuring()
  const log = createLogger('gateway')
  const { config, path } = gatewayConfig(flags)
  const discovery = await startDiscovery(config, path, log)
  const gw = await Gateway.start({ config, table: discovery.table, log, baseDir: path ? dirname(path) : process.cwd() })
  log('info', 'gateway listening', {
    address: gw.address,
    url: gw.url,
    config: path ?? '(embedded default)',
    discovery: config.discovery,
  })
  writeServingStatus({ command: 'gateway', http: gw.url })
  onStopSignal(async () => {
    log('info', 'shutting down')
    await discovery.stop()
    await gw.close()
    process.exit(0)
  })
  return gw
}

export const command: Command = { usage: GATEWAY_USAGE, options: OPTIONS, run: runGatewayCommand }
