// The backends' pipeline worker threads (stack.workers): each runs the stack's clinical pipelines
// in a thread of its own (pipeline-worker.ts), and each is a Transport a pipeline service hands
// whole requests to (PipelineRunner's workers), answered as the encoded bytes the worker moved
// over. A worker that dies (its heap exhausted by a huge note, a bug) fails the requests it held
// and is started again; the main thread never ran their work, so it serves on.
import type { EventLoopUtilization } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import { SvcError } from '../api/errors.js'
import type { ServiceName } from '../api/names.js'
import type { ProcessRequest, ProcessResponse } from '../api/messages.js'
import { Status } from '../api/status.js'
import type { Logger } from '../log.js'
import type { ProcessorObserver, WorkerGaugeSource, WorkerStats } from '../metrics/backend-metrics.js'
import type { Message, Transport, UnaryOptions } from '../transport/transport.js'
import type { WorkerPlan, WorkerReply, WorkerTask, WorkerTaskKind } from './worker-messages.js'

// Under tsx (tests, a checkout without a build) this module is TypeScript, and so is its worker.
const WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './pipeline-worker.ts' : './pipeline-worker.js',
  import.meta.url,
)
const MAX_RESTARTS_PER_MINUTE = 5

/** The task a call is, when a worker takes it: a pipeline's answer travels as bytes, a processor's as an object. */
function taskKind(service: ServiceName, method: string, raw: boolean): WorkerTaskKind | undefined {
  if (method !== 'Process') return undefined
  if (service === 'Pipeline' && raw) return 'pipeline'
  if (service === 'Processor' && !raw) return 'processor'
  return undefined
}

interface Pending {
  resolve(answer: Buffer | ProcessResponse): void
  reject(err: SvcError): void
  timer: NodeJS.Timeout | undefined
}

/**
 * One worker thread as a Transport of Pipeline.Process calls (raw: the answer's bytes) and of
 * Processor.Process calls (the answer as an object).
 */
class PipelineWorker implements Transport {
  readonly inProcess = true
  private worker!: Worker
  private readonly pending = new Map<number, Pending>()
  private nextId = 0
  private closed = false
  private restarts: number[] = []
  /** It kept failing and is not started again: calls are refused rather than posted to a dead thread. */
  gaveUp = false
  /** Tasks handed to this worker since it was created, by kind. */
  readonly tasks: Record<WorkerTaskKind, number> = { pipeline: 0, processor: 0 }

  private lastUtilization: EventLoopUtilization | undefined

  constructor(
    readonly index: number,
    private readonly plan: WorkerPlan,
    private readonly log: Logger,
    private readonly observer: ProcessorObserver | undefined,
  ) {}

  /** Starts the thread; resolves once its pipelines are built. */
  start(): Promise<void> {
    const worker = new Worker(WORKER_URL, { workerData: this.plan, name: `pipeline-worker-${this.index}` })
    this.worker = worker
    this.lastUtilization = undefined
    worker.on('message', (reply: WorkerReply | { ready: true }) => {
      if ('id' in reply) this.settle(reply)
    })
    const started = new Promise<void>((resolve, reject) => {
      const onReady = (m: { ready?: boolean; failed?: string }) => {
        if (m.failed !== undefined) {
          worker.off('message', onReady)
          void worker.terminate()
          reject(new SvcError(Status.FAILED_PRECONDITION, m.failed))
        } else if (m.ready) {
          worker.off('message', onReady)
          resolve()
        }
      }
      worker.on('message', onReady)
      worker.once('exit', () =>
        reject(new SvcError(Status.UNAVAILABLE, `pipeline worker ${this.index} exited before it was ready`)),
      )
    })
    worker.on('error', (err) => this.failAll(err))
    worker.once('exit', (code) => this.exited(worker, code))
    return started
  }

  unary<Res = Message>(service: ServiceName, method: string, request: object, opts: UnaryOptions = {}): Promise<Res> {
    const kind = taskKind(service, method, opts.raw === true)
    if (!kind)
      return Promise.reject(
        new SvcError(
          Status.INTERNAL,
          `a pipeline worker answers raw Pipeline.Process and Processor.Process calls only (not ${service}.${method})`,
        ),
      )
    if (this.closed) return Promise.reject(new SvcError(Status.UNAVAILABLE, 'the pipeline workers are shut down'))
    if (this.gaveUp)
      return Promise.reject(
        new SvcError(Status.UNAVAILABLE, `pipeline worker ${this.index} kept failing and is stopped`),
      )
    const id = this.nextId++
    this.tasks[kind]++
    return new Promise<Res>((resolve, reject) => {
      const p: Pending = { resolve: resolve as Pending['resolve'], reject, timer: undefined }
      if (opts.deadline !== undefined) {
        // The worker runs on (as a server would); its late answer is dropped.
        p.timer = setTimeout(
          () => this.take(id)?.reject(new SvcError(Status.DEADLINE_EXCEEDED, 'Deadline exceeded')),
          Math.max(0, opts.deadline - Date.now()),
        )
      }
      this.pending.set(id, p)
      this.worker.postMessage({ id, kind, request } as WorkerTask)
    })
  }

