// The Redis event store on a real Redis, with an injected clock: the memory store's lease,
// expiry, cap and accounting rules (test/event-store.test.ts), what only a shared store has to
// show (atomic only_create_new across instances, counters right when Redis expired an event by
// itself), its failures (an unreachable or full Redis), and the --store specs.
import { Redis } from 'ioredis'
import t from 'tap'
import { Status } from '../src/api/status.js'
import type { EventStoreOptions } from '../src/events/event-store.js'
import { connectRedisStore, type RedisEventStore } from '../src/events/redis-event-store.js'
import { parseStoreSpec } from '../src/config/store-spec.js'
import { freePort } from './helpers/processes.js'
import { redisFor, startRedis } from './helpers/redis.js'

type Tap = Parameters<Parameters<typeof t.test>[0]>[0]
const err = (code: number, message: RegExp) => ({ name: 'SvcError', code, message })

const redis = await redisFor(t)
if (redis) {
  const admin = new Redis(redis.port, redis.host)
  t.teardown(() => admin.quit())
  t.beforeEach(async () => {
    await admin.flushall()
  })
  const spec = parseStoreSpec(redis.url)
  if (spec.kind !== 'redis') throw new Error('not redis')

  /** A store on the test's Redis with its own clock; `another` opens a second instance on the same store and clock. */
  function clockedStore(t: Tap, opts: EventStoreOptions = {}) {
    let time = 1_000_000
    const open = () => {
      const store = connectRedisStore(spec as Extract<typeof spec, { kind: 'redis' }>, { now: () => time, ...opts })
      t.teardown(() => store.close())
      return store
    }
    const store = open()
    return { store, another: open, advance: (ms: number) => (time += ms) }
  }

  t.test('leases: each open adds one, the last close deletes the event', async (t) => {
    const { store } = clockedStore(t)
    const a = await store.openEvent('e1')
    const b = await store.openEvent('e1')
    const c = await store.openEvent('e1')
    t.same([a.created, b.created, c.created], [true, false, false])
    t.same([a.leaseId, b.leaseId, c.leaseId], [1, 2, 3], 'lease ids 1, 2, … per event')
    t.same(await store.closeEvent('e1', b.leaseId), { deleted: false })
    t.same(await store.closeEvent('e1', a.leaseId), { deleted: false })
    t.same(await store.closeEvent('e1', c.leaseId), { deleted: true })
    t.equal(await store.size(), 0)
    t.equal(await store.bytes(), 0)
    await t.rejects(store.getAllMetadata('e1'), err(Status.NOT_FOUND, /^event "e1" not found$/))
    await t.rejects(store.closeEvent('e1'), err(Status.NOT_FOUND, /event "e1" not found/), 'closing an absent event')
    t.equal((await store.openEvent('e1')).created, true, 'a deleted event can be created anew')
    t.equal(
      Object.keys(await admin.hgetall('svc:{events}:e:e1')).filter((k) => k.startsWith('l:')).length,
      1,
      'with only the new lease',
    )
  })

  t.test('lease id 0 releases the newest lease without a duration; an unknown id releases none', async (t) => {
    const { store, advance } = clockedStore(t, { idleTimeoutMs: 0 })
    const a = await store.openEvent('e')
    await store.openEvent('e')
    t.same(await store.closeEvent('e', 0), { deleted: false }, 'one of two released')
    t.same(await store.closeEvent('e', 9999), { deleted: false }, 'unknown id: nothing released')
    t.same(
      await store.closeEvent('e', a.leaseId),
      { deleted: true },
      'lease 0 released the newest, the first one remained',
    )

    await store.openEvent('t')
    await store.openEvent('t', { leaseDurationMs: 5000 })
    await store.closeEvent('t', 0)
    t.same(await store.getAllMetadata('t'), {}, 'the timed lease holds it')
    advance(5000)
    await t.rejects(store.getAllMetadata('t'), err(Status.NOT_FOUND, /not found/), 'and ends with it')
  })

  t.test(
    'a lease duration ends the lease on the store clock; an ended lease leaves the event to the others',
    async (t) => {
      const { store, advance } = clockedStore(t, { idleTimeoutMs: 0 })
      await store.openEvent('e', { leaseDurationMs: 1000 })
      advance(999)
      t.same(await store.getAllMetadata('e'), {}, 'alive just before')
      advance(1)
      await t.rejects(store.getAllMetadata('e'), err(Status.NOT_FOUND, /event "e" not found/), 'gone at its end')
      t.equal(await store.size(), 0)
      t.equal(await store.bytes(), 0, 'and freed')

      await store.openEvent('f')
      const timed = await store.openEvent('f', { leaseDurationMs: 1000 })
      advance(2000)
      t.same(await store.closeEvent('f', timed.leaseId), { deleted: false }, 'closing the ended lease releases nothing')
      t.same(await store.closeEvent('f'), { deleted: true }, 'the untimed lease was the only one left')
    },
  )

  t.test('idle expiry: an event no call touches for the idle time expires; timed leases hold it off', async (t) => {
    const { store, advance } = clockedStore(t, { idleTimeoutMs: 1000 })
    await store.openEvent('e')
    await store.openEvent('other')
    advance(999)
    await store.getAllMetadata('e')
    advance(999)
    t.same(await store.getAllDocumentNames('e'), [], 'each call resets the idle time')
    await t.rejects(
      store.getAllMetadata('other'),
      err(Status.NOT_FOUND, /event "other" not found/),
      'the untouched one expired',
    )
    advance(1000)
    t.equal(
      (await store.openEvent('e', { onlyCreateNew: true })).created,
      true,
      'an expired event is absent to OpenEvent',
    )

    await store.openEvent('held', { leaseDurationMs: 10_000 })
    await store.openEvent('held')
    advance(5000)
    t.equal(await store.sweep(), 1, 'e was idle; held is idle too, but a timed lease is running')
    advance(5000)
    t.equal(await store.sweep(), 1, 'the timed lease ended and the event had been idle')
    t.equal(await store.bytes(), 0)
  })

  t.test('idleTimeoutMs 0 disables idle expiry (and the Redis TTL)', async (t) => {
    const { store, advance } = clockedStore(t, { idleTimeoutMs: 0 })
    await store.openEvent('x')
    t.equal(await admin.pttl('svc:{events}:e:x'), -1, 'no TTL on an event that never expires')
    advance(365 * 24 * 3600 * 1000)
    t.equal(await store.sweep(), 0)
    t.same(await store.getAllMetadata('x'), {})
  })

  t.test(
    'Redis frees an expired event by itself (a TTL past its deadline), and a sweep still returns its bytes',
    async (t) => {
      const { store, advance } = clockedStore(t, { idleTimeoutMs: 1000 })
      await store.openEvent('e')
      await store.addDocument('e', 'd', 'x'.repeat(500))
      const ttl = await admin.pttl('svc:{events}:e:e')
      t.ok(ttl > 1000 && ttl <= 61_000, `a TTL of the idle time plus a minute (${ttl} ms)`)
      t.ok((await store.bytes()) > 500)
      await admin.del('svc:{events}:e:e')
      advance(1000)
      t.equal(await store.sweep(), 1)
      t.equal(await store.bytes(), 0, 'the bytes were kept apart from the event and given back')
    },
  )

  t.test('maxEvents: a new event beyond the cap is RESOURCE_EXHAUSTED; expired ones are reclaimed first', async (t) => {
    const { store, advance } = clockedStore(t, { maxEvents: 2, idleTimeoutMs: 10_000 })
    await store.openEvent('a')
    await store.openEvent('b')
    await t.rejects(
      store.openEvent('c'),
      err(Status.RESOURCE_EXHAUSTED, /^the events store is full: it holds 2 events, its limit$/),
    )
    t.equal((await store.openEvent('a')).created, false, 'another lease on an existing event is no new event')
    await store.closeEvent('b')
    t.equal((await store.openEvent('c')).created, true, 'a closed event frees its place')
    advance(10_000)
    t.equal((await store.openEvent('d')).created, true, 'expired events are reclaimed before refusing')
    t.equal(await store.size(), 1)
  })

  t.test('byte accounting follows what is stored (encoded sizes) and freed', async (t) => {
    const { store } = clockedStore(t)
    await store.openEvent('e')
    const empty = await store.bytes()
    t.ok(empty > 0, 'an event costs something')
    await store.addDocument('e', 'd', 'é'.repeat(1000))
    const withText = await store.bytes()
    t.ok(withText - empty >= 2000, 'text counts its UTF-8 bytes')
    await store.addBinaryData('e', 'b', new Uint8Array(5000))
    t.ok((await store.bytes()) - withText >= 5000, 'binaries count their length')
    const beforeSmall = await store.bytes()
    await store.addBinaryData('e', 'b', new Uint8Array(10))
    t.equal(await store.bytes(), beforeSmall - 4990, 'a replaced binary frees the old bytes')
    const beforeMeta = await store.bytes()
    await store.addMetadata('e', 'k', 'v'.repeat(100))
    await store.addMetadata('e', 'k', 'v')
    t.ok((await store.bytes()) - beforeMeta < 100, 'a replaced metadata value frees the old one')
    const beforeLabels = await store.bytes()
    const many = Array.from({ length: 100 }, (_, i) => ({
      start_index: i,
      end_index: i + 1,
      cui: 'C0011849',
      score: 0.5,
    }))
    await store.addLabels('e', 'd', 'i', { generic_labels: { is_distinct: false, labels: many } })
    const withLabels = await store.bytes()
    t.ok(withLabels - beforeLabels >= 100 * 20, 'labels count their encoded size')
    await store.addLabels('e', 'd', 'i', {
      generic_labels: { is_distinct: false, labels: [{ start_index: 0, end_index: 1 }] },
    })
    const now = await store.bytes()
    t.ok(now < withLabels && now > beforeLabels, 'a replaced index frees the old one')
    await store.closeEvent('e')
    t.equal(await store.bytes(), 0, 'a closed event frees all its bytes')
  })

  t.test('maxBytes: growth beyond the cap is RESOURCE_EXHAUSTED and stores nothing', async (t) => {
    const { store } = clockedStore(t, { maxBytes: 10_000 })
    await store.openEvent('e')
    await store.addDocument('e', 'a', 'x'.repeat(3000))
    const before = await store.bytes()
    await t.rejects(
      store.addDocument('e', 'b', 'x'.repeat(7000)),
      err(
        Status.RESOURCE_EXHAUSTED,
        /^the events store is full: storing \d+ more bytes would exceed its limit of 10000 bytes$/,
      ),
    )
    t.equal(await store.bytes(), before, 'a refused add changes no count')
    t.same(await store.getAllDocumentNames('e'), ['a'], 'nor the event')
    await t.rejects(store.addBinaryData('e', 'b', new Uint8Array(8000)), err(Status.RESOURCE_EXHAUSTED, /full/))
    await t.rejects(store.addMetadata('e', 'k', 'v'.repeat(8000)), err(Status.RESOURCE_EXHAUSTED, /full/))
    await store.addMetadata('e', 'k', 'small')
    t.same(await store.getAllMetadata('e'), { k: 'small' }, 'what fits still goes in')
  })

  t.test('entries are listed in the order they were first added', async (t) => {
    const { store } = clockedStore(t)
    await store.openEvent('e')
    const names = ['zeta', 'alpha', 'mid', 'beta']
    for (const n of names) await store.addDocument('e', n, n)
    for (const n of names) await store.addBinaryData('e', n, new Uint8Array([1]))
    for (const n of names) await store.addLabels('e', 'zeta', n, { generic_labels: { is_distinct: false, labels: [] } })
    await store.addLabels('e', 'zeta', 'alpha', { custom_labels: { type_url: 'x', value: new Uint8Array([1]) } })
    t.same(await store.getAllDocumentNames('e'), names)
    t.same(await store.getAllBinaryDataNames('e'), names)
    t.same(
      (await store.getLabelIndicesInfo('e', 'zeta')).map((i) => `${i.index_name}:${i.type}`),
      ['zeta:GENERIC', 'alpha:CUSTOM', 'mid:GENERIC', 'beta:GENERIC'],
      'a replaced index keeps its place',
    )
    t.same(await store.getLabelIndicesInfo('e', 'alpha'), [], 'indices belong to their document')
  })

  t.test('names with the separators the layout uses stay apart', async (t) => {
    const { store } = clockedStore(t)
    for (const id of ['a', 'a:m', 'a:e:b', '{events}']) await store.openEvent(id)
    await store.addDocument('a', 'x:1', 'one')
    await store.addDocument('a', 'x', 'two')
    await store.addLabels('a', 'x', ':1i', {
      generic_labels: { is_distinct: false, labels: [{ start_index: 0, end_index: 3 }] },
    })
    await store.addLabels('a', 'x:1', 'i', {
      generic_labels: { is_distinct: false, labels: [{ start_index: 0, end_index: 1 }] },
    })
    t.same(
      (await store.getLabelIndicesInfo('a', 'x')).map((i) => i.index_name),
      [':1i'],
    )
    t.same(
      (await store.getLabelIndicesInfo('a', 'x:1')).map((i) => i.index_name),
      ['i'],
    )
    await store.addMetadata('a:m', 'k', 'v')
    t.same(await store.getAllMetadata('a'), {}, 'metadata of event "a:m" is not event "a"\'s')
    t.equal(await store.size(), 4)
  })

  t.test('two instances racing only_create_new on one event: exactly one creates it', async (t) => {
    const { store, another } = clockedStore(t)
    const other = another()
    const tries = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? store : other).openEvent('race', { onlyCreateNew: true })),
    )
    const created = tries.filter((r) => r.status === 'fulfilled')
    t.equal(created.length, 1, 'one open created it')
    t.ok(
      tries.every((r) => r.status === 'fulfilled' || (r.reason as { code: number }).code === Status.ALREADY_EXISTS),
      'the others were ALREADY_EXISTS',
    )
    const leases = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? store : other).openEvent('shared')))
    t.equal(new Set(leases.map((l) => l.leaseId)).size, 40, 'concurrent leases get distinct ids')
  })

  t.test('labels are checked against the document of the event as it is when they are stored', async (t) => {
    const { store, another } = clockedStore(t)
    const other = another()
    await store.openEvent('e')
    await store.addDocument('e', 'd', 'short')
    await t.rejects(
      store.addLabels('e', 'd', 'i', {
        generic_labels: { is_distinct: false, labels: [{ start_index: 0, end_index: 6 }] },
      }),
      err(Status.INVALID_ARGUMENT, /<= 5 \(text length in code points\)/),
    )
    await other.closeEvent('e')
    await other.openEvent('e')
    await other.addDocument('e', 'd', 'a longer text')
    await store.addLabels('e', 'd', 'i', {
      generic_labels: { is_distinct: false, labels: [{ start_index: 0, end_index: 6 }] },
    })
    t.equal((await other.getLabels('e', 'd', 'i')).generic_labels?.labels.length, 1, 'fits the new text')
    await other.closeEvent('e')
    await t.rejects(
      store.addLabels('e', 'd', 'j', {
        generic_labels: { is_distinct: false, labels: [{ start_index: 0, end_index: 99 }] },
      }),
      err(Status.NOT_FOUND, /^event "e" not found$/),
      'a gone event is NOT_FOUND before any label check, as in memory',
    )
    await t.rejects(
      store.addLabels('e', 'd', 'j', { generic_labels: { is_distinct: false, labels: [] } }),
      err(Status.NOT_FOUND, /^event "e" not found$/),
    )
  })

  t.test('a full Redis (maxmemory) is RESOURCE_EXHAUSTED, not a crash', async (t) => {
    const { store } = clockedStore(t, { maxBytes: 0 })
    await store.openEvent('e')
    await admin.config('SET', 'maxmemory-policy', 'noeviction')
    await admin.config('SET', 'maxmemory', '2mb')
    t.teardown(() => admin.config('SET', 'maxmemory', '0').then(() => undefined))
    await t.rejects(
      store.addDocument('e', 'big', 'x'.repeat(4 * 1024 * 1024)),
      err(Status.RESOURCE_EXHAUSTED, /out of memory/),
    )
    await admin.config('SET', 'maxmemory', '0')
    t.same(await store.getAllDocumentNames('e'), [], 'nothing half-stored')
  })
}

