// Mixed load (issue 27): small requests while one large note is in flight. Against `svc up` (each
// checkout's, side by side), two closed loops at 1 in flight each, `GET /v1/events/{id}/metadata`
// and a pipeline call on a 30-character note, first alone, then while a 2 MB note runs through
// svc-default-pipeline (one always in flight: the next starts when one ends). Prints p50/p99 of
// both loops in both phases, the 2 MB note's own time and answer size, the stack's peak RSS
// (every process of svc up, summed) idle and during the large note, and what a 20 MB note is
// answered and how fast.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import {
  checkoutLabel,
  fmt,
  jsonClient,
  npmStartNodeArgs,
  ROOT,
  startChild,
  syntheticNote,
  table,
  type Child,
} from './lib.js'

export interface MixedBenchOptions {
  /** Samples of each small request per phase. */
  samples?: number
  /** Other checkouts to run side by side with this one. */
  baselines?: string[]
  /** The large note's size in characters. */
  largeChars?: number
}

const PIPELINE = 'svc-default-pipeline'
/** The longest a phase runs, whatever it has sampled by then (a stalled stack takes seconds a request). */
const PHASE_MS = 60_000
const SMALL_NOTE = 'No chest pain. Has diabetes.\n'

function pipelineBody(eventId: string, text: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    event: { event_id: eventId, binaries: { rtf: Buffer.from(text).toString('base64') } },
    params: { document_name: 'plaintext' },
    ...extra,
  })
}

/** The pids of a process and all its descendants. */
function processTree(pid: number): number[] {
  const out = spawnSync('ps', ['-o', 'pid=,ppid=', '-e'], { encoding: 'utf8' }).stdout
  const children = new Map<number, number[]>()
  for (const line of out.trim().split('\n')) {
    const [p, pp] = line.trim().split(/\s+/).map(Number)
    children.set(pp, [...(children.get(pp) ?? []), p])
  }
  const all = [pid]
  for (let i = 0; i < all.length; i++) all.push(...(children.get(all[i]) ?? []))
  return all
}

function rssBytes(pids: number[]): number {
  let sum = 0
  for (const pid of pids) {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
      if (m) sum += Number(m[1]) * 1024
    } catch {
      // gone between listing and reading
    }
  }
  return sum
}

interface Latencies {
  p50: number
  p99: number
  max: number
  n: number
  errors: number
}

function summary(lat: number[], errors: number): Latencies {
  const s = [...lat].sort((a, b) => a - b)
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN
  return { p50: q(0.5), p99: q(0.99), max: s[s.length - 1] ?? NaN, n: s.length, errors }
}

/** Runs `op` one at a time until `until()` says stop or `max` samples are taken. */
async function loop(op: (k: number) => Promise<unknown>, until: () => boolean, max: number): Promise<Latencies> {
  const lat: number[] = []
  let errors = 0
  for (let k = 0; lat.length + errors < max && !until(); k++) {
    const t0 = performance.now()
    try {
      await op(k)
      lat.push(performance.now() - t0)
    } catch {
      errors++
    }
  }
  return summary(lat, errors)
}

