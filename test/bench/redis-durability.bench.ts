// What durability=replicated costs the Redis event store against durability=local: writes/s,
// p50 and p99 of AddDocument (a 1 KB text under a new name) with 16 and 64 calls in flight,
// from the store in this process to a primary with one replica on loopback. The two settings
// alternate over the rounds, so that a machine busy with other work weighs on both alike.
// Figures are printed, never asserted.
//
//   node --import tsx test/bench/run.ts --only redis-durability
import { loadavg } from 'node:os'
import { Redis } from 'ioredis'
import { parseStoreSpec } from '../../src/config/store-spec.js'
import { connectRedisStore } from '../../src/events/redis-event-store.js'
import { startRedis, type RedisServer } from '../helpers/redis.js'
import { fmt, load, table, type Stats } from './lib.js'

export interface DurabilityBenchOptions {
  /** Writes per run. */
  writes?: number
  /** Rounds of each setting. */
  rounds?: number
}

const DURABILITIES = ['local', 'replicated'] as const
const EVENTS = 100

export async function benchRedisDurability(opts: DurabilityBenchOptions = {}): Promise<void> {
  const writes = opts.writes ?? 20_000
  const rounds = opts.rounds ?? 2
  const primary = await startRedis()
  const replica = await startRedis({ replicaOf: primary })
  const text = 'Patient reports intermittent chest pain on exertion, relieved by rest. '.repeat(15).slice(0, 1024)
  const load0 = loadavg()[0]
  const results = new Map<string, Stats[]>()
  try {
    await inSync(primary)
    let run = 0
    for (let round = 0; round < rounds; round++) {
      for (const inFlight of [16, 64]) {
        for (const durability of DURABILITIES) {
          const spec = parseStoreSpec(`${primary.url}?durability=${durability}`)
          if (spec.kind !== 'redis') throw new Error('not redis')
          const store = connectRedisStore(spec)
          try {
            const prefix = `bench-${run++}`
            for (let e = 0; e < EVENTS; e++) await store.openEvent(`${prefix}-${e}`)
            await load(1000, inFlight, (i) => store.addDocument(`${prefix}-${i % EVENTS}`, `warm-${i}`, text))
            const s = await load(writes, inFlight, (i) => store.addDocument(`${prefix}-${i % EVENTS}`, `d-${i}`, text))
            const key = `${durability} ${inFlight}`
            results.set(key, [...(results.get(key) ?? []), s])
            for (let e = 0; e < EVENTS; e++) await store.closeEvent(`${prefix}-${e}`)
          } finally {
            await store.close()
          }
        }
      }
    }
  } finally {
    await replica.stop()
    await primary.stop()
  }
  console.log('\n== the Redis store: AddDocument (1 KB) with durability=local and replicated (primary + 1 replica, loopback) ==')
  const rows: Record<string, string | number>[] = []
  for (const inFlight of [16, 64]) {
    const localRps = median(results.get(`local ${inFlight}`)!.map((s) => s.rps))
    for (const durability of DURABILITIES) {
      const runs = results.get(`${durability} ${inFlight}`)!
      const rps = median(runs.map((s) => s.rps))
      rows.push({
        durability,
        'in flight': inFlight,
        'writes/s': fmt(rps, 0),
        'of local': durability === 'local' ? '' : `${fmt((100 * rps) / localRps, 0)}%`,
        'p50 ms': fmt(median(runs.map((s) => s.p50)), 2),
        'p99 ms': fmt(median(runs.map((s) => s.p99)), 2),
        errors: runs.reduce((n, s) => n + s.errors, 0),
        runs: runs.map((s) => fmt(s.rps, 0)).join(' / '),
      })
    }
  }
  table(rows)
  console.log(`(median of ${rounds} runs of ${writes} writes each; load average ${fmt(load0, 1)} at the start, ${fmt(loadavg()[0], 1)} at the end: other work on this machine weighs on both settings)`)
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Resolves once the primary reports its replica online. */
async function inSync(primary: RedisServer): Promise<void> {
  const admin = new Redis(primary.port, primary.host)
  try {
    const deadline = Date.now() + 30_000
    while (!/slave0:.*state=online/.test(await admin.info('replication'))) {
      if (Date.now() > deadline) throw new Error('the replica did not come online')
      await new Promise((r) => setTimeout(r, 100))
    }
  } finally {
    admin.disconnect()
  }
}
