// Discovery through a real Consul agent: how fast the routing table converges after a
// registration, a deregistration and a crash (health check going critical), and how many
// requests fail while a processor with two instances is restarted one instance at a time
// (gracefully, and by crashing). Figures are printed, never asserted.
//
//   node --import tsx test/bench/discovery.bench.ts
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { stringify } from 'yaml'
import { DEFAULT_CONFIG, type SvcConfig } from '../../src/config/config.js'
import { startDiscovery } from '../../src/discovery/discovery.js'
import type { RoutingTable } from '../../src/discovery/routing-table.js'
import { startEventsServer } from '../../src/events/events-service.js'
import { Gateway } from '../../src/gateway/server.js'
import { startConsul } from '../helpers/consul.js'
import { request } from '../helpers/http.js'
import { hostRegistered, InstanceProcessor, type RegisteredHost } from '../helpers/registry-backends.js'
import { fmt, table } from './lib.js'

export interface DiscoveryBenchOptions {
  /** Repetitions of the registration and deregistration measurements. */
  repetitions?: number
  /** Repetitions of the crash measurement (each waits for a failing health check). */
  crashes?: number
  /** Clients calling during the rolling restarts. */
  clients?: number
  /** How long each Process call works during the in-process rolling restarts (calls in flight when an instance dies). */
  workMs?: number
  /** Also restart real `svc processors --register` child processes (SIGTERM, SIGKILL); default true. */
  childProcesses?: boolean
}

interface RollingResult {
  mode: string
  requests: number
  failed: number
  statuses: string
  seconds: number
}