  /** Requests handed to this worker and not answered yet. */
  get inFlight(): number {
    return this.pending.size
  }

  /** The share of time the worker's event loop was busy since the previous call (node's eventLoopUtilization). */
  utilizationSinceLast(): number {
    const now = this.worker.performance.eventLoopUtilization()
    const since = this.lastUtilization ? this.worker.performance.eventLoopUtilization(now, this.lastUtilization) : now
    this.lastUtilization = now
    return since.utilization
  }

  close(): void {
    this.closed = true
    this.failAll(new SvcError(Status.UNAVAILABLE, 'the pipeline workers are shut down'))
    void this.worker.terminate()
  }

  private take(id: number): Pending | undefined {
    const p = this.pending.get(id)
    if (!p) return undefined
    this.pending.delete(id)
    clearTimeout(p.timer)
    return p
  }

  private settle(reply: WorkerReply): void {
    if (this.observer)
      for (const [processor, seconds, ok] of reply.observations) this.observer.processed(processor, seconds, ok)
    const p = this.take(reply.id)
    if (!p) return
    if (reply.error) p.reject(new SvcError(reply.error.code, reply.error.message, reply.error.details))
    else if (reply.response) p.resolve(reply.response)
    else p.resolve(Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength))
  }

  private failAll(err: unknown): void {
    const oom = (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY'
    const error =
      err instanceof SvcError
        ? err
        : oom
          ? new SvcError(Status.RESOURCE_EXHAUSTED, 'the pipeline worker ran out of memory on the documents it held')
          : new SvcError(Status.INTERNAL, 'the pipeline worker stopped')
    if (!(err instanceof SvcError))
      this.log('error', 'pipeline worker failed', { worker: this.index, error: (err as Error).message })
    for (const id of [...this.pending.keys()]) this.take(id)?.reject(error)
  }

  private exited(worker: Worker, code: number): void {
    this.failAll(new SvcError(Status.INTERNAL, 'the pipeline worker stopped'))
    if (this.closed || worker !== this.worker) return
    const now = Date.now()
    this.restarts = this.restarts.filter((t) => now - t < 60_000)
    if (this.restarts.length >= MAX_RESTARTS_PER_MINUTE) {
      this.log('error', 'pipeline worker keeps failing; not restarting', { worker: this.index, code })
      this.gaveUp = true
      return
    }
    this.restarts.push(now)
    this.log('warn', 'pipeline worker exited; restarting', { worker: this.index, code })
    this.start().catch((err) =>
      this.log('error', 'pipeline worker restart failed', { worker: this.index, error: (err as Error).message }),
    )
  }
}

export class PipelineWorkers implements WorkerGaugeSource {
  private constructor(readonly workers: readonly PipelineWorker[]) {}

  /** Starts `count` workers, each running `plan`'s pipelines; resolves once all are ready. `observer`: told of their processor calls. */
  static async start(
    count: number,
    plan: WorkerPlan,
    log: Logger,
    observer?: ProcessorObserver,
  ): Promise<PipelineWorkers> {
    const workers = Array.from({ length: count }, (_, i) => new PipelineWorker(i, plan, log, observer))
    const pool = new PipelineWorkers(workers)
    try {
      await Promise.all(workers.map((w) => w.start()))
    } catch (err) {
      pool.close()
      throw err
    }
    return pool
  }

  /** One Transport per worker, in order. */
  get transports(): Transport[] {
    return [...this.workers]
  }

  /**
   * One processor call, run by the worker with the fewest tasks in flight. Its document's size is
   * not known here (the request names a stored event), so it takes no lane: a big one queues
   * behind, or ahead of, that worker's pipeline requests, never on the main thread.
   */
  process(req: ProcessRequest, opts: UnaryOptions = {}): Promise<ProcessResponse> {
    const idlest = this.workers.reduce((best, w) =>
      best.gaveUp || (!w.gaveUp && w.inFlight < best.inFlight) ? w : best,
    )
    return idlest.unary<ProcessResponse>('Processor', 'Process', req, opts)
  }

  workerStats(): WorkerStats[] {
    return this.workers.map((w) => ({ inFlight: w.inFlight, tasks: { ...w.tasks } }))
  }

  workerUtilization(): number[] {
    return this.workers.map((w) => w.utilizationSinceLast())
  }

  close(): void {
    for (const w of this.workers) w.close()
  }
}
