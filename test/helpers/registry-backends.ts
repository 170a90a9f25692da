// Backends that register themselves in a (test) Consul agent through the same module as
// `--register`, for the discovery tests and benchmark. No tap dependency: the benchmark uses
// them too, and callers own the teardown.
import type { SvcConfig } from '../../src/config/config.js'
import { registerServices, type Registration, type ServiceRegistration } from '../../src/discovery/registration.js'
import { EventProcessor, hostProcessors, type AnyProcessor, type ProcessorInfo } from '../../src/processing/index.js'

/** Answers which instance it is, in GetInfo (description) and in every Process result. */
export class InstanceProcessor extends EventProcessor {
  readonly info: ProcessorInfo
  /** `workMs`: how long each Process call takes, so calls are in flight when an instance dies. */
  constructor(
    readonly instance: string,
    name = 'counted',
    private readonly workMs = 0,
  ) {
    super()
    this.info = { name, description: `instance ${instance}`, parameters: [], inputs: [], outputs: [] }
  }

  async process(): Promise<Record<string, string>> {
    if (this.workMs > 0) await new Promise((r) => setTimeout(r, this.workMs))
    return { instance: this.instance }
  }
}

export interface RegisteredHost {
  address: string
  port: number
  identifiers: string[]
  registration: Registration
  /** Dies without deregistering (its health check goes critical): a crash. Use without a keeper. */
  kill(): void
  /** Deregisters, then closes gracefully: a clean shutdown. */
  stop(): Promise<void>
}

export interface HostOptions {
  eventsAddress: string
  registry: SvcConfig['registry']
  /** Registration keeper period (ms); 0 = none. */
  keepAliveMs?: number
}

/** Hosts processors on 127.0.0.1:0 and registers one Consul service per identifier. */
export async function hostRegistered(processors: AnyProcessor[], opts: HostOptions): Promise<RegisteredHost> {
  const host = await hostProcessors(processors, { host: '127.0.0.1', port: 0, eventsAddress: opts.eventsAddress })
  const regs: ServiceRegistration[] = host.identifiers.map((name) => ({
    kind: 'processor',
    name,
    host: '127.0.0.1',
    port: host.port,
    healthService: name,
  }))
  let registration: Registration
  try {
    registration = await registerServices(regs, { registry: opts.registry, keepAliveMs: opts.keepAliveMs ?? 0 })
  } catch (err) {
    await host.close(0)
    throw err
  }
  return {
    address: host.address,
    port: host.port,
    identifiers: host.identifiers,
    registration,
    kill() {
      host.server.forceShutdown()
    },
    async stop() {
      await registration.deregister()
      await host.close(100)
    },
  }
}

/** Registers any gRPC server (events, pipelines) the same way `--register` does. */
export function registerServer(
  kind: ServiceRegistration['kind'],
  names: string[],
  port: number,
  healthService: (name: string) => string,
  registry: SvcConfig['registry'],
): Promise<Registration> {
  return registerServices(
    names.map((name) => ({ kind, name, host: '127.0.0.1', port, healthService: healthService(name) })),
    { registry, keepAliveMs: 0 },
  )
}
