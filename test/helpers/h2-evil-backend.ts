// A malicious gRPC backend on a raw socket, for the gateway's attack tests and bench: it listens
// on 127.0.0.1:0, speaks just enough HTTP/2 to be called (its SETTINGS, then what it does to
// each connection or request), and counts the connections it accepted. The gateway's client
// meets the same attacks its servers do, in reverse.
import net from 'node:net'
import { grpcMessage, protoMessage } from './grpc-frames.js'
import type { Attack } from './h2-attacks.js'
import {
  byteSource,
  continuationFrame,
  DEFAULT_MAX_FRAME,
  frame,
  FrameType,
  grpcResponseBlock,
  H2Peer,
  headerFieldOfSize,
  headersFrame,
  pingFrame,
  settingsFrame,
} from './h2-attacker.js'
import { request } from './http.js'
import { within } from './steady-calls.js'

/** What the backend does to one accepted connection; `stopped()` is true once the backend closes. */
export type Misbehaviour = (socket: net.Socket, stopped: () => boolean) => void

/** Sends its SETTINGS, then closes the connection: the gateway must back off before reconnecting. */
export const settingsThenClose: Misbehaviour = (socket) => {
  socket.on('error', () => undefined)
  socket.end(settingsFrame())
}

/** Floods SETTINGS or PING frames, each asking for an acknowledgement, and never reads. */
export function controlFloodBackend(kind: 'SETTINGS' | 'PING'): Misbehaviour {
  const one = kind === 'SETTINGS' ? frame(FrameType.SETTINGS, 0, 0) : pingFrame()
  const chunk = Buffer.concat(Array(Math.floor(65_536 / one.length)).fill(one))
  return (socket, stopped) => {
    const peer = new H2Peer(socket, { acceptedSide: true, reading: false })
    socket.write(settingsFrame())
    void peer.flood(() => (stopped() ? undefined : chunk), Infinity)
  }
}

/** Answers the first request of each connection with a header block that never ends. */
export const continuationFloodBackend: Misbehaviour = (socket, stopped) => {
  let flooding = false
  const peer: H2Peer = new H2Peer(socket, {
    acceptedSide: true,
    onStream: (id) => {
      if (flooding) return
      flooding = true
      // No frame may come between the block's pieces, an acknowledgement neither.
      peer.answerControl = false
      const frames = Buffer.concat(Array(4).fill(continuationFrame(id, headerFieldOfSize(DEFAULT_MAX_FRAME))))
      void peer
        .send(headersFrame(id, grpcResponseBlock(), { endHeaders: false }))
        .then(() => peer.flood(() => (stopped() ? undefined : frames), Infinity))
    },
  })
  socket.write(settingsFrame())
}

/** Answers each request with a message whose length prefix claims 4 GiB, then bytes as the gateway's windows allow. */
export const lengthPrefix4GiBBackend: Misbehaviour = answeringWith(() =>
  byteSource(Buffer.from([0, 0xff, 0xff, 0xff, 0xff]), Buffer.alloc(DEFAULT_MAX_FRAME), 2 ** 32 + 4),
)

/**
 * Answers each request with valid messages (an unknown field of 16 KB, which parsers skip)
 * that never end, as fast as the gateway's windows allow, and never sends trailers.
 */
export const endlessDataBackend: Misbehaviour = answeringWith(() =>
  byteSource(Buffer.alloc(0), grpcMessage(protoMessage([[15, Buffer.alloc(16_000)]]))),
)

function answeringWith(body: () => (max: number) => Buffer): Misbehaviour {
  return (socket, stopped) => {
    const peer: H2Peer = new H2Peer(socket, {
      acceptedSide: true,
      onStream: (id) =>
        void peer.send(headersFrame(id, grpcResponseBlock())).then(() => peer.sendWindowed(id, body(), stopped)),
    })
    socket.write(settingsFrame())
  }
}

export interface EvilBackend {
  address: string
  /** Connections accepted so far. */
  readonly connections: number
  close(): Promise<void>
}

export async function startEvilBackend(misbehave: Misbehaviour): Promise<EvilBackend> {
  let closing = false
  let connections = 0
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    connections++
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
    misbehave(socket, () => closing)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    address: `127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    get connections() {
      return connections
    },
    async close() {
      if (closing) return
      closing = true
      for (const s of sockets) s.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/**
 * The attack as the gateway at `url` meets it: POST requests to `path`, a route to `backend`,
 * one after another until the duration is over (at least one), each given up after
 * `hangGuardMs`. The outcome counts the answers by status. Aborting it closes the backend, which
 * is what attacks the gateway.
 */
export function callsThroughGateway(path: string, backend: EvilBackend, hangGuardMs = 30_000): Attack {
  return async (url, { durationMs, signal }) => {
    signal?.addEventListener('abort', () => void backend.close(), { once: true })
    const connectionsBefore = backend.connections
    const start = performance.now()
    const statuses: Record<string, number> = {}
    do {
      const status = await within(hangGuardMs, `POST ${path}`, request(url, 'POST', path, {})).then(
        (r) => String(r.status),
        () => 'no answer',
      )
      statuses[status] = (statuses[status] ?? 0) + 1
    } while (performance.now() - start < durationMs && !signal?.aborted)
    const ms = performance.now() - start
    const notes = `answers by status ${JSON.stringify(statuses)}; the backend accepted ${backend.connections - connectionsBefore} connections`
    return { ms, sent: 0, notes, statuses }
  }
}
