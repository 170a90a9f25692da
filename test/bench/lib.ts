// Shared pieces of the benchmarks: child processes of the real CLI, a bounded closed-loop load
// generator, and latency statistics. Figures are printed, never asserted.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { leanClient, statusError, type BenchClient, type BenchResponse } from './http-load-client.js'

export type { BenchClient, BenchResponse }

/** This checkout's root; a baseline checkout's root runs that checkout's own `bin/svc.js`. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url))

export interface Child {
  address: string
  proc: ChildProcess
  stop(): Promise<void>
}

export interface ChildOptions {
  /** The checkout whose `bin/svc.js` runs (default: this one). */
  root?: string
  /** CPUs to pin the child to (taskset list, e.g. "1"); unpinned when absent. */
  cpus?: string
  /** A script to run in place of `bin/svc.js` (the args follow it). */
  script?: string
}

// Children still running when the bench process ends (a bench that threw) are killed with it.
const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const c of running) c.kill('SIGKILL')
})

/** A checkout's name in the benches' tables: `fallback` and its short commit, where git knows it. */
export function checkoutLabel(root: string, fallback: string): string {
  const rev = spawnSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' })
  return rev.status === 0 ? `${fallback} ${rev.stdout.trim()}` : fallback
}

/**
 * The node options a checkout's `npm start` gives `svc up` (the words between "node" and
 * "bin/svc.js" in its package.json), so that a bench runs each checkout's stack as its users start
 * it (the gateway's process starts its old generation larger: src/heap.ts).
 */
export function npmStartNodeArgs(root: string = ROOT): string[] {
  const start: string = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts?.start ?? ''
  const words = start.split(/\s+/)
  const node = words.indexOf('node')
  const bin = words.indexOf('bin/svc.js')
  return node >= 0 && bin > node ? words.slice(node + 1, bin) : []
}

/** Starts `svc <args>` and resolves with the address from its "listening on" line. */
export function startChild(
  args: string[],
  env: NodeJS.ProcessEnv = {},
  nodeArgs: string[] = [],
  opts: ChildOptions = {},
): Promise<Child> {
  return new Promise((resolve, reject) => {
    const argv = [...nodeArgs, opts.script ?? join(opts.root ?? ROOT, 'bin/svc.js'), ...args]
    // taskset execs the program: the child's pid is the program's.
    const [cmd, cmdArgs] = opts.cpus
      ? ['taskset', ['-c', opts.cpus, process.execPath, ...argv]]
      : [process.execPath, argv]
    const proc = spawn(cmd, cmdArgs, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, SVC_LOG_LEVEL: 'warn', ...env },
    })
    running.add(proc)
    proc.once('exit', () => running.delete(proc))
    let done = false
    const stop = () =>
      new Promise<void>((r) => {
        if (proc.exitCode !== null) return r()
        proc.once('exit', () => r())
        proc.kill('SIGTERM')
      })
    const onLine = (line: string) => {
      // `svc up` logs the gateway's address as a URL (older checkouts) or as host:port (now).
      const m = /listening on (\S+)\s*$/.exec(line) ?? /"(?:url|gateway)":"(?:http:\/\/)?([^"]+)"/.exec(line)
      if (!done && m) {
        done = true
        resolve({ address: m[1], proc, stop })
      }
    }
    createInterface({ input: proc.stdout! }).on('line', onLine)
    createInterface({ input: proc.stderr! }).on('line', (l) => {
      onLine(l)
      if (/"level":"(error)"/.test(l)) process.stderr.write(l + '\n')
    })
    proc.once('exit', (code) => {
      if (!done) reject(new Error(`svc ${args.join(' ')} exited with ${code}`))
    })
  })
}

// ---- CPU time per process --------------------------------------------------------------------

let clockTicks: number | undefined
function ticksPerSecond(): number {
  if (clockTicks === undefined) {
    const out = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })
    clockTicks = Number(out.stdout) || 100
  }
  return clockTicks
}

