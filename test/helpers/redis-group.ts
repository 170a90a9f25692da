// A replicated Redis on loopback as a Sentinel deployment runs it: a primary, a replica, and
// three Sentinels (quorum 2) that fail over to the replica when the primary is gone for a
// second. Used by the fault tests and the fault bench; every process is one of redis.ts's.
import { Redis } from 'ioredis'
import { startRedis, type RedisServer } from './redis.js'

export const PRIMARY_NAME = 'events'
const DOWN_AFTER_MS = 1000
const FAILOVER_TIMEOUT_MS = 5000
const SETTLE_TIMEOUT_MS = 30_000

export interface RedisGroup {
  /** The two data servers, in the roles they started with (a failover swaps them). */
  servers: [RedisServer, RedisServer]
  sentinels: RedisServer[]
  /** The store spec: redis-sentinel://…/events (add ?durability=… to choose). */
  url: string
  /** The server the Sentinels name as primary now. */
  primary(): Promise<RedisServer>
  /** Resolves once the Sentinels know each other and the replica, and it is in sync. */
  settled(): Promise<void>
  /** Resolves with the new primary once the Sentinels name one other than `old`. */
  failedOver(old: RedisServer): Promise<RedisServer>
  stop(): Promise<void>
}

export async function startRedisGroup(): Promise<RedisGroup> {
  const first = await startRedis()
  const second = await startRedis({ replicaOf: first })
  const sentinelOf = {
    primary: first,
    primaryName: PRIMARY_NAME,
    quorum: 2,
    downAfterMs: DOWN_AFTER_MS,
    failoverTimeoutMs: FAILOVER_TIMEOUT_MS,
  }
  const sentinels = await Promise.all([0, 1, 2].map(() => startRedis({ sentinelOf })))
  const servers: [RedisServer, RedisServer] = [first, second]
  const url = `redis-sentinel://${sentinels.map((s) => `${s.host}:${s.port}`).join(',')}/${PRIMARY_NAME}`

  async function ask<T>(server: { host: string; port: number }, f: (c: Redis) => Promise<T>): Promise<T> {
    const c = new Redis({
      host: server.host,
      port: server.port,
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      connectTimeout: 1000,
    })
    c.on('error', () => undefined)
    try {
      await c.connect()
      return await f(c)
    } finally {
      c.disconnect()
    }
  }

  async function primary(): Promise<RedisServer> {
    for (const s of sentinels) {
      const address = await ask(s, (c) => c.call('SENTINEL', 'GET-MASTER-ADDR-BY-NAME', PRIMARY_NAME)).catch(() => null)
      const port = Array.isArray(address) ? Number(address[1]) : NaN
      const found = servers.find((r) => r.port === port)
      if (found) return found
    }
    throw new Error('no Sentinel names a primary')
  }

  /** Whether `server` is a primary with a replica whose link is up and that has caught up. */
  async function inSync(server: RedisServer): Promise<boolean> {
    const info = await ask(server, (c) => c.info('replication')).catch(() => '')
    if (!/role:master/.test(info) || !/connected_slaves:1/.test(info)) return false
    const offset = Number(/master_repl_offset:(\d+)/.exec(info)?.[1])
    const replicaOffset = Number(/slave0:.*offset=(\d+)/.exec(info)?.[1])
    return /slave0:.*state=online/.test(info) && replicaOffset >= offset - 1000
  }

  async function sentinelsAgree(on: RedisServer): Promise<boolean> {
    for (const s of sentinels) {
      const ok = await ask(s, async (c) => {
        const master = (await c.call('SENTINEL', 'GET-MASTER-ADDR-BY-NAME', PRIMARY_NAME)) as string[]
        const peers = (await c.call('SENTINEL', 'SENTINELS', PRIMARY_NAME)) as unknown[]
        const replicas = (await c.call('SENTINEL', 'REPLICAS', PRIMARY_NAME)) as string[][]
        const replicaUp = replicas.some((r) => {
          const flags = r[r.indexOf('flags') + 1]
          return flags === 'slave'
        })
        return Number(master?.[1]) === on.port && peers.length === sentinels.length - 1 && replicaUp
      }).catch(() => false)
      if (!ok) return false
    }
    return true
  }

  async function until(what: string, probe: () => Promise<boolean>, lastSeen?: () => string): Promise<void> {
    const deadline = Date.now() + SETTLE_TIMEOUT_MS
    while (!(await probe())) {
      if (Date.now() > deadline)
        throw new Error(`the Redis group did not settle: ${what}${lastSeen ? ` (last seen: ${lastSeen()})` : ''}`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }

  return {
    servers,
    sentinels,
    url,
    primary,
    async settled() {
      // The primary is asked again on every probe: on a loaded machine the Sentinels may fail
      // over once more (a second without an answer is "down" here), and the group then settles
      // on the primary they name now, not on the one named when the wait began.
      let seen = 'no Sentinel named a primary'
      await until(
        'Sentinels, replica and primary in agreement',
        async () => {
          const p = await primary().catch(() => undefined)
          if (p === undefined) return false
          if (!(await inSync(p))) {
            seen = `primary :${p.port} has no replica in sync`
            return false
          }
          if (!(await sentinelsAgree(p))) {
            seen = `primary :${p.port} in sync, but not every Sentinel names it with its peers and replica`
            return false
          }
          return true
        },
        () => seen,
      )
    },
    async failedOver(old) {
      let next: RedisServer | undefined
      await until('a new primary', async () => {
        next = await primary().catch(() => undefined)
        return next !== undefined && next !== old
      })
      return next!
    },
    async stop() {
      await Promise.all([...sentinels, ...servers].map((s) => s.stop()))
    },
  }
}
