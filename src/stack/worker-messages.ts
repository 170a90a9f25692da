// What crosses between the backends' main thread and its pipeline worker threads
// (pipeline-workers.ts, pipeline-worker.ts): the plan a worker starts from, the tasks it is
// handed and its replies. Plain data, copied by postMessage (a pipeline answer's bytes are moved).
import type { ProcessEventInPipelineRequest, ProcessRequest, ProcessResponse } from '../api/messages.js'
import type { EventStoreOptions } from '../events/event-store.js'
import type { PipelineDefinition } from '../pipeline/pipeline-config.js'

/** The names a worker's own events service and processors go by (in its thread only; nothing listens). */
export const WORKER_EVENTS = 'worker-events'
export const WORKER_PROCESSORS = 'worker-processors'

export interface WorkerPlan {
  /** The pipelines the worker runs (each over the clinical processors alone). */
  definitions: PipelineDefinition[]
  /** svc-concepts' user lexicons. */
  lexiconFiles: string[]
  /** The worker's events store: as the stack's own (stack.events). */
  events: Pick<EventStoreOptions, 'idleTimeoutMs' | 'maxEvents' | 'maxBytes'>
  /**
   * host:port of the events service the stack's hosted processors use: a processor call handed
   * to the worker (a client calling svc-concepts on a stored event) reads and writes there, over
   * loopback gRPC. Absent: the stack hosts no processors, and no processor call is handed over.
   */
  processorEvents?: string
}

/** The kinds of work a worker is handed: whole pipeline requests, or one processor call. */
export type WorkerTaskKind = 'pipeline' | 'processor'

export type WorkerTask =
  | {
      id: number
      kind: 'pipeline'
      /** The main thread holds the event id open in the stack's events service for the task's life. */
      request: ProcessEventInPipelineRequest
    }
  | { id: number; kind: 'processor'; request: ProcessRequest }

/** Processor calls the worker made since its previous reply: [processor, seconds, ok] (for the process's metrics). */
export type Observations = [processor: string, seconds: number, ok: boolean][]

export type WorkerReply = { id: number; observations: Observations } /** A pipeline answer, encoded. */ & (
  | { bytes: Uint8Array; response?: undefined; error?: undefined }
  /** A processor's answer (small: timings, its result, the indices it created). */
  | { bytes?: undefined; response: ProcessResponse; error?: undefined }
  | { bytes?: undefined; response?: undefined; error: { code: number; message: string; details: unknown[] } }
)
