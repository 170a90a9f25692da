// The backends of the embedded default in this process: the events service, the built-in
// processors and one pipeline service per default pipeline, each started by its own function.
// Each serves gRPC on its own port (the gateway and any other client reach them there); the
// processor host and the pipelines reach the events service and the processors through one
// client cache that answers them in process, skipping HTTP/2.
import { DEFAULT_API_PACKAGE, EVENTS_IDENTIFIER, serviceHealthName } from '../api/names.js'
import { withRegistration } from '../discovery/registration.js'
import { startEventsServer } from '../events/events-service.js'
import { startPipelineServer } from '../pipeline/pipeline-service.js'
import { hostBuiltinProcessors } from '../processors/builtin-processors.js'
import { ClientCache } from '../transport/client-cache.js'
import { InProcessBackends } from '../transport/in-process-backends.js'
import type { Closers } from './closers.js'
import { defaultPipelines } from './default-pipelines.js'

/** Where the backends listen: what the gateway of the stack routes. */
export interface Backends {
  events: string
  processors: string
  processorIds: string[]
  /** Pipeline name → address. */
  pipelines: Record<string, string>
}

/** Ports for the backends; 0 picks a free one. */
export interface BackendPorts {
  events: number
  processors: number
  /** One per default pipeline, in order (svc-rtf-to-text, svc-default-pipeline). */
  pipelines: number[]
}

export interface BackendsOptions {
  /** Register every backend in the registry of the environment's config (as their --register does). */
  register?: boolean
  ports?: BackendPorts
}

const ANY_PORTS: BackendPorts = { events: 0, processors: 0, pipelines: [0, 0] }
const HOST = '127.0.0.1'

/** Starts the backends; what has started is in `closers` (also when a later one fails). */
export async function startBackends(closers: Closers, opts: BackendsOptions = {}): Promise<Backends> {
  const register = { register: opts.register ?? false }
  const ports = opts.ports ?? ANY_PORTS
  const local = new InProcessBackends()
  const clients = new ClientCache({ inProcess: local })
  closers.push(async () => clients.close())

  const events = await withRegistration(await startEventsServer({ host: HOST, port: ports.events }), register, 'events', [EVENTS_IDENTIFIER], () => serviceHealthName(DEFAULT_API_PACKAGE, 'Events'))
  closers.push(() => events.close())
  local.offer(events)

  const processors = await hostBuiltinProcessors({ host: HOST, port: ports.processors, eventsAddress: events.address, clients, ...register })
  closers.push(() => processors.close())
  local.offer(processors)

  const pipelines: Record<string, string> = {}
  const definitions = defaultPipelines(events.address, processors.address)
  for (const [i, definition] of definitions.entries()) {
    const server = await withRegistration(await startPipelineServer({ definitions: [definition], host: HOST, port: ports.pipelines[i] ?? 0, clients }), register, 'pipeline', [definition.name], (name) => name)
    closers.push(() => server.close())
    pipelines[definition.name] = server.address
  }
  return { events: events.address, processors: processors.address, processorIds: processors.identifiers, pipelines }
}
