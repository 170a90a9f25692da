// What durability=replicated costs the Redis event store against durability=local: writes/s,
// p50 and p99 of AddDocument (a 1 KB text under a new name) with 16 and 64 calls in flight,
// from the store in this process to a primary with one replica on loopback, and the CPU each
// process spends per write. The two settings run in pairs, one right after the other (which
// goes first alternates), and the ratio is taken within each pair: on a machine busy with other
// work, the load drifts between pairs more than within one. Figures are printed, never asserted.
//
//   node --import tsx test/bench/run.ts --only redis-durability
import { loadavg } from 'node:os'
import { Redis } from 'ioredis'
import { parseStoreSpec } from '../../src/config/store-spec.js'
import { connectRedisStore } from '../../src/events/redis-event-store.js'
import { startRedis, type RedisServer } from '../helpers/redis.js'
import { cpuSeconds, fmt, load, table, type Stats } from './lib.js'

export interface DurabilityBenchOptions {
  /** Writes per run. */
  writes?: number
  /** Pairs of runs (local, replicated) per number in flight. */
  pairs?: number
}

type Durability = 'local' | 'replicated'
const EVENTS = 100

interface Run extends Stats {
  /** CPU µs per write: this process (the store), the primary, the replica. */
  cpuUs: [number, number, number]
  /** WAIT commands the primary ran. */
  waits: number
}

export async function benchRedisDurability(opts: DurabilityBenchOptions = {}): Promise<void> {
  const writes = opts.writes ?? 10_000
  const pairs = opts.pairs ?? 5
  const primary = await startRedis()
  const replica = await startRedis({ replicaOf: primary })
  const admin = new Redis(primary.port, primary.host)
  const load0 = loadavg()[0]
  const rows: Record<string, string | number>[] = []
  try {
    await inSync(admin)
    let n = 0
    for (const inFlight of [16, 64]) {
      const runs: Record<Durability, Run[]> = { local: [], replicated: [] }
      const ratios: number[] = []
      for (let pair = 0; pair < pairs; pair++) {
        const order: Durability[] = pair % 2 ? ['replicated', 'local'] : ['local', 'replicated']
        for (const durability of order)
          runs[durability].push(await measure(primary, replica, admin, durability, inFlight, writes, `bench-${n++}`))
        ratios.push(runs.replicated[pair].rps / runs.local[pair].rps)
      }
      for (const durability of ['local', 'replicated'] as const) {
        const r = runs[durability]
        const cpu = (i: number) => fmt(median(r.map((x) => x.cpuUs[i])), 0)
        rows.push({
          durability,
          'in flight': inFlight,
          'writes/s': fmt(median(r.map((x) => x.rps)), 0),
          'of local':
            durability === 'local'
              ? ''
              : `${fmt(100 * median(ratios), 0)}% (${ratios.map((x) => fmt(100 * x, 0)).join(' ')})`,
          'p50 ms': fmt(median(r.map((x) => x.p50)), 2),
          'p99 ms': fmt(median(r.map((x) => x.p99)), 2),
          'CPU µs/write: store, primary, replica': `${cpu(0)}, ${cpu(1)}, ${cpu(2)}`,
          'writes/WAIT': durability === 'local' ? '' : fmt((writes * r.length) / r.reduce((s, x) => s + x.waits, 0), 1),
          errors: r.reduce((s, x) => s + x.errors, 0),
        })
      }
    }
  } finally {
    admin.disconnect()
    await replica.stop()
    await primary.stop()
  }
  console.log(
    '\n== the Redis store: AddDocument (1 KB), durability=local against replicated (a primary and one replica on loopback) ==',
  )
  table(rows)
  console.log(
    `(medians of ${pairs} pairs of runs of ${writes} writes; "of local": the median of the pairs' ratios, then each pair's; load average ${fmt(load0, 1)} at the start, ${fmt(loadavg()[0], 1)} at the end: other work on this machine weighs on both settings)`,
  )
}

async function measure(
  primary: RedisServer,
  replica: RedisServer,
  admin: Redis,
  durability: Durability,
  inFlight: number,
  writes: number,
  prefix: string,
): Promise<Run> {
  const spec = parseStoreSpec(`${primary.url}?durability=${durability}`)
  if (spec.kind !== 'redis') throw new Error('not redis')
  const store = connectRedisStore(spec)
  const text = 'Patient reports intermittent chest pain on exertion, relieved by rest. '.repeat(15).slice(0, 1024)
  try {
    for (let e = 0; e < EVENTS; e++) await store.openEvent(`${prefix}-${e}`)
    await load(500, inFlight, (i) => store.addDocument(`${prefix}-${i % EVENTS}`, `warm-${i}`, text))
    const pids = [process.pid, primary.pid, replica.pid]
    const before = pids.map((p) => cpuSeconds(p) ?? 0)
    const waitsBefore = await waitCalls(admin)
    const s = await load(writes, inFlight, (i) => store.addDocument(`${prefix}-${i % EVENTS}`, `d-${i}`, text))
    const cpuUs = pids.map((p, i) => (((cpuSeconds(p) ?? 0) - before[i]) * 1e6) / writes) as [number, number, number]
    const waits = (await waitCalls(admin)) - waitsBefore
    for (let e = 0; e < EVENTS; e++) await store.closeEvent(`${prefix}-${e}`)
    return { ...s, cpuUs, waits }
  } finally {
    await store.close()
  }
}

async function waitCalls(admin: Redis): Promise<number> {
  return Number(/cmdstat_wait:calls=(\d+)/.exec(await admin.info('commandstats'))?.[1] ?? 0)
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Resolves once the primary reports its replica online. */
async function inSync(admin: Redis): Promise<void> {
  const deadline = Date.now() + 30_000
  while (!/slave0:.*state=online/.test(await admin.info('replication'))) {
    if (Date.now() > deadline) throw new Error('the replica did not come online')
    await new Promise((r) => setTimeout(r, 100))
  }
}