export async function benchDiscovery(opts: DiscoveryBenchOptions = {}): Promise<void> {
  const reps = opts.repetitions ?? 10
  const crashes = opts.crashes ?? 3
  const clients = opts.clients ?? 8
  const workMs = opts.workMs ?? 20
  const agent = await startConsul()
  const registry: SvcConfig['registry'] = { host: agent.host, port: agent.httpPort, scheme: 'http' }
  const events = await startEventsServer({ host: '127.0.0.1', port: 0 })
  const config: SvcConfig = structuredClone(DEFAULT_CONFIG)
  Object.assign(config, { discovery: 'registry', registry })
  Object.assign(config.gateway, { host: '127.0.0.1', port: 0, events: events.address, refresh_interval: 10 })
  const discovery = await startDiscovery(config, null, () => {})
  const gateway = await Gateway.start({ config, table: discovery.table, log: () => {}, announce: () => {} })
  // A second gateway on the same table with the built-in retry plugin (idempotent calls retried on UNAVAILABLE).
  const retrying = await Gateway.start({
    config: { ...config, plugins: [{ name: 'retry' }] },
    table: discovery.table,
    log: () => {},
    announce: () => {},
  })
  const hosts = new Set<RegisteredHost>()
  const host = async (instance: string, id: string, work = 0) => {
    const h = await hostRegistered([new InstanceProcessor(instance, id, work)], {
      eventsAddress: events.address,
      registry,
    })
    hosts.add(h)
    return h
  }
  try {
    const up: number[] = []
    const down: number[] = []
    for (let i = 0; i < reps; i++) {
      const id = `conv-${i}`
      // The clock includes the host starting to listen (a few ms), then registering, as the commands do.
      const routed = until(discovery.table, (t) => t.current.processors.has(id))
      const t0 = performance.now()
      const h = await host('a', id)
      await routed
      up.push(performance.now() - t0)
      const gone = until(discovery.table, (t) => !t.current.processors.has(id))
      const t1 = performance.now()
      await h.stop()
      await gone
      down.push(performance.now() - t1)
      hosts.delete(h)
    }
    const crash: number[] = []
    for (let i = 0; i < crashes; i++) {
      const id = `crash-${i}`
      const routed = until(discovery.table, (t) => t.current.processors.has(id))
      const h = await host('a', id)
      await routed
      const gone = until(discovery.table, (t) => !t.current.processors.has(id))
      const t0 = performance.now()
      h.kill()
      await gone
      crash.push(performance.now() - t0)
      await h.stop()
      hosts.delete(h)
    }
    console.log(
      `\ndiscovery: routing-table convergence through Consul (${reps} repetitions; crash ${crashes}; check interval 1s, timeout 1s)`,
    )
    table([
      { event: 'registration → routed', median_ms: fmt(median(up)), max_ms: fmt(Math.max(...up)) },
      { event: 'deregistration → removed', median_ms: fmt(median(down)), max_ms: fmt(Math.max(...down)) },
      { event: 'crash → removed (check critical)', median_ms: fmt(median(crash)), max_ms: fmt(Math.max(...crash)) },
    ])

    const rolling: RollingResult[] = []
    // In process: Process calls take workMs, so some are in flight when an instance goes.
    for (const mode of ['graceful', 'crash'] as const) {
      const id = `rolling-${mode}`
      const inProcess = async (instance: string): Promise<Instance> => {
        const h = await host(instance, id, workMs)
        return { stop: () => h.stop().then(() => void hosts.delete(h)), kill: async () => h.kill() }
      }
      const call = async (c: number, i: number) =>
        (i % 2 === 0
          ? await request(gateway.url, 'GET', `/v1/processors/${id}/info`)
          : await request(gateway.url, 'POST', `/v1/processors/${id}/process/ev-${c}-${i}`, {})
        ).status
      rolling.push(
        await rollingRestart(
          mode === 'graceful' ? 'in-process: deregister, close' : 'in-process: forceShutdown',
          mode,
          id,
          discovery.table,
          inProcess,
          clients,
          call,
        ),
      )
    }
    // The real command in its own process: `svc processors --register`, SIGTERM or SIGKILL.
    if (opts.childProcesses ?? true) {
      const dir = mkdtempSync(join(tmpdir(), 'discovery-bench-'))
      const svcConfig = join(dir, 'svcConfig.yaml')
      writeFileSync(svcConfig, stringify({ registry: { host: registry.host, port: registry.port } }))
      try {
        const id = 'svc-sentences'
        const child = (instance: string) =>
          startProcessorsChild(
            ['--events', events.address, '--host', '127.0.0.1', '--port', '0', '--only', id, '--register'],
            svcConfig,
            instance,
          )
        const runs: [string, 'graceful' | 'crash', Gateway][] = [
          ['svc processors SIGTERM', 'graceful', gateway],
          ['svc processors SIGKILL', 'crash', gateway],
          ['svc processors SIGKILL, retry plugin', 'crash', retrying],
        ]
        for (const [label, mode, gw] of runs) {
          const call = async () => (await request(gw.url, 'GET', `/v1/processors/${id}/info`)).status
          rolling.push(await rollingRestart(label, mode, id, discovery.table, child, clients, call))
        }
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    }
    console.log(
      `\ndiscovery: rolling restart of a processor with two instances (stop A, start A', stop B, start B'; ${clients} clients calling in a loop)`,
    )
    table(
      rolling.map((r) => ({
        run: r.mode,
        requests: r.requests,
        failed: r.failed,
        failure_statuses: r.statuses || '-',
        seconds: fmt(r.seconds),
      })),
    )
  } finally {
    for (const h of hosts) await h.stop().catch(() => {})
    await gateway.close()
    await retrying.close()
    await discovery.stop()
    await events.close(0)
    await agent.stop()
  }
}

/** One instance of a processor: stop = clean shutdown (deregister first), kill = crash. */
interface Instance {
  stop(): Promise<void>
  kill(): Promise<void>
}

/**
 * Stop A, start A', stop B, start B' while clients call. Graceful: deregister, then close with
 * a grace period (what `svc processors --register` does on SIGTERM). Crash: the instance dies
 * still registered and its health check takes it out.
 */
async function rollingRestart(
  label: string,
  mode: 'graceful' | 'crash',
  id: string,
  routes: RoutingTable,
  host: (instance: string) => Promise<Instance>,
  clients: number,
  call: (c: number, i: number) => Promise<number>,
): Promise<RollingResult> {
  const count = (n: number) => until(routes, (t) => t.current.processors.get(id)?.instances.length === n)
  const twoRouted = count(2)
  let a = await host('a')
  let b = await host('b')
  await twoRouted
  const failures: string[] = []
  let requests = 0
  let running = true
  const loop = async (c: number) => {
    for (let i = 0; running; i++) {
      const status = await call(c, i)
      requests++
      if (status !== 200) failures.push(String(status))
    }
  }
  const t0 = performance.now()
  const loops = Array.from({ length: clients }, (_, c) => loop(c))
  const replace = async (old: Instance, instance: string) => {
    const oneLeft = count(1)
    if (mode === 'graceful') await old.stop()
    else await old.kill()
    await oneLeft
    const back = count(2)
    const fresh = await host(instance)
    await back
    return fresh
  }
  // A little traffic on the full set before each step.
  await pause(200)
  a = await replace(a, "a'")
  await pause(200)
  b = await replace(b, "b'")
  await pause(200)
  running = false
  await Promise.all(loops)
  const seconds = (performance.now() - t0) / 1000
  await a.stop()
  await b.stop()
  const tally = new Map<string, number>()
  for (const f of failures) tally.set(f, (tally.get(f) ?? 0) + 1)
  return {
    mode: label,
    requests,
    failed: failures.length,
    statuses: [...tally].map(([s, n]) => `${s}×${n}`).join(' '),
    seconds,
  }
}

const CLI = fileURLToPath(new URL('../../src/commands/cli.ts', import.meta.url))

/** `svc processors …` from the sources (a dist/ build may predate --register), registry from SVC_CONFIG. */
async function startProcessorsChild(args: string[], svcConfig: string, name: string): Promise<Instance> {
  const proc = spawn(process.execPath, ['--import', 'tsx', CLI, 'processors', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SVC_CONFIG: svcConfig, SVC_LOG_LEVEL: 'warn' },
  })
  const exited = new Promise<void>((r) => proc.once('exit', () => r()))
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: proc.stdout! }).on('line', (line) => {
      if (/listening on/.test(line)) resolve()
    })
    proc.stderr!.resume()
    proc.once('exit', (code) => reject(new Error(`svc processors (${name}) exited with ${code}`)))
  })
  const end = async (signal: NodeJS.Signals) => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal)
    await exited
  }
  return { stop: () => end('SIGTERM'), kill: () => end('SIGKILL') }
}

/** Resolves once the table satisfies `ok` (checked now and on every change). */
function until(routes: RoutingTable, ok: (t: RoutingTable) => boolean): Promise<void> {
  if (ok(routes)) return Promise.resolve()
  return new Promise((resolve) => {
    const check = () => {
      if (!ok(routes)) return
      routes.off('change', check)
      resolve()
    }
    routes.on('change', check)
  })
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchDiscovery()
