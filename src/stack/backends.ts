// The backends of a stack plan in this process: the events service, the built-in processors and
// one pipeline service per pipeline, each started by its own function and each serving gRPC on
// its own port (the gateway and any other client reach them there). The processor host and the
// pipelines reach the events service and the processors through one client cache that answers
// them in process, skipping HTTP/2. The clinical pipelines' work runs in worker threads
// (stack.workers, pipeline-workers.ts), each with processors and an events store of its own;
// so do the calls a client makes to a hosted clinical processor.
import { DEFAULT_API_PACKAGE, EVENTS_IDENTIFIER, serviceHealthName } from '../api/names.js'
import { advertisedHost, withRegistration, type RegisterRequest } from '../discovery/registration.js'
import { parseStoreSpec } from '../config/store-spec.js'
import { serveEventStore } from '../events/events-service.js'
import { openEventStore } from '../events/open-store.js'
import { startPipelineServer } from '../pipeline/pipeline-service.js'
import { hostBuiltinProcessors } from '../processors/builtin-processors.js'
import { ClientCache } from '../transport/client-cache.js'
import { InProcessBackends } from '../transport/in-process-backends.js'
import type { Transport } from '../transport/transport.js'
import { createLogger } from '../log.js'
import { PipelineWorkers } from './pipeline-workers.js'
import { CLINICAL_COMPONENTS } from './default-pipelines.js'
import type { ProcessorOffload } from '../processing/index.js'
import { Lanes } from '../pipeline/lanes.js'
import { BackendMetrics } from '../metrics/backend-metrics.js'
import { serveMetrics } from '../metrics/metrics-server.js'
import type { Closers } from './closers.js'
import { hostPort, type Backends, type BackendsPlan } from './stack-plan.js'

/** What every backend of one plan is started with. */
interface Parts {
  plan: BackendsPlan
  closers: Closers
  register: RegisterRequest
  apiPackages: string[]
  /** The address clients dial for a port this process listens on. */
  dialAddress: (port: number) => string
  /** The backends of this process, answered in process. */
  local: InProcessBackends
  clients: ClientCache
  metrics: BackendMetrics | undefined
}

/** Starts the plan's backends; what has started is in `closers` (also when a later one fails). */
export async function startBackends(closers: Closers, plan: BackendsPlan): Promise<Backends> {
  const local = new InProcessBackends()
  const clients = new ClientCache({ inProcess: local })
  closers.push(async () => clients.close())
  const parts: Parts = {
    plan,
    closers,
    register: plan.registry ? { register: true, registry: plan.registry } : {},
    apiPackages: plan.apiPackage ? [plan.apiPackage] : [],
    // Clients dial a wildcard listen address on loopback.
    dialAddress: (port) => hostPort(advertisedHost(plan.host), port),
    local,
    clients,
    metrics: plan.metricsPort === null ? undefined : new BackendMetrics(),
  }
  const backends: Backends = { events: null, processors: null, processorIds: [], pipelines: {}, metrics: null }
  if (parts.metrics) {
    const server = await serveMetrics(parts.metrics, plan.host, plan.metricsPort!)
    closers.push(() => server.close())
    backends.metrics = parts.dialAddress(Number(server.address.slice(server.address.lastIndexOf(':') + 1)))
  }
  if (plan.events) backends.events = await startEvents(parts, plan.events)
  // Set once the workers are ready; until then the processors' calls run here.
  let pool: PipelineWorkers | undefined
  if (plan.processors) {
    const processors = await startProcessors(parts, plan.processors, plan.workers && clinicalOffload(() => pool))
    backends.processors = processors.address
    backends.processorIds = processors.identifiers
  }
  pool = plan.workers ? await startWorkers(closers, plan, parts.metrics) : undefined
  backends.pipelines = await startPipelines(parts, pool)
  return backends
}

