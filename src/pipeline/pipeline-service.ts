// Hosts pipelines as one gRPC Pipeline service (PROTOCOL.md §4), routed by pipeline_id.
// Clients are made once at start: one per events address and one per component address,
// shared by every request (never a channel per request).
import type * as grpc from '@grpc/grpc-js'
import { invalidArgument, notFound } from '../api/errors.js'
import { EventsClient } from '../events/events-client.js'
import { createClient } from '../grpc/client.js'
import { DEFAULT_API_PACKAGE } from '../api/names.js'
import { startGrpcServer, unary, type RunningGrpcServer } from '../grpc/server.js'
import type { EventStore } from '../events/event-store.js'
import type { HostedProcessors } from '../processing/processor-host.js'
import type { PipelineDefinition } from './pipeline-config.js'
import type { ProcessEventInPipelineRequest, ProcessEventInPipelineResponse } from '../api/messages.js'
import { PipelineRunner, type ProcessorCaller } from './pipeline-runner.js'

export interface PipelineServerOptions {
  definitions: PipelineDefinition[]
  host?: string
  port?: number
  /** Extra package names to serve under (the default package is always served). */
  apiPackages?: string[]
  /** Package of the events service and processors; default: the first of apiPackages, else svc.api.v1. */
  clientApiPackage?: string
  /** Deadline of each events call in milliseconds. */
  eventsTimeoutMs?: number
  /**
   * Backends running in this process (svc up): a definition naming one of their addresses
   * reaches it through the in-process transport instead of a gRPC channel.
   */
  local?: LocalBackends
}

/** In-process backends, by the address they also serve gRPC on. */
export interface LocalBackends {
  events?: { address: string; store: EventStore }
  processors?: HostedProcessors[]
}

export async function startPipelineServer(opts: PipelineServerOptions): Promise<RunningGrpcServer> {
  if (!opts.definitions?.length) throw invalidArgument('no pipeline definitions to host')
  const apiPackage = opts.clientApiPackage ?? opts.apiPackages?.[0] ?? DEFAULT_API_PACKAGE
  const eventsClients = new Map<string, EventsClient>()
  const processorClients = new Map<string, grpc.Client>()
  const localProcessors = new Map((opts.local?.processors ?? []).map((h) => [h.address, h]))
  const clientFor = (address: string): ProcessorCaller => {
    const local = localProcessors.get(address)
    // A later turn of the event loop, as over a socket: other requests get their share.
    if (local) return { local: (req) => new Promise((r) => setImmediate(r)).then(() => local.process(req)) }
    let c = processorClients.get(address)
    if (!c) {
      c = createClient('Processor', address, apiPackage)
      processorClients.set(address, c)
    }
    return { client: c }
  }
  const closeClients = () => {
    for (const c of eventsClients.values()) c.close()
    for (const c of processorClients.values()) c.close()
  }

  const runners = new Map<string, PipelineRunner>()
  for (const def of opts.definitions) {
    if (runners.has(def.name)) {
      closeClients()
      throw invalidArgument(`pipeline '${def.name}' is defined twice`)
    }
    let events = eventsClients.get(def.events_address)
    if (!events) {
      const store = opts.local?.events?.address === def.events_address ? opts.local.events.store : undefined
      events = new EventsClient(def.events_address, { apiPackage, timeoutMs: opts.eventsTimeoutMs, local: store })
      eventsClients.set(def.events_address, events)
    }
    runners.set(def.name, new PipelineRunner(def, events, clientFor))
  }
  const names = [...runners.keys()]
  const resolve = (pipelineId: string): PipelineRunner => {
    if (!pipelineId) {
      if (runners.size === 1) return runners.values().next().value as PipelineRunner
      throw invalidArgument(`pipeline_id is required: this server hosts ${names.join(', ')}`)
    }
    const runner = runners.get(pipelineId)
    if (!runner) throw notFound(`no pipeline '${pipelineId}' is hosted here (hosted: ${names.join(', ')})`)
    return runner
  }

  const implementation = {
    Process: unary<ProcessEventInPipelineRequest, ProcessEventInPipelineResponse>((req) => resolve(req.pipeline_id).process(req)),
  }
  let running: RunningGrpcServer
  try {
    running = await startGrpcServer([{ service: 'Pipeline', implementation, healthNames: names }], opts)
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
