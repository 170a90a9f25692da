// A real Redis server for tests: one per call, on a loopback port of its own, keeping nothing on
// disk unless asked (an append-only file), so parallel test files never share one. The binary
// comes from scripts/get-redis.sh (Debian's package unpacked under .cache/ when none is
// installed). A server can be signalled (SIGKILL, SIGSTOP, SIGCONT) and restarted on its port and
// directory, as a supervisor would; redis-group.ts builds a Sentinel-watched group from these.
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Redis } from 'ioredis'
import type { Test } from 'tap'
import { freePort } from './processes.js'

export interface RedisServer {
  host: '127.0.0.1'
  port: number
  /** What `svc events --store` takes: redis://127.0.0.1:PORT (redis-cluster://…, redis-sentinel://…/NAME). */
  url: string
  /** The server's process id (benchmarks read its CPU time); a restart changes it. */
  readonly pid: number
  /** Sends `signal` to the server's process (SIGKILL: it is gone until restarted). */
  signal(signal: NodeJS.Signals): void
  /** Resolves once the process has exited (at once when it has). */
  exited(): Promise<void>
  /**
   * Starts the server again on its port and directory once it has exited: a primary (a Sentinel
   * turns a former primary into a replica in time), or a replica of `replicaOf` at once, as a
   * supervisor that asks the Sentinels first would start it.
   */
  restart(opts?: { replicaOf?: RedisServer }): Promise<void>
  /** Ends the server (SIGTERM, SIGKILL after a grace period) and removes its directory. */
  stop(): Promise<void>
}

const HOST = '127.0.0.1'
const SCRIPT = fileURLToPath(new URL('../../scripts/get-redis.sh', import.meta.url))
const OBTAIN_TIMEOUT_MS = 5 * 60_000
const READY_TIMEOUT_MS = 30_000
const STOP_GRACE_MS = 5_000

let binaryPromise: Promise<string> | undefined

/** Path of a working redis-server, obtained once per process. */
export function redisBinary(): Promise<string> {
  binaryPromise ??= new Promise<string>((resolve, reject) => {
    execFile('sh', [SCRIPT], { timeout: OBTAIN_TIMEOUT_MS }, (err, stdout, stderr) => {
      const path = stdout.trim().split('\n').pop()
      if (err || !path)
        reject(new Error(`scripts/get-redis.sh failed: ${err?.message ?? 'no path printed'}\n${stderr}`))
      else resolve(path)
    })
  })
  return binaryPromise
}

/** True when no server can be had here, after planning `t` empty with the reason (shown as skipped). */
export async function skipWithoutRedis(t: Test): Promise<boolean> {
  try {
    await redisBinary()
    return false
  } catch {
    t.plan(0, 'no redis-server could be obtained (scripts/get-redis.sh)')
    return true
  }
}

/** A server for `t`, stopped at its teardown; undefined when none can be had (`t` then planned empty). */
export async function redisFor(t: Test): Promise<RedisServer | undefined> {
  if (await skipWithoutRedis(t)) return undefined
  const server = await startRedis()
  t.teardown(() => server.stop())
  return server
}

const live = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL')
})

export interface StartRedisOptions {
  /** A one-node Redis Cluster that holds every slot. */
  cluster?: boolean
  /** A Sentinel (not a server) watching `primary` under the name `primaryName`. */
  sentinelOf?: {
    primary: RedisServer
    primaryName: string
    quorum?: number
    downAfterMs?: number
    failoverTimeoutMs?: number
  }
  /** A replica of this server. */
  replicaOf?: RedisServer
  /** Keep an append-only file, written to disk every second (appendfsync everysec). */
  appendOnly?: boolean
}

export async function startRedis(opts: StartRedisOptions = {}): Promise<RedisServer> {
  const binary = await redisBinary()
  const dir = mkdtempSync(join(tmpdir(), 'redis-test-'))
  let lastError: unknown
  // A free port may be taken by another process before the server binds it: try a fresh one.
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort()
    let child: Running
    try {
      child = await launch(binary, argsFor(opts, dir, port), port, opts)
    } catch (err) {
      lastError = err
      continue
    }
    let stopped: Promise<void> | undefined
    return {
      host: HOST,
      port,
      url: opts.cluster
        ? `redis-cluster://${HOST}:${port}`
        : opts.sentinelOf
          ? `redis-sentinel://${HOST}:${port}/${opts.sentinelOf.primaryName}`
          : `redis://${HOST}:${port}`,
      get pid() {
        return child.proc.pid!
      },
      signal: (signal) => void child.proc.kill(signal),
      exited: () => child.exited,
      async restart(again = {}) {
        await child.exited
        // Started again where it was: a Sentinel keeps its rewritten config, a server its file.
        child = await launch(
          binary,
          opts.sentinelOf ? sentinelArgs(dir, port) : argsFor({ ...opts, replicaOf: again.replicaOf }, dir, port),
          port,
          {},
        )
      },
      stop() {
        stopped ??= (async () => {
          if (child.proc.exitCode === null && child.proc.signalCode === null) {
            child.proc.kill('SIGCONT')
            child.proc.kill('SIGTERM')
            const timer = setTimeout(() => child.proc.kill('SIGKILL'), STOP_GRACE_MS)
            await child.exited
            clearTimeout(timer)
          }
          rmSync(dir, { recursive: true, force: true })
        })()
        return stopped
      },
    }
  }
  rmSync(dir, { recursive: true, force: true })
  throw lastError
}

