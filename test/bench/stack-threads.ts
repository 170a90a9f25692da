// CPU per document of `svc up` by process AND by thread, for checkouts side by side (issue 27):
// where the pipeline's CPU goes outside the worker threads. Not part of `npm run bench`; run it as
//   node --import tsx test/bench/stack-threads.ts [--baseline DIR]… [--docs 300] [--rounds 6]
//        [--warmup 400] [--answer everything|concepts] [--workers N] [--node-args "…"]
// Every stack (this checkout, then each --baseline folder, each with a build: dist/) serves the
// clinical pipeline (svc-default-pipeline) on the 6.5 KB RTF note at 16 in flight; the rounds
// alternate between the stacks (the order reversed every other round) and the medians are
// printed. /proc/<pid>/task/<tid>/stat gives each thread's user and system time (10 ms ticks:
// with 300 documents a round reads in steps of 0.033 ms a document):
//   gw main      the gateway's main thread (user + system; system is mostly its socket writes)
//   gw helpers   the gateway's other threads (V8's compiler and GC threads, libuv's pool)
//   be main      the backends' main thread: gRPC server, pipeline service, events service,
//                handing each request to a worker and its answer back
//   be workers   the backends' `--workers` busiest other threads (the pipeline worker threads,
//                stack.workers, one per core by default)
//   be helpers   the backends' remaining threads (V8's compiler and GC threads for every isolate)
// On a machine shared with other work the figures of one round move by ±20%; compare medians of
// stacks measured in the same run only. V8 optimizes a function called once per document only
// after about a thousand documents: the helpers' figures fall with a longer --warmup.
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { benchNotes } from './notes.js'
import { checkoutLabel, fmt, jsonClient, load, npmStartNodeArgs, ROOT, startChild, table, type Child } from './lib.js'

const { values } = parseArgs({
  options: {
    baseline: { type: 'string', multiple: true, default: [] },
    docs: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '6' },
    warmup: { type: 'string', default: '400' },
    answer: { type: 'string', default: 'everything' },
    workers: { type: 'string', default: String(availableParallelism()) },
    'node-args': { type: 'string', default: '' },
  },
})
const DOCS = Number(values.docs)
const ROUNDS = Number(values.rounds)
const WARMUP = Number(values.warmup)
const WORKERS = Number(values.workers)
const INFLIGHT = 16
const PATH = '/v1/pipeline/svc-default-pipeline/process'

let ticks: number | undefined
function ticksPerSecond(): number {
  ticks ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100
  return ticks
}

/** [user, system] seconds of one thread. */
function threadCpu(pid: number, tid: string): [number, number] {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return [Number(f[11]) / ticksPerSecond(), Number(f[12]) / ticksPerSecond()]
  } catch {
    return [0, 0]
  }
}

/** Every thread of a process: tid → [user, system] seconds. */
function threads(pid: number): Map<string, [number, number]> {
  const out = new Map<string, [number, number]>()
  for (const tid of readdirSync(`/proc/${pid}/task`)) out.set(tid, threadCpu(pid, tid))
  return out
}

/** The first child of `pid` (the backends' process of svc up). */
function firstChild(pid: number): number {
  const out = spawnSync('ps', ['-o', 'pid=,ppid=', '-e'], { encoding: 'utf8' }).stdout
  const children = out
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .filter(([, pp]) => pp === pid)
    .map(([p]) => p)
    .sort((a, b) => a - b)
  if (!children.length) throw new Error(`svc up (pid ${pid}) has no backends process`)
  return children[0]
}

interface Stack {
  label: string
  child: Child
  gateway: number
  backends: number
}

type Row = Record<string, number>
/** threads() of the gateway, then of the backends. */
type Reading = [Map<string, [number, number]>, Map<string, [number, number]>]

