// Discovery through a real Consul agent: backends register themselves with the same module
// as `--register`, the gateway's registry provider routes them. Convergence is polled with a
// bound (no timed assertions); the times are printed for the report.
import Consul from 'consul'
import t, { type Test } from 'tap'
import type { SvcConfig } from '../src/config/config.js'
import { startDiscovery } from '../src/discovery/discovery.js'
import { registerServices, type Registration } from '../src/discovery/registration.js'
import { startPipelineServer } from '../src/pipeline/pipeline-service.js'
import { hostProcessors, type AnyProcessor } from '../src/processing/index.js'
import { skipWithoutConsul, startConsul, type ConsulAgent } from './helpers/consul.js'
import { pollUntil } from './helpers/poll.js'
import { hostRegistered, InstanceProcessor, type RegisteredHost } from './helpers/registry-backends.js'
import { startEvents, startGateway, testConfig } from './helpers/servers.js'
import { WordsProcessor } from './helpers/test-processors.js'

// The first run on a fresh machine may build Consul from source.
t.setTimeout(40 * 60_000)

interface Stack {
  agent: ConsulAgent
  registry: SvcConfig['registry']
  eventsAddress: string
  g: Awaited<ReturnType<typeof startGateway>>
  logs: { level: string; msg: string; [k: string]: unknown }[]
  host(processors: AnyProcessor[], keepAliveMs?: number): Promise<RegisteredHost>
  register(
    kind: 'events' | 'processor' | 'pipeline',
    name: string,
    port: number,
    healthService: string,
    keepAliveMs?: number,
  ): Promise<Registration>
  routes(): Promise<any>
}

async function stack(
  t: Test,
  over: { processors?: SvcConfig['processors']; refreshInterval?: number } = {},
): Promise<Stack> {
  const agent = await startConsul()
  t.teardown(() => agent.stop())
  const registry = { host: agent.host, port: agent.httpPort, scheme: 'http' as const }
  const events = await startEvents(t)
  const config = testConfig({
    discovery: 'registry',
    registry,
    gateway: { events: null, refresh_interval: over.refreshInterval ?? 5, deadline: 10 },
    processors: over.processors ?? [],
  })
  const logs: Stack['logs'] = []
  const discovery = await startDiscovery(config, null, (level, msg, fields) => logs.push({ level, msg, ...fields }))
  t.teardown(() => discovery.stop())
  const g = await startGateway(t, config, { table: discovery.table })
  return {
    agent,
    registry,
    eventsAddress: events.address,
    g,
    logs,
    async host(processors, keepAliveMs = 0) {
      const h = await hostRegistered(processors, { eventsAddress: events.address, registry, keepAliveMs })
      t.teardown(() => h.stop())
      return h
    },
    async register(kind, name, port, healthService, keepAliveMs = 0) {
      const r = await registerServices([{ kind, name, host: '127.0.0.1', port, healthService }], {
        registry,
        keepAliveMs,
      })
      t.teardown(() => r.deregister())
      return r
    },
    routes: async () => (await g.req('GET', '/v1/routes')).json,
  }
}

const listed = async (s: Stack, kind: 'processors' | 'pipelines') =>
  (
    (await s.g.req('GET', `/v1/${kind}`)).json[kind === 'processors' ? 'Processors' : 'Pipelines'] as {
      Identifier: string
    }[]
  ).map((p) => p.Identifier)

const instancesOf = async (s: Stack, id: string): Promise<string[]> =>
  (await s.routes()).processors.find((r: { identifier: string }) => r.identifier === id)?.instances ?? []

/** Which instance answered GetInfo (InstanceProcessor puts it in the description). */
const infoOf = async (s: Stack, id: string) => {
  const r = await s.g.req('GET', `/v1/processors/${id}/info`)
  return {
    status: r.status,
    instance: r.status === 200 ? String(r.json.metadata.description).replace('instance ', '') : undefined,
  }
}

/** A stack with one registered host of `id` (instance a), once the gateway routes it and it answers. */
async function stackRouting(t: Test, id: string) {
  const s = await stack(t)
  const host = await s.host([new InstanceProcessor('a', id)])
  await pollUntil('routed', async () => (await listed(s, 'processors')).includes(id))
  t.same(await infoOf(s, id), { status: 200, instance: 'a' })
  return { s, host }
}