/** Opens `url` as a store and works an event through it: what any topology has to carry. */
async function roundTrip(t: Tap, url: string) {
  const spec = parseStoreSpec(url)
  if (spec.kind !== 'redis') throw new Error('not redis')
  const store = connectRedisStore(spec)
  t.teardown(() => store.close())
  t.equal((await store.openEvent('e', { onlyCreateNew: true })).created, true)
  await store.addDocument('e', 'plaintext', 'Chest pain.')
  await store.addLabels('e', 'plaintext', 'sentences', {
    generic_labels: { is_distinct: true, labels: [{ start_index: 0, end_index: 11 }] },
  })
  t.same((await store.getLabels('e', 'plaintext', 'sentences')).generic_labels, {
    is_distinct: true,
    labels: [{ start_index: 0, end_index: 11 }],
  })
  await t.rejects(store.openEvent('e', { onlyCreateNew: true }), err(Status.ALREADY_EXISTS, /already exists/))
  t.same(await store.closeEvent('e'), { deleted: true })
  await store.openEvent('brief', { leaseDurationMs: 1 })
  await new Promise((r) => setTimeout(r, 20))
  t.equal(await store.sweep(), 1, 'a sweep reaches events the script was not called for')
  t.equal(await store.size(), 0)
  t.equal(await store.bytes(), 0)
}

