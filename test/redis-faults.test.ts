// The Redis event store under faults, with real Redis processes on loopback: a writer keeps
// writing through a gateway and an events service while a fault is injected, then every write
// is read back (helpers/fault-writer.ts). What must hold:
//   - a failover onto a lagging replica loses no acknowledged write with durability=replicated
//     (and, as the control that shows the fault bites, does lose some with durability=local);
//   - connections dropped mid-writes (CLIENT KILL) bring no 409 for one's own document and no
//     second lease;
//   - a hung Redis (SIGSTOP) is answered 503 (not a hang), and nothing is applied after a
//     caller's answer;
//   - a Redis killed and restarted with its append-only file loses nothing acknowledged;
//   - behind a proxy that loses one answer, OpenEvent and AddDocument are answered as their first
//     run did them, and CloseEvent is not run twice.
// Times are hang guards, never assertions; the figures (time to first 503) are the bench's
// (test/bench/redis-faults.bench.ts). 20-40 s on this shared 2-core machine.
import { Redis } from 'ioredis'
import t from 'tap'
import { Status } from '../src/api/status.js'
import { parseStoreSpec, type StoreSpec } from '../src/config/store-spec.js'
import { serveEventStore } from '../src/events/events-service.js'
import { connectRedisStore } from '../src/events/redis-event-store.js'
import { checkWrites, FaultWriter, type FaultReport } from './helpers/fault-writer.js'
import { pollUntil } from './helpers/poll.js'
import { startDropProxy } from './helpers/drop-proxy.js'
import { cutReplicas, dropStoreConnections } from './helpers/redis-faults.js'
import { startRedisGroup } from './helpers/redis-group.js'
import { skipWithoutRedis, startRedis } from './helpers/redis.js'
import { startGateway, testConfig } from './helpers/servers.js'

type Tap = Parameters<Parameters<typeof t.test>[0]>[0]

// A request answered later than this is hung (the store's bound is 2 s).
const HANG_GUARD_MS = 15_000
const DROPS = 300

function redisSpec(url: string): Extract<StoreSpec, { kind: 'redis' }> {
  const spec = parseStoreSpec(url)
  if (spec.kind !== 'redis') throw new Error('not redis')
  return spec
}

/** An events service on `url` and a gateway in front of it; answers the gateway's URL. */
async function stackOn(t: Tap, url: string): Promise<string> {
  const events = await serveEventStore(connectRedisStore(redisSpec(url)), { host: '127.0.0.1', port: 0 })
  t.teardown(() => events.close(100))
  const gateway = await startGateway(t, testConfig({ gateway: { events: events.address } }))
  return gateway.url
}

function writer(t: Tap, url: string, prefix: string): FaultWriter {
  const w = new FaultWriter({ urls: [url], prefix, concurrency: 4, timeoutMs: HANG_GUARD_MS }).start()
  t.teardown(() => w.stop())
  return w
}

async function acks(w: FaultWriter, n: number, since = 0, withinMs = 30_000): Promise<void> {
  await pollUntil(`${n} writes acknowledged`, () => w.acknowledged(since) >= n, { withinMs })
}

function summary(r: FaultReport): string {
  return `${r.acknowledged} acknowledged, ${r.lost.length} lost, errors ${JSON.stringify(r.errors)}`
}

