// Prometheus metrics of a backend process (svc events, svc processors, svc pipeline, svc up's
// backends child), served by metrics-server.ts: how long each processor takes, how many documents
// each pipeline processed and how long they took, how busy the pipeline worker threads are and
// how many requests each holds, and how many events the events store holds. One registry per
// process part that asks for one (never a module-level registry: tests run several in one
// process). Labels are bounded: processor and pipeline identifiers the process hosts, worker
// indices, two outcomes. Names follow Prometheus's conventions (seconds, `_total`).
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/** Seconds; a processor on a large note may take many seconds, a pipeline minutes. */
const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300]

/** What the processor host reports of each call (processor-host.ts). */
export interface ProcessorObserver {
  /** One Process call of `processor` ended; `seconds`: its process method's time, `ok`: it answered. */
  processed(processor: string, seconds: number, ok: boolean): void
}

/** What a pipeline service reports of each request. */
export interface PipelineObserver {
  pipelineDone(pipeline: string, seconds: number, ok: boolean): void
}

/** A pipeline worker thread as the metrics see it (pipeline-workers.ts). */
export interface WorkerStats {
  /** Requests handed to the worker and not answered. */
  inFlight: number
  /** Tasks handed to it so far: whole pipeline requests, and single processor calls. */
  tasks: { pipeline: number; processor: number }
}

export interface WorkerGaugeSource {
  workerStats(): WorkerStats[]
  /** Per worker, the share of time its event loop was busy since the previous call (one call per scrape). */
  workerUtilization(): number[]
}

/** An events store as the metrics see it (the memory store counts what it holds). */
export interface EventsGaugeSource {
  size?(): number | Promise<number>
  bytes?(): number | Promise<number>
}

export class BackendMetrics implements ProcessorObserver, PipelineObserver {
  readonly registry = new Registry()
  private readonly processorSeconds: Histogram<'processor'>
  private readonly processorCalls: Counter<'processor' | 'outcome'>
  private readonly pipelineSeconds: Histogram<'pipeline'>
  private readonly documents: Counter<'pipeline' | 'outcome'>
  private workers: WorkerGaugeSource | undefined
  private events: EventsGaugeSource | undefined

  constructor(opts: { defaultMetrics?: boolean } = {}) {
    const registers = [this.registry]
    if (opts.defaultMetrics !== false) collectDefaultMetrics({ register: this.registry })
    this.processorSeconds = new Histogram({
      name: 'svc_processor_duration_seconds',
      help: "Time each processor's process method took per call, by processor",
      labelNames: ['processor'],
      buckets: BUCKETS,
      registers,
    })
    this.processorCalls = new Counter({
      name: 'svc_processor_calls_total',
      help: 'Process calls answered, by processor and outcome (ok, failed)',
      labelNames: ['processor', 'outcome'],
      registers,
    })
    this.pipelineSeconds = new Histogram({
      name: 'svc_pipeline_duration_seconds',
      help: 'Time each pipeline request took in this process, by pipeline',
      labelNames: ['pipeline'],
      buckets: BUCKETS,
      registers,
    })
    this.documents = new Counter({
      name: 'svc_documents_processed_total',
      help: 'Pipeline requests (one event, its documents) answered, by pipeline and outcome (ok, failed)',
      labelNames: ['pipeline', 'outcome'],
      registers,
    })
    this.defineWorkerGauges(registers)
    this.defineEventsGauges(registers)
  }

  /** The worker threads' queue, business and tasks, read from the pool at each scrape. */
  private defineWorkerGauges(registers: Registry[]): void {
    const metrics = this
    new Gauge({
      name: 'svc_pipeline_worker_requests_in_flight',
      help: 'Pipeline requests handed to each worker thread and not answered yet (its queue)',
      labelNames: ['worker'],
      registers,
      collect() {
        this.reset()
        metrics.workers?.workerStats().forEach((w, i) => {
          this.set({ worker: String(i) }, w.inFlight)
        })
      },
    })
    new Gauge({
      name: 'svc_pipeline_worker_utilization',
      help: "Share of time each worker thread's event loop was busy since the previous scrape (0-1)",
      labelNames: ['worker'],
      registers,
      collect() {
        this.reset()
        metrics.workers?.workerUtilization().forEach((u, i) => {
          this.set({ worker: String(i) }, u)
        })
      },
    })
    new Counter({
      name: 'svc_pipeline_worker_tasks_total',
      help: 'Work handed to each worker thread, by kind: pipeline (a whole request) or processor (one Process call)',
      labelNames: ['worker', 'kind'],
      registers,
      collect() {
        this.reset()
        metrics.workers?.workerStats().forEach((w, i) => {
          for (const [kind, n] of Object.entries(w.tasks)) this.inc({ worker: String(i), kind }, n)
        })
      },
    })
  }

  /** What the events store holds, read from it at each scrape. */
  private defineEventsGauges(registers: Registry[]): void {
    const metrics = this
    new Gauge({
      name: 'svc_events_stored',
      help: 'Events the events store of this process holds now',
      registers,
      async collect() {
        const n = await metrics.events?.size?.()
        if (n !== undefined) this.set(n)
      },
    })
    new Gauge({
      name: 'svc_events_stored_bytes',
      help: 'Bytes the events store of this process holds now (its estimate, as --max-bytes counts them)',
      registers,
      async collect() {
        const n = await metrics.events?.bytes?.()
        if (n !== undefined) this.set(n)
      },
    })
  }

  processed(processor: string, seconds: number, ok: boolean): void {
    if (ok) this.processorSeconds.observe({ processor }, seconds)
    this.processorCalls.inc({ processor, outcome: ok ? 'ok' : 'failed' })
  }

  pipelineDone(pipeline: string, seconds: number, ok: boolean): void {
    this.pipelineSeconds.observe({ pipeline }, seconds)
    this.documents.inc({ pipeline, outcome: ok ? 'ok' : 'failed' })
  }

  watchWorkers(source: WorkerGaugeSource): void {
    this.workers = source
  }

  watchEvents(source: EventsGaugeSource): void {
    this.events = source
  }
}
