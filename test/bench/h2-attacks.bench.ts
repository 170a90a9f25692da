// HTTP/2 attack benchmark (issue 26): the attacks of the attack suite (test/helpers/h2-attacks.ts,
// h2-evil-backend.ts), each for up to `seconds` on a fresh victim, against this checkout and each
// --baseline side by side. Victims: the events service (attacked as a client would) and the
// gateway (calling a malicious backend). Per attack and checkout: the victim's RSS before and its
// peak growth (read from /proc; an attack is stopped once the victim grew past MEMORY_CAP, as
// the machine may be shared), whether and when a GOAWAY came or the server closed the attacking
// connection, and what a well-behaved client saw meanwhile, one call every 100 ms on its own
// connection from a process of its own (./steady-client.ts): p50, p99, max and failures.
// Figures are printed, never asserted.
import { spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import type * as grpc from '@grpc/grpc-js'
import { callUnary, createClient } from '../helpers/grpc-client.js'
import { protoMessage } from '../helpers/grpc-frames.js'
import { attackProcess, type AttackRun } from '../helpers/h2-attack-run.js'
import * as attacks from '../helpers/h2-attacks.js'
import * as evil from '../helpers/h2-evil-backend.js'
import { summarize, type SteadyCalls, type SteadyReport } from '../helpers/steady-calls.js'
import { checkoutLabel, ROOT, startChild, table, type Child } from './lib.js'

export interface H2AttackBenchOptions {
  /** Longest an attack goes on, seconds (the issue's table: 20). */
  seconds: number
  /** Other checkouts to attack side by side with this one. */
  baselines?: string[]
  /** Run only the attacks whose name contains one of these (case-insensitive). */
  only?: string[]
}

const MEMORY_CAP = 1e9
const EVENTS = '/svc.api.v1.Events'
const BIG_DOCUMENT = 4 * 1024 * 1024
const EVIL_ROUTE = '/v1/processors/evil/process/e1'

interface ServerCase {
  name: string
  attack: attacks.Attack
  /** Sets up what the attack needs in the events service. */
  prepare?: (events: grpc.Client) => Promise<void>
  /** What the attack left in the events service, in words. */
  verdict?: (events: grpc.Client) => Promise<string>
}

const SERVER_CASES: ServerCase[] = [
  { name: 'rapid reset', attack: attacks.rapidReset() },
  { name: 'CONTINUATION flood, 16 KB frames', attack: attacks.continuationFlood(16_384) },
  { name: 'CONTINUATION flood, empty frames', attack: attacks.continuationFlood(0) },
  { name: 'HPACK bomb', attack: attacks.hpackBombFlood() },
  { name: 'SETTINGS flood, never reads', attack: attacks.controlFlood('SETTINGS') },
  { name: 'PING flood, never reads', attack: attacks.controlFlood('PING') },
  {
    name: 'zero-window stall, 4 MiB answers',
    attack: attacks.zeroWindowStall(
      `${EVENTS}/GetDocumentText`,
      protoMessage([
        [1, 'big'],
        [2, 'd'],
      ]),
    ),
    prepare: async (c) => {
      await callUnary(c, 'OpenEvent', { event_id: 'big' })
      await callUnary(c, 'AddDocument', { event_id: 'big', document_name: 'd', text: 'n'.repeat(BIG_DOCUMENT) })
    },
  },
  {
    name: 'DATA after END_STREAM, 3 requests',
    attack: attacks.dataAfterEndStream(
      `${EVENTS}/AddMetadata`,
      ['k1', 'k2', 'k3'].map((key) =>
        protoMessage([
          [1, 'thrice'],
          [2, key],
          [3, 'v'],
        ]),
      ),
    ),
    prepare: async (c) => void (await callUnary(c, 'OpenEvent', { event_id: 'thrice' })),
    verdict: async (c) =>
      `handler ran ${Object.keys((await callUnary(c, 'GetAllMetadata', { event_id: 'thrice' })).metadata).length} times`,
  },
  { name: '5,000 idle connections', attack: attacks.idleConnections(5000) },
  { name: '4 GiB length prefix, 4 streams', attack: attacks.lengthPrefix4GiB(`${EVENTS}/AddDocument`) },
]

const GATEWAY_CASES: [string, evil.Misbehaviour][] = [
  ['gateway: backend floods CONTINUATION', evil.continuationFloodBackend],
  ['gateway: backend floods SETTINGS, never reads', evil.controlFloodBackend('SETTINGS')],
  ['gateway: backend floods PING, never reads', evil.controlFloodBackend('PING')],
  ['gateway: backend answers a 4 GiB prefix', evil.lengthPrefix4GiBBackend],
  ['gateway: backend answers endless DATA', evil.endlessDataBackend],
  ['gateway: backend sends SETTINGS, closes', evil.settingsThenClose],
]

interface Row {
  attack: string
  checkout: string
  run: AttackRun
  verdict?: string
}

export async function benchH2Attacks(opts: H2AttackBenchOptions): Promise<void> {
  const sides = [
    { label: checkoutLabel(ROOT, 'this'), root: ROOT },
    ...(opts.baselines ?? []).map((b) => ({ label: checkoutLabel(b, 'baseline'), root: b })),
  ]
  const wanted = (name: string) =>
    !opts.only?.length || opts.only.some((o) => name.toLowerCase().includes(o.toLowerCase()))
  const durationMs = opts.seconds * 1000
  console.log(
    `\n== HTTP/2 attacks: each up to ${opts.seconds} s on a fresh victim; a well-behaved client calls every 100 ms on its own connection ==`,
  )
  const rows: Row[] = []
  for (const c of SERVER_CASES.filter((c) => wanted(c.name))) {
    for (const side of sides)
      rows.push({ attack: c.name, checkout: side.label, ...(await attackEvents(side.root, c, durationMs)) })
  }
  for (const [name, misbehaviour] of GATEWAY_CASES.filter(([name]) => wanted(name))) {
    for (const side of sides)
      rows.push({ attack: name, checkout: side.label, run: await attackGateway(side.root, misbehaviour, durationMs) })
  }
  printRows(rows)
}

async function attackEvents(
  root: string,
  c: ServerCase,
  durationMs: number,
): Promise<{ run: AttackRun; verdict?: string }> {
  const events = await startChild(['events', '--host', '127.0.0.1', '--port', '0'], {}, [], { root })
  const client = createClient('Events', events.address)
  try {
    await c.prepare?.(client)
    const run = await attackProcess(events.proc.pid!, events.address, c.attack, {
      durationMs,
      memoryCap: MEMORY_CAP,
      steady: () => steadyClient('grpc', events.address),
    })
    return { run, verdict: run.alive ? await c.verdict?.(client) : undefined }
  } finally {
    client.close()
    await events.stop()
  }
}

async function attackGateway(root: string, misbehaviour: evil.Misbehaviour, durationMs: number): Promise<AttackRun> {
  const backend = await evil.startEvilBackend(misbehaviour)
  const children: Child[] = []
  try {
    const events = await startChild(['events', '--host', '127.0.0.1', '--port', '0'], {}, [], { root })
    children.push(events)
    const config = join(mkdtempSync(join(tmpdir(), 'svc-h2-bench-')), 'svcConfig.yaml')
    writeFileSync(
      config,
      `discovery: static\ngateway:\n  host: 127.0.0.1\n  port: 0\n  events: ${events.address}\nprocessors:\n  - {Identifier: evil, Endpoint: '${backend.address}'}\n`,
    )
    const gateway = await startChild(['gateway', '--config', config], { SVC_LOG_LEVEL: 'info' }, [], { root })
    children.push(gateway)
    const url = `http://${gateway.address}`
    return await attackProcess(gateway.proc.pid!, url, evil.callsThroughGateway(EVIL_ROUTE, backend), {
      durationMs,
      memoryCap: MEMORY_CAP,
      steady: () => steadyClient('http', url),
    })
  } finally {
    await backend.close()
    for (const c of children.reverse()) await c.stop()
  }
}

/** The well-behaved client as a child process (./steady-client.ts), once it had its first answer. */
async function steadyClient(kind: 'grpc' | 'http', target: string): Promise<SteadyCalls> {
  const script = fileURLToPath(new URL('./steady-client.ts', import.meta.url))
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), script, kind, target], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]()
  const first = await lines.next()
  if (first.value !== 'ready') throw new Error(`the steady client did not start: ${first.value}`)
  return {
    async stop(): Promise<SteadyReport> {
      child.stdin.end()
      const report = await lines.next()
      return JSON.parse(report.value)
    },
  }
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(0)
const ms = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? '-' : n < 10 ? n.toFixed(1) : n.toFixed(0))