t.test('a Redis Cluster (one node holding every slot): the scripts run, the keys share a slot', async (t) => {
  if (!redis) return
  const cluster = await startRedis({ cluster: true })
  t.teardown(() => cluster.stop())
  // One node has no replica to confirm writes: durability=local.
  await roundTrip(t, `${cluster.url}?durability=local`)
  // durability=replicated sends WAIT to the node holding the store's slot, which has no replica.
  const spec = parseStoreSpec(`${cluster.url}?durability=replicated&timeout=0.3`)
  if (spec.kind !== 'redis') throw new Error('not redis')
  const replicated = connectRedisStore(spec)
  t.teardown(() => replicated.close())
  await t.rejects(
    replicated.openEvent('c'),
    err(Status.UNAVAILABLE, /no replica confirmed opening event "c" within 0\.3 s/),
  )
  const node = new Redis(cluster.port, cluster.host)
  t.teardown(() => node.quit())
  t.match(await node.info('commandstats'), /cmdstat_wait:calls=[1-9]/, 'WAIT reached the node')
})

t.test(
  'a primary found through Sentinel, each write confirmed by its replica (durability=replicated, the default there)',
  async (t) => {
    if (!redis) return
    const primary = await startRedis()
    t.teardown(() => primary.stop())
    const replica = await startRedis({ replicaOf: primary })
    t.teardown(() => replica.stop())
    const sentinel = await startRedis({ sentinelOf: { primary, primaryName: 'events-primary' } })
    t.teardown(() => sentinel.stop())
    await roundTrip(t, sentinel.url)
  },
)

