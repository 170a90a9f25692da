// Issue 26: the gateway's client under the HTTP/2 attacks in reverse. A malicious backend (a raw
// socket on loopback) is routed as processor 'evil' and misbehaves in its answers; the events
// service is a real one. While requests to the evil route go on for a few seconds, a
// well-behaved client asks the gateway for the events instance id every 100 ms. The gateway is
// a fresh `svc gateway` process per attack; its memory is read from /proc.
import t from 'tap'
import { attackProcess } from '../helpers/h2-attack-run.js'
import { checkSurvived, EVENTS_ARGS, MEMORY_CAP, startGatewaySvc, startSvc } from '../helpers/h2-attack-checks.js'
import {
  callsThroughGateway,
  continuationFloodBackend,
  controlFloodBackend,
  endlessDataBackend,
  lengthPrefix4GiBBackend,
  startEvilBackend,
  type Misbehaviour,
} from '../helpers/h2-evil-backend.js'
import { request } from '../helpers/http.js'
import { steadyCalls, within } from '../helpers/steady-calls.js'

t.setTimeout(180_000)

const misbehaviours: [string, Misbehaviour][] = [
  ['floods CONTINUATION frames in its answer headers', continuationFloodBackend],
  ['floods SETTINGS and never reads', controlFloodBackend('SETTINGS')],
  ['floods PING and never reads', controlFloodBackend('PING')],
  ['answers a 4 GiB length prefix', lengthPrefix4GiBBackend],
  ['answers DATA that never ends', endlessDataBackend],
]

t.test('the gateway calling a malicious backend', async (t) => {
  const events = await startSvc(t, EVENTS_ARGS)
  for (const [name, misbehaviour] of misbehaviours) {
    await t.test(`a backend that ${name}`, async (t) => {
      const evil = await startEvilBackend(misbehaviour)
      t.teardown(() => evil.close())
      // The deadline is the gateway's last resort here; the test's own hang guard is longer.
      const gateway = await startGatewaySvc(
        t,
        `discovery: static\ngateway: {events: '${events.address}', deadline: 10}\nprocessors:\n  - {Identifier: evil, Endpoint: '${evil.address}'}\n`,
      )
      const instanceId = async () => {
        const r = await within(
          10_000,
          'GET /v1/events/instance_id',
          request(gateway.url, 'GET', '/v1/events/instance_id'),
        )
        if (r.status !== 200) throw new Error(`status ${r.status}: ${r.text}`)
      }
      await instanceId()
      const run = await attackProcess(
        gateway.pid,
        gateway.url,
        callsThroughGateway('/v1/processors/evil/process/e1', evil),
        { durationMs: 4000, memoryCap: MEMORY_CAP, steady: () => steadyCalls(instanceId) },
      )
      checkSurvived(t, run)
      const statuses = Object.keys(run.outcome.statuses ?? {})
      t.ok(
        statuses.length > 0 && statuses.every((s) => /^5\d\d$/.test(s)),
        `every request to the evil route was answered with a 5xx (${statuses.join(', ')})`,
      )
      await instanceId()
      t.pass('the healthy route answers after the attack')
    })
  }
})
