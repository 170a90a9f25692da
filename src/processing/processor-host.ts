// Hosts processors as one Processor service (PROTOCOL.md §3), served over gRPC and callable in
// process through the same table of handlers. Requests are routed by processor_id; each call
// reads and writes through the one events client of this server. A processor's failure
// answers an error naming the processor, is counted, and leaves the server serving.
import { durationSeconds, toDuration, type PbDuration } from '../api/duration.js'
import { failedPrecondition, internal, invalidArgument, SvcError, toSvcError } from '../api/errors.js'
import { setMember, type JsonObject } from '../api/json.js'
import type {
  GetInfoResponse,
  GetStatsResponse,
  ProcessorRequest,
  ProcessRequest,
  ProcessResponse,
} from '../api/messages.js'
import type { ServiceHandlers } from '../api/services.js'
import { EventsClient, REGISTERED_EVENTS } from '../events/events-client.js'
import { hostedById } from '../grpc/hosted-by-id.js'
import { startGrpcServer, type RunningGrpcServer } from '../grpc/server.js'
import type { ProcessorObserver } from '../metrics/backend-metrics.js'
import type { ClientCache } from '../transport/client-cache.js'
import { Event } from './event.js'
import {
  DocumentProcessor,
  EventProcessor,
  type AnyProcessor,
  type Params,
  type ProcessResult,
} from './processor-api.js'
import { ProcessorStats } from './processor-stats.js'

export interface HostProcessorsOptions {
  host?: string
  port?: number
  /**
   * host:port of the events service the processors read and write. Without one, the registry's
   * svc-events is followed through `clients`, which must then resolve routes (a registry).
   */
  eventsAddress?: string
  /** Extra package names to serve under (the default package is always served). */
  apiPackages?: string[]
  /** Package the events service answers under; default: the first of apiPackages, else svc.api.v1. */
  eventsApiPackage?: string
  /** Deadline of each events call in milliseconds. */
  eventsTimeoutMs?: number
  /**
   * The cache the events service is reached through, shared with other parts of this process
   * (svc up: it answers an events service of this process in process). Without one, the host
   * has a channel of its own.
   */
  clients?: ClientCache
  /** Told of every Process call (the process's metrics). */
  observer?: ProcessorObserver
  /** Where some processors' calls run instead of this thread. */
  offload?: ProcessorOffload
}

/**
 * Another thread that runs some of the hosted processors' calls (svc up: the pipeline worker
 * threads), so that a big document's work never holds up this thread's other services. It
 * reads and writes the same events service, names its own failures and tells the observer.
 */
export interface ProcessorOffload {
  /** Whether calls to this processor are handed over. */
  takes(processorId: string): boolean
  process(req: ProcessRequest): Promise<ProcessResponse>
}

export interface HostedProcessors extends RunningGrpcServer {
  /** The processor identifiers (each processor's info.name), in the order given. */
  identifiers: string[]
}

interface Hosted {
  id: string
  processor: AnyProcessor
  stats: ProcessorStats
}

/**
 * The Processor service's handlers for `processors` (Process, GetInfo, GetStats), reading and
 * writing events through `events`. Throws INVALID_ARGUMENT when the list cannot be hosted.
 */
export function processorHandlers(
  processors: AnyProcessor[],
  events: EventsClient,
  observer?: ProcessorObserver,
  offload?: ProcessorOffload,
): ServiceHandlers {
  const hosted = checkProcessors(processors)
  const instance = instanceChecker(events)
  const resolve = hostedById('processor', new Map(hosted.map((h) => [h.id, h])))
  return {
    Process: async (req: ProcessRequest): Promise<ProcessResponse> => {
      const entry = resolve(req.processor_id)
      if (offload?.takes(entry.id)) return handedOver(entry, req, offload)
      try {
        return await processOnce(entry, req, events, instance, observer)
      } catch (err) {
        entry.stats.recordFailure()
        observer?.processed(entry.id, 0, false)
        throw describeFailure(entry.id, req.event_id, err)
      }
    },
    GetInfo: (req: ProcessorRequest): GetInfoResponse => ({
      // ProcessorInfo is JSON (strings, booleans, arrays of objects of them), but it is declared as
      // interfaces, which TypeScript gives no index signature: no JsonObject without the cast.
      metadata: resolve(req.processor_id).processor.info as unknown as JsonObject,
    }),
    GetStats: (req: ProcessorRequest): GetStatsResponse => resolve(req.processor_id).stats.toResponse(),
  }
}