/** CPU ms per document of each part, between two readings of threads(). */
function perDocument(stack: Stack, before: Reading, after: Reading): Row {
  const ms = (s: number) => (s * 1000) / DOCS
  const delta = (i: 0 | 1, tid: string): [number, number] => {
    const a = after[i].get(tid) ?? [0, 0]
    const b = before[i].get(tid) ?? [0, 0]
    return [a[0] - b[0], a[1] - b[1]]
  }
  const row: Row = {}
  const [gu, gs] = delta(0, String(stack.gateway))
  row['gw main user'] = ms(gu)
  row['gw main sys'] = ms(gs)
  row['gw helpers'] = 0
  for (const tid of after[0].keys()) if (tid !== String(stack.gateway)) row['gw helpers'] += ms(sum(delta(0, tid)))
  const [bu, bs] = delta(1, String(stack.backends))
  row['be main user'] = ms(bu)
  row['be main sys'] = ms(bs)
  const others = [...after[1].keys()]
    .filter((tid) => tid !== String(stack.backends))
    .map((tid) => ms(sum(delta(1, tid))))
    .sort((a, b) => b - a)
  row['be workers'] = others.slice(0, WORKERS).reduce((a, b) => a + b, 0)
  row['be helpers'] = others.slice(WORKERS).reduce((a, b) => a + b, 0)
  row['gw main'] = row['gw main user'] + row['gw main sys']
  row['be main'] = row['be main user'] + row['be main sys']
  row.total = row['gw main'] + row['gw helpers'] + row['be main'] + row['be workers'] + row['be helpers']
  return row
}

const sum = ([u, s]: [number, number]) => u + s

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

async function main(): Promise<void> {
  const note = benchNotes().find((n) => n.name === 'synthetic-6.5k' && n.format === 'rtf')!
  const rtf = note.data.toString('base64')
  const returned = values.answer === 'concepts' ? { return: { label_indices: ['concepts'] } } : {}
  const body = (id: string) =>
    JSON.stringify({ event: { event_id: id, binaries: { rtf } }, params: { document_name: 'plaintext' }, ...returned })
  const extra = values['node-args']!.split(/\s+/).filter(Boolean)
  const roots = [ROOT, ...values.baseline!.map((b) => resolve(b))]
  const stacks: Stack[] = []
  let next = 0
  try {
    for (const [i, root] of roots.entries()) {
      const child = await startChild(
        ['up', '--port', '0', '--host', '127.0.0.1'],
        { SVC_LOG_LEVEL: 'info' },
        [...npmStartNodeArgs(root), ...extra],
        { root },
      )
      const label = checkoutLabel(root, i === 0 ? 'this' : 'baseline')
      stacks.push({ label, child, gateway: child.proc.pid!, backends: firstChild(child.proc.pid!) })
    }
    const clients = stacks.map((s) => jsonClient(`http://${s.child.address}`, INFLIGHT))
    const send = async (i: number) => {
      const res = await clients[i].request('POST', PATH, body(`threads-${next++}`))
      if (res.status !== 200) throw new Error(`${stacks[i].label}: HTTP ${res.status}`)
    }
    for (const i of stacks.keys()) await load(WARMUP, INFLIGHT, () => send(i))
    const rows = new Map<string, Row[]>(stacks.map((s) => [s.label, []]))
    for (let r = 0; r < ROUNDS; r++) {
      const order = r % 2 ? [...stacks.keys()].reverse() : [...stacks.keys()]
      for (const i of order) {
        const s = stacks[i]
        const before: Reading = [threads(s.gateway), threads(s.backends)]
        const stats = await load(DOCS, INFLIGHT, () => send(i))
        const row = perDocument(s, before, [threads(s.gateway), threads(s.backends)])
        if (stats.errors) throw new Error(`${s.label}: ${stats.errors} requests failed`)
        row['docs/s'] = stats.rps
        rows.get(s.label)!.push(row)
        console.error(
          `round ${r + 1} ${s.label}: ${Object.entries(row)
            .map(([k, v]) => `${k} ${fmt(v, 2)}`)
            .join(', ')}`,
        )
      }
    }
    for (const c of clients) c.close()
    console.log(
      `\nCPU ms per document by thread, medians of ${ROUNDS} rounds of ${DOCS} documents (6.5 KB RTF, ${INFLIGHT} in flight, answer: ${values.answer}, after ${WARMUP} documents of warm-up)`,
    )
    table(
      [...rows].map(([label, rs]) => ({
        checkout: label,
        ...Object.fromEntries(Object.keys(rs[0]).map((k) => [k, fmt(median(rs.map((x) => x[k])), 2)])),
      })),
    )
  } finally {
    for (const s of stacks) await s.child.stop()
  }
}

await main()