/**
 * CPU seconds (user + system, every thread) a process has used so far: /proc/<pid>/stat for a
 * child, process.cpuUsage() for this one. Undefined where /proc is missing.
 */
export function cpuSeconds(pid: number = process.pid): number | undefined {
  if (pid === process.pid) {
    const u = process.cpuUsage()
    return (u.user + u.system) / 1e6
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the parenthesised name: state is the first, utime the 12th, stime the 13th.
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(f[11]) + Number(f[12])) / ticksPerSecond()
  } catch {
    return undefined
  }
}

/**
 * Seconds a process's threads have spent ready to run but not running (waiting for a CPU another
 * process held), from /proc/<pid>/task/<tid>/schedstat (its second field, in ns). Where requests
 * are answered one at a time, this wait is added to their latency: it is how much of a tail is
 * the machine's rather than the process's. Undefined where schedstat is missing.
 */
export function runQueueSeconds(pid: number): number | undefined {
  try {
    let ns = 0
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[1])
      } catch {
        // A thread that ended between the listing and the read waited no more.
      }
    }
    return ns / 1e9
  } catch {
    return undefined
  }
}

/**
 * Measures the CPU each of `pids` spends while `run` runs, and the time its threads waited for a
 * CPU, both in µs per `count` requests.
 */
export async function withCpu<T extends { count: number }>(
  pids: Record<string, number>,
  run: () => Promise<T>,
): Promise<T & { cpuUs: Record<string, number>; waitUs: Record<string, number> }> {
  const before = Object.fromEntries(
    Object.entries(pids).map(([k, pid]) => [k, [cpuSeconds(pid), runQueueSeconds(pid)]]),
  )
  const result = await run()
  const cpuUs: Record<string, number> = {}
  const waitUs: Record<string, number> = {}
  for (const [k, pid] of Object.entries(pids)) {
    const [cpuA, waitA] = before[k]
    const cpuB = cpuSeconds(pid)
    const waitB = runQueueSeconds(pid)
    if (cpuA !== undefined && cpuB !== undefined) cpuUs[k] = ((cpuB - cpuA) * 1e6) / result.count
    if (waitA !== undefined && waitB !== undefined) waitUs[k] = ((waitB - waitA) * 1e6) / result.count
  }
  return { ...result, cpuUs, waitUs }
}

// ---- pinning -----------------------------------------------------------------------------------

export interface Pinning {
  /** The gateway's own CPU ("1"), or undefined when pinning is not possible here. */
  gateway?: string
  /** Every other process of the bench (backends, load generator): the remaining CPUs. */
  others?: string
  /** How it was decided, for the report. */
  note: string
  /**
   * Gives the bench's own process every CPU back. Children inherit affinity, so a bench that
   * runs after a pinned one (the pipeline bench after the gateway bench) would otherwise start
   * its whole stack on the others' CPUs alone.
   */
  release(): void
  /**
   * Lets the given processes (every thread) and the bench's own run on every CPU (`true`) or puts
   * them back where they were started (`false`: gateways on `gateway`, the rest on `others`).
   */
  spread(on: boolean, processes: { gateways: number[]; others: number[] }): void
}

function moveTo(pids: number[], cpus: string): void {
  for (const pid of pids) spawnSync('taskset', ['-a', '-pc', cpus, String(pid)])
}

/**
 * The gateway on the last CPU, everything else on the others, with taskset; the bench's own
 * process (the load generator) is moved there too. Not possible with one CPU or without taskset.
 */
