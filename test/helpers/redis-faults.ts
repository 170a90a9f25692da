// Faults a Redis can be made to suffer, besides the signals of redis.ts (SIGKILL, SIGSTOP):
// shared by the fault tests and the fault bench.
import { Redis } from 'ioredis'

/** Cuts the primary's links to its replicas: what it takes from now on, it holds alone. */
export async function cutReplicas(primary: { host: string; port: number }): Promise<void> {
  const admin = new Redis(primary.port, primary.host)
  try {
    await admin.call('CLIENT', 'KILL', 'TYPE', 'replica')
  } finally {
    admin.disconnect()
  }
}

/**
 * Closes the events store's connections (named svc-events…) again and again, 5-20 ms apart,
 * until `count` have been closed; answers how many were.
 */
export async function dropStoreConnections(server: { host: string; port: number }, count: number): Promise<number> {
  const admin = new Redis(server.port, server.host)
  let dropped = 0
  try {
    while (dropped < count) {
      const list = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'normal'))
      const ids = [...list.matchAll(/^id=(\d+) .* name=svc-events\S* /gm)].map((m) => m[1])
      for (const id of ids) await admin.call('CLIENT', 'KILL', 'ID', id)
      dropped += ids.length
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 15))
    }
  } finally {
    admin.disconnect()
  }
  return dropped
}
