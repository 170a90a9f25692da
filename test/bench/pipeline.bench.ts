// Pipelines through REST (issue 3): svc-rtf-to-text and svc-default-pipeline on a set of
// realistic notes (RTF and text, 2–10 KB) against `svc up` (backends as child processes), at 1
// and 16 in flight. Prints docs/s, MB/s (input bytes), p50/p99, CPU per document of the whole
// stack, and the mean time per component. With baselines, each other checkout's `svc up` runs
// too and the runs alternate between them.
import { spawnSync } from 'node:child_process'
import { benchNotes } from './notes.js'
import {
  checkoutLabel,
  clientKinds,
  clientNote,
  cpuSeconds,
  fmt,
  jsonClient,
  load,
  npmStartNodeArgs,
  ROOT,
  startChild,
  table,
  type Child,
  type ClientKind,
} from './lib.js'

export interface PipelineBenchOptions {
  /** Documents per measured run at 16 in flight (a quarter at 1). */
  docs?: number
  /** Other checkouts to run side by side with this one. */
  baselines?: string[]
  /** HTTP load generators to send the documents with, alternating (default: the lean one). */
  clients?: ClientKind[]
  /** This checkout's `svc up` again with each of these config files, by label (e.g. stack.workers against stack.pipeline_processes). */
  configs?: Record<string, string>
}

/**
 * CPU seconds of `svc up` (the gateway's process) and of each of its descendants, in the order
 * they were started (pid order): the backends' child, then the pipeline replicas.
 */
function stackCpuSeconds(pid: number): number[] {
  const out = spawnSync('ps', ['-o', 'pid=,ppid=', '-e'], { encoding: 'utf8' }).stdout
  const children = new Map<number, number[]>()
  for (const line of out.trim().split('\n')) {
    const [p, pp] = line.trim().split(/\s+/).map(Number)
    children.set(pp, [...(children.get(pp) ?? []), p])
  }
  const descendants: number[] = []
  const stack = [...(children.get(pid) ?? [])]
  while (stack.length) {
    const p = stack.pop()!
    descendants.push(p)
    stack.push(...(children.get(p) ?? []))
  }
  return [pid, ...descendants.sort((a, b) => a - b)].map((p) => cpuSeconds(p) ?? 0)
}

/**
 * BENCH_PIPELINES, BENCH_SUBSETS, BENCH_INFLIGHT and BENCH_ANSWERS (comma-separated) narrow a run to the rows it is for;
 * BENCH_PLAIN_NODE=1 adds this checkout's stack started without npm start's node options;
 * BENCH_PIPELINE_WARMUP=N sets the documents each stack serves in each pipeline before anything is measured.
 */
function chosenList(env: string | undefined, all: string[]): string[] {
  return env ? all.filter((x) => env.split(',').includes(x)) : all
}

const TIMING_SAMPLE = 8
/**
 * Documents each stack processes in each pipeline before anything is measured (BENCH_PIPELINE_WARMUP).
 * A long-running stack is what the figures describe, and V8 gets there late: a function called once
 * per document is optimized only after about a thousand documents, and on the clinical pipeline the
 * stack's CPU per document falls by a quarter between 400 and 4,000 documents of warm-up
 * (test/bench/stack-threads.ts).
 */
const PIPELINE_WARMUP_DOCS = Number(process.env.BENCH_PIPELINE_WARMUP ?? 4000)

