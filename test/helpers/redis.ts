// A real Redis server for tests: one per call, on a loopback port of its own, keeping nothing on
// disk, so parallel test files never share one. The binary comes from scripts/get-redis.sh
// (Debian's package unpacked under .cache/ when none is installed).
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
  /** The server's process id (benchmarks read its CPU time). */
  pid: number
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
      if (err || !path) reject(new Error(`scripts/get-redis.sh failed: ${err?.message ?? 'no path printed'}\n${stderr}`))
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
  sentinelOf?: { primary: RedisServer; primaryName: string }
}

export async function startRedis(opts: StartRedisOptions = {}): Promise<RedisServer> {
  const binary = await redisBinary()
  const dir = mkdtempSync(join(tmpdir(), 'redis-test-'))
  let lastError: unknown
  // A free port may be taken by another process before the server binds it: try a fresh one.
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort()
    const child = spawn(binary, argsFor(opts, dir, port), { stdio: ['ignore', 'pipe', 'pipe'] })
    const log: string[] = []
    child.stdout!.on('data', (b: Buffer) => log.push(b.toString()))
    child.stderr!.on('data', (b: Buffer) => log.push(b.toString()))
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    const watchdog = watch(child.pid!)
    void exited.then(() => watchdog.stdin?.end('done\n'))
    live.add(child)
    void exited.then(() => live.delete(child))
    try {
      await waitForPong(port, exited)
      if (opts.cluster) await holdEverySlot(port)
    } catch (err) {
      child.kill('SIGKILL')
      await exited
      lastError = new Error(`redis-server did not start: ${(err as Error).message}\n${log.join('').slice(-2000)}`)
      continue
    }
    let stopped: Promise<void> | undefined
    return {
      host: HOST,
      port,
      url: opts.cluster ? `redis-cluster://${HOST}:${port}` : opts.sentinelOf ? `redis-sentinel://${HOST}:${port}/${opts.sentinelOf.primaryName}` : `redis://${HOST}:${port}`,
      pid: child.pid!,
      stop() {
        stopped ??= (async () => {
          if (child.exitCode === null && child.signalCode === null) {
            child.kill('SIGTERM')
            const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
            await exited
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

// If this process is killed outright (a test-runner timeout, SIGKILL), no JS runs; the watchdog
// then sees its stdin pipe close and takes the server down.
function watch(pid: number): ChildProcess {
  const script = 'read -r word; [ "$word" = done ] && exit 0; kill -KILL "$1" 2>/dev/null'
  const dog = spawn('sh', ['-c', script, 'redis-watchdog', String(pid)], { stdio: ['pipe', 'ignore', 'ignore'] })
  dog.unref()
  ;(dog.stdin as unknown as { unref?: () => void }).unref?.()
  return dog
}

function argsFor(opts: StartRedisOptions, dir: string, port: number): string[] {
  const common = ['--bind', HOST, '--port', String(port), '--dir', dir, '--protected-mode', 'yes', '--loglevel', 'warning']
  if (opts.sentinelOf) {
    // A Sentinel rewrites its config file: it gets one of its own.
    const file = join(dir, 'sentinel.conf')
    const { primary, primaryName } = opts.sentinelOf
    writeFileSync(file, `sentinel monitor ${primaryName} ${primary.host} ${primary.port} 1\n`)
    return [file, '--sentinel', ...common]
  }
  const server = [...common, '--save', '', '--appendonly', 'no']
  return opts.cluster ? [...server, '--cluster-enabled', 'yes', '--cluster-config-file', join(dir, 'nodes.conf'), '--cluster-announce-ip', HOST] : server
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
