// One pipeline worker thread (pipeline-workers.ts starts them): the stack's pipelines over the
// clinical processors and an events store of its own, all in this thread and reached through
// the in-process transport, with no server. The backends' main thread hands it whole pipeline
// requests (their event id already held open in the stack's events service) and gets back each
// answer as its encoded bytes, moved, not copied: the clinical work and the answer's
// serialization happen here, so the main thread's events service, health checks and gRPC I/O
// keep answering while a note is processed. It is also handed single processor calls (a client
// running svc-concepts on a stored event), which read and write the stack's events service over
// loopback gRPC, for the same reason. Nothing here logs document text.
import { parentPort, workerData } from 'node:worker_threads'
import { SvcError, toSvcError } from '../api/errors.js'
import type { ProcessEventInPipelineRequest, ProcessRequest, ProcessResponse } from '../api/messages.js'
import { EncodedMessage } from '../api/services.js'
import { Status } from '../api/status.js'
import { MemoryEventStore } from '../events/event-store.js'
import { EventsClient } from '../events/events-client.js'
import { eventsHandlers, eventsInProcessHandlers } from '../events/events-service.js'
import { processEventInPipelineResponse } from '../grpc/codecs.js'
import { detailsOverTheWire } from '../grpc/status-details.js'
import { pipelineHandlers } from '../pipeline/pipeline-service.js'
import { PipelineRunner } from '../pipeline/pipeline-runner.js'
import { processorHandlers } from '../processing/processor-host.js'
import { clinicalProcessors } from '../processors/clinical/index.js'
import { loadUserLexicon } from '../processors/user-lexicon.js'
import { addressedRoute, ClientCache } from '../transport/client-cache.js'
import { InProcessBackends } from '../transport/in-process-backends.js'
import {
  WORKER_EVENTS,
  WORKER_PROCESSORS,
  type Observations,
  type WorkerPlan,
  type WorkerReply,
  type WorkerTask,
} from './worker-messages.js'

/** The processor calls made since the last reply, handed to the main thread with the next one. */
let observed: Observations = []
const observer = {
  processed: (processor: string, seconds: number, ok: boolean) => void observed.push([processor, seconds, ok]),
}

function takeObservations(): Observations {
  const out = observed
  observed = []
  return out
}

/** What a started worker does with each kind of task. */
interface WorkerJobs {
  pipeline(req: ProcessEventInPipelineRequest): Promise<unknown>
  /** Absent when the plan names no events service for processor calls. */
  processor?(req: ProcessRequest): Promise<ProcessResponse>
}

async function start(plan: WorkerPlan): Promise<WorkerJobs> {
  const local = new InProcessBackends()
  const clients = new ClientCache({ inProcess: local })
  const store = new MemoryEventStore(plan.events)
  local.offer({
    address: WORKER_EVENTS,
    services: { Events: eventsHandlers(store) },
    local: { Events: eventsInProcessHandlers(store) },
  })
  const events = new EventsClient(WORKER_EVENTS, { clients })
  const { entries, senses } = await loadUserLexicon(plan.lexiconFiles)
  const processors = clinicalProcessors({ lexicon: entries, senses })
  local.offer({ address: WORKER_PROCESSORS, services: { Processor: processorHandlers(processors, events, observer) } })
  const runners = new Map<string, PipelineRunner>()
  for (const definition of plan.definitions) {
    const own = {
      ...definition,
      events_address: WORKER_EVENTS,
      components: definition.components.map((c) => ({ ...c, address: WORKER_PROCESSORS })),
    }
    runners.set(
      definition.name,
      new PipelineRunner(own, events, (c) => clients.bind(addressedRoute('processor', c.address!))),
    )
  }
  const pipeline = pipelineHandlers(runners).Process as WorkerJobs['pipeline']
  if (!plan.processorEvents) return { pipeline }
  // The stack's events service is another thread's: reached over loopback gRPC.
  const stackEvents = new EventsClient(plan.processorEvents, { clients: new ClientCache() })
  const processor = processorHandlers(processors, stackEvents, observer).Process as WorkerJobs['processor']
  return { pipeline, processor }
}

/** The answer's bytes in an ArrayBuffer of their own, so that moving it moves nothing else. */
function ownBuffer(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes)
}

async function answer(jobs: WorkerJobs, task: WorkerTask): Promise<void> {
  let reply: WorkerReply
  let transfer: ArrayBuffer[] = []
  try {
    if (task.kind === 'processor') {
      if (!jobs.processor) throw new SvcError(Status.INTERNAL, 'this worker was started without processor calls')
      reply = { id: task.id, response: await jobs.processor(task.request), observations: takeObservations() }
    } else {
      const res = await jobs.pipeline(task.request)
      const bytes = ownBuffer(
        res instanceof EncodedMessage ? res.bytes : processEventInPipelineResponse.serialize(res as never),
      )
      reply = { id: task.id, bytes, observations: takeObservations() }
      transfer = [bytes.buffer as ArrayBuffer]
    }
  } catch (err) {
    const e = toSvcError(err)
    reply = {
      id: task.id,
      error: { code: e.code, message: e.message, details: detailsOverTheWire(e.code, e.message, e.details) },
      observations: takeObservations(),
    }
  }
  parentPort!.postMessage(reply, transfer)
}

const port = parentPort
if (port) {
  const ready = start(workerData as WorkerPlan)
  port.on('message', (task: WorkerTask) => {
    ready.then(
      (jobs) => answer(jobs, task),
      (err) =>
        port.postMessage({
          id: task.id,
          error: {
            code: toSvcError(err).code,
            message: `the pipeline worker did not start: ${(err as Error).message}`,
            details: [],
          },
          observations: [],
        } satisfies WorkerReply),
    )
  })
  ready.then(
    () => port.postMessage({ ready: true }),
    // The main thread is waiting for this worker: it is told why it will not be ready.
    (err) => port.postMessage({ failed: (err as Error).message }),
  )
}
