// Graceful shutdown: stop accepting, finish the calls in flight, then close channels.
import t from 'tap'
import { gatedEventsBackend } from './helpers/gated-backend.js'
import { request } from './helpers/http.js'
import { startGateway, testConfig } from './helpers/servers.js'

t.test('in-flight requests finish; new ones are refused', async (t) => {
  const backend = await gatedEventsBackend(t, { done: 'yes' })
  const { arrival, release } = backend
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
  t.equal(gw.clients.size, 0, 'channels closed')
})
