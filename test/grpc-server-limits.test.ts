// The connection limits of our gRPC server (src/grpc/server-sessions.ts), with small values so
// that each shows in a test: a peer that connects and never speaks HTTP/2 is closed after the
// handshake timeout; a connection with no call is closed after the idle timeout; at the
// connection cap the longest-idle connection makes room for a new one; a client that stops
// reading its answers is cut off after the stall timeout; request bytes still arriving are
// bounded by the receive budget. Waits are hang guards, never timed assertions.
import http2 from 'node:http2'
import net from 'node:net'
import t, { type Test } from 'tap'
import { Status } from '../src/api/status.js'
import { methodDefinition } from '../src/grpc/proto.js'
import { startGrpcServer, type RunningGrpcServer } from '../src/grpc/server.js'
import type { GrpcServerLimits } from '../src/grpc/http2-server.js'
import { grpcMessage } from './helpers/grpc-frames.js'
import { pollUntil } from './helpers/poll.js'

const CHECK = methodDefinition('Health', 'Check')!

async function server(t: Test, limits: Partial<GrpcServerLimits>, handlers = {}): Promise<RunningGrpcServer> {
  const s = await startGrpcServer([{ service: 'Events', handlers }], { limits })
  t.teardown(() => s.close(100))
  return s
}

/** A node:http2 session that is ready (the server's SETTINGS came), and whether it has closed since. */
async function session(address: string, settings: http2.Settings = {}) {
  const s = http2.connect(`http://${address}`, { settings })
  s.on('error', () => {})
  const state = { s, closed: false }
  s.once('close', () => (state.closed = true))
  await new Promise<void>((resolve, reject) => {
    s.once('remoteSettings', () => resolve())
    s.once('close', () => reject(new Error('closed before settings')))
  })
  return state
}

function healthCheck(s: http2.ClientHttp2Session): Promise<{ status: string | undefined; data: Buffer }> {
  return new Promise((resolve, reject) => {
    const stream = s.request({
      ':method': 'POST',
      ':path': CHECK.path,
      'content-type': 'application/grpc',
      te: 'trailers',
    })
    const chunks: Buffer[] = []
    let status: string | undefined
    stream.on('response', (h) => (status ??= h['grpc-status'] as string | undefined))
    stream.on('trailers', (h) => (status ??= h['grpc-status'] as string | undefined))
    stream.on('data', (c: Buffer) => chunks.push(c))
    stream.on('error', reject)
    stream.on('close', () => resolve({ status, data: Buffer.concat(chunks) }))
    stream.end(grpcMessage(CHECK.requestSerialize({ service: '' })))
  })
}

t.test('a peer that connects and never speaks HTTP/2 is closed after the handshake timeout', async (t) => {
  const s = await server(t, { handshakeTimeoutMs: 200 })
  const socket = net.connect(s.port, '127.0.0.1')
  socket.on('error', () => {})
  // Reading, so that the server's closing is seen (it sends its SETTINGS, then ends the connection).
  socket.resume()
  let closed = false
  socket.once('close', () => (closed = true))
  t.teardown(() => socket.destroy())
  await pollUntil('the silent connection closed', () => closed, { withinMs: 10_000 })
  t.pass('closed by the server')
})

t.test('a connection with no call is closed after the idle timeout; one with calls is not', async (t) => {
  const s = await server(t, { idleTimeoutMs: 300 })
  const idle = await session(s.address)
  t.teardown(() => idle.s.destroy())
  await pollUntil('the idle connection closed', () => idle.closed, { withinMs: 10_000 })
  const busy = await session(s.address)
  t.teardown(() => busy.s.destroy())
  for (let i = 0; i < 5; i++) {
    t.equal((await healthCheck(busy.s)).status, '0', `call ${i} answered on a connection kept busy`)
    await new Promise((r) => setTimeout(r, 100))
  }
})

t.test('at the connection cap the longest-idle connection makes room for a new one', async (t) => {
  const s = await server(t, { maxConnections: 3 })
  const first = await session(s.address)
  const others = [await session(s.address), await session(s.address)]
  t.teardown(() => {
    for (const c of [first, ...others]) c.s.destroy()
  })
  // Calls make the two later connections the most recently idle.
  for (const c of others) t.equal((await healthCheck(c.s)).status, '0')
  const newcomer = await session(s.address)
  t.teardown(() => newcomer.s.destroy())
  t.equal((await healthCheck(newcomer.s)).status, '0', 'a fourth client is served')
  await pollUntil('the longest-idle connection closed', () => first.closed, { withinMs: 10_000 })
  t.notOk(
    others.some((c) => c.closed),
    'the others stay open',
  )
})

t.test('a client that reads none of its answers is cut off after the stall timeout, others are served', async (t) => {
  const text = 'Denies chest pain. '.repeat(20_000) // 380 KB, far beyond a zero window
  const s = await server(
    t,
    { sendStallTimeoutMs: 600 },
    {
      GetDocumentText: () => ({ text }),
    },
  )
  const def = methodDefinition('Events', 'GetDocumentText')!
  const staller = await session(s.address, { initialWindowSize: 0 })
  t.teardown(() => staller.s.destroy())
  for (let i = 0; i < 3; i++) {
    const stream = staller.s.request({
      ':method': 'POST',
      ':path': def.path,
      'content-type': 'application/grpc',
      te: 'trailers',
    })
    stream.on('error', () => {})
    stream.end(grpcMessage(def.requestSerialize({ event_id: 'e', document_name: 'd' })))
  }
  await pollUntil('the stalled connection cut off', () => staller.closed, { withinMs: 15_000 })
  const reader = await session(s.address)
  t.teardown(() => reader.s.destroy())
  t.equal((await healthCheck(reader.s)).status, '0', 'a reading client is served')
})

t.test('request bytes still arriving are bounded by the receive budget; one message may pass it alone', async (t) => {
  const s = await server(t, { receiveBudgetBytes: 1000 }, { AddDocument: () => ({}) })
  const def = methodDefinition('Events', 'AddDocument')!
  const big = grpcMessage(def.requestSerialize({ event_id: 'e', document_name: 'd', text: 'x'.repeat(5000) }))
  const c = await session(s.address)
  t.teardown(() => c.s.destroy())
  const send = (body: Buffer, endNow: boolean) => {
    const stream = c.s.request({
      ':method': 'POST',
      ':path': def.path,
      'content-type': 'application/grpc',
      te: 'trailers',
    })
    stream.on('error', () => {})
    const result = new Promise<string | undefined>((resolve) => {
      let status: string | undefined
      stream.on('response', (h) => (status ??= h['grpc-status'] as string | undefined))
      stream.on('trailers', (h) => (status ??= h['grpc-status'] as string | undefined))
      stream.resume()
      stream.on('close', () => resolve(status))
    })
    // Half the message now: its length is known and reserved while the rest has not come.
    stream.write(body.subarray(0, body.length >> 1))
    if (endNow) stream.end(body.subarray(body.length >> 1))
    return { stream, result }
  }
  const first = send(big, false)
  await new Promise((r) => setTimeout(r, 100))
  const second = send(big, true)
  t.equal(await second.result, String(Status.RESOURCE_EXHAUSTED), 'a second large message while the first is arriving')
  first.stream.end(big.subarray(big.length >> 1))
  t.equal(await first.result, '0', 'the first, alone past the budget, is served')
})
