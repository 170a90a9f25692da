// A real Consul agent for tests: one dev-mode server per call, on loopback
// ports of its own, so parallel test files never share or collide.
import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { createSocket } from 'node:dgram'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Test } from 'tap'

export interface ConsulAgent {
  host: '127.0.0.1'
  httpPort: number
  binary: string
  dataDir: string
  /** Ends the agent (SIGTERM, SIGKILL after a grace period) and removes its data dir. */
  stop(): Promise<void>
  /**
   * Restarts on the same ports (also after stop()). The agent restores the services registered
   * with it from its data dir (their checks critical until they next run); `empty` removes the
   * data dir first, so it comes back with an empty catalog.
   */
  restart(opts?: { empty?: boolean }): Promise<void>
}

const HOST = '127.0.0.1'
const SCRIPT = fileURLToPath(new URL('../../scripts/get-consul.sh', import.meta.url))
// The first call may build Consul from source, which takes minutes on 2 cores.
const OBTAIN_TIMEOUT_MS = 30 * 60_000
const LEADER_TIMEOUT_MS = 60_000
const STOP_GRACE_MS = 5_000
const LOG_TAIL_LINES = 40

let binaryPromise: Promise<string> | undefined

/** Path of a working consul binary, obtained (built if need be) once per process. */
export function consulBinary(): Promise<string> {
  binaryPromise ??= new Promise<string>((resolve, reject) => {
    execFile('sh', [SCRIPT], { timeout: OBTAIN_TIMEOUT_MS, maxBuffer: 16 << 20 }, (err, stdout, stderr) => {
      const lines = stdout.trim().split('\n')
      const path = lines[lines.length - 1]
      if (err || !path) {
        reject(new Error(`scripts/get-consul.sh failed: ${err?.message ?? 'no path printed'}\n${tail(stderr)}`))
      } else {
        resolve(path)
      }
    })
  })
  return binaryPromise
}

/** The binary path, or null when no agent can be had here (so a test can t.skip). */
export async function consulAvailable(): Promise<string | null> {
  try {
    return await consulBinary()
  } catch {
    return null
  }
}

/**
 * True when no agent can be had here, after planning `t` empty with the reason, so that the test
 * shows as skipped rather than as passed: `if (await skipWithoutConsul(t)) return`.
 */
export async function skipWithoutConsul(t: Test): Promise<boolean> {
  if (await consulAvailable()) return false
  t.plan(0, 'no consul binary could be obtained (scripts/get-consul.sh)')
  return true
}

/** An agent for `t`, stopped at its teardown; undefined when none can be had (`t` then planned empty). */
export async function consulAgentFor(t: Test): Promise<ConsulAgent | undefined> {
  if (await skipWithoutConsul(t)) return undefined
  const agent = await startConsul()
  t.teardown(() => agent.stop())
  return agent
}

/** The registry settings (as config's `registry`) of an agent for `t`, as consulAgentFor gives it; undefined when none can be had. */
export async function consulRegistryFor(t: Test): Promise<{ host: string; port: number; scheme: 'http' } | undefined> {
  const agent = await consulAgentFor(t)
  return agent && { host: agent.host, port: agent.httpPort, scheme: 'http' }
}

interface Ports {
  http: number
  server: number
  serfLan: number
  grpc: number
}

interface Running {
  child: ChildProcess
  watchdog: ChildProcess
  exited: Promise<void>
  log: string[]
}

const live = new Set<Running>()
const dataDirs = new Set<string>()

// 'exit' handlers must be synchronous: signal and delete, no waiting. The
// watchdog below covers the case where this process dies without 'exit'.
process.once('exit', () => {
  for (const r of live) r.child.kill('SIGKILL')
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true })
})

export async function startConsul(): Promise<ConsulAgent> {
  const binary = await consulBinary()
  const dataDir = mkdtempSync(join(tmpdir(), 'consul-test-'))
  dataDirs.add(dataDir)

  // Free ports are found by binding and releasing them, so another process may
  // take one before Consul binds it; a fresh set of ports is the cure.
  let ports: Ports | undefined
  let running: Running | undefined
  let lastError: unknown
  for (let attempt = 0; attempt < 3 && !running; attempt++) {
    ports = await freePorts()
    try {
      running = await launch(binary, dataDir, ports)
    } catch (err) {
      lastError = err
    }
  }
  if (!running || !ports) {
    rmSync(dataDir, { recursive: true, force: true })
    dataDirs.delete(dataDir)
    throw lastError
  }

  const fixedPorts = ports
  let current: Running | undefined = running
  return {
    host: HOST,
    httpPort: ports.http,
    binary,
    dataDir,
    async stop() {
      if (current) await halt(current)
      current = undefined
      rmSync(dataDir, { recursive: true, force: true })
      dataDirs.delete(dataDir)
    },
    async restart({ empty = false } = {}) {
      if (current) await halt(current)
      current = undefined
      if (empty) rmSync(dataDir, { recursive: true, force: true })
      // After a stop() the dir is gone; the agent gets it back, and exit cleanup owns it again.
      mkdirSync(dataDir, { recursive: true })
      dataDirs.add(dataDir)
      current = await launch(binary, dataDir, fixedPorts)
    },
  }
}