/** The events service; its address. */
async function startEvents(parts: Parts, events: NonNullable<BackendsPlan['events']>): Promise<string> {
  const { plan, register, metrics } = parts
  const { port, store = 'memory', ...limits } = events
  const server = await serveEventStore(openEventStore(parseStoreSpec(store, 'stack.events.store'), limits), {
    host: plan.host,
    port,
    apiPackages: parts.apiPackages,
    maxDocumentBytes: plan.maxDocumentBytes,
  })
  // withRegistration closes the server itself when registering fails. An instance on a shared
  // store says which, so that clients balance across its peers (as svc events does).
  const running = await withRegistration(
    server,
    register,
    'events',
    [EVENTS_IDENTIFIER],
    () => serviceHealthName(DEFAULT_API_PACKAGE, 'Events'),
    { sharedStore: server.store.shared ? server.instanceId : undefined },
  )
  parts.closers.push(() => running.close())
  metrics?.watchEvents(server.store)
  const address = parts.dialAddress(running.port)
  parts.local.offer({ address, services: running.services, local: running.local })
  return address
}

/** The built-in processors on one server; its address and the processors' identifiers. */
async function startProcessors(
  parts: Parts,
  p: NonNullable<BackendsPlan['processors']>,
  offload: ProcessorOffload | undefined,
): Promise<{ address: string; identifiers: string[] }> {
  const processors = await hostBuiltinProcessors({
    host: parts.plan.host,
    port: p.port,
    eventsAddress: p.eventsAddress,
    apiPackage: parts.plan.apiPackage ?? undefined,
    only: p.only,
    lexiconFiles: p.lexiconFiles,
    clients: parts.clients,
    observer: parts.metrics,
    offload,
    ...parts.register,
  })
  parts.closers.push(() => processors.close())
  const address = parts.dialAddress(processors.port)
  parts.local.offer({ address, services: processors.services })
  return { address, identifiers: processors.identifiers }
}

/** One pipeline service per pipeline, those the plan names handing their requests to `pool`; their addresses by name. */
async function startPipelines(parts: Parts, pool: PipelineWorkers | undefined): Promise<Record<string, string>> {
  const { plan } = parts
  const workers = new Map<string, Transport[]>((plan.workers?.pipelines ?? []).map((name) => [name, pool!.transports]))
  const lanes = plan.workers && new Lanes(plan.workers.count)
  const addresses: Record<string, string> = {}
  for (const { port, definition } of plan.pipelines) {
    const server = await withRegistration(
      await startPipelineServer({
        definitions: [definition],
        host: plan.host,
        port,
        apiPackages: parts.apiPackages,
        clients: parts.clients,
        workers,
        lanes,
        maxDocumentBytes: plan.maxDocumentBytes,
        observer: parts.metrics,
      }),
      parts.register,
      'pipeline',
      [definition.name],
      (name) => name,
    )
    parts.closers.push(() => server.close())
    addresses[definition.name] = parts.dialAddress(server.port)
  }
  return addresses
}

/** The worker threads that run the plan's clinical pipelines and its hosted clinical processors' calls (stack.workers). */
async function startWorkers(
  closers: Closers,
  plan: BackendsPlan,
  metrics: BackendMetrics | undefined,
): Promise<PipelineWorkers> {
  const { count, pipelines } = plan.workers!
  const definitions = plan.pipelines.map((p) => p.definition).filter((d) => pipelines.includes(d.name))
  const events = plan.events ?? { port: 0 }
  const pool = await PipelineWorkers.start(
    count,
    {
      definitions,
      lexiconFiles: plan.processors?.lexiconFiles ?? [],
      events: { idleTimeoutMs: events.idleTimeoutMs, maxEvents: events.maxEvents, maxBytes: events.maxBytes },
      processorEvents: plan.processors?.eventsAddress,
    },
    createLogger('pipeline-workers'),
    metrics,
  )
  closers.push(async () => pool.close())
  metrics?.watchWorkers(pool)
  return pool
}

/** The clinical processors' calls, run by the workers once they are ready; a processor a module registered runs here. */
function clinicalOffload(pool: () => PipelineWorkers | undefined): ProcessorOffload {
  const clinical: readonly string[] = CLINICAL_COMPONENTS
  return { takes: (id) => pool() !== undefined && clinical.includes(id), process: (req) => pool()!.process(req) }
}