/** One POST with node:http, whatever its status: the status, the start of the body, the time. */
function postOnce(address: string, path: string, body: string): Promise<{ status: number; body: string; ms: number }> {
  const [host, port] = [address.slice(0, address.lastIndexOf(':')), Number(address.slice(address.lastIndexOf(':') + 1))]
  const t0 = performance.now()
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host,
        port,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString().slice(0, 300),
            ms: performance.now() - t0,
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

export async function benchMixed(opts: MixedBenchOptions = {}): Promise<void> {
  const samples = opts.samples ?? 300
  const largeText = syntheticNote(opts.largeChars ?? 2_000_000)
  const hugeBody = pipelineBody('mixed-huge', syntheticNote(20_000_000))
  const stacks: { label: string; child: Child }[] = []
  const rows: Record<string, string | number>[] = []
  const limitRows: Record<string, string | number>[] = []
  try {
    stacks.push({
      label: checkoutLabel(ROOT, 'this'),
      child: await startChild(
        ['up', '--port', '0', '--host', '127.0.0.1'],
        { SVC_LOG_LEVEL: 'info' },
        npmStartNodeArgs(),
      ),
    })
    for (const b of opts.baselines ?? [])
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
    for (const { label, child } of stacks) {
      const small = jsonClient(`http://${child.address}`, 2)
      const big = jsonClient(`http://${child.address}`, 1)
      await small.request('POST', '/v1/events/mixed-meta', '{}')
      await small.request('POST', '/v1/events/mixed-meta/metadata/source', '{"value":"bench"}')
      const metadata = () => small.request('GET', '/v1/events/mixed-meta/metadata')
      let id = 0
      const smallPipeline = () =>
        small.request('POST', `/v1/pipeline/${PIPELINE}/process`, pipelineBody(`mixed-small-${id++}`, SMALL_NOTE))
      // Warm both paths (and the pipeline's code) before measuring.
      for (let k = 0; k < 200; k++) await smallPipeline()
      await big.request(
        'POST',
        `/v1/pipeline/${PIPELINE}/process`,
        pipelineBody('mixed-warm-large', largeText.slice(0, 200_000)),
      )
      const pids = processTree(child.proc.pid!)
      const idleRss = rssBytes(pids)

      const within = (ms: number) => {
        const end = performance.now() + ms
        return () => performance.now() > end
      }
      const alone = await Promise.all([
        loop(metadata, within(PHASE_MS), samples),
        loop(smallPipeline, within(PHASE_MS), samples),
      ])
      rows.push(row(label, 'alone', alone))

      // One large note always in flight while the small loops run.
      let stop = false
      let peakRss = idleRss
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssBytes(pids))), 100)
      const largeTimes: number[] = []
      let largeBytes = 0
      let largeErrors = 0
      const largeLoop = (async () => {
        for (let k = 0; !stop; k++) {
          const t0 = performance.now()
          try {
            const res = await big.request(
              'POST',
              `/v1/pipeline/${PIPELINE}/process`,
              pipelineBody(`mixed-large-${k}`, largeText),
            )
            largeTimes.push(performance.now() - t0)
            largeBytes = Buffer.byteLength(res.body)
          } catch (err) {
            largeErrors++
            if (largeErrors === 1) console.error(`large note failed: ${(err as Error).message.slice(0, 200)}`)
          }
        }
      })()
      // Let the large note start before the small loops are timed.
      await new Promise((r) => setTimeout(r, 300))
      const during = await Promise.all([
        loop(metadata, within(PHASE_MS), samples),
        loop(smallPipeline, within(PHASE_MS), samples),
      ])
      stop = true
      await largeLoop
      clearInterval(sampler)
      rows.push(row(label, `with a ${(largeText.length / 1e6).toFixed(1)} MB note in flight`, during))
      const large = summary(largeTimes, largeErrors)
      limitRows.push({
        checkout: label,
        'large note ms (p50)': fmt(large.p50, 0),
        'large notes': `${large.n} ok, ${large.errors} failed`,
        'answer MB': fmt(largeBytes / 1e6, 1),
        'idle RSS MB': fmt(idleRss / 2 ** 20, 0),
        'peak RSS MB': fmt(peakRss / 2 ** 20, 0),
      })
      const huge = await postOnce(child.address, `/v1/pipeline/${PIPELINE}/process`, hugeBody)
      limitRows.push({
        checkout: label,
        '20 MB note': `HTTP ${huge.status} in ${fmt(huge.ms, 0)} ms`,
        message: JSON.stringify(huge.body).slice(0, 160),
      })
      small.close()
      big.close()
    }
    console.log('\n== mixed load: small requests while a large note runs (svc up, 1 in flight per loop) ==')
    console.log(
      'ms; metadata: GET /v1/events/{id}/metadata; small pipeline: svc-default-pipeline on a 30-character note',
    )
    table(rows)
    console.log("\n== the large note, the stack's memory, and a 20 MB note ==")
    for (const r of limitRows)
      console.log(
        Object.entries(r)
          .map(([k, v]) => `${k}: ${v}`)
          .join('; '),
      )
  } finally {
    for (const { child } of stacks) await child.stop()
  }
}

function row(checkout: string, phase: string, [meta, pipe]: Latencies[]): Record<string, string | number> {
  return {
    checkout,
    phase,
    'metadata p50': fmt(meta.p50, 2),
    'metadata p99': fmt(meta.p99, 2),
    'metadata max': fmt(meta.max, 1),
    'small pipeline p50': fmt(pipe.p50, 2),
    'small pipeline p99': fmt(pipe.p99, 2),
    'small pipeline max': fmt(pipe.max, 1),
    errors: meta.errors + pipe.errors,
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchMixed({ samples: Number(process.env.BENCH_SAMPLES) || undefined })
}
