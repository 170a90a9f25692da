// Hosts pipelines as one Pipeline service (PROTOCOL.md §4), routed by pipeline_id, served over
// gRPC and callable in process through the same table of handlers. The events service and the
// processors are reached through one client cache, by the addresses the definitions name:
// one transport per address, shared by every request (never a channel per request).
import { invalidArgument } from '../api/errors.js'
import type { ProcessEventInPipelineRequest, ProcessEventInPipelineResponse } from '../api/messages.js'
import { DEFAULT_API_PACKAGE } from '../api/names.js'
import type { ServiceHandlers } from '../api/services.js'
import { EventsClient } from '../events/events-client.js'
import { hostedById } from '../grpc/hosted-by-id.js'
import { startGrpcServer, type RunningGrpcServer } from '../grpc/server.js'
import { addressedRoute, ClientCache } from '../transport/client-cache.js'
import type { PipelineDefinition } from './pipeline-config.js'
import { PipelineRunner } from './pipeline-runner.js'

export interface PipelineServerOptions {
  definitions: PipelineDefinition[]
  host?: string
  port?: number
  /** Extra package names to serve under (the default package is always served). */
  apiPackages?: string[]
  /** Package of the events service and processors; default: the first of apiPackages, else svc.api.v1. Unused with `clients`. */
  clientApiPackage?: string
  /** Deadline of each events call in milliseconds. */
  eventsTimeoutMs?: number
  /**
   * The cache the events service and processors are reached through, shared with other parts of
   * this process (svc up: it answers backends of this process in process). Without one, the
   * service has a cache of its own, closed with it.
   */
  clients?: ClientCache
}

/** The Pipeline service's handler for `runners`, by pipeline name. */
export function pipelineHandlers(runners: ReadonlyMap<string, PipelineRunner>): ServiceHandlers {
  const resolve = hostedById('pipeline', runners)
  return {
    Process: (req: ProcessEventInPipelineRequest): Promise<ProcessEventInPipelineResponse> => resolve(req.pipeline_id).process(req),
  }
}

export async function startPipelineServer(opts: PipelineServerOptions): Promise<RunningGrpcServer> {
  if (!opts.definitions?.length) throw invalidArgument('no pipeline definitions to host')
  const clients = opts.clients ?? new ClientCache({ apiPackage: opts.clientApiPackage ?? opts.apiPackages?.[0] ?? DEFAULT_API_PACKAGE })
  const eventsClients = new Map<string, EventsClient>()
  const closeClients = () => {
    for (const c of eventsClients.values()) c.close()
    if (!opts.clients) clients.close()
  }

  const runners = new Map<string, PipelineRunner>()
  for (const def of opts.definitions) {
    if (runners.has(def.name)) {
      closeClients()
      throw invalidArgument(`pipeline '${def.name}' is defined twice`)
    }
    let events = eventsClients.get(def.events_address)
    if (!events) {
      events = new EventsClient(def.events_address, { timeoutMs: opts.eventsTimeoutMs, clients })
      eventsClients.set(def.events_address, events)
    }
    runners.set(def.name, new PipelineRunner(def, events, (address) => clients.bind(addressedRoute('processor', address))))
  }

  let running: RunningGrpcServer
  try {
    running = await startGrpcServer([{ service: 'Pipeline', handlers: pipelineHandlers(runners), healthNames: [...runners.keys()] }], opts)
  } catch (err) {
    closeClients()
    throw err
  }
  return {
    ...running,
    async close(graceMs?: number) {
      await running.close(graceMs)
      closeClients()
    },
  }
}