export function pinning(enabled = true): Pinning {
  const n = availableParallelism()
  const unpinned = { release: () => {}, spread: () => {} }
  if (!enabled) return { note: 'not pinned (--no-pin)', ...unpinned }
  if (n < 2) return { note: `not pinned: ${n} CPU`, ...unpinned }
  const probe = spawnSync('taskset', ['-c', String(n - 1), 'true'])
  if (probe.status !== 0) return { note: 'not pinned: taskset is missing or refused', ...unpinned }
  const gateway = String(n - 1)
  const others = n === 2 ? '0' : `0-${n - 2}`
  const all = `0-${n - 1}`
  const self = spawnSync('taskset', ['-a', '-pc', others, String(process.pid)])
  if (self.status !== 0) return { note: 'not pinned: taskset could not move the load generator', ...unpinned }
  return {
    gateway,
    others,
    note: `gateway on CPU ${gateway}; backends and load generator on CPU ${others} (taskset)`,
    release: () => moveTo([process.pid], all),
    spread(on, { gateways, others: rest }) {
      if (on) return moveTo([...gateways, ...rest, process.pid], all)
      moveTo(gateways, gateway)
      moveTo([...rest, process.pid], others)
    },
  }
}

export interface Stats {
  count: number
  errors: number
  seconds: number
  rps: number
  p50: number
  p99: number
}

/** Runs `op` `total` times with `concurrency` in flight; latencies in ms. */
export async function load(total: number, concurrency: number, op: (i: number) => Promise<unknown>): Promise<Stats> {
  const lat = new Float64Array(total)
  let next = 0
  let errors = 0
  const t0 = performance.now()
  const worker = async () => {
    while (next < total) {
      const i = next++
      const s = performance.now()
      try {
        await op(i)
      } catch {
        errors++
      }
      lat[i] = performance.now() - s
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker))
  const seconds = (performance.now() - t0) / 1000
  const sorted = Array.from(lat).sort((a, b) => a - b)
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]
  return { count: total, errors, seconds, rps: total / seconds, p50: q(0.5), p99: q(0.99) }
}

/**
 * The benches' HTTP load generators: `lean` (the default, ./http-load-client.ts: node:net sockets,
 * bodies decoded only when read) and `node-http` (node:http with a keep-alive Agent, every body
 * decoded), kept so that a run can be compared with figures taken before the lean one existed.
 */
export const CLIENT_KINDS = ['lean', 'node-http'] as const
export type ClientKind = (typeof CLIENT_KINDS)[number]

export function clientKind(name: string): ClientKind {
  if (!(CLIENT_KINDS as readonly string[]).includes(name))
    throw new Error(`unknown bench client ${JSON.stringify(name)}; one of ${CLIENT_KINDS.join(', ')}`)
  return name as ClientKind
}

/** The load generators a comma-separated list names (`--client lean,node-http`); lean when empty. */
export function clientKinds(list: string | undefined): ClientKind[] {
  const names = (list ?? '').split(',').filter(Boolean)
  return names.length ? names.map(clientKind) : ['lean']
}

/** What the benches print about the load generator beside its CPU figures. */
export function clientNote(kind: ClientKind): string {
  return kind === 'lean'
    ? 'load gen: the lean client (node:net, keep-alive, bodies decoded only when read; --client node-http for the old one). A cheaper client lowers the CPU and latency on the HTTP side of every comparison: an "added p50" or a throughput against figures taken with node-http is partly the client, not the gateway'
    : 'load gen: node:http with a keep-alive Agent, every body decoded (--client node-http)'
}

/** The bench's echo server (./echo-server.ts) as a child process, run through tsx. */
export function startEchoServer(): Promise<Child> {
  return startChild([], {}, ['--import', import.meta.resolve('tsx')], {
    script: fileURLToPath(new URL('./echo-server.ts', import.meta.url)),
  })
}

/** A keep-alive JSON client for one base URL with at most `maxSockets` connections. */
export function jsonClient(
  base: string,
  maxSockets: number,
  extraHeaders: Record<string, string> = {},
  kind: ClientKind = 'lean',
): BenchClient {
  return kind === 'lean' ? leanClient(base, maxSockets, extraHeaders) : nodeHttpClient(base, maxSockets, extraHeaders)
}

