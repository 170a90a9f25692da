// Regression: a graceful close cut the connection of a large response that res.end() had
// accepted but the socket had not flushed yet, so the client saw an aborted body.
import t from 'tap'
import { request } from './helpers/http.js'
import { startGateway, testConfig } from './helpers/servers.js'
import { gatedEventsBackend } from './helpers/gated-backend.js'

t.test('a large response in flight when close() starts arrives whole', async (t) => {
  // ~10 MB: far more than a loopback socket takes at once.
  const metadata: Record<string, string> = {}
  for (let i = 0; i < 2000; i++) metadata[`k${i}`] = 'x'.repeat(5000)
  const backend = await gatedEventsBackend(t, metadata)
  const { arrival, release } = backend
  const { gw, url } = await startGateway(t, testConfig({ gateway: { events: backend.address } }))
  const inflight = request(url, 'GET', '/v1/events/e/metadata')
  await arrival
  const closing = gw.close()
  release()
  const r = await inflight
  t.equal(r.status, 200)
  t.equal(r.text.length, JSON.stringify({ metadata }).length, 'the whole body arrived')
  t.same(Object.keys(r.json.metadata).length, 2000)
  await closing
})
