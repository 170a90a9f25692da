// The Redis event store under faults, as a table: for each fault and each checkout (this one,
// and any --baseline), a writer keeps writing through a gateway to two `svc events` instances on
// one Redis deployment while the fault is injected, then every write is read back
// (test/helpers/fault-writer.ts). Columns: writes acknowledged, acknowledged but lost, errors
// by status, writes applied although their answer said the store could not be reached, applied
// after another error or after the client gave up (3 s), 409s on a document only this writer
// added, second leases on an event only it opened, client time-outs, seconds from the fault to
// the first 503, and the longest wait for an answer. Figures are printed, never asserted; the
// properties themselves are test/redis-faults.test.ts's.
//
// Each checkout gets the same store spec: the Sentinel one names no durability, so each runs its
// default (this checkout's: replicated).
//
//   node --import tsx test/bench/run.ts --only redis-faults [--baseline PATH]
import { writeFileSync, mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { checkWrites, FaultWriter, type FaultReport } from '../helpers/fault-writer.js'
import { cutReplicas, dropStoreConnections } from '../helpers/redis-faults.js'
import { startRedisGroup, type RedisGroup } from '../helpers/redis-group.js'
import { startRedis, type RedisServer } from '../helpers/redis.js'
import { checkoutLabel, fmt, ROOT, startChild, table, type Child } from './lib.js'

export interface FaultBenchOptions {
  /** Other checkouts to run the same faults against (their `bin/svc.js`). */
  baselines?: string[]
  /** Seconds of writing before the fault and after recovery. */
  seconds?: number
}

const CLIENT_TIMEOUT_MS = 3000
const WRITERS = 8
const DROPS = 300
const OUTAGE_MS = 5000

/** Where the store lives for a fault, and the fault; `inject` answers when the fault began. */
interface Fault {
  name: string
  deployment: 'sentinel' | 'one redis'
  inject(redis: Deployment): Promise<number>
}

interface Deployment {
  url: string
  group?: RedisGroup
  server?: RedisServer
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const FAULTS: Fault[] = [
  {
    name: 'Sentinel, SIGKILL of the primary',
    deployment: 'sentinel',
    async inject({ group }) {
      const primary = await group!.primary()
      primary.signal('SIGKILL')
      const at = Date.now()
      await recover(group!, primary)
      return at
    },
  },
  {
    name: 'same, the replica stalled 1 s, its link cut',
    deployment: 'sentinel',
    async inject({ group }) {
      const primary = await group!.primary()
      const replica = group!.servers.find((s) => s !== primary)!
      replica.signal('SIGSTOP')
      const at = Date.now()
      await cutReplicas(primary)
      await sleep(1000)
      primary.signal('SIGKILL')
      replica.signal('SIGCONT')
      await recover(group!, primary)
      return at
    },
  },
  {
    name: 'one Redis, SIGKILL and restart (AOF everysec)',
    deployment: 'one redis',
    async inject({ server }) {
      server!.signal('SIGKILL')
      const at = Date.now()
      await server!.restart()
      return at
    },
  },
  {
    name: `one Redis, down ${OUTAGE_MS / 1000} s (SIGKILL, restart)`,
    deployment: 'one redis',
    async inject({ server }) {
      server!.signal('SIGKILL')
      const at = Date.now()
      await server!.exited()
      await sleep(OUTAGE_MS)
      await server!.restart()
      return at
    },
  },
  {
    name: `one Redis, hung ${OUTAGE_MS / 1000} s (SIGSTOP)`,
    deployment: 'one redis',
    async inject({ server }) {
      server!.signal('SIGSTOP')
      const at = Date.now()
      await sleep(OUTAGE_MS)
      server!.signal('SIGCONT')
      return at
    },
  },
  {
    name: `one Redis, ${DROPS} connection drops (CLIENT KILL)`,
    deployment: 'one redis',
    async inject({ server }) {
      const at = Date.now()
      await dropStoreConnections(server!, DROPS)
      return at
    },
  },
]

export async function benchRedisFaults(opts: FaultBenchOptions = {}): Promise<void> {
  const seconds = opts.seconds ?? 3
  const sides = [
    { label: checkoutLabel(ROOT, 'this'), root: ROOT },
    ...(opts.baselines ?? []).map((root) => ({ label: checkoutLabel(root, 'baseline'), root })),
  ]
  const dir = mkdtempSync(join(tmpdir(), 'redis-faults-bench-'))
  const rows: Record<string, string | number>[] = []
  const load0 = loadavg()[0]
  try {
    for (const fault of FAULTS) {
      for (const side of sides) {
        const r = await runFault(fault, side.root, dir, seconds)
        rows.push(row(fault.name, side.label, r))
        console.error(
          `redis-faults: ${fault.name}, ${side.label}: ${r.acknowledged} acknowledged, ${r.lost.length} lost`,
        )
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  console.log(
    `\n== the Redis store under faults: ${WRITERS} writers (open, document, metadata per event) through a gateway to two events instances ==`,
  )
  table(rows)
  console.log(
    `(${seconds} s of writing before each fault and after recovery; client time-out ${CLIENT_TIMEOUT_MS / 1000} s; load average ${fmt(load0, 1)} at the start, ${fmt(loadavg()[0], 1)} at the end)`,
  )
}

async function runFault(fault: Fault, root: string, dir: string, seconds: number): Promise<FaultReport> {
  const redis = await deploy(fault.deployment)
  const children: Child[] = []
  try {
    for (let i = 0; i < 2; i++)
      children.push(
        await startChild(['events', '--host', '127.0.0.1', '--port', '0', '--store', redis.url], {}, [], { root }),
      )
    const config = join(dir, 'gateway.yaml')
    writeFileSync(
      config,
      `gateway:\n  host: 127.0.0.1\n  port: 0\n  events: "ipv4:${children.map((c) => c.address).join(',')}"\n`,
    )
    const gateway = await startChild(['gateway', '--config', config], { SVC_LOG_LEVEL: 'info' }, [], { root })
    children.push(gateway)
    const url = `http://${gateway.address}`
    const writer = new FaultWriter({
      urls: [url],
      prefix: `w${Date.now()}`,
      concurrency: WRITERS,
      timeoutMs: CLIENT_TIMEOUT_MS,
    }).start()
    await sleep(seconds * 1000)
    const faultAt = await fault.inject(redis)
    const recovered = Date.now()
    await until(() => writer.acknowledged(recovered) >= 20, 30_000).catch(() => undefined)
    await sleep(seconds * 1000)
    return await checkWrites(url, await writer.stop(), faultAt)
  } finally {
    for (const c of children.reverse()) await c.stop()
    await (redis.group?.stop() ?? redis.server?.stop())
  }
}

async function deploy(kind: Fault['deployment']): Promise<Deployment> {
  if (kind === 'one redis') {
    const server = await startRedis({ appendOnly: true })
    return { url: server.url, server }
  }
  const group = await startRedisGroup()
  await group.settled()
  return { url: group.url, group }
}

/** The Sentinels' failover, then the old primary back as a replica of the new, in sync. */
async function recover(group: RedisGroup, old: RedisServer): Promise<void> {
  const next = await group.failedOver(old)
  await old.restart({ replicaOf: next })
  await group.settled()
}

async function until(ok: () => boolean, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs
  while (!ok()) {
    if (Date.now() > deadline) throw new Error('not recovered')
    await sleep(50)
  }
}

function row(fault: string, checkout: string, r: FaultReport): Record<string, string | number> {
  const errors =
    Object.entries(r.errors)
      .map(([status, n]) => `${n}×${status}`)
      .join(' ') || '-'
  return {
    fault,
    checkout,
    acknowledged: r.acknowledged,
    lost: r.lost.length,
    errors,
    'applied after "cannot be reached"': r.appliedAfterUnreached.length,
    'applied after other error / time-out': r.appliedAfterOtherError.length + r.appliedUnanswered.length,
    '409 own': r.ownWrite409s.length,
    '2nd leases': r.secondLeases.length,
    'client time-outs': r.unanswered.length,
    'first 503 s': r.firstUnavailableS === undefined ? '-' : fmt(r.firstUnavailableS, 2),
    'longest s': fmt(r.longestS, 2),
  }
}