export async function benchPipelines(opts: PipelineBenchOptions = {}): Promise<void> {
  const total = opts.docs ?? 1600
  const kinds = opts.clients ?? ['lean']
  const notes = benchNotes()
  // The whole answer, or (a checkout that knows the pipeline's "return" member) the concepts alone.
  const bodiesFor = (answer: string) =>
    notes.map((n, i) => {
      const returned = answer === 'concepts' ? { return: { label_indices: ['concepts'] } } : {}
      return (id: number) =>
        JSON.stringify({
          event: { event_id: `bench-${i}-${id}`, binaries: { rtf: n.data.toString('base64') } },
          params: { document_name: 'plaintext' },
          ...returned,
        })
    })
  const bodies = bodiesFor('everything')
  // gzip: the whole answer to a client that sends Accept-Encoding: gzip (as Python's requests
  // does by default), on the clinical pipeline's 6.5 KB RTF notes, every checkout at its default level.
  const answers = chosenList(process.env.BENCH_ANSWERS, ['everything', 'concepts', 'gzip'])
  const stacks: { label: string; child: Child }[] = []
  const rows: Record<string, string | number>[] = []
  const componentRows: Record<string, string | number>[] = []
  try {
    stacks.push({
      label: checkoutLabel(ROOT, 'this'),
      child: await startChild(
        ['up', '--port', '0', '--host', '127.0.0.1'],
        { SVC_LOG_LEVEL: 'info' },
        npmStartNodeArgs(),
      ),
    })
    if (process.env.BENCH_PLAIN_NODE === '1') {
      // this checkout's stack started by a bare `node bin/svc.js up`, beside npm start's options
      stacks.push({
        label: `${checkoutLabel(ROOT, 'this')} plain node`,
        child: await startChild(['up', '--port', '0', '--host', '127.0.0.1'], { SVC_LOG_LEVEL: 'info' }),
      })
    }
    for (const [label, file] of Object.entries(opts.configs ?? {})) {
      stacks.push({
        label: `${checkoutLabel(ROOT, 'this')} ${label}`,
        child: await startChild(
          ['up', '--port', '0', '--host', '127.0.0.1', '--config', file],
          { SVC_LOG_LEVEL: 'info' },
          npmStartNodeArgs(),
        ),
      })
    }
    for (const b of opts.baselines ?? []) {
      stacks.push({
        label: checkoutLabel(b, 'baseline'),
        child: await startChild(
          ['up', '--port', '0', '--host', '127.0.0.1'],
          { SVC_LOG_LEVEL: 'info' },
          npmStartNodeArgs(b),
          {
            root: b,
          },
        ),
      })
    }
    const chosen = chosenList
    for (const pipeline of chosen(process.env.BENCH_PIPELINES, ['svc-rtf-to-text', 'svc-default-pipeline'])) {
      // Every stack serves the pipeline on every note first: a fresh pipeline's code is compiled
      // by V8's threads over its first few thousand documents, CPU that /proc counts and that
      // would otherwise land in the subsets measured first.
      for (const { child: stack } of stacks) {
        const client = jsonClient(`http://${stack.address}`, 16, {}, kinds[0])
        await load(PIPELINE_WARMUP_DOCS, 16, (k) =>
          client.request('POST', `/v1/pipeline/${pipeline}/process`, bodies[k % bodies.length](-1 - k)),
        )
        client.close()
      }
      for (const subset of chosen(process.env.BENCH_SUBSETS, ['6.5 KB text', '6.5 KB rtf', 'all notes'])) {
        const pick = notes
          .map((n, i) => ({ n, i }))
          .filter(({ n }) =>
            subset === 'all notes'
              ? true
              : n.name === 'synthetic-6.5k' && n.format === (subset.endsWith('rtf') ? 'rtf' : 'text'),
          )
        for (const answer of answers)
          for (const inflight of chosen(process.env.BENCH_INFLIGHT, ['1', '16']).map(Number))
            for (const { label: checkout, child: stack } of stacks)
              for (const kind of kinds) {
                // The concepts-only answer is asked of this checkout alone, on the clinical pipeline.
                if (answer === 'concepts' && (checkout.startsWith('baseline') || pipeline !== 'svc-default-pipeline'))
                  continue
                if (answer === 'gzip' && (pipeline !== 'svc-default-pipeline' || subset !== '6.5 KB rtf')) continue
                const bodies = bodiesFor(answer)
                const n = Math.max(
                  50,
                  Math.ceil((inflight === 1 ? total / 4 : total) * (pipeline === 'svc-rtf-to-text' ? 2 : 1)),
                )
                const headers: Record<string, string> = answer === 'gzip' ? { 'accept-encoding': 'gzip' } : {}
                const client = jsonClient(`http://${stack.address}`, inflight, headers, kind)
                const componentMs = new Map<string, number>()
                let timed = 0
                let bytes = 0
                const op = async (k: number) => {
                  const { n: note, i } = pick[k % pick.length]
                  bytes += note.data.length
                  const res = await client.request('POST', `/v1/pipeline/${pipeline}/process`, bodies[i](k))
                  // The load generator shares the machine's CPUs with the stack: it reads every eighth
                  // answer's timings (a 6.5 KB note's answer is ~150 KB of JSON, ~1.5 ms to parse); the
                  // lean client decodes no other answer's body.
                  if (inflight === 16 && k % TIMING_SAMPLE === 0 && answer !== 'gzip') {
                    timed++
                    const timing = JSON.parse(res.body).timing_info as Record<string, string>
                    for (const [key, v] of Object.entries(timing)) {
                      if (key.endsWith(':process_method') || key.startsWith('pipeline:'))
                        componentMs.set(key, (componentMs.get(key) ?? 0) + parseFloat(v) * 1000)
                    }
                  }
                }
                await load(Math.min(100, n), inflight, op) // warm-up
                bytes = 0
                componentMs.clear()
                timed = 0
                const cpu0 = stackCpuSeconds(stack.proc.pid!)
                const self0 = process.cpuUsage()
                const s = await load(n, inflight, op)
                const self = process.cpuUsage(self0)
                const perProcess = stackCpuSeconds(stack.proc.pid!).map((c, k) => ((c - (cpu0[k] ?? 0)) * 1000) / n)
                const cpuMs = perProcess.reduce((a, b) => a + b, 0)
                client.close()
                rows.push({
                  pipeline,
                  notes: subset,
                  answer,
                  inflight,
                  checkout,
                  client: kind,
                  'docs/s': fmt(s.rps, 1),
                  'MB/s': fmt(bytes / 1e6 / s.seconds, 2),
                  'p50 ms': fmt(s.p50, 2),
                  'p99 ms': fmt(s.p99, 2),
                  'CPU ms/doc': fmt(cpuMs, 2),
                  'gw/backends/replicas': perProcess.map((ms) => fmt(ms, 2)).join('/'),
                  'load gen': fmt((self.user + self.system) / 1000 / n, 2),
                  errors: s.errors,
                })
                if (inflight === 16 && subset === '6.5 KB rtf' && answer === 'everything') {
                  for (const [key, ms] of componentMs)
                    componentRows.push({ pipeline, checkout, client: kind, step: key, 'mean ms': fmt(ms / timed, 3) })
                }
              }
      }
    }
    console.log('\n== pipelines through REST (svc up, backends as child processes) ==')
    console.log(
      'CPU ms/doc: all of svc up, then by process: the gateway, the backends, each pipeline replica; load gen: this process, which sends the requests and reads the answers',
    )
    for (const kind of kinds) console.log(clientNote(kind))
    const started = [ROOT, ...(opts.baselines ?? [])].map(
      (r) => `${checkoutLabel(r, '').trim()}: node ${npmStartNodeArgs(r).join(' ') || '(no options)'}`,
    )
    console.log(`svc up started as each checkout's npm start starts it: ${started.join('; ')}`)
    table(rows)
    console.log('\n== time per component, 6.5 KB RTF notes at 16 in flight (mean per document) ==')
    table(componentRows)
  } finally {
    for (const { child } of stacks) await child.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchPipelines({
    docs: Number(process.env.BENCH_DOCS) || undefined,
    clients: clientKinds(process.env.BENCH_CLIENT),
  })
}
