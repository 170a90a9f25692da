// How far a batch is: on a terminal, a bar with docs/s and the time left (cli-progress); in a log
// (CI, a pipe), one plain line every few seconds. Both on stderr, so stdout may carry the JSONL.
import { SingleBar } from 'cli-progress'

export interface Progress {
  /** One more note finished (or failed). */
  tick(failed: boolean): void
  stop(): void
}

export interface ProgressOptions {
  stream?: NodeJS.WriteStream
  /** Between two plain lines. */
  intervalMs?: number
  /** Draw the bar (default: when the stream is a terminal). */
  bar?: boolean
}

export function progressOf(total: number, opts: ProgressOptions = {}): Progress {
  const stream = opts.stream ?? process.stderr
  const started = performance.now()
  let done = 0
  let failed = 0
  const rate = () => done / Math.max((performance.now() - started) / 1000, 1e-3)
  const eta = () => (done ? (total - done) / rate() : Infinity)

  if (opts.bar ?? stream.isTTY) {
    const bar = new SingleBar({
      stream,
      format: 'svc run {bar} {value}/{total} notes | {rate} docs/s | ETA {eta_formatted} | {failed} failed',
      barsize: 30,
      hideCursor: true,
      etaBuffer: 50,
    })
    bar.start(total, 0, { rate: '0.0', failed: 0 })
    return {
      tick(f) {
        done++
        if (f) failed++
        bar.update(done, { rate: rate().toFixed(1), failed })
      },
      stop: () => bar.stop(),
    }
  }

  const line = () => {
    const left = eta()
    stream.write(
      `svc run: ${done}/${total} notes, ${failed} failed, ${rate().toFixed(1)} docs/s, ETA ${Number.isFinite(left) ? `${Math.ceil(left)} s` : '?'}\n`,
    )
  }
  const timer = setInterval(line, opts.intervalMs ?? 10_000)
  timer.unref()
  return {
    tick(f) {
      done++
      if (f) failed++
    },
    stop() {
      clearInterval(timer)
      if (total) line()
    },
  }
}
