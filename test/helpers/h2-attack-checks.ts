// What every attack test asserts of its victim, and how the tests start victims: real `svc`
// processes (bin/svc.js), so that their memory is theirs alone and read from /proc.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Test } from 'tap'
import { attackProcess, type AttackRun } from './h2-attack-run.js'
import type { Attack } from './h2-attacks.js'
import { callUnary, clientFor } from './grpc-client.js'
import { request } from './http.js'
import { pollUntil } from './poll.js'
import { freePort, run } from './processes.js'
import { steadyCalls, summarize } from './steady-calls.js'

/** The bound on how much an attack may grow its victim's resident memory. */
export const GROWTH_BOUND = 150e6
/** Past this growth the attack is stopped: the test has failed already, the machine is shared. */
export const MEMORY_CAP = 400e6

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`

export interface Victim {
  address: string
  pid: number
  /** The process's stdout and stderr lines so far. */
  stdout: string[]
  stderr: string[]
}

/** The args of `svc events` on a free loopback port. */
export const EVENTS_ARGS = ['events', '--host', '127.0.0.1', '--port', '0']

/** `svc <args>` as a child process, once it prints `ready` (its first group is the address). */
export async function startSvc(t: Test, args: string[], ready = /listening on (\S+)$/): Promise<Victim> {
  const proc = run(t, process.execPath, [join(ROOT, 'bin/svc.js'), ...args], {
    cwd: ROOT,
    env: { ...process.env, SVC_LOG_LEVEL: 'warn' },
  })
  const address = (await proc.waitForLine(ready, 60_000))[1]!
  return { address, pid: proc.child.pid!, stdout: proc.stdout, stderr: proc.stderr }
}

/**
 * `svc gateway` as a child process on a free port, with `config` (YAML) written to a file of its
 * own; resolves once it answers /healthz (it logs its address only at level info).
 */
export async function startGatewaySvc(t: Test, config: string): Promise<Victim & { url: string }> {
  const file = join(mkdtempSync(join(tmpdir(), 'svc-h2-gateway-')), 'svcConfig.yaml')
  writeFileSync(file, config)
  // A free port is free when asked, not always when the gateway binds it (other tests run beside
  // this one): a gateway that exits before answering is started again on another.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    const proc = run(
      t,
      process.execPath,
      [join(ROOT, 'bin/svc.js'), 'gateway', '--config', file, '--host', '127.0.0.1', '--port', String(port)],
      { cwd: ROOT, env: { ...process.env, SVC_LOG_LEVEL: 'warn' } },
    )
    const url = `http://127.0.0.1:${port}`
    const up = () =>
      request(url, 'GET', '/healthz').then(
        (r) => (r.status === 200 ? 'up' : false),
        () => false,
      )
    const state = await pollUntil(
      'the gateway answering /healthz',
      async () => (proc.child.exitCode !== null ? 'exited' : await up()),
      { withinMs: 60_000 },
    )
    if (state.value === 'up')
      return { address: url, url, pid: proc.child.pid!, stdout: proc.stdout, stderr: proc.stderr }
    if (attempt === 3)
      throw new Error(`svc gateway exited before answering, three times: ${proc.stderr.slice(-3).join(' | ')}`)
  }
}

/** A line for the test's output: what the attack and the well-behaved client saw. */
export function describeRun(run: AttackRun): string {
  const { outcome: o, steady } = run
  const lat = summarize(steady.latenciesMs)
  const goaway = o.goaway
    ? `GOAWAY ${o.goaway.error} at ${Math.round(o.goaway.atMs)} ms (last stream ${o.goaway.lastStreamId})`
    : 'no GOAWAY'
  const closed = o.closedAtMs !== undefined ? `closed at ${Math.round(o.closedAtMs)} ms` : 'not closed by the server'
  return [
    `attack ${Math.round(o.ms)} ms, ${mb(o.sent)} sent, ${goaway}, ${closed}${run.stoppedForMemory ? ', STOPPED: memory cap' : ''}; ${o.notes}`,
    `RSS ${mb(run.before)} -> peak ${mb(run.peak)} (+${mb(run.peak - run.before)})`,
    `well-behaved client: ${steady.calls} calls, ${steady.failures.length} failed, p50 ${lat.p50.toFixed(1)} ms, p99 ${lat.p99.toFixed(1)} ms, max ${lat.max.toFixed(1)} ms`,
  ].join('\n')
}

/** The process lives, grew less than GROWTH_BOUND, and answered every call of the well-behaved client. */
export function checkSurvived(t: Test, run: AttackRun): void {
  t.comment(describeRun(run))
  t.ok(run.alive, 'the process lives')
  t.ok(run.peak - run.before < GROWTH_BOUND, `its RSS grew ${mb(run.peak - run.before)} < ${mb(GROWTH_BOUND)}`)
  t.same(run.steady.failures.slice(0, 5), [], 'the well-behaved client on its own connection got every answer')
  t.ok(run.steady.latenciesMs.length > 0, 'the well-behaved client was answered')
}

export interface SurviveOptions {
  /** How long the attack goes on at most, ms (default 3000). */
  durationMs?: number
  /** The server must put an end to the attack: a GOAWAY, or closing the attacker's connection. */
  ended?: boolean
}

/**
 * Starts a fresh victim (so that no earlier attack's memory hides this one's), attacks it while
 * a well-behaved client calls Health/Check every 100 ms on its own connection, and checks that
 * it survived and still answers. Resolves with the run for the test's own further checks.
 */
export async function survives(
  t: Test,
  startVictim: () => Promise<Victim>,
  attack: Attack,
  opts: SurviveOptions = {},
): Promise<AttackRun> {
  const victim = await startVictim()
  const health = clientFor(t, 'Health', victim.address)
  const check = () => callUnary(health, 'Check', { service: '' }, { timeoutMs: 10_000 })
  await check()
  const run = await attackProcess(victim.pid, victim.address, attack, {
    durationMs: opts.durationMs ?? 3000,
    memoryCap: MEMORY_CAP,
    steady: () => steadyCalls(check),
  })
  checkSurvived(t, run)
  if (opts.ended)
    t.ok(
      run.outcome.goaway || run.outcome.closedAtMs !== undefined,
      'the server put an end to the attack (GOAWAY or closed the connection)',
    )
  t.same(await check(), { status: 'SERVING' }, 'answered after the attack')
  return run
}
