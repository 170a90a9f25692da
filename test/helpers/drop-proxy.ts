// A TCP proxy in front of a server that can lose an answer: once armed, the next bytes the
// server sends on any connection are dropped with the connection, so a command the server has
// run never has its reply delivered (the fault a client must not answer twice for). It only
// forwards bytes; it reads nothing of the protocol.
import { connect, createServer, type Socket } from 'node:net'
import type { Test } from 'tap'

export interface DropProxy {
  port: number
  /** Drop the next answer the server sends, with its connection. */
  dropNextAnswer(): void
  /** Answers dropped so far. */
  readonly dropped: number
}

export async function startDropProxy(t: Test, target: { host: string; port: number }): Promise<DropProxy> {
  let armed = false
  let dropped = 0
  const sockets = new Set<Socket>()
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host)
    for (const s of [client, upstream]) {
      sockets.add(s)
      s.on('close', () => sockets.delete(s))
      s.on('error', () => undefined)
    }
    client.on('data', (b) => upstream.write(b))
    upstream.on('data', (b) => {
      if (!armed) return void client.write(b)
      armed = false
      dropped++
      client.destroy()
      upstream.destroy()
    })
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.teardown(
    () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  )
  return {
    port: (server.address() as { port: number }).port,
    dropNextAnswer: () => {
      armed = true
    },
    get dropped() {
      return dropped
    },
  }
}