interface Running {
  proc: ChildProcess
  exited: Promise<void>
}

/** Starts one redis-server process and resolves once it answers PING (and, for a cluster, holds every slot). */
async function launch(binary: string, args: string[], port: number, opts: StartRedisOptions): Promise<Running> {
  const proc = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const log: string[] = []
  proc.stdout!.on('data', (b: Buffer) => log.push(b.toString()))
  proc.stderr!.on('data', (b: Buffer) => log.push(b.toString()))
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()))
  const watchdog = watch(proc.pid!)
  void exited.then(() => watchdog.stdin?.end('done\n'))
  live.add(proc)
  void exited.then(() => live.delete(proc))
  try {
    await waitForPong(port, exited)
    if (opts.cluster) await holdEverySlot(port)
  } catch (err) {
    proc.kill('SIGKILL')
    await exited
    throw new Error(`redis-server did not start: ${(err as Error).message}\n${log.join('').slice(-2000)}`)
  }
  return { proc, exited }
}

// If this process is killed outright (a test-runner timeout, SIGKILL), no JS runs; the watchdog
// then sees its stdin pipe close and takes the server down.
function watch(pid: number): ChildProcess {
  const script = 'read -r word; [ "$word" = done ] && exit 0; kill -KILL "$1" 2>/dev/null'
  const dog = spawn('sh', ['-c', script, 'redis-watchdog', String(pid)], { stdio: ['pipe', 'ignore', 'ignore'] })
  dog.unref()
  ;(dog.stdin as unknown as { unref?: () => void }).unref?.()
  return dog
}

function commonArgs(dir: string, port: number): string[] {
  return ['--bind', HOST, '--port', String(port), '--dir', dir, '--protected-mode', 'yes', '--loglevel', 'warning']
}

function argsFor(opts: StartRedisOptions, dir: string, port: number): string[] {
  if (opts.sentinelOf) {
    // A Sentinel rewrites its config file: it gets one of its own.
    const { primary, primaryName, quorum = 1, downAfterMs, failoverTimeoutMs } = opts.sentinelOf
    const lines = [`sentinel monitor ${primaryName} ${primary.host} ${primary.port} ${quorum}`]
    if (downAfterMs !== undefined) lines.push(`sentinel down-after-milliseconds ${primaryName} ${downAfterMs}`)
    if (failoverTimeoutMs !== undefined) lines.push(`sentinel failover-timeout ${primaryName} ${failoverTimeoutMs}`)
    writeFileSync(join(dir, 'sentinel.conf'), lines.join('\n') + '\n')
    return sentinelArgs(dir, port)
  }
  const persistence = opts.appendOnly ? ['--appendonly', 'yes', '--appendfsync', 'everysec'] : ['--appendonly', 'no']
  // Full resynchronisation without the default 5 s wait for more replicas to join.
  const server = [...commonArgs(dir, port), '--save', '', ...persistence, '--repl-diskless-sync-delay', '0']
  if (opts.replicaOf) server.push('--replicaof', opts.replicaOf.host, String(opts.replicaOf.port))
  return opts.cluster
    ? [
        ...server,
        '--cluster-enabled',
        'yes',
        '--cluster-config-file',
        join(dir, 'nodes.conf'),
        '--cluster-announce-ip',
        HOST,
      ]
    : server
}

function sentinelArgs(dir: string, port: number): string[] {
  return [join(dir, 'sentinel.conf'), '--sentinel', ...commonArgs(dir, port)]
}

/** Gives the one node every slot and waits until the cluster says it is ok. */
async function holdEverySlot(port: number): Promise<void> {
  const admin = new Redis(port, HOST)
  try {
    await admin.call('CLUSTER', 'ADDSLOTSRANGE', '0', '16383')
    const deadline = Date.now() + READY_TIMEOUT_MS
    while (!String(await admin.call('CLUSTER', 'INFO')).includes('cluster_state:ok')) {
      if (Date.now() > deadline) throw new Error('the one-node cluster did not become ok')
      await new Promise((r) => setTimeout(r, 50))
    }
  } finally {
    admin.disconnect()
  }
}

/** Resolves once the server answers PING. */
async function waitForPong(port: number, exited: Promise<void>): Promise<void> {
  let gone = false
  void exited.then(() => (gone = true))
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (gone) throw new Error('exited during start-up')
    if (await pong(port)) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`no PONG within ${READY_TIMEOUT_MS} ms`)
}

function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, HOST)
    let answer = ''
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(1000, () => done(false))
    socket.once('error', () => done(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.on('data', (b) => {
      answer += b.toString()
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'))
    })
  })
}