if (!(await skipWithoutRedis(t))) {
  t.test(
    'an answer lost after the write ran: the store runs it again and recognises its own open and document',
    async (t) => {
      const redis = await startRedis()
      t.teardown(() => redis.stop())
      const proxy = await startDropProxy(t, redis)
      const store = connectRedisStore(redisSpec(`redis://127.0.0.1:${proxy.port}`))
      t.teardown(() => store.close())
      const admin = new Redis(redis.port, redis.host)
      t.teardown(() => admin.quit())
      const leases = async (id: string) =>
        Object.keys(await admin.hgetall(`svc:{events}:e:${id}`)).filter((k) => k.startsWith('l:')).length
      await store.getEventsInstanceId()

      proxy.dropNextAnswer()
      t.same(await store.openEvent('e'), { created: true, leaseId: 1 }, 'the open answered as its first run did it')
      t.equal(await leases('e'), 1, 'one lease taken')
      proxy.dropNextAnswer()
      await store.addDocument('e', 'd', 'No fever.')
      t.same(await store.getAllDocumentNames('e'), ['d'], 'the document added, and no ALREADY_EXISTS for it')
      proxy.dropNextAnswer()
      await store.addMetadata('e', 'k', 'v')
      t.same(await store.getAllMetadata('e'), { k: 'v' })
      t.equal(proxy.dropped, 3, 'each of the three answers was lost')

      await store.openEvent('e')
      proxy.dropNextAnswer()
      const e = await store.closeEvent('e', 0).then(
        () => undefined,
        (err: Error) => err,
      )
      t.match(
        e,
        { code: Status.UNKNOWN, message: /did not answer .*closing event "e" may have been applied$/ },
        'a close is not run twice: it may have been applied',
      )
      t.equal(await leases('e'), 1, 'one lease released, not two')
    },
  )

  const group = await startRedisGroup()
  t.teardown(() => group.stop())

  t.test('a failover onto a lagging replica: durability=replicated loses no acknowledged write', async (t) => {
    await group.settled()
    const replicated = writer(t, await stackOn(t, `${group.url}?durability=replicated`), 'replicated')
    const local = writer(t, await stackOn(t, `${group.url}?durability=local`), 'local')
    await acks(replicated, 20)
    await acks(local, 20)

    const primary = await group.primary()
    const lagging = group.servers.find((s) => s !== primary)!
    // The replica stalls and its link is cut: from now on what the primary takes it has alone
    // (on loopback a stalled replica alone would still find the stream in its socket buffer).
    lagging.signal('SIGSTOP')
    await cutReplicas(primary)
    const pausedAt = Date.now()
    // Writes acknowledged by the primary alone, which the replica will never receive.
    await acks(local, 20, pausedAt)
    primary.signal('SIGKILL')
    lagging.signal('SIGCONT')
    const next = await group.failedOver(primary)
    await primary.restart({ replicaOf: next })
    await group.settled()
    const settledAt = Date.now()
    await acks(replicated, 20, settledAt)
    await acks(local, 20, settledAt)

    const r = await checkWrites(await stackOn(t, `${group.url}?durability=local`), await replicated.stop())
    t.equal(r.lost.length, 0, `replicated: every acknowledged write read back (${summary(r)})`)
    t.same(r.unanswered, [], 'every request answered')
    t.same(r.appliedAfterUnreached, [], 'no write said "cannot be reached" was applied')
    const l = await checkWrites(await stackOn(t, `${group.url}?durability=local`), await local.stop())
    t.ok(l.lost.length > 0, `the control: durability=local lost what only the old primary had (${summary(l)})`)
  })

  t.test(
    "300 connection drops mid-writes (durability=replicated): no 409 for one's own document, no second lease, nothing lost",
    async (t) => {
      await group.settled()
      const w = writer(t, await stackOn(t, group.url), 'dropped')
      await acks(w, 20)
      const primary = await group.primary()
      await dropStoreConnections(primary, DROPS)
      const admin = new Redis(primary.port, primary.host)
      t.teardown(() => admin.quit())
      const droppedAt = Date.now()
      await acks(w, 20, droppedAt)
      const steps = await w.stop()
      const r = await checkWrites(await stackOn(t, group.url), steps)
      t.same(r.ownWrite409s, [], `no 409 for a document only this writer added (${summary(r)})`)
      t.same(r.secondLeases, [], 'every open of a fresh event answered created, lease 1')
      const opened = [...new Set(steps.filter((s) => s.kind === 'open' && s.status === 200).map((s) => s.eventId))]
      const leaseCounts = await Promise.all(
        opened.map(
          async (id) =>
            Object.keys(await admin.hgetall(`svc:{events}:e:${id}`)).filter((k) => k.startsWith('l:')).length,
        ),
      )
      t.same(
        leaseCounts.filter((n) => n !== 1),
        [],
        `each of the ${opened.length} events opened holds one lease`,
      )
      t.same(r.lost, [], 'every acknowledged write read back')
      t.same(r.unanswered, [], 'every request answered')
    },
  )

  t.test(
    'a hung Redis (SIGSTOP): calls are answered 503 rather than held, and nothing is applied after its answer',
    async (t) => {
      const redis = await startRedis()
      t.teardown(() => redis.stop())
      const url = await stackOn(t, redis.url)
      const w = writer(t, url, 'hung')
      await acks(w, 20)
      redis.signal('SIGSTOP')
      const stoppedAt = Date.now()
      // Writes sent at once, before the store can tell that Redis is hung: they wait in its socket.
      const late = writer(t, url, 'hung-late')
      // Longer than the store's bound: every call made meanwhile has had its answer.
      await new Promise((r) => setTimeout(r, 3000))
      const resumedAt = Date.now()
      redis.signal('SIGCONT')
      await acks(w, 20, resumedAt)
      const steps = [...(await w.stop()), ...(await late.stop())]
      const r = await checkWrites(await stackOn(t, redis.url), steps, stoppedAt)
      const duringHang = steps.filter((s) => s.startedAt >= stoppedAt && s.endedAt < resumedAt)
      t.ok(
        duringHang.some((s) => s.status === 503),
        `calls made while Redis was hung were answered 503 before it resumed (${summary(r)})`,
      )
      t.same(r.unanswered, [], 'every request answered')
      // Redis was stopped when kill(2) returned: a write begun after that cannot have run before.
      const afterStop = steps.filter((s) => s.status >= 400 && s.startedAt >= stoppedAt)
      const applied = [...r.appliedAfterUnreached, ...r.appliedAfterOtherError].filter((s) => afterStop.includes(s))
      t.same(
        applied,
        [],
        `none of the ${afterStop.length} writes answered with an error once Redis was hung was applied when it resumed`,
      )
      t.same(r.lost, [], 'every acknowledged write read back')
    },
  )

  t.test(
    'a Redis killed and restarted with its append-only file (everysec): nothing acknowledged is lost',
    async (t) => {
      const redis = await startRedis({ appendOnly: true })
      t.teardown(() => redis.stop())
      const w = writer(t, await stackOn(t, redis.url), 'restarted')
      await acks(w, 50)
      redis.signal('SIGKILL')
      await redis.restart()
      const restartedAt = Date.now()
      await acks(w, 20, restartedAt)
      const r = await checkWrites(await stackOn(t, redis.url), await w.stop())
      t.same(r.lost, [], `every acknowledged write read back (${summary(r)})`)
      t.same(r.appliedAfterUnreached, [], 'no write said "cannot be reached" was applied')
      t.same(r.unanswered, [], 'every request answered')
    },
  )
}
