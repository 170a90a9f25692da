// `svc up`: the whole stack from one config, or the embedded default (src/stack/).
import { loadConfig } from '../config/config.js'
import { stopPretenuring } from '../heap.js'
import { createLogger } from '../log.js'
import { startStack, type Stack, type StackOptions } from '../stack/stack.js'
import { parseArgs } from './args.js'
import type { Command } from './command.js'
import { onStopSignal, STOP_SIGNALS } from './signals.js'
import { writeServingStatus } from './status-file.js'

export const UP_USAGE = `usage: svc up [--config FILE] [--port P] [--host H] [--single-process] [--register]
  --config           YAML config: the gateway's keys, plugins, lexicons, and under stack: which backends
                     to host on which ports (default: $SVC_CONFIG, else ./svcConfig.yaml, else the
                     embedded default: every backend, metrics and access log on)
  --port             gateway port, overrides gateway.port (default 8080)
  --host             gateway listen address, overrides gateway.host (default 0.0.0.0)
  --single-process   run the backends in this process instead of a child process (stack.single_process)
  --register         also register the backends in the Consul agent of the config (svc-events, each
                     processor, each pipeline, with gRPC health checks), for other gateways to discover`

const OPTIONS = { config: 'path', port: 'port', host: 'host', 'single-process': 'flag', register: 'flag' } as const

/** The stack's options from the command line and the config it names; warnings go to `log`. */
export function parseUpArgs(argv: string[], log = createLogger('config')): StackOptions {
  const args = parseArgs('up', argv, OPTIONS)
  const loaded = loadConfig(args.config)
  for (const w of loaded.warnings) log('warn', w)
  const opts: StackOptions = { config: loaded.config, path: loaded.path, register: args.register }
  if (args['single-process']) opts.singleProcess = true
  if (args.host !== undefined) opts.host = args.host
  if (args.port !== undefined) opts.port = args.port
  return opts
}

export async function runUpCommand(argv: string[]): Promise<Stack> {
  const log = createLogger('stack')
  const opts = parseUpArgs(argv)
  // This process hosts the gateway (and, with single_process, the backends too).
  stopPretenuring()
  // The handlers go in before any backend starts: a SIGTERM during start-up (a container
  // stopped at once) must still stop the child processes rather than orphan them. Closing
  // order is the stack's: the gateway first (requests in flight finish), then the backends.
  // SIGHUP too: the children sit in process groups of their own (stack/child.ts), so a closed
  // terminal reaches only this process, which must then take them down. A repeated signal
  // changes nothing: the shutdown is already bounded (gateway grace, then each backend's).
  let stack: Stack | undefined
  let signalled = false
  const removeHandlers = onStopSignal(
    async (signal) => {
      signalled = true
      log('info', 'shutting down', { signal })
      // Still starting: the start-up path below closes the stack once it is whole.
      if (!stack) return
      await stack.close()
      process.exit(0)
    },
    { signals: [...STOP_SIGNALS, 'SIGHUP'], repeated: 'ignore' },
  )
  try {
    stack = await startStack({ log, ...opts })
  } catch (err) {
    removeHandlers()
    if (signalled) process.exit(0)
    throw err
  }
  if (signalled) {
    await stack.close()
    process.exit(0)
  }
  // Healthy while the gateway serves and every backend it hosts answers its health check.
  const hosted = [stack.events, stack.processors, ...Object.values(stack.pipelines)].filter(
    (a): a is string => a !== null,
  )
  writeServingStatus({ command: 'up', http: stack.gateway.url, grpc: hosted })
  return stack
}

export const command: Command = { usage: UP_USAGE, options: OPTIONS, run: runUpCommand }
