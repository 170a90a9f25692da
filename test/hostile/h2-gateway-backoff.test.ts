// Issue 26: a backend that sends its SETTINGS and closes the connection, every time. The gateway
// must back off before connecting again as gRPC's connection-backoff document says (1 s, then
// ×1.6 each time, jitter 0.2, at most 120 s) even while requests to that backend keep arriving
// (one every 100 ms here): in 8 s that is about 5 connections, where the gateway before issue 26
// reconnected 845 times in 10 s. The gateway is a real `svc gateway` process.
import t from 'tap'
import { EVENTS_ARGS, startGatewaySvc, startSvc } from '../helpers/h2-attack-checks.js'
import { settingsThenClose, startEvilBackend } from '../helpers/h2-evil-backend.js'
import { sleep } from '../helpers/h2-attacker.js'
import { request } from '../helpers/http.js'
import { steadyCalls, within } from '../helpers/steady-calls.js'

const WATCHED_MS = 8000
// Attempts at about 0, 1, 2.6, 5.2 s (each ±20 %), and one at startup: twice that is still no storm.
const MOST_CONNECTIONS = 10
t.setTimeout(120_000)

t.test('the gateway backs off from a backend that closes after its SETTINGS', async (t) => {
  const events = await startSvc(t, EVENTS_ARGS)
  const backend = await startEvilBackend(settingsThenClose)
  t.teardown(() => backend.close())
  const gateway = await startGatewaySvc(
    t,
    `discovery: static\ngateway: {events: '${events.address}'}\nprocessors:\n  - {Identifier: closing, Endpoint: '${backend.address}'}\n`,
  )
  const before = backend.connections
  const calls = steadyCalls(async () => {
    const r = await within(
      30_000,
      'POST /v1/processors/closing/process/e1',
      request(gateway.url, 'POST', '/v1/processors/closing/process/e1', {}),
    )
    if (r.status < 500) throw new Error(`status ${r.status}: ${r.text}`)
  })
  await sleep(WATCHED_MS)
  const connections = backend.connections - before
  const report = await calls.stop()
  t.comment(`${connections} connections in ${WATCHED_MS} ms (${before} before), while ${report.calls} requests came`)
  t.same(report.failures.slice(0, 3), [], 'every request was answered with a 5xx')
  t.ok(connections <= MOST_CONNECTIONS, `${connections} connections <= ${MOST_CONNECTIONS}`)
  const r = await request(gateway.url, 'GET', '/v1/events/instance_id')
  t.equal(r.status, 200, 'the healthy route answers')
})