function printRows(rows: Row[]): void {
  table(
    rows.map(({ attack, checkout, run }) => {
      const lat = summarize(run.steady.latenciesMs)
      const o = run.outcome
      return {
        attack,
        checkout,
        'RSS MB': mb(run.before),
        'peak +MB': run.stoppedForMemory ? `>${mb(MEMORY_CAP)} (stopped)` : `+${mb(run.peak - run.before)}`,
        alive: run.alive ? 'yes' : 'NO',
        GOAWAY: o.goaway ? `${o.goaway.error} @${ms(o.goaway.atMs)} ms` : '-',
        'closed ms': ms(o.closedAtMs),
        'sent MB': mb(o.sent),
        'client p50': ms(lat.p50),
        p99: ms(lat.p99),
        max: ms(lat.max),
        'failed/calls': `${run.steady.failures.length}/${run.steady.calls}`,
        'attack s': (o.ms / 1000).toFixed(1),
      }
    }),
  )
  console.log('\nwhat each attack saw:')
  for (const { attack, checkout, run, verdict } of rows)
    console.log(`  ${attack} [${checkout}]: ${run.outcome.notes}${verdict ? `; ${verdict}` : ''}`)
  console.log(
    "(client latencies in ms. GOAWAY: the first one and when, from the attack's start; a flooder that never reads sees it only once it reads, after its flood. " +
      "peak +MB: the victim's highest RSS less its RSS before the attack.)",
  )
}