t.test('consul', async (t) => {
  if (await skipWithoutConsul(t)) return

  t.test(
    'registered processors, a pipeline and the events service appear and answer; static entries stay pinned',
    async (t) => {
      const staticEvents = await startEvents(t)
      const staticHost = await hostProcessors([new InstanceProcessor('static', 'pinned')], {
        host: '127.0.0.1',
        port: 0,
        eventsAddress: staticEvents.address,
      })
      t.teardown(() => staticHost.close(100))
      const s = await stack(t, { processors: [{ Identifier: 'pinned', Endpoint: staticHost.address }] })
      t.same(await listed(s, 'processors'), ['pinned'], 'only the static entry before any registration')

      const started = performance.now()
      const host = await s.host([
        new InstanceProcessor('a', 'counted'),
        new WordsProcessor(),
        new InstanceProcessor('registry', 'pinned'),
      ])
      t.same(
        host.registration.ids,
        ['counted-127.0.0.1-' + host.port, 'test-words-127.0.0.1-' + host.port, 'pinned-127.0.0.1-' + host.port],
        'one registration per identifier, ID name-host-port',
      )
      const pipeline = await startPipelineServer({
        host: '127.0.0.1',
        port: 0,
        definitions: [
          {
            name: 'words',
            events_address: s.eventsAddress,
            components: [{ processor_id: 'test-words', address: host.address }],
          },
        ],
      })
      t.teardown(() => pipeline.close(100))
      await s.register('pipeline', 'words', pipeline.port, 'words')
      const eventsPort = Number(s.eventsAddress.split(':')[1])
      await s.register('events', 'svc-events', eventsPort, 'svc.api.v1.Events')

      const seen = await pollUntil('all routes discovered', async () => {
        const r = await s.routes()
        return r.events && r.processors.length === 3 && r.pipelines.length === 1
      })
      t.comment(
        `registry: processors, pipeline and events routed ${(performance.now() - started).toFixed(0)} ms after the first registration (${seen.ms.toFixed(0)} ms polling)`,
      )

      t.same(await listed(s, 'processors'), ['counted', 'pinned', 'test-words'])
      t.same(await listed(s, 'pipelines'), ['words'])
      const routes = await s.routes()
      t.match(routes.processors, [
        { identifier: 'counted', instances: [host.address], target: host.address, source: 'registry' },
        { identifier: 'pinned', instances: [staticHost.address], source: 'static' },
        { identifier: 'test-words', instances: [host.address], source: 'registry' },
      ])
      t.match(routes.events, { identifier: 'svc-events', instances: [s.eventsAddress], source: 'registry' })
      t.equal(routes.stale, false)
      t.match(routes.sources, [
        { source: 'static', stale: false },
        { source: 'registry', stale: false },
      ])
      t.notOk(JSON.stringify(routes).includes('v1-svc-'), 'registry tags do not leak into the gateway')

      t.same(await infoOf(s, 'counted'), { status: 200, instance: 'a' }, 'a discovered processor answers')
      t.same(
        await infoOf(s, 'pinned'),
        { status: 200, instance: 'static' },
        'the static entry wins over the registered one of the same name',
      )
      t.equal((await s.g.req('POST', '/v1/events/ev1')).status, 200, 'the discovered events service answers')
      t.equal((await s.g.req('POST', '/v1/events/ev1/documents/plaintext', { text: 'chest pain denied' })).status, 200)
      const run = await s.g.req('POST', '/v1/pipeline/words/process', {
        event: { event_id: 'pl1', documents: { plaintext: { text: 'a b c' } } },
        params: { document_name: 'plaintext' },
      })
      t.equal(run.status, 200, 'the discovered pipeline answers')
      t.equal(run.json.event.documents.plaintext.label_indices.words.labels.length, 3)
    },
  )

  t.test('a deregistered host disappears and its calls answer 404', async (t) => {
    const { s, host } = await stackRouting(t, 'leaving')
    const t0 = performance.now()
    await host.stop()
    const gone = await pollUntil('route removed', async () => !(await listed(s, 'processors')).includes('leaving'))
    t.comment(
      `registry: deregistered host left the table ${(performance.now() - t0).toFixed(0)} ms after stop (${gone.ms.toFixed(0)} ms polling)`,
    )
    const r = await s.g.req('GET', '/v1/processors/leaving/info')
    t.equal(r.status, 404)
    t.match(r.json, { code: 5, message: /unknown processor leaving/ })
  })

  t.test('a killed host goes critical and disappears; calls meanwhile answer 503 and never hang', async (t) => {
    const { s, host } = await stackRouting(t, 'crashing')
    const t0 = performance.now()
    host.kill()
    const statuses: number[] = []
    let slowest = 0
    await pollUntil('404 after the health check failed', async () => {
      const c0 = performance.now()
      const { status } = await infoOf(s, 'crashing')
      slowest = Math.max(slowest, performance.now() - c0)
      statuses.push(status)
      return status === 404
    })
    t.comment(
      `registry: killed host left the table ${(performance.now() - t0).toFixed(0)} ms after the kill; ${statuses.length - 1} calls meanwhile answered ${[...new Set(statuses.slice(0, -1))].join(',') || '-'}; slowest call ${slowest.toFixed(0)} ms`,
    )
    t.ok(
      statuses.every((c) => c === 503 || c === 404),
      `only 503 (unreachable) then 404 (gone): ${statuses.join(',')}`,
    )
    t.same((await s.routes()).processors, [])
  })

  t.test('a new host is picked up and calls balance across two instances', async (t) => {
    const s = await stack(t)
    const a = await s.host([new InstanceProcessor('a', 'balanced')])
    await pollUntil('first instance', async () => (await instancesOf(s, 'balanced')).length === 1)
    const t0 = performance.now()
    const b = await s.host([new InstanceProcessor('b', 'balanced')])
    await pollUntil('second instance', async () => (await instancesOf(s, 'balanced')).length === 2)
    t.comment(`registry: second instance routed ${(performance.now() - t0).toFixed(0)} ms after it registered`)
    const routes = await s.routes()
    const want = [a.address, b.address].sort()
    t.match(routes.processors[0], { identifier: 'balanced', instances: want, target: `ipv4:${want.join(',')}` })

    const tally: Record<string, number> = {}
    for (let i = 0; i < 40; i++) {
      const r = await s.g.req('POST', `/v1/processors/balanced/process/ev-${i}`, {})
      t.equal(r.status, 200, `call ${i}`)
      tally[r.json.result.instance] = (tally[r.json.result.instance] ?? 0) + 1
    }
    t.comment(`registry: 40 calls over two instances: a=${tally.a ?? 0} b=${tally.b ?? 0}`)
    t.ok(tally.a > 0 && tally.b > 0, 'both instances served')
    t.equal((tally.a ?? 0) + (tally.b ?? 0), 40)
  })

  t.test('an instance that dies while still registered: calls fail over to its sibling', async (t) => {
    const s = await stack(t)
    const a = await s.host([new InstanceProcessor('a', 'failover')])
    const b = await s.host([new InstanceProcessor('b', 'failover')])
    await pollUntil('two instances', async () => (await instancesOf(s, 'failover')).length === 2)
    // Both subchannels connected before the crash.
    const warm = new Set<string>()
    await pollUntil('both instances answered', async () => {
      warm.add((await infoOf(s, 'failover')).instance ?? '')
      return warm.has('a') && warm.has('b')
    })
    const t0 = performance.now()
    a.kill()
    const during: { status: number; instance?: string }[] = []
    await pollUntil('the dead instance left the route', async () => {
      during.push(await infoOf(s, 'failover'))
      return (await instancesOf(s, 'failover')).length === 1
    })
    const failed = during.filter((c) => c.status !== 200)
    t.comment(
      `registry: failover: ${during.length} calls while the dead instance was still registered (${(performance.now() - t0).toFixed(0)} ms), ${failed.length} failed (${failed.map((c) => c.status).join(',') || 'none'}); answered by ${[...new Set(during.filter((c) => c.status === 200).map((c) => c.instance))].join(',')}`,
    )
    t.ok(
      failed.every((c) => c.status === 503),
      'a failure is UNAVAILABLE, never a hang or another error',
    )
    t.ok(failed.length <= 1, 'round_robin routes around the dead address after at most the call that found it dead')
    t.ok(
      during.filter((c) => c.status === 200).every((c) => c.instance === 'b'),
      'every answer came from the live instance',
    )
    t.same((await s.routes()).processors[0].instances, [b.address])
    for (let i = 0; i < 10; i++) t.same(await infoOf(s, 'failover'), { status: 200, instance: 'b' })
  })

  t.test('stopping the Consul agent keeps every route serving and /v1/routes says stale', async (t) => {
    const s = await stack(t)
    await s.host([new InstanceProcessor('a', 'steady')])
    await s.register('events', 'svc-events', Number(s.eventsAddress.split(':')[1]), 'svc.api.v1.Events')
    await pollUntil('routed', async () => {
      const r = await s.routes()
      return r.events && r.processors.length === 1
    })
    const before = await s.routes()
    const t0 = performance.now()
    await s.agent.stop()
    const stale = await pollUntil('stale', async () => {
      const r = await s.routes()
      return r.stale ? r : undefined
    })
    t.comment(`registry: outage marked stale ${(performance.now() - t0).toFixed(0)} ms after the agent stopped`)
    const registry = stale.value.sources.find((x: { source: string }) => x.source === 'registry')
    t.match(registry, { stale: true, reason: /unreachable/, last_error: { reason: /unreachable/ } })
    t.same(stale.value.processors, before.processors, 'routes unchanged')
    t.same(stale.value.events, before.events)
    // Several backoff rounds later it still serves.
    await new Promise((r) => setTimeout(r, 1500))
    t.same(await infoOf(s, 'steady'), { status: 200, instance: 'a' }, 'the processor still answers')
    t.equal((await s.g.req('POST', '/v1/events/outage-1')).status, 200, 'the events service still answers')
    t.same((await s.routes()).processors, before.processors)
    t.ok(
      s.logs.some((l) => l.level === 'warn' && /keeping the last good routes/.test(l.msg)),
      'the outage is logged',
    )
  })

  t.test(
    'an agent that restarts with an empty catalog never empties the table; re-registration makes it fresh again',
    async (t) => {
      // No fallback poll: only the watches can notice the agent coming back. (Regression: a watch
      // that kept blocking on the old agent's index missed every change of the restarted one.)
      const s = await stack(t, { refreshInterval: 3600 })
      // No keeper: the test decides when the service comes back, after the empty catalog was seen.
      // Raft writes push the old agent's indexes far beyond what the restarted one reaches soon.
      const consul = new Consul({ host: s.agent.host, port: s.agent.httpPort })
      for (let i = 0; i < 200; i++) await consul.kv.set(`bump/${i}`, 'x')
      consul.destroy()
      const host = await s.host([new InstanceProcessor('a', 'survivor')])
      await pollUntil('routed', async () => (await instancesOf(s, 'survivor')).length === 1)
      let missing = 0
      const stillRouted = async () => {
        if (!(await listed(s, 'processors')).includes('survivor')) missing++
        return s.routes()
      }
      const t0 = performance.now()
      // Without its data dir: restored, the service would be back as soon as its check passed,
      // and on a loaded machine that can come before the first read (a CI run saw it).
      await s.agent.restart({ empty: true })
      let lastSeen: unknown
      const distrusted = await pollUntil('the empty catalog distrusted', async () => {
        const r = await stillRouted()
        const registry = r.sources.find((x: { source: string }) => x.source === 'registry')
        lastSeen = { registry, processors: r.processors.length }
        return registry?.stale && /answered no services right after an outage/.test(registry.reason) ? r : undefined
      }).catch((err) => {
        throw new Error(`${err.message}; last seen ${JSON.stringify(lastSeen)}`)
      })
      t.comment(
        `registry: agent restart: empty catalog distrusted ${(performance.now() - t0).toFixed(0)} ms after the restart began`,
      )
      t.same(
        distrusted.value.processors.map((r: { identifier: string }) => r.identifier),
        ['survivor'],
        'the last good route stays',
      )
      t.same(await infoOf(s, 'survivor'), { status: 200, instance: 'a' }, 'and answers')

      const t1 = performance.now()
      const again = await registerServices(
        [{ kind: 'processor', name: 'survivor', host: '127.0.0.1', port: host.port, healthService: 'survivor' }],
        { registry: s.registry, keepAliveMs: 0 },
      )
      t.teardown(() => again.deregister())
      await pollUntil('fresh again', async () => {
        const r = await stillRouted()
        return !r.stale && r.processors.length === 1
      })
      // Mostly Consul's own time: the service's check is critical until it first runs.
      t.comment(`registry: fresh again ${(performance.now() - t1).toFixed(0)} ms after the service re-registered`)
      t.equal(missing, 0, 'the route was never missing from the table')
      t.same(await infoOf(s, 'survivor'), { status: 200, instance: 'a' })
    },
  )
})
