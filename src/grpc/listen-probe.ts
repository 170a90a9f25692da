// Whether a server could listen on host:port, found out by listening there for a moment. Used
// before a bind whose own failure would be noisy or late: grpc-js prints a line of its own about
// a failed bind, and `svc up` should refuse a taken port before it starts anything. A port taken
// in between still fails the real bind, with the same error.
import { createServer } from 'node:net'
import { cannotListen } from '../api/errors.js'

/** Resolves when host:port is free to listen on; rejects with cannotListen (naming `key`) when not. */
export function assertCanListen(host: string, port: number, key?: string): Promise<void> {
  const address = host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', (err) => reject(cannotListen(address, err, key)))
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()))
  })
}