/** node:http's client with a keep-alive Agent: the benches' load generator until 2026-11-23. */
export function nodeHttpClient(
  base: string,
  maxSockets: number,
  extraHeaders: Record<string, string> = {},
): BenchClient {
  const url = new URL(base)
  const agent = new http.Agent({ keepAlive: true, maxSockets })
  return {
    request(method: string, path: string, body?: string): Promise<BenchResponse> {
      return new Promise((resolve, reject) => {
        const req = http.request(
          {
            host: url.hostname,
            port: url.port,
            method,
            path,
            agent,
            headers: body
              ? { ...extraHeaders, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
              : extraHeaders,
          },
          (res) => {
            const chunks: Buffer[] = []
            res.on('data', (c) => chunks.push(c))
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString()
              const status = res.statusCode ?? 0
              if (status < 200 || status >= 300) reject(statusError(status, text))
              else resolve({ status, body: text })
            })
            res.on('error', reject)
          },
        )
        req.on('error', reject)
        req.end(body)
      })
    },
    close() {
      agent.destroy()
    },
  }
}

export const fmt = (n: number, d = 1) => n.toFixed(d)

export function table(rows: Record<string, string | number>[]): void {
  const cols = Object.keys(rows[0] ?? {})
  const width = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)))
  const line = (vals: string[]) => vals.map((v, i) => v.padStart(width[i])).join('  ')
  console.log(line(cols))
  for (const r of rows) console.log(line(cols.map((c) => String(r[c]))))
}

/** A realistic clinical-style note of about `bytes` characters (invented, no PHI). */
export function syntheticNote(bytes = 6500): string {
  const parts = [
    'CHIEF COMPLAINT: Shortness of breath.',
    'HISTORY OF PRESENT ILLNESS: The patient is a 67-year-old man with a history of hypertension and type 2 diabetes mellitus who presents with two days of worsening dyspnea on exertion. He denies chest pain, fever, or chills. He reports a nonproductive cough. No hemoptysis.',
    'PAST MEDICAL HISTORY: Hypertension. Diabetes mellitus. Hyperlipidemia. Chronic kidney disease stage 3.',
    'MEDICATIONS: Lisinopril 10 mg daily. Metformin 500 mg b.i.d. Atorvastatin 40 mg q.d.',
    'ALLERGIES: No known drug allergies.',
    'FAMILY HISTORY: Mother had breast cancer. Father died of a myocardial infarction.',
    'SOCIAL HISTORY: Former smoker, quit in 2005. Drinks alcohol occasionally.',
    'REVIEW OF SYSTEMS: Negative for nausea, vomiting, or abdominal pain. Positive for fatigue.',
    'PHYSICAL EXAMINATION: Blood pressure 148/92, heart rate 96, temperature 37.1. Lungs with bibasilar crackles. Mild bilateral lower extremity edema.',
    'LABORATORY DATA: Creatinine 1.8. BNP 850. Troponin negative.',
    'ASSESSMENT AND PLAN: Acute decompensated heart failure, possibly with pneumonia. Start furosemide 40 mg IV. Rule out pulmonary embolism. Return if chest pain develops.',
  ]
  let out = ''
  let i = 0
  while (out.length < bytes) out += parts[i++ % parts.length] + '\n\n'
  return out.slice(0, bytes)
}

/** The benches' label index: 200 overlapping concept labels with fields, over a text of `textLength`. */
export function labels200(textLength: number) {
  return {
    is_distinct: false,
    labels: Array.from({ length: 200 }, (_, i) => {
      const start = (i * 31) % (textLength - 20)
      return {
        start_index: start,
        end_index: start + 12,
        concept_type: 'problem',
        preferred_term: `term ${i}`,
        code: `C${1000 + i}`,
        negated: i % 3 === 0,
        score: i / 200,
      }
    }),
  }
}
