// One transport (channel) per identifier: reused across calls, replaced when the target changes,
// closed when the identifier leaves or is evicted; targets served by this process answered in it.
import t from 'tap'
import { route } from '../src/discovery/snapshot.js'
import { ClientCache } from '../src/transport/client-cache.js'
import { InProcessBackends } from '../src/transport/in-process-backends.js'
import { pollUntil } from './helpers/poll.js'
import { startEvents } from './helpers/servers.js'

t.test('reuse, replace, retain, evict', async (t) => {
  const a = await startEvents(t)
  const b = await startEvents(t)
  const pool = new ClientCache({ max: 2, apiPackage: 'svc.api.v1' })
  t.teardown(() => pool.close())
  const ra = route('events', 'svc-events', [a.address], 'static')
  const c1 = pool.get(ra)
  t.equal(pool.get(ra), c1, 'same identifier and target: same channel')
  const id1 = await c1.unary('Events', 'GetEventsInstanceId', {})
  t.equal(id1.instance_id, a.instanceId)

  const rb = route('events', 'svc-events', [b.address], 'static')
  const c2 = pool.get(rb)
  t.not(c2, c1, 'a changed target gets a new channel')
  t.equal(pool.closedCount, 1, 'and the old one is closed')
  t.equal((await c2.unary('Events', 'GetEventsInstanceId', {})).instance_id, b.instanceId)

  const p1 = route('processor', 'p1', [a.address], 'static')
  const c3 = pool.get(p1)
  t.equal(pool.size, 2)
  t.equal(pool.get(rb), c2, 'touch: p1 is now the least recently used')
  pool.get(route('processor', 'p2', [a.address], 'static'))
  t.equal(pool.size, 2, 'bounded by max')
  t.equal(pool.closedCount, 2, 'the least recently used was closed')
  pool.retain([rb, p1])
  t.equal(pool.size, 1, 'p1 was evicted: only rb remains')
  t.ok(c3)

  pool.retain([rb])
  t.equal(pool.size, 1, 'identifiers that left the table are closed')
  t.equal(pool.closedCount, 3)
  t.equal(pool.get(rb), c2)
})

t.test('a retired transport serves the calls that hold it, then closes', async (t) => {
  const a = await startEvents(t)
  const b = await startEvents(t)
  const cache = new ClientCache({ retireAfterMs: 300 })
  t.teardown(() => cache.close())
  const before = route('events', 'svc-events', [a.address], 'static')
  const held = cache.get(before)
  t.equal((await held.unary('Events', 'GetEventsInstanceId', {})).instance_id, a.instanceId)
  const after = route('events', 'svc-events', [b.address], 'static')
  const current = cache.get(after)
  t.equal(cache.closedCount, 1, 'the old target is retired')
  t.equal(cache.retiredOpen, 1, 'but stays open for the calls of requests routed before the change')
  t.equal(
    (await held.unary('Events', 'GetEventsInstanceId', {})).instance_id,
    a.instanceId,
    'a call on the retired channel (a retry) still reaches its backend',
  )
  t.equal(cache.get(before), held, 'a request from the old snapshot gets the retired channel back…')
  t.equal(cache.get(after), current, '…without replacing the current one')
  t.equal(cache.closedCount, 1, 'nothing more was retired')
  const fresh = cache.get(route('events', 'svc-events', [a.address], 'static'))
  t.not(fresh, held, 'a new snapshot routing back to the old target gets a channel of its own')
  t.equal(cache.retiredOpen, 2, 'and the one it replaced is retired in turn')
  await pollUntil('retired channels closed', () => cache.retiredOpen === 0, { withinMs: 10_000 })
  t.equal(
    (await fresh.unary('Events', 'GetEventsInstanceId', {})).instance_id,
    a.instanceId,
    'the current channel is untouched',
  )
  const closed = await held.unary('Events', 'GetEventsInstanceId', {}).then(
    () => null,
    (err: { code?: number }) => err,
  )
  t.equal(closed?.code, 14, 'once its time is up the retired channel is closed: calls on it fail UNAVAILABLE')
})

