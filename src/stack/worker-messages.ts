// What crosses between the backends' main thread and its pipeline worker threads
// (pipeline-workers.ts, pipeline-worker.ts): the plan a worker starts from, the tasks it is
// handed and its replies. Plain data, copied by postMessage (an answer's bytes are moved).
import type { ProcessEventInPipelineRequest } from '../api/messages.js'
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
}

export interface WorkerTask {
  id: number
  /** With event_id_reserved: the main thread holds the event id open for the task's life. */
  request: ProcessEventInPipelineRequest
}

/** Processor calls the worker made since its previous reply: [processor, seconds, ok] (for the process's metrics). */
export type Observations = [processor: string, seconds: number, ok: boolean][]

export type WorkerReply = { id: number; observations: Observations } & (
  | { bytes: Uint8Array; error?: undefined }
  | { bytes?: undefined; error: { code: number; message: string; details: unknown[] } }
)
