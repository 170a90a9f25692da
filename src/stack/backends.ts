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

/** Starts the plan's backends; what has started is in `closers` (also when a later one fails). */
export async function startBackends(closers: Closers, plan: BackendsPlan): Promise<Backends> {
  const register: RegisterRequest = plan.registry ? { register: true, registry: plan.registry } : {}
  const apiPackages = plan.apiPackage ? [plan.apiPackage] : []
  // Clients dial a wildcard listen address on loopback.
  const dialAddress = (port: number) => hostPort(advertisedHost(plan.host), port)
  const local = new InProcessBackends()
  const clients = new ClientCache({ inProcess: local })
  closers.push(async () => clients.close())
  const backends: Backends = { events: null, processors: null, processorIds: [], pipelines: {}, metrics: null }
  const metrics = plan.metricsPort === null ? undefined : new BackendMetrics()
  if (metrics) {
    const server = await serveMetrics(metrics, plan.host, plan.metricsPort!)
    closers.push(() => server.close())
    backends.metrics = dialAddress(Number(server.address.slice(server.address.lastIndexOf(':') + 1)))
  }

  if (plan.events) {
    const { port, store = 'memory', ...limits } = plan.events
    const server = await serveEventStore(openEventStore(parseStoreSpec(store, 'stack.events.store'), limits), {
      host: plan.host,
      port,
      apiPackages,
      maxDocumentBytes: plan.maxDocumentBytes,
    })
    // withRegistration closes the server itself when registering fails. An instance on a shared
    // store says which, so that clients balance across its peers (as svc events does).
    const events = await withRegistration(
      server,
      register,
      'events',
      [EVENTS_IDENTIFIER],
      () => serviceHealthName(DEFAULT_API_PACKAGE, 'Events'),
      {
        sharedStore: server.store.shared ? server.instanceId : undefined,
      },
    )
    closers.push(() => events.close())
    metrics?.watchEvents(server.store)
    backends.events = dialAddress(events.port)
    local.offer({ address: backends.events, services: events.services, local: events.local })
  }

  // Set once the workers are ready; until then the processors' calls run here.
  let pool: PipelineWorkers | undefined
  if (plan.processors) {
    const p = plan.processors
    const processors = await hostBuiltinProcessors({
      host: plan.host,
      port: p.port,
      eventsAddress: p.eventsAddress,
      apiPackage: plan.apiPackage ?? undefined,
      only: p.only,
      lexiconFiles: p.lexiconFiles,
      clients,
      observer: metrics,
      offload: plan.workers && clinicalOffload(() => pool),
      ...register,
    })
    closers.push(() => processors.close())
    backends.processors = dialAddress(processors.port)
    backends.processorIds = processors.identifiers
    local.offer({ address: backends.processors, services: processors.services })
  }

  pool = plan.workers ? await startWorkers(closers, plan, metrics) : undefined
  const workers = new Map<string, Transport[]>(
    (plan.workers?.pipelines ?? []).map((name) => [name, pool!.transports] as [string, Transport[]]),
  )
  const lanes = plan.workers && new Lanes(plan.workers.count)

  for (const { port, definition } of plan.pipelines) {
    const server = await withRegistration(
      await startPipelineServer({
        definitions: [definition],
        host: plan.host,
        port,
        apiPackages,
        clients,
        workers,
        lanes,
        maxDocumentBytes: plan.maxDocumentBytes,
        observer: metrics,
      }),
      register,
      'pipeline',
      [definition.name],
      (name) => name,
    )
    closers.push(() => server.close())
    backends.pipelines[definition.name] = dialAddress(server.port)
  }
  return backends
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