t.test(
  'durability=replicated with no replica: a write is answered UNAVAILABLE naming it, and not acknowledged',
  async (t) => {
    if (!redis) return
    // A second, not less: the bound covers the write's own answer as well as the WAIT after it, and
    // on a loaded 2-core CI machine a 0.3 s bound once expired before the write was answered.
    const spec = parseStoreSpec(`${redis.url}?durability=replicated&timeout=1`)
    if (spec.kind !== 'redis') throw new Error('not redis')
    const store = connectRedisStore(spec)
    t.teardown(() => store.close())
    await t.rejects(
      store.openEvent('lonely'),
      err(Status.UNAVAILABLE, /: no replica confirmed opening event "lonely" within 1 s, so it is not acknowledged/),
    )
    await t.rejects(
      store.addDocument('lonely', 'd', 'text'),
      err(Status.UNAVAILABLE, /no replica confirmed adding document "d" to event "lonely"/),
      'the open was applied on the primary, the document too',
    )
    t.same(await store.getAllDocumentNames('lonely'), ['d'], 'reads need no replica')
  },
)

t.test('an unreachable Redis answers UNAVAILABLE naming the store, without its password', async (t) => {
  const port = await freePort()
  const spec = parseStoreSpec(`redis://svc:secret@127.0.0.1:${port}/2`)
  if (spec.kind !== 'redis') throw new Error('not redis')
  const store: RedisEventStore = connectRedisStore(spec)
  t.teardown(() => store.close())
  const e = await store.openEvent('e').then(
    () => undefined,
    (e: Error) => e,
  )
  t.match(
    e,
    err(
      Status.UNAVAILABLE,
      new RegExp(`^the events store redis://svc:\\*\\*\\*@127\\.0\\.0\\.1:${port}/2 cannot be reached`),
    ),
  )
  t.notMatch(e?.message, /secret/)
})

