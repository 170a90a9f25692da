// Where the access log's lines go: stderr, stdout or a file opened for appending. Lines are
// gathered and written together once per turn of the event loop: a write to a pipe or a file is
// a system call that blocks (Node writes stdout and stderr synchronously on Linux), and under
// load many requests end in the same turn. A line may therefore reach its destination one turn
// after its request was answered. Nothing is left behind: the lines still gathered are written
// when the sink closes and when the process exits. Memory stays bounded: every write is
// synchronous, so what waits is at most one turn's lines, and a batch that reaches
// BATCH_CHARACTERS is written at once.
import { closeSync, openSync, writeSync } from 'node:fs'
import { resolve } from 'node:path'

/** A batch this long (in UTF-16 units, about bytes for access lines) is written without waiting for the turn's end. */
export const BATCH_CHARACTERS = 64 * 1024

export interface Sink {
  /** Adds a whole line (ending with a newline). */
  write(line: string): void
  /** Writes what is gathered and lets go of the destination; nothing is written after. */
  close(): Promise<void>
}

/**
 * Opens `destination` now, so that an unwritable path fails at start, not at the first request.
 * `failed` hears of a write that failed (a full disk): its lines are lost, the gateway goes on.
 */
export function openSink(destination: string, failed: (err: unknown) => void): Sink {
  if (destination === 'stderr' || destination === 'stdout') {
    const stream = destination === 'stderr' ? process.stderr : process.stdout
    return new BatchingSink((text) => void stream.write(text), () => {}, failed)
  }
  let fd: number
  try {
    fd = openSync(resolve(destination), 'a')
  } catch (err) {
    throw new Error(`logging: option destination: cannot open ${destination} for appending (${(err as NodeJS.ErrnoException).code ?? err})`)
  }
  return new BatchingSink(
    (text) => writeAll(fd, Buffer.from(text)),
    () => closeSync(fd),
    failed,
  )
}

/** writeSync may write less than it is given; the rest follows until all is written. */
function writeAll(fd: number, bytes: Buffer): void {
  let at = 0
  while (at < bytes.length) at += writeSync(fd, bytes, at)
}

class BatchingSink implements Sink {
  private batch = ''
  private scheduled = false
  private closed = false
  private readonly flushNow = () => this.flush()

  constructor(
    private readonly out: (text: string) => void,
    private readonly release: () => void,
    private readonly failed: (err: unknown) => void,
  ) {
    process.on('exit', this.flushNow)
  }

  write(line: string): void {
    if (this.closed) return
    this.batch += line
    if (this.batch.length >= BATCH_CHARACTERS) this.flush()
    else if (!this.scheduled) {
      this.scheduled = true
      setImmediate(this.flushNow)
    }
  }

  async close(): Promise<void> {
    if (this.closed) return
    this.flush()
    this.closed = true
    process.off('exit', this.flushNow)
    this.release()
  }

  private flush(): void {
    this.scheduled = false
    if (this.batch === '' || this.closed) return
    const text = this.batch
    this.batch = ''
    try {
      this.out(text)
    } catch (err) {
      // Thrown here it would fail the request whose line filled the batch, or the process.
      this.failed(err)
    }
  }
}
