// `svc events`: the events service on its own, until SIGTERM or SIGINT.
import { DEFAULT_API_PACKAGE, EVENTS_IDENTIFIER, serviceHealthName } from '../api/names.js'
import { withRegistration } from '../discovery/registration.js'
import { serveEventStore, type EventsServerOptions } from '../events/events-service.js'
import { openEventStore } from '../events/open-store.js'
import { parseStoreSpec, type StoreSpec } from '../config/store-spec.js'
import type { RunningGrpcServer } from '../grpc/server.js'
import { ArgumentError, parseArgs, type ParsedArgs } from './args.js'
import {
  BACKEND_OPTIONS,
  DEFAULT_BACKEND_HOST,
  listenUsage,
  metricsFor,
  METRICS_USAGE,
  REGISTER_USAGE,
  serveUntilStopped,
  withMetrics,
  type ServeOptions,
} from './backend-command.js'
import type { Command } from './command.js'
import { DEFAULT_MAX_DOCUMENT_BYTES } from '../config/config.js'

/** The port MTAP's events service listens on by default; existing clients expect it. */
export const DEFAULT_EVENTS_PORT = 10100
export const DEFAULT_EVENTS_HOST = DEFAULT_BACKEND_HOST

export const EVENTS_USAGE = `usage: svc events [--host H] [--port P] [--store SPEC] [--idle-timeout SECONDS] [--max-events N]
                  [--max-bytes N] [--max-document-bytes N] [--api-package NAME]... [--metrics-port P]
                  [--register [--advertise HOST]]
${listenUsage(DEFAULT_EVENTS_HOST, `${DEFAULT_EVENTS_PORT}; 0: any free port`)}
  --store          where events are kept: memory (default; this process's own), or a Redis shared by
                   every instance given the same one: redis://[USER:PASSWORD@]HOST:PORT[/DB], rediss://…
                   (TLS), redis-sentinel://HOST:PORT[,HOST:PORT…]/PRIMARY_NAME[/DB],
                   redis-cluster://HOST:PORT[,HOST:PORT…]; options after ?: durability=local|replicated
                   (replicated: a replica confirms each write; the default with Sentinel and Cluster),
                   timeout=SECONDS (the bound on one call, default 2)
  --idle-timeout   seconds after which an event nobody touches expires, 0 = never (default 3600)
  --max-events     most events held at once, 0 = no limit (default 100000)
  --max-bytes      most bytes of heap held at once (an upper-bound estimate), 0 = no limit
                   (default: half of --max-old-space-size, else of the heap limit)
  --max-document-bytes  largest document text (UTF-8 bytes) AddDocument takes (default 8388608)
  --api-package    also serve the API under this package name, e.g. mtap.api.v1 (repeatable)
${METRICS_USAGE}
${REGISTER_USAGE}`

const OPTIONS = {
  ...BACKEND_OPTIONS,
  store: 'string',
  'idle-timeout': 'seconds',
  'max-events': 'integer',
  'max-bytes': 'integer',
  'max-document-bytes': 'integer',
  'api-package': 'strings',
} as const

/** The server's options and the store it keeps its events in. */
export interface EventsCommandOptions extends EventsServerOptions {
  store: StoreSpec
}

/** Parses `svc events` arguments into the server's options; INVALID_ARGUMENT naming the bad flag. */
export function parseEventsArgs(argv: string[]): EventsCommandOptions {
  return serverOptions(parseArgs('events', argv, OPTIONS))
}

function serverOptions(args: ParsedArgs<typeof OPTIONS>): EventsCommandOptions {
  const opts: EventsCommandOptions = {
    host: args.host ?? DEFAULT_EVENTS_HOST,
    port: args.port ?? DEFAULT_EVENTS_PORT,
    apiPackages: args['api-package'] ?? [],
    store: args.store === undefined ? { kind: 'memory' } : storeSpec(args.store),
    maxDocumentBytes: args['max-document-bytes'] ?? DEFAULT_MAX_DOCUMENT_BYTES,
  }
  if (args['idle-timeout'] !== undefined) opts.idleTimeoutMs = args['idle-timeout'] * 1000
  if (args['max-events'] !== undefined) opts.maxEvents = args['max-events']
  if (args['max-bytes'] !== undefined) opts.maxBytes = args['max-bytes']
  return opts
}

function storeSpec(text: string): StoreSpec {
  try {
    return parseStoreSpec(text)
  } catch (err) {
    throw new ArgumentError('events', (err as Error).message)
  }
}

/** Starts the events service, prints `Events service listening on H:P`; resolves once it listens. */
export async function runEventsCommand(argv: string[], opts: ServeOptions = {}): Promise<RunningGrpcServer> {
  const args = parseArgs('events', argv, OPTIONS)
  const { store, host, port, apiPackages, maxDocumentBytes, ...limits } = serverOptions(args)
  const { metrics, served } = await metricsFor(args['metrics-port'], host!)
  const server = await serveEventStore(openEventStore(store, limits), { host, port, apiPackages, maxDocumentBytes })
  metrics?.watchEvents(server.store)
  // Registered as svc-events (PROTOCOL.md §6), checked through the Events health name; an
  // instance on a shared store says which, so that clients balance across its peers.
  const hosted = await withRegistration(
    server,
    args,
    'events',
    [EVENTS_IDENTIFIER],
    () => serviceHealthName(DEFAULT_API_PACKAGE, 'Events'),
    {
      sharedStore: server.store.shared ? server.instanceId : undefined,
    },
  )
  return serveUntilStopped(
    'events',
    ...withMetrics(hosted, [`Events service listening on ${server.address}`], served),
    opts,
  )
}

export const command: Command = { usage: EVENTS_USAGE, options: OPTIONS, run: runEventsCommand }
