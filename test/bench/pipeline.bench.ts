// Pipelines through REST (issue 3): svc-rtf-to-text and svc-default-pipeline on a set of
// realistic notes (RTF and text, 2–10 KB) against `svc up` (backends as child processes), at 1
// and 16 in flight. Prints docs/s, MB/s (input bytes), p50/p99, and the mean time per component.
import { benchNotes } from './notes.js'
import { fmt, jsonClient, load, startChild, table } from './lib.js'

export interface PipelineBenchOptions {
  /** Documents per measured run at 16 in flight (a quarter at 1). */
  docs?: number
}

export async function benchPipelines(opts: PipelineBenchOptions = {}): Promise<void> {
  const total = opts.docs ?? 1600
  const notes = benchNotes()
  const bodies = notes.map((n, i) =>
    (id: number) => JSON.stringify({ event: { event_id: `bench-${i}-${id}`, binaries: { rtf: n.data.toString('base64') } }, params: { document_name: 'plaintext' } }),
  )
  const stack = await startChild(['up', '--port', '0', '--host', '127.0.0.1'], { SVC_LOG_LEVEL: 'info' })
  const rows: Record<string, string | number>[] = []
  const componentRows: Record<string, string | number>[] = []
  try {
    for (const pipeline of ['svc-rtf-to-text', 'svc-default-pipeline']) {
      for (const subset of ['6.5 KB text', '6.5 KB rtf', 'all notes']) {
        const pick = notes
          .map((n, i) => ({ n, i }))
          .filter(({ n }) => (subset === 'all notes' ? true : n.name === 'synthetic-6.5k' && n.format === (subset.endsWith('rtf') ? 'rtf' : 'text')))
        for (const inflight of [1, 16]) {
          const n = Math.max(50, Math.ceil((inflight === 1 ? total / 4 : total) * (pipeline === 'svc-rtf-to-text' ? 2 : 1)))
          const client = jsonClient(`http://${stack.address}`, inflight)
          const componentMs = new Map<string, number>()
          let bytes = 0
          const op = async (k: number) => {
            const { n: note, i } = pick[k % pick.length]
            bytes += note.data.length
            const res = await client.request('POST', `/v1/pipeline/${pipeline}/process`, bodies[i](k))
            if (inflight === 16) {
              const timing = JSON.parse(res.body).timing_info as Record<string, string>
              for (const [key, v] of Object.entries(timing)) {
                if (key.endsWith(':process_method') || key.startsWith('pipeline:')) componentMs.set(key, (componentMs.get(key) ?? 0) + parseFloat(v) * 1000)
              }
            }
          }
          await load(Math.min(100, n), inflight, op) // warm-up
          bytes = 0
          componentMs.clear()
          const s = await load(n, inflight, op)
          client.close()
          rows.push({ pipeline, notes: subset, inflight, 'docs/s': fmt(s.rps, 1), 'MB/s': fmt(bytes / 1e6 / s.seconds, 2), 'p50 ms': fmt(s.p50, 2), 'p99 ms': fmt(s.p99, 2), errors: s.errors })
          if (inflight === 16 && subset === '6.5 KB rtf') {
            for (const [key, ms] of componentMs) componentRows.push({ pipeline, step: key, 'mean ms': fmt(ms / n, 3) })
          }
        }
      }
    }
    console.log('\n== pipelines through REST (svc up, backends as child processes) ==')
    table(rows)
    console.log('\n== time per component, 6.5 KB RTF notes at 16 in flight (mean per document) ==')
    table(componentRows)
  } finally {
    await stack.stop()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchPipelines({ docs: Number(process.env.BENCH_DOCS) || undefined })
}