t.test('several instances become one round-robin target', async (t) => {
  const r = route('processor', 'p', ['127.0.0.1:2', '127.0.0.1:1', '127.0.0.1:2'], 'registry')
  t.same(r.instances, ['127.0.0.1:1', '127.0.0.1:2'])
  t.equal(r.target, 'ipv4:127.0.0.1:1,127.0.0.1:2')
  t.equal(route('processor', 'p', ['127.0.0.1:1', '127.0.0.1:2'], 'registry', 'dns').target, '127.0.0.1:1')
})

t.test("the health service goes over the identifier's own channel", async (t) => {
  const a = await startEvents(t)
  const cache = new ClientCache()
  t.teardown(() => cache.close())
  const transport = cache.get(route('events', 'svc-events', [a.address], 'static'))
  t.same(await transport.unary('Health', 'Check', { service: '' }), { status: 'SERVING' })
  t.same(await transport.unary('Health', 'Check', { service: 'svc.api.v1.Events' }), { status: 'SERVING' })
  t.equal(cache.size, 1, 'one channel for both services')
})

t.test('a bound transport outlives the eviction of its channel', async (t) => {
  const a = await startEvents(t)
  const b = await startEvents(t)
  const cache = new ClientCache({ max: 1 })
  t.teardown(() => cache.close())
  const bound = cache.bind(route('events', 'a', [a.address], 'static'))
  t.equal((await bound.unary('Events', 'GetEventsInstanceId', {})).instance_id, a.instanceId)
  await cache.get(route('events', 'b', [b.address], 'static')).unary('Events', 'GetEventsInstanceId', {})
  t.equal(cache.closedCount, 1, 'the bound identifier was evicted')
  t.equal(
    (await bound.unary('Events', 'GetEventsInstanceId', {})).instance_id,
    a.instanceId,
    'and calls through a new channel',
  )
  bound.close()
  t.equal(cache.size, 1, 'closing a bound transport leaves the cache alone')
})

t.test('targets offered by this process are answered in process; others over gRPC', async (t) => {
  const a = await startEvents(t)
  const b = await startEvents(t)
  const local = new InProcessBackends()
  local.offer(a)
  const cache = new ClientCache({ inProcess: local })
  t.teardown(() => cache.close())
  const toA = cache.get(route('events', 'a', [a.address], 'static'))
  const toB = cache.get(route('events', 'b', [b.address], 'static'))
  t.equal(toA.inProcess, true)
  t.equal(toB.inProcess, false)
  t.equal((await toA.unary('Events', 'GetEventsInstanceId', {})).instance_id, a.instanceId)
  t.equal((await toB.unary('Events', 'GetEventsInstanceId', {})).instance_id, b.instanceId)
  t.same(await toA.unary('Health', 'Check', { service: 'svc.api.v1.Events' }), { status: 'SERVING' }, 'health too')
})

t.test(
  'a route named by identifier alone is resolved on every call: it follows a move; none routed is UNAVAILABLE (issue 14)',
  async (t) => {
    const a = await startEvents(t)
    const b = await startEvents(t)
    const routed = new Map<string, string>()
    const cache = new ClientCache({
      resolver: { source: 'the test table', target: (r) => routed.get(`${r.kind}:${r.identifier}`) },
    })
    t.teardown(() => cache.close())
    const events = cache.bind({ kind: 'events', identifier: 'svc-events' })
    await t.rejects(events.unary('Events', 'GetEventsInstanceId', {}), {
      code: 14,
      message: /^no events service "svc-events" to call: none is registered in the test table$/,
    })
    t.equal(events.inProcess, false)
    routed.set('events:svc-events', a.address)
    t.equal((await events.unary('Events', 'GetEventsInstanceId', {})).instance_id, a.instanceId)
    routed.set('events:svc-events', b.address)
    t.equal(
      (await events.unary('Events', 'GetEventsInstanceId', {})).instance_id,
      b.instanceId,
      'moved: the next call goes to the new target',
    )
    t.equal(cache.size, 1, 'one channel for the identifier, replaced')
    const unnamed = new ClientCache()
    t.teardown(() => unnamed.close())
    await t.rejects(unnamed.bind({ kind: 'processor', identifier: 'p' }).unary('Processor', 'GetInfo', {}), {
      code: 14,
      message: /no processor "p" to call: it has no address and no registry is watched/,
    })
  },
)
