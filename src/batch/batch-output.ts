// Where a batch writes: one JSON line per note (JSONL) and one CSV row per concept, both
// appended, so that a rerun continues a file: notes with a result line there are skipped, and
// notes that failed are tried again. Each note is written in one piece, its CSV rows before its
// JSON line, so an interrupted run loses no finished note (at worst, the CSV rows of the note it
// was writing appear twice after the rerun).
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs'
import type { Writable } from 'node:stream'
import { open, stat } from 'node:fs/promises'
import { createInterface } from 'node:readline'
import { CONCEPT_CSV_COLUMNS, conceptRows, csvLine } from '../../ui/src/concept-csv.js'
import type { Label } from '../../ui/src/labels.js'

/** A note's line in the JSONL: its result, or the error it failed with. */
export type NoteLine =
  | {
      id: string
      path: string
      document: string
      text: string
      label_indices: Record<string, { distinct: boolean; labels: Label[] }>
      source_encoding?: string
    }
  | { id: string; path: string; error: { status: number; code: number; message: string } }

/** The paths of the notes a JSONL file already has a result for (a torn last line is ignored). */
export async function finishedNotes(jsonl: string): Promise<Set<string>> {
  const done = new Set<string>()
  if (!(await exists(jsonl))) return done
  const lines = createInterface({ input: createReadStream(jsonl), crlfDelay: Infinity })
  for await (const line of lines) {
    if (!line) continue
    try {
      const l = JSON.parse(line) as Partial<{ path: unknown; error: unknown }>
      if (typeof l.path === 'string' && l.error === undefined) done.add(l.path)
    } catch {
      // An unfinished line of an interrupted run: its note is run again.
    }
  }
  return done
}

export class BatchOutput {
  /** A write that failed (disk full): the run stops rather than go on losing results. */
  private failure: Error | undefined
  /** Streams whose buffer is full, and the wait for their 'drain'. */
  private readonly full = new Map<Writable, Promise<void>>()

  private constructor(
    private readonly jsonl: Writable,
    private readonly csv: Writable | undefined,
  ) {
    for (const stream of [jsonl, csv]) stream?.on('error', (err) => (this.failure ??= err))
  }

  /** Opens both for appending; `jsonl` undefined writes the lines to stdout. */
  static async open(jsonl: string | undefined, csv: string | undefined): Promise<BatchOutput> {
    const jsonlOut = jsonl === undefined ? process.stdout : await appendTo(jsonl)
    const csvOut = csv === undefined ? undefined : await appendTo(csv)
    if (csv !== undefined && (await stat(csv)).size === 0) csvOut!.write(csvLine(CONCEPT_CSV_COLUMNS))
    return new BatchOutput(jsonlOut, csvOut)
  }

  async write(line: NoteLine): Promise<void> {
    if (this.failure) throw this.failure
    if (this.csv && 'label_indices' in line) {
      const concepts = line.label_indices.concepts?.labels ?? []
      if (concepts.length) this.push(this.csv, conceptRows(line.id, line.text, concepts).map(csvLine).join(''))
    }
    this.push(this.jsonl, JSON.stringify(line) + '\n')
    // Writers wait while a buffer is full, all on one 'drain' per stream.
    await Promise.all([this.full.get(this.jsonl), this.csv && this.full.get(this.csv)])
  }

  private push(stream: Writable, text: string): void {
    if (stream.write(text) || this.full.has(stream)) return
    // A stream that fails never drains: the error ends the wait too (the next write throws it).
    const waited = new Promise<void>((resolve) => {
      const done = () => {
        stream.off('drain', done).off('error', done)
        this.full.delete(stream)
        resolve()
      }
      stream.once('drain', done).once('error', done)
    })
    this.full.set(stream, waited)
  }

  async close(): Promise<void> {
    await Promise.all([
      this.jsonl === (process.stdout as unknown) ? undefined : ended(this.jsonl),
      this.csv && ended(this.csv),
    ])
  }
}

/** A stream appending to `path`; a file left ending mid-line gets its line ended first. */
async function appendTo(path: string): Promise<WriteStream> {
  let endsMidLine = false
  if (await exists(path)) {
    const size = (await stat(path)).size
    if (size > 0) {
      const handle = await open(path, 'r')
      const last = Buffer.alloc(1)
      await handle.read(last, 0, 1, size - 1)
      await handle.close()
      endsMidLine = last[0] !== 0x0a
    }
  }
  const stream = createWriteStream(path, { flags: 'a' })
  await new Promise<void>((resolve, reject) => {
    const failed = (err: Error) => reject(err)
    stream.once('error', failed).once('open', () => {
      stream.off('error', failed)
      resolve()
    })
  })
  if (endsMidLine) stream.write('\n')
  return stream
}

function ended(stream: Writable): Promise<void> {
  return new Promise((resolve, reject) => stream.end(() => resolve()).once('error', reject))
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  )
}
