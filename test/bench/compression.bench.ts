// What gateway.compression_level costs and saves on real pipeline answers: `svc up` answers the
// 6.5 KB and 10 KB RTF notes through svc-default-pipeline (the whole answer, and concepts
// only), then the gateway's own compress() (src/gateway/compression.ts) compresses each answer
// at every level with gzip and brotli. Prints bytes, the ratio and CPU µs per answer (this
// process's CPU, thread pool included, over the repetitions).
// Run alone: node --import tsx test/bench/compression.bench.ts
import { compress, type Coding, type CompressionLevel } from '../../src/gateway/compression.js'
import { benchNotes } from './notes.js'
import { fmt, jsonClient, startChild, table } from './lib.js'

const LEVELS: CompressionLevel[] = ['fast', 'balanced', 'small']
const CODINGS: Coding[] = ['gzip', 'br']

/** The pipeline's answers for the bench notes, by label. */
async function pipelineAnswers(): Promise<Map<string, Buffer>> {
  const notes = benchNotes().filter((n) => n.format === 'rtf' && n.name.startsWith('synthetic-'))
  const stack = await startChild(['up', '--port', '0', '--host', '127.0.0.1'], { SVC_LOG_LEVEL: 'info' })
  const client = jsonClient(`http://${stack.address}`, 1)
  const answers = new Map<string, Buffer>()
  try {
    for (const note of notes)
      for (const answer of ['everything', 'concepts']) {
        const body = JSON.stringify({
          event: { event_id: `compression-${note.name}-${answer}`, binaries: { rtf: note.data.toString('base64') } },
          params: { document_name: 'plaintext' },
          ...(answer === 'concepts' ? { return: { label_indices: ['concepts'] } } : {}),
        })
        const res = await client.request('POST', '/v1/pipeline/svc-default-pipeline/process', body)
        if (res.status !== 200) throw new Error(`pipeline answered ${res.status}`)
        answers.set(`${note.name.slice('synthetic-'.length)} note, ${answer}`, Buffer.from(res.body))
      }
  } finally {
    client.close()
    await stack.stop()
  }
  return answers
}

/** CPU µs per call of `compress` and the compressed size, after a warm-up. */
async function measure(coding: Coding, body: Buffer, level: CompressionLevel, reps: number) {
  for (let i = 0; i < 5; i++) await compress(coding, body, level)
  const before = process.cpuUsage()
  let bytes = 0
  for (let i = 0; i < reps; i++) bytes = (await compress(coding, body, level)).length
  const used = process.cpuUsage(before)
  return { bytes, cpuUs: (used.user + used.system) / reps }
}

export async function benchCompression(opts: { reps?: number } = {}): Promise<void> {
  const reps = opts.reps ?? 100
  const rows: Record<string, string | number>[] = []
  for (const [label, body] of await pipelineAnswers())
    for (const coding of CODINGS)
      for (const level of LEVELS) {
        const { bytes, cpuUs } = await measure(coding, body, level, reps)
        rows.push({
          answer: label,
          'answer bytes': body.length,
          coding,
          level,
          'compressed bytes': bytes,
          ratio: fmt(body.length / bytes, 1),
          'CPU µs': fmt(cpuUs, 0),
        })
      }
  console.log('\n== gateway.compression_level on pipeline answers (svc-default-pipeline, RTF notes) ==')
  table(rows)
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCompression()