function agentArgs(dataDir: string, p: Ports): string[] {
  return [
    'agent',
    '-dev',
    '-bind',
    HOST,
    '-client',
    HOST,
    '-advertise',
    HOST,
    '-node',
    `test-${process.pid}-${p.http}`,
    '-data-dir',
    dataDir,
    '-http-port',
    String(p.http),
    '-server-port',
    String(p.server),
    '-serf-lan-port',
    String(p.serfLan),
    '-grpc-port',
    String(p.grpc),
    // Listeners we do not use stay closed, so they cannot collide across agents.
    '-serf-wan-port',
    '-1',
    '-dns-port',
    '-1',
    '-grpc-tls-port',
    '-1',
    '-hcl',
    'ports { https = -1 }',
    '-log-level',
    'warn',
    '-disable-host-node-id',
  ]
}

async function launch(binary: string, dataDir: string, ports: Ports): Promise<Running> {
  const child = spawn(binary, agentArgs(dataDir, ports), { stdio: ['ignore', 'pipe', 'pipe'] })
  const log: string[] = []
  const keep = (chunk: Buffer) => {
    log.push(...chunk.toString('utf8').split('\n').filter(Boolean))
    if (log.length > LOG_TAIL_LINES) log.splice(0, log.length - LOG_TAIL_LINES)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const running: Running = { child, watchdog: watch(child.pid!, dataDir), exited, log }
  live.add(running)
  exited.then(() => live.delete(running))

  try {
    await waitForLeader(ports.http, exited)
  } catch (err) {
    await halt(running)
    throw new Error(`consul agent did not become leader: ${(err as Error).message}\n${log.join('\n')}`)
  }
  return running
}

// If this process is killed outright (a test-runner timeout, SIGKILL), no JS
// runs; the watchdog then sees its stdin pipe close and takes the agent down.
function watch(pid: number, dataDir: string): ChildProcess {
  const script = 'read -r word; [ "$word" = done ] && exit 0; kill -KILL "$1" 2>/dev/null; sleep 1; rm -rf "$2"'
  const dog = spawn('sh', ['-c', script, 'consul-watchdog', String(pid), dataDir], {
    stdio: ['pipe', 'ignore', 'ignore'],
  })
  dog.unref()
  ;(dog.stdin as unknown as { unref?: () => void }).unref?.()
  return dog
}

async function halt(r: Running): Promise<void> {
  if (r.child.exitCode === null && r.child.signalCode === null) {
    r.child.kill('SIGTERM')
    const timer = setTimeout(() => r.child.kill('SIGKILL'), STOP_GRACE_MS)
    await r.exited
    clearTimeout(timer)
  }
  r.watchdog.stdin?.end('done\n')
  live.delete(r)
}

async function waitForLeader(httpPort: number, exited: Promise<void>): Promise<void> {
  let gone = false
  exited.then(() => {
    gone = true
  })
  const deadline = Date.now() + LEADER_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (gone) throw new Error('agent exited during startup')
    try {
      const res = await fetch(`http://${HOST}:${httpPort}/v1/status/leader`, {
        signal: AbortSignal.timeout(2_000),
      })
      // An elected leader is reported as "ip:port"; before that, as "".
      if (res.ok && ((await res.json()) as string) !== '') return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no leader within ${LEADER_TIMEOUT_MS} ms`)
}

async function freePorts(): Promise<Ports> {
  // Holding every probe open until all are chosen keeps the four distinct.
  const held: Array<() => Promise<void>> = []
  const pick = async (udpToo: boolean): Promise<number> => {
    for (;;) {
      const server = createServer()
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject)
        server.listen(0, HOST, () => resolve())
      })
      const port = (server.address() as { port: number }).port
      const closeTcp = () => new Promise<void>((r) => server.close(() => r()))
      if (!udpToo) {
        held.push(closeTcp)
        return port
      }
      // Serf gossips on UDP and TCP of the same port number.
      const sock = createSocket('udp4')
      const udpFree = await new Promise<boolean>((resolve) => {
        sock.once('error', () => resolve(false))
        sock.bind(port, HOST, () => resolve(true))
      })
      if (udpFree) {
        held.push(closeTcp, () => new Promise<void>((r) => sock.close(() => r())))
        return port
      }
      sock.close()
      await closeTcp()
    }
  }
  try {
    return {
      http: await pick(false),
      server: await pick(false),
      serfLan: await pick(true),
      grpc: await pick(false),
    }
  } finally {
    await Promise.all(held.map((close) => close()))
  }
}

function tail(text: string): string {
  return text.trim().split('\n').slice(-LOG_TAIL_LINES).join('\n')
}
