// `svc gateway [--config FILE] [--port P] [--host H]`: the gateway alone, routing what its
// config names (static provider, re-read every refresh_interval) or what the registry shows.
import { dirname } from 'node:path'
import { parseArgs } from 'node:util'
import { invalidArgument } from '../api/errors.js'
import { loadConfig, type SvcConfig } from '../config/config.js'
import { startDiscovery } from '../discovery/discovery.js'
import { createLogger } from '../log.js'
import { Gateway } from './server.js'

export const GATEWAY_USAGE = `usage: svc gateway [--config FILE] [--port P] [--host H]
  --config   YAML config (default: $SVC_CONFIG, else ./svcConfig.yaml, else built-in defaults)
  --port     listen port, overrides gateway.port (default 8080)
  --host     listen address, overrides gateway.host (default 0.0.0.0)`

export interface GatewayFlags {
  config?: string
  port?: number
  host?: string
}

export function parseGatewayFlags(argv: string[]): GatewayFlags {
  let values
  try {
    values = parseArgs({ args: argv, strict: true, options: { config: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' } } }).values
  } catch (err) {
    throw invalidArgument(`svc gateway: ${(err as Error).message}`)
  }
  const flags: GatewayFlags = {}
  if (values.config) flags.config = values.config
  if (values.host) flags.host = values.host
  if (values.port !== undefined) {
    if (!/^\d+$/.test(values.port) || Number(values.port) > 65535) throw invalidArgument('svc gateway: --port must be an integer 0..65535')
    flags.port = Number(values.port)
  }
  return flags
}

/** Loads the config (flags override file values) and reports its warnings. */
export function gatewayConfig(flags: GatewayFlags, log = createLogger('config')): { config: SvcConfig; path: string | null } {
  const loaded = loadConfig(flags.config)
  for (const w of loaded.warnings) log('warn', w)
  const config = loaded.config
  if (flags.port !== undefined) config.gateway.port = flags.port
  if (flags.host !== undefined) config.gateway.host = flags.host
  return { config, path: loaded.path }
}

export async function runGatewayCommand(argv: string[]): Promise<Gateway> {
  const flags = parseGatewayFlags(argv)
  const log = createLogger('gateway')
  const { config, path } = gatewayConfig(flags)
  const discovery = await startDiscovery(config, path, log)
  const gw = await Gateway.start({ config, table: discovery.table, log, baseDir: path ? dirname(path) : process.cwd() })
  log('info', 'gateway listening', { url: gw.url, config: path ?? '(embedded default)', discovery: config.discovery })
  const stop = async () => {
    process.off('SIGTERM', stop)
    process.off('SIGINT', stop)
    log('info', 'shutting down')
    await discovery.stop()
    await gw.close()
    process.exit(0)
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  return gw
}
