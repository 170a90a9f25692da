// The ioredis clients of the Redis store and the links over them (redis-link.ts). Options are
// chosen so that a call's time is bounded by the store and nothing is sent behind its back:
//   - no offline queue and no resending of unanswered commands (the link decides what is sent,
//     and the store what is repeated: a repeat of CloseEvent would release a second lease);
//   - no per-command retry count (ioredis would fail commands it had already sent);
//   - reconnection at once after a drop, then every 100-500 ms (Redis back is Redis used);
//   - a socket silent for twice the call bound is closed and reconnected (a dead peer, a hung
//     Redis), and a replica found in the primary's place (READONLY) makes it reconnect through
//     the Sentinels;
//   - no automatic pipelining (see below): each command is written as it is called.
// Under durability=replicated the writes get a connection of their own: WAIT holds its connection
// until a replica answers, which reads need not wait for.
import { Cluster, Redis, type RedisOptions } from 'ioredis'
import type { RedisNode, StoreSpec } from '../config/store-spec.js'
import { RedisLink, type RedisClient } from './redis-link.js'
import { ReplicationBarrier, type WaitCommand } from './replication-barrier.js'

export type RedisSpec = Extract<StoreSpec, { kind: 'redis' }>

/** Errors Redis answers without running the command, while it or its role is changing. */
export const NOT_RUN_NOW = /^(READONLY|LOADING|MASTERDOWN|NOREPLICAS|TRYAGAIN|CLUSTERDOWN|BUSY) /

/** A connection, and under durability=replicated the replica confirmation of what it wrote. */
export interface Lane {
  link: RedisLink
  barrier?: ReplicationBarrier
}

export interface StoreLinks {
  reads: Lane
  /** The writes' lane: the reads' own unless durability=replicated. */
  writes: Lane
  /** Every connection, to define the scripts on. */
  all: RedisLink[]
  /** The bound on one call (ms). */
  timeoutMs: number
  close(): Promise<void>
}

/** Connects to the Redis of `spec`; `anyKey` is a key of the store, for routing WAIT on a Cluster. */
export function connectLinks(spec: RedisSpec, anyKey: string): StoreLinks {
  const silenceMs = Math.max(50, spec.timeoutMs / 2)
  const reads: Lane = { link: new RedisLink(client(spec, 'svc-events'), { silenceMs }) }
  const common = { reads, timeoutMs: spec.timeoutMs }
  if (spec.durability !== 'replicated')
    return { ...common, writes: reads, all: [reads.link], close: () => quit([reads.link]) }
  // One connection for the writes: each WAIT confirms every write answered on it before, so
  // more connections would mean more WAITs, each costing Redis and its replica, for as many writes.
  const link = new RedisLink(client(spec, 'svc-events-writes'), { silenceMs })
  const writes: Lane = { link, barrier: new ReplicationBarrier(link, waitCommand(link.client, anyKey)) }
  const all = [reads.link, link]
  return { ...common, writes, all, close: () => quit(all) }
}

function client(spec: RedisSpec, connectionName: string): RedisClient {
  const common: RedisOptions = {
    username: spec.username,
    password: spec.password,
    connectionName,
    maxRetriesPerRequest: null,
    enableOfflineQueue: false,
    autoResendUnfulfilledCommands: false,
    retryStrategy: (times) => Math.min((times - 1) * 100, 500),
    reconnectOnError: (err) => (err.message.startsWith('READONLY') ? 1 : false),
    connectTimeout: spec.timeoutMs,
    socketTimeout: 2 * spec.timeoutMs,
    // Off: an automatic pipeline waits for the one before it, and one whose connection closed
    // before its answer would (with resending off) keep every later command waiting for ever.
    enableAutoPipelining: false,
    ...(spec.tls ? { tls: {} } : {}),
  }
  let c: RedisClient
  if (spec.topology === 'cluster') {
    c = new Cluster(spec.nodes, {
      redisOptions: common,
      enableOfflineQueue: false,
      clusterRetryStrategy: (times) => Math.min(times * 100, 500),
    })
  } else if (spec.topology === 'sentinel') {
    c = new Redis({
      ...common,
      db: spec.db,
      sentinels: spec.nodes.map(sentinel),
      name: spec.primaryName,
      sentinelUsername: spec.username,
      sentinelPassword: spec.password,
    })
  } else {
    c = new Redis({ ...common, host: spec.nodes[0].host, port: spec.nodes[0].port, db: spec.db })
  }
  // Failures reach callers through their commands (the link keeps the last); without a listener
  // ioredis would print them.
  c.on('error', () => undefined)
  return c
}

/**
 * WAIT on the connection the writes went over. A Cluster sends a command without keys to any
 * node, so there it travels in a pipeline with a command on the store's slot.
 */
function waitCommand(c: RedisClient, anyKey: string): WaitCommand {
  if (!(c instanceof Cluster)) return (replicas, timeoutMs) => (c as Redis).wait(replicas, timeoutMs)
  return async (replicas, timeoutMs) => {
    const results = (await c.pipeline().exists(anyKey).wait(replicas, timeoutMs).exec()) ?? []
    const [err, value] = results[1] ?? [new Error('WAIT was not answered'), 0]
    if (err) throw err
    return Number(value)
  }
}

function sentinel(node: RedisNode): { host: string; port: number } {
  return { host: node.host, port: node.port }
}

async function quit(links: RedisLink[]): Promise<void> {
  await Promise.all(
    links.map(async (link) => {
      link.close()
      await link.client.quit().catch(() => link.client.disconnect())
    }),
  )
}
