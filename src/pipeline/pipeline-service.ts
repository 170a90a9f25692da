// Hosts pipelines as one Pipeline service (PROTOCOL.md §4), routed by pipeline_id, served over
// gRPC and callable in process through the same table of handlers. The events service and the
// processors are reached through one client cache, by the addresses the definitions name:
// one transport per address, shared by every request (never a channel per request). What a
// definition names without an address is found in the registry by its identifier, on every
// call, so instances that join or leave are followed without a restart.
import { invalidArgument } from '../api/errors.js'
import type { ProcessEventInPipelineRequest, ProcessEventInPipelineResponse } from '../api/messages.js'
import { DEFAULT_API_PACKAGE } from '../api/names.js'
import type { EncodedMessage, ServiceHandlers } from '../api/services.js'
import {
  registryRoutesOfEnvironment,
  startRegistryClients,
  type RegistryClients,
  type RegistryRoutesOptions,
} from '../discovery/registry-routes.js'
import { EventsClient, REGISTERED_EVENTS } from '../events/events-client.js'
import { hostedById } from '../grpc/hosted-by-id.js'
import { startGrpcServer, type RunningGrpcServer } from '../grpc/server.js'
import { addressedRoute, ClientCache } from '../transport/client-cache.js'
import type { Transport } from '../transport/transport.js'
import type { PipelineObserver } from '../metrics/backend-metrics.js'
import { usesRegistry, type ComponentDefinition, type PipelineDefinition } from './pipeline-config.js'
import type { Lanes } from './lanes.js'
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
  /**
   * The registry backends named without an address are found in (default: the one of
   * $SVC_CONFIG); watched only when a definition needs it and no `clients` is given.
   */
  registry?: RegistryRoutesOptions
  /**
   * Worker threads of this process that run these pipelines (svc up's stack.workers), by pipeline
   * name: each request that does not keep its event is handed to one of them.
   */
  workers?: ReadonlyMap<string, Transport[]>
  /** The workers' lanes, shared by every pipeline they run. */
  lanes?: Lanes
  /** The largest document text or binary a request may carry, in bytes (RESOURCE_EXHAUSTED beyond); none when absent. */
  maxDocumentBytes?: number
  /** Told of every request (the process's metrics). */
  observer?: PipelineObserver
}

/** The Pipeline service's handler for `runners`, by pipeline name. */
export function pipelineHandlers(
  runners: ReadonlyMap<string, PipelineRunner>,
  observer?: PipelineObserver,
): ServiceHandlers {
  const resolve = hostedById('pipeline', runners)
  if (!observer)
    return {
      Process: (req: ProcessEventInPipelineRequest): Promise<ProcessEventInPipelineResponse | EncodedMessage> =>
        resolve(req.pipeline_id).process(req),
    }
  return {
    Process: async (req: ProcessEventInPipelineRequest): Promise<ProcessEventInPipelineResponse | EncodedMessage> => {
      const runner = resolve(req.pipeline_id)
      const t0 = performance.now()
      let ok = false
      try {
        const res = await runner.process(req)
        ok = true
        return res
      } finally {
        observer.pipelineDone(runner.name, (performance.now() - t0) / 1000, ok)
      }
    },
  }
}

export async function startPipelineServer(opts: PipelineServerOptions): Promise<RunningGrpcServer> {
  if (!opts.definitions?.length) throw invalidArgument('no pipeline definitions to host')
  const apiPackage = opts.clientApiPackage ?? opts.apiPackages?.[0] ?? DEFAULT_API_PACKAGE
  let registry: RegistryClients | undefined
  if (!opts.clients && opts.definitions.some(usesRegistry))
    registry = await startRegistryClients({ ...(opts.registry ?? registryRoutesOfEnvironment()), apiPackage })
  const clients = opts.clients ?? registry?.clients ?? new ClientCache({ apiPackage })
  const eventsClients = new Map<string, EventsClient>()
  const closeClients = async () => {
    for (const c of eventsClients.values()) c.close()
    if (registry) await registry.close()
    else if (!opts.clients) clients.close()
  }
  const processorsOf = (c: ComponentDefinition) =>
    clients.bind(
      c.address === undefined
        ? { kind: 'processor', identifier: c.processor_id }
        : addressedRoute('processor', c.address),
    )

  const runners = new Map<string, PipelineRunner>()
  for (const def of opts.definitions) {
    if (runners.has(def.name)) {
      await closeClients()
      throw invalidArgument(`pipeline '${def.name}' is defined twice`)
    }
    const key = def.events_address ?? REGISTERED_EVENTS.identifier
    let events = eventsClients.get(key)
    if (!events) {
      events = new EventsClient(def.events_address ?? REGISTERED_EVENTS, { timeoutMs: opts.eventsTimeoutMs, clients })
      eventsClients.set(key, events)
    }
    runners.set(
      def.name,
      new PipelineRunner(def, events, processorsOf, {
        workers: opts.workers?.get(def.name),
        lanes: opts.lanes,
        maxDocumentBytes: opts.maxDocumentBytes,
      }),
    )
  }

  let running: RunningGrpcServer
  try {
    running = await startGrpcServer(
      [{ service: 'Pipeline', handlers: pipelineHandlers(runners, opts.observer), healthNames: [...runners.keys()] }],
      opts,
    )
  } catch (err) {
    await closeClients()
    throw err
  }
  return {
    ...running,
    async close(graceMs?: number) {
      await running.close(graceMs)
      await closeClients()
    },
  }
}
