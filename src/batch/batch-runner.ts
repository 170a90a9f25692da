// Runs one pipeline over a list of notes with a fixed number in flight: each worker takes the
// next note, reads it, sends it, and writes its result or its error; a failing note never stops
// the others. Notes already finished in the output are skipped. A stop request lets the notes in
// flight finish and takes no new one. The summary counts notes and failures, the rate, and the
// time each pipeline component took.
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { durationFromJson, durationSeconds } from '../api/duration.js'
import type { BatchOutput, NoteLine } from './batch-output.js'
import { NoteFailure, type GatewayClient } from './gateway-client.js'
import type { NoteFile } from './note-files.js'
import type { Progress } from './progress.js'

export interface BatchOptions {
  pipeline: string
  /** The label indices to ask for and write (the pipeline's "return"); every one when absent. */
  indices?: readonly string[]
  notes: readonly NoteFile[]
  /** Paths with a result already (skipped). */
  finished: ReadonlySet<string>
  concurrency: number
  client: GatewayClient
  output: BatchOutput
  progress: (total: number) => Progress
  /** Aborted: no new note is started. */
  stop?: AbortSignal
}

export interface ComponentTime {
  readonly component: string
  /** Seconds over every note. */
  readonly seconds: number
  readonly notes: number
}

export interface BatchSummary {
  readonly notes: number
  readonly skipped: number
  readonly processed: number
  readonly failed: number
  /** Seconds from the first note sent to the last answered. */
  readonly seconds: number
  readonly docsPerSecond: number
  readonly components: readonly ComponentTime[]
  /** The first failures, id and message. */
  readonly failures: readonly { id: string; message: string }[]
  /** How many notes were read in each encoding (the pipeline's source_encoding). */
  readonly encodings: Readonly<Record<string, number>>
  /** The first notes whose encoding was a guess (not UTF-8, no byte order mark), and the guess. */
  readonly guessed: readonly { id: string; encoding: string }[]
  readonly interrupted: boolean
}

const FAILURES_KEPT = 10

/** The event metadata the pipeline's RTF step sets (svc-rtf: src/processors/clinical/rtf-processor.ts). */
const SOURCE_ENCODING = 'source_encoding'

export async function runBatch(opts: BatchOptions): Promise<BatchSummary> {
  const todo = opts.notes.filter((n) => !opts.finished.has(n.path))
  const progress = opts.progress(todo.length)
  // Event ids are unique per run, so two runs over the same folder never collide.
  const run = randomBytes(4).toString('hex')
  const components = new Map<string, { seconds: number; notes: number }>()
  const failures: { id: string; message: string }[] = []
  const encodings: Record<string, number> = {}
  const guessed: { id: string; encoding: string }[] = []
  let next = 0
  let processed = 0
  let failed = 0
  const started = performance.now()

  const one = async (note: NoteFile, n: number): Promise<NoteLine> => {
    try {
      const bytes = await readFile(note.path).catch((err: NodeJS.ErrnoException) => {
        throw new NoteFailure(0, 0, `cannot read the file (${err.code ?? 'error'})`)
      })
      const answer = await opts.client.process(opts.pipeline, `svc-run-${run}-${n}`, bytes, opts.indices)
      const [document, doc] = Object.entries(answer.event.documents)[0] ?? []
      if (!document || !doc) throw new NoteFailure(200, 0, 'the pipeline answered no document')
      for (const c of answer.result.component_results) {
        // remote_call: the component as the pipeline saw it, transport included.
        const d = durationFromJson(c.timing_info.remote_call ?? c.timing_info.total)
        const t = components.get(c.identifier) ?? { seconds: 0, notes: 0 }
        t.seconds += durationSeconds(d)
        t.notes++
        components.set(c.identifier, t)
      }
      const encoding = answer.event.metadata?.[SOURCE_ENCODING]
      if (encoding !== undefined) {
        encodings[encoding] = (encodings[encoding] ?? 0) + 1
        const wasGuessed = answer.result.component_results.some((c) => c.result_dict?.encoding_guessed === true)
        if (wasGuessed && guessed.length < FAILURES_KEPT) guessed.push({ id: note.id, encoding })
      }
      return {
        id: note.id,
        path: note.path,
        document,
        text: doc.text,
        label_indices: doc.label_indices,
        ...(encoding === undefined ? {} : { source_encoding: encoding }),
      }
    } catch (err) {
      const e =
        err instanceof NoteFailure ? err : new NoteFailure(0, 2, err instanceof Error ? err.message : String(err))
      return { id: note.id, path: note.path, error: { status: e.status, code: e.code, message: e.message } }
    }
  }

  const worker = async () => {
    while (next < todo.length && !opts.stop?.aborted) {
      const n = next++
      const note = todo[n]!
      const line = await one(note, n)
      await opts.output.write(line)
      processed++
      const isFailure = 'error' in line
      if (isFailure) {
        failed++
        if (failures.length < FAILURES_KEPT) failures.push({ id: note.id, message: line.error.message })
      }
      progress.tick(isFailure)
    }
  }
  await Promise.all(Array.from({ length: Math.min(opts.concurrency, todo.length) }, worker))
  progress.stop()
  const seconds = (performance.now() - started) / 1000
  return {
    notes: opts.notes.length,
    skipped: opts.notes.length - todo.length,
    processed,
    failed,
    seconds,
    docsPerSecond: processed / Math.max(seconds, 1e-3),
    components: [...components.entries()].map(([component, t]) => ({ component, ...t })),
    failures,
    encodings,
    guessed,
    interrupted: processed < todo.length,
  }
}

/** The summary as lines for a person. */
export function describeSummary(s: BatchSummary, concurrency: number): string[] {
  const lines = [
    `svc run: ${s.notes} notes: ${s.processed} processed, ${s.skipped} skipped (already in the output), ${s.failed} failed${s.interrupted ? `, ${s.notes - s.skipped - s.processed} not started (stopped; a rerun continues)` : ''}`,
    `  ${s.seconds.toFixed(1)} s, ${s.docsPerSecond.toFixed(1)} docs/s at concurrency ${concurrency}`,
  ]
  if (s.components.length) {
    const total = s.components.reduce((a, c) => a + c.seconds, 0)
    lines.push('  time per component (mean per note, share):')
    for (const c of s.components) {
      lines.push(
        `    ${c.component.padEnd(20)} ${((c.seconds / c.notes) * 1000).toFixed(1).padStart(8)} ms  ${((c.seconds / (total || 1)) * 100).toFixed(0).padStart(3)}%`,
      )
    }
  }
  const read = Object.entries(s.encodings)
  if (read.length) lines.push(`  read as: ${read.map(([e, n]) => `${e} ${n}`).join(', ')}`)
  // A guessed encoding may be wrong: each such note is named, so its text can be checked.
  for (const g of s.guessed)
    lines.push(`  warning: ${g.id}: not UTF-8 and no byte order mark: read as ${g.encoding} (a guess)`)
  if (s.failures.length) {
    lines.push(`  failures${s.failed > s.failures.length ? ` (first ${s.failures.length} of ${s.failed})` : ''}:`)
    for (const f of s.failures) lines.push(`    ${f.id}: ${f.message}`)
  }
  return lines
}
