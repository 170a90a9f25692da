// An events backend whose GetAllMetadata waits for the test: `arrival` resolves when a call has
// reached it, and the call answers `metadata` once `release()` is called. Lets a test hold a
// request in flight without timing anything.
import type { Test } from 'tap'
import { startGrpcServer } from '../../src/grpc/server.js'

export async function gatedEventsBackend(t: Test, metadata: Record<string, string>) {
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  let arrived!: () => void
  const arrival = new Promise<void>((r) => (arrived = r))
  const backend = await startGrpcServer([
    {
      service: 'Events',
      handlers: {
        GetAllMetadata: async () => {
          arrived()
          await gate
          return { metadata }
        },
      },
    },
  ])
  t.teardown(() => backend.close(0))
  return { address: backend.address, arrival, release }
}
