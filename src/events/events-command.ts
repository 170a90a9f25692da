// `svc events`: runs the events service on its own until SIGTERM or SIGINT.
import { parseArgs } from 'node:util'
import { invalidArgument } from '../api/errors.js'
import { DEFAULT_API_PACKAGE, EVENTS_IDENTIFIER, serviceHealthName } from '../api/names.js'
import { REGISTER_OPTIONS, REGISTER_USAGE, registerIfAsked } from '../discovery/registration.js'
import { startEventsServer, type EventsServerOptions } from './events-service.js'

/** The port MTAP's events service listens on by default; existing clients expect it. */
export const DEFAULT_EVENTS_PORT = 10100
export const DEFAULT_EVENTS_HOST = '127.0.0.1'
const SHUTDOWN_GRACE_MS = 5000

export const EVENTS_USAGE = `usage: svc events [--host H] [--port P] [--idle-timeout SECONDS] [--max-events N]
                  [--max-bytes N] [--api-package NAME]... [--register [--advertise HOST]]
  --host           address to listen on (default ${DEFAULT_EVENTS_HOST})
  --port           port to listen on, 0 for any free port (default ${DEFAULT_EVENTS_PORT})
  --idle-timeout   seconds after which an event nobody touches expires, 0 = never (default 3600)
  --max-events     most events held at once, 0 = no limit (default 100000)
  --max-bytes      most bytes held at once (estimate), 0 = no limit (default 1073741824)
  --api-package    also serve the API under this package name, e.g. mtap.api.v1 (repeatable)
${REGISTER_USAGE}`

/** Parses `svc events` arguments; INVALID_ARGUMENT naming the bad flag. */
export function parseEventsArgs(argv: string[]): EventsServerOptions {
  const values = parseFlags(argv)
  const opts: EventsServerOptions = {
    host: values.host ?? DEFAULT_EVENTS_HOST,
    port: values.port === undefined ? DEFAULT_EVENTS_PORT : integer(values.port, '--port', 65535),
    apiPackages: values['api-package'] ?? [],
  }
  if (values['idle-timeout'] !== undefined) opts.idleTimeoutMs = seconds(values['idle-timeout'], '--idle-timeout') * 1000
  if (values['max-events'] !== undefined) opts.maxEvents = integer(values['max-events'], '--max-events')
  if (values['max-bytes'] !== undefined) opts.maxBytes = integer(values['max-bytes'], '--max-bytes')
  return opts
}

function parseFlags(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        host: { type: 'string' },
        port: { type: 'string' },
        'idle-timeout': { type: 'string' },
        'max-events': { type: 'string' },
        'max-bytes': { type: 'string' },
        'api-package': { type: 'string', multiple: true },
        ...REGISTER_OPTIONS,
      },
    }).values
  } catch (err) {
    // parseArgs throws TypeErrors; the CLI reports every bad argument through the one error type.
    throw invalidArgument(`${(err as Error).message}\n${EVENTS_USAGE}`)
  }
}

function integer(text: string, flag: string, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(text)
  if (!/^\d+$/.test(text) || n > max) throw invalidArgument(`${flag} must be an integer from 0 to ${max}, got ${JSON.stringify(text)}`)
  return n
}

function seconds(text: string, flag: string): number {
  const n = Number(text)
  if (text.trim() === '' || !Number.isFinite(n) || n < 0) throw invalidArgument(`${flag} must be a number of seconds >= 0, got ${JSON.stringify(text)}`)
  return n
}

/**
 * Starts the events service, prints `Events service listening on H:P`, and resolves once a
 * SIGTERM or SIGINT has shut it down gracefully (in-flight calls get a few seconds).
 */
export async function runEventsCommand(argv: string[]): Promise<void> {
  const opts = parseEventsArgs(argv)
  const server = await startEventsServer(opts)
  // Registered as svc-events (PROTOCOL.md §6), checked through the Events health name.
  const registration = await registerIfAsked(parseFlags(argv), 'events', [EVENTS_IDENTIFIER], server, () => serviceHealthName(DEFAULT_API_PACKAGE, 'Events')).catch(async (err) => {
    await server.close(0)
    throw err
  })
  process.stdout.write(`Events service listening on ${server.address}\n`)
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGTERM', stop)
      process.off('SIGINT', stop)
      // Out of the registry first, so no new call is routed here while in-flight ones finish.
      Promise.resolve(registration?.deregister())
        .then(() => server.close(SHUTDOWN_GRACE_MS))
        .then(resolve, resolve)
    }
    process.on('SIGTERM', stop)
    process.on('SIGINT', stop)
  })
}
