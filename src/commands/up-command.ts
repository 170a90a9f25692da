// `svc up`: the whole stack on the embedded default (src/stack/).
import { createLogger } from '../log.js'
import { startStack, type Stack, type StackOptions } from '../stack/stack.js'
import { parseArgs } from './args.js'
import type { Command } from './command.js'
import { onStopSignal, STOP_SIGNALS } from './signals.js'

export const UP_USAGE = `usage: svc up [--port P] [--host H] [--single-process] [--register]
  --port             gateway port (default 8080)
  --host             gateway listen address (default 0.0.0.0)
  --single-process   run the backends in this process instead of a child process
  --register         also register the backends in the Consul agent of $SVC_CONFIG (svc-events, each
                     processor, each pipeline, with gRPC health checks), for other gateways to discover`

const OPTIONS = { port: 'port', host: 'host', 'single-process': 'flag', register: 'flag' } as const

export function parseUpArgs(argv: string[]): StackOptions {
  const args = parseArgs('up', argv, OPTIONS)
  const opts: StackOptions = { singleProcess: args['single-process'], register: args.register }
  if (args.host !== undefined) opts.host = args.host
  if (args.port !== undefined) opts.port = args.port
  return opts
}

export async function runUpCommand(argv: string[]): Promise<Stack> {
  const opts = parseUpArgs(argv)
  const log = createLogger('stack')
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
  return stack
}

export const command: Command = { usage: UP_USAGE, run: runUpCommand }
