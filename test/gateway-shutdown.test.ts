// Graceful shutdown: stop accepting, finish the calls in flight, then close channels.
import t from 'tap'
import { startGrpcServer, unary } from '../src/grpc/server.js'
import { request } from './helpers/http.js'
import { startGateway, testConfig } from './helpers/servers.js'

t.test('in-flight requests finish; new ones are refused', async (t) => {
  let release!: () => void
  const gate = new Promise<void>((r) => (release = r))
  let arrived!: () => void
  const arrival = new Promise<void>((r) => (arrived = r))
  const backend = await startGrpcServer([
    {
      service: 'Events',
      implementation: {
        GetAllMetadata: unary(async () => {
          arrived()
          await gate
          return { metadata: { done: 'yes' } }
        }),
      },
    },
  ])
  t.teardown(() => backend.close(0))
  const { gw, url } = await startGateway(t, testConfig({ gateway: { events: backend.address } }))
  const inflight = request(url, 'GET', '/v1/events/e/metadata')
  await arrival
  const closing = gw.close()
  // The listener is closed at once: a new connection is refused.
  await t.rejects(request(url, 'GET', '/healthz'), { code: 'ECONNREFUSED' })
  release()
  const r = await inflight
  t.equal(r.status, 200)
  t.same(r.json, { metadata: { done: 'yes' } })
  t.equal(r.headers.connection, 'close', 'the last response tells the client to reconnect elsewhere')
  await closing
  t.equal(gw.pool.size, 0, 'channels closed')
})