export async function hostProcessors(
  processors: AnyProcessor[],
  opts: HostProcessorsOptions,
): Promise<HostedProcessors> {
  const events = new EventsClient(opts.eventsAddress ?? REGISTERED_EVENTS, {
    apiPackage: opts.eventsApiPackage ?? opts.apiPackages?.[0],
    timeoutMs: opts.eventsTimeoutMs,
    clients: opts.clients,
  })
  let running: RunningGrpcServer
  try {
    const handlers = processorHandlers(processors, events, opts.observer, opts.offload)
    running = await startGrpcServer(
      [{ service: 'Processor', handlers, healthNames: processors.map((p) => p.info.name) }],
      opts,
    )
  } catch (err) {
    events.close()
    throw err
  }
  return {
    ...running,
    identifiers: processors.map((p) => p.info.name),
    async close(graceMs?: number) {
      await running.close(graceMs)
      events.close()
    },
  }
}

/** A call run by the offload; counted in this host's stats (GetStats) from the timings it answered. */
async function handedOver(entry: Hosted, req: ProcessRequest, offload: ProcessorOffload): Promise<ProcessResponse> {
  try {
    const res = await offload.process(req)
    const timings = new Map<string, number>()
    for (const [key, d] of Object.entries(res.timing_info ?? {})) timings.set(key, durationSeconds(d))
    entry.stats.recordSuccess(timings)
    return res
  } catch (err) {
    entry.stats.recordFailure()
    throw err
  }
}

function checkProcessors(processors: AnyProcessor[]): Hosted[] {
  if (processors.length === 0) throw invalidArgument('no processors to host')
  const seen = new Set<string>()
  return processors.map((processor, i) => {
    if (!(processor instanceof DocumentProcessor) && !(processor instanceof EventProcessor)) {
      throw invalidArgument(`processors[${i}] is neither a DocumentProcessor nor an EventProcessor`)
    }
    const id = processor.info?.name
    if (typeof id !== 'string' || id === '')
      throw invalidArgument(`processors[${i}].info.name must be a non-empty string`)
    if (seen.has(id)) throw invalidArgument(`processor name '${id}' is hosted twice`)
    seen.add(id)
    return { id, processor, stats: new ProcessorStats() }
  })
}

/**
 * Clients of the protocol may name the events service instance they put the event in. A
 * mismatch means this processor would look in another store, so it fails clearly instead of
 * answering NOT_FOUND. The id is re-read on a mismatch in case the events service restarted.
 */
function instanceChecker(events: EventsClient): (requested: string | undefined) => Promise<void> {
  let known: string | undefined
  return async (requested) => {
    if (!requested || requested === known) return
    known = await events.instanceId()
    if (requested !== known) {
      throw failedPrecondition(
        `the event is in events service instance '${requested}', but this processor uses '${known}' at ${events.address}`,
      )
    }
  }
}

async function processOnce(
  entry: Hosted,
  req: ProcessRequest,
  events: EventsClient,
  checkInstance: (requested: string | undefined) => Promise<void>,
  observer: ProcessorObserver | undefined,
): Promise<ProcessResponse> {
  const started = performance.now()
  if (!req.event_id) throw invalidArgument('event_id is required')
  await checkInstance(req.event_service_instance_id)
  const params: Params = req.params ?? {}
  const event = new Event(req.event_id, events)
  // biome-ignore lint/suspicious/noConfusingVoidType: what process() returns, which may be nothing (processor-api.ts)
  let result: ProcessResult | void
  let methodSeconds: number
  if (entry.processor instanceof DocumentProcessor) {
    const documentName = params.document_name
    if (typeof documentName !== 'string' || documentName === '') {
      throw invalidArgument('params.document_name is required: the name of the document to process')
    }
    const doc = await event.getDocument(documentName)
    const t0 = performance.now()
    result = await entry.processor.process(doc, params)
    methodSeconds = (performance.now() - t0) / 1000
  } else {
    const t0 = performance.now()
    result = await entry.processor.process(event, params)
    methodSeconds = (performance.now() - t0) / 1000
  }
  const resultJson = checkResult(result)

  const timings = new Map<string, number>()
  for (const [key, seconds] of event.timings) timings.set(`${entry.id}:${key}`, seconds)
  timings.set(`${entry.id}:process_method`, methodSeconds)
  timings.set(`${entry.id}:total`, (performance.now() - started) / 1000)
  entry.stats.recordSuccess(timings)
  observer?.processed(entry.id, methodSeconds, true)

  const timing_info: Record<string, PbDuration> = {}
  for (const [key, seconds] of timings) setMember(timing_info, key, toDuration(seconds))
  return { timing_info, result: resultJson, created_indices: event.createdIndices }
}

function checkResult(result: unknown): JsonObject {
  if (result === undefined || result === null) return {}
  if (typeof result !== 'object' || Array.isArray(result)) {
    throw internal(
      `process() must return an object or nothing (returned ${Array.isArray(result) ? 'an array' : typeof result})`,
    )
  }
  return result as JsonObject
}

/** The processor's error, named: SvcErrors and gRPC errors keep their code, the rest is INTERNAL. */
function describeFailure(id: string, eventId: string, err: unknown): SvcError {
  const e = toSvcError(err)
  return new SvcError(e.code, `processor '${id}' failed on event '${eventId}': ${e.message}`, e.details)
}
