// The backends of this process, by the address each also serves gRPC on. A client cache given
// them answers calls to those addresses with the in-process transport (svc up); every other
// target, and every client without them (the gateway), goes over gRPC.
import type { ServedServices } from '../api/services.js'
import { InProcessTransport } from './in-process-transport.js'

export interface InProcessServer {
  /** host:port the server listens on, as clients name it. */
  readonly address: string
  readonly services: ServedServices
  /** Handlers for in-process callers alone, in place of those of `services` (see InProcessTransport). */
  readonly local?: ServedServices
}

export class InProcessBackends {
  private readonly byAddress = new Map<string, InProcessTransport>()

  /** Calls to `server.address` are answered by `server.services` from now on. */
  offer(server: InProcessServer): void {
    this.byAddress.set(server.address, new InProcessTransport(server.services, server.local))
  }

  /** The transport for a target a backend of this process listens on; undefined for any other. */
  transportFor(target: string): InProcessTransport | undefined {
    return this.byAddress.get(target)
  }
}
