// One channel per identifier: reused across calls, replaced when the target changes, closed when
// the identifier leaves or is evicted.
import t from 'tap'
import { ChannelPool } from '../src/grpc/channel-pool.js'
import { callUnary } from '../src/grpc/client.js'
import { route } from '../src/discovery/snapshot.js'
import { startEvents } from './helpers/servers.js'

t.test('reuse, replace, retain, evict', async (t) => {
  const a = await startEvents(t)
  const b = await startEvents(t)
  const pool = new ChannelPool({ max: 2, apiPackage: 'svc.api.v1' })
  t.teardown(() => pool.close())
  const ra = route('events', 'svc-events', [a.address], 'static')
  const c1 = pool.get(ra)
  t.equal(pool.get(ra), c1, 'same identifier and target: same channel')
  const id1 = await callUnary(c1, 'GetEventsInstanceId', {})
  t.equal(id1.instance_id, a.instanceId)

  const rb = route('events', 'svc-events', [b.address], 'static')
  const c2 = pool.get(rb)
  t.not(c2, c1, 'a changed target gets a new channel')
  t.equal(pool.closedCount, 1, 'and the old one is closed')
  t.equal((await callUnary(c2, 'GetEventsInstanceId', {})).instance_id, b.instanceId)

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

t.test('several instances become one round-robin target', async (t) => {
  const r = route('processor', 'p', ['127.0.0.1:2', '127.0.0.1:1', '127.0.0.1:2'], 'registry')
  t.same(r.instances, ['127.0.0.1:1', '127.0.0.1:2'])
  t.equal(r.target, 'ipv4:127.0.0.1:1,127.0.0.1:2')
  t.equal(route('processor', 'p', ['127.0.0.1:1', '127.0.0.1:2'], 'registry', 'dns').target, '127.0.0.1:1')
})