t.test('--store specs', async (t) => {
  t.same(parseStoreSpec('memory'), { kind: 'memory' })
  const local = { durability: 'local', timeoutMs: 2000 }
  const replicated = { durability: 'replicated', timeoutMs: 2000 }
  t.same(parseStoreSpec('redis://cache:6380/3'), {
    kind: 'redis',
    topology: 'server',
    nodes: [{ host: 'cache', port: 6380 }],
    db: 3,
    tls: false,
    ...local,
    shown: 'redis://cache:6380/3',
  })
  t.same(parseStoreSpec('rediss://u:p%40ss@cache'), {
    kind: 'redis',
    topology: 'server',
    nodes: [{ host: 'cache', port: 6379 }],
    db: 0,
    tls: true,
    ...local,
    username: 'u',
    password: 'p@ss',
    shown: 'rediss://u:***@cache',
  })
  t.same(parseStoreSpec('redis://:pw@[::1]:7000'), {
    kind: 'redis',
    topology: 'server',
    nodes: [{ host: '::1', port: 7000 }],
    db: 0,
    tls: false,
    ...local,
    password: 'pw',
    shown: 'redis://:***@[::1]:7000',
  })
  t.same(parseStoreSpec('redis-sentinel://s1:26379,s2/mymaster/1'), {
    kind: 'redis',
    topology: 'sentinel',
    nodes: [
      { host: 's1', port: 26379 },
      { host: 's2', port: 26379 },
    ],
    primaryName: 'mymaster',
    db: 1,
    tls: false,
    ...replicated,
    shown: 'redis-sentinel://s1:26379,s2/mymaster/1',
  })
  t.same(parseStoreSpec('rediss-cluster://n1:7000,n2:7001'), {
    kind: 'redis',
    topology: 'cluster',
    nodes: [
      { host: 'n1', port: 7000 },
      { host: 'n2', port: 7001 },
    ],
    db: 0,
    tls: true,
    ...replicated,
    shown: 'rediss-cluster://n1:7000,n2:7001',
  })
  t.same(parseStoreSpec('redis://cache?durability=replicated&timeout=0.5'), {
    kind: 'redis',
    topology: 'server',
    nodes: [{ host: 'cache', port: 6379 }],
    db: 0,
    tls: false,
    durability: 'replicated',
    timeoutMs: 500,
    shown: 'redis://cache?durability=replicated&timeout=0.5',
  })
  t.same(parseStoreSpec('redis-sentinel://s1/m/2?durability=local'), {
    kind: 'redis',
    topology: 'sentinel',
    nodes: [{ host: 's1', port: 26379 }],
    primaryName: 'm',
    db: 2,
    tls: false,
    ...local,
    shown: 'redis-sentinel://s1/m/2?durability=local',
  })
  t.equal(
    (parseStoreSpec('redis://u:p?w@cache:1?timeout=3') as { password: string }).password,
    'p?w',
    "a ? in a password is the password's",
  )
  const bad = (spec: string, why: RegExp) =>
    t.throws(() => parseStoreSpec(spec), err(Status.INVALID_ARGUMENT, why), spec)
  bad('redis', /^--store: "redis" is not a store; expected memory, redis:\/\//)
  bad('mysql://db:3306', /unknown scheme mysql:\/\//)
  bad('redis://a:1,b:2', /takes one HOST:PORT/)
  bad('redis-sentinel://s1:26379', /needs the primary's name/)
  bad('redis-cluster://n1:7000/2', /no database numbers/)
  bad('redis://cache:6379/x', /the database must be a number/)
  bad('redis://cache:99999', /not a port number/)
  bad('redis://ca che:1', /is not HOST:PORT/)
  bad('redis://cache?durability=fsync', /durability=fsync is not one of local, replicated/)
  bad('redis://cache?timeout=0', /timeout=0 is not a number of seconds from 0\.05 to 3600/)
  bad('redis://cache?timeout=2s', /timeout=2s is not a number of seconds/)
  bad('redis://cache?wait=1', /unknown store option "wait" \(durability, timeout\)/)
  const e = t.throws(() => parseStoreSpec('nope://u:hunter2@x:1')) as Error
  t.notMatch(e.message, /hunter2/, 'a password is never repeated')
})
