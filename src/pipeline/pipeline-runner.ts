// Runs one pipeline on one request (PROTOCOL.md §4): create the event, load it, call every
// component in order, serialize the result, release the event. Each request works on its own
// event, so requests run concurrently without any shared lock. On any failure the event is
// released (whatever keep_after says) so a failed request leaves nothing in the events store.
// In svc up the stack's clinical pipelines run in worker threads (stack.workers): the runner of
// the main thread holds each event id in the stack's events service and hands the request to a
// worker (lanes.ts chooses which), whose answer it hands on as it came.
import type { AnswerSelection } from '../api/answer-selection.js'
import { durationSeconds, toDuration, type PbDuration } from '../api/duration.js'
import { invalidArgument, SvcError, toSvcError } from '../api/errors.js'
import { setMember, type JsonObject } from '../api/json.js'
import type {
  ComponentResult,
  ProcessEventInPipelineRequest,
  ProcessEventInPipelineResponse,
  ProcessRequest,
  ProcessResponse,
} from '../api/messages.js'
import { DEFAULT_DOCUMENT_NAME } from '../api/names.js'
import { EncodedMessage } from '../api/services.js'
import { codeName } from '../api/status.js'
import type { EventsClient } from '../events/events-client.js'
import { BackendUnreachable } from '../transport/backend-errors.js'
import type { Transport } from '../transport/transport.js'
import { documentBytes, parseInputEvent, returnedSelection, type InputEvent } from './event-input.js'
import { Lanes } from './lanes.js'
import { serializeEvent, serializeEventJson } from './event-serializer.js'
import { componentId, type ComponentDefinition, type PipelineDefinition } from './pipeline-config.js'

/** A component bound to the transport of its processor server. */
export interface BoundComponent {
  id: string
  processorId: string
  processors: Transport
  params: JsonObject
  timeoutMs?: number
  /** ComponentDefinition.skip_unless_returned */
  skipUnlessReturned?: readonly string[]
}

/** How a runner shares its requests (svc up): see the constructor. */
export interface RunnerSharing {
  /** Worker threads running the same pipeline, which take every request that does not keep its event. */
  workers?: Transport[]
  /** The lanes of the workers, shared by every pipeline they run (by default this runner's own). */
  lanes?: Lanes
  /** The largest document or binary a request may carry, in bytes (RESOURCE_EXHAUSTED beyond); none when absent. */
  maxDocumentBytes?: number
}

export class PipelineRunner {
  readonly name: string
  private readonly events: EventsClient
  private readonly components: BoundComponent[]
  /** The worker threads requests that do not keep their event are handed to (none: they run here). */
  private readonly workers: Transport[]
  private readonly lanes: Lanes
  private readonly maxDocumentBytes: number

  /**
   * `processorsOf`: the transport to a component's processor (its address, or its processor_id in
   * the registry). `sharing`: this runner's part in svc up: it hands every request that does not
   * keep its event to one of its `workers` (threads of this process running the same pipeline),
   * as lanes.ts chooses; a request that keeps its event runs here, so that it is kept in the
   * stack's events service.
   */
  constructor(
    definition: PipelineDefinition,
    events: EventsClient,
    processorsOf: (component: ComponentDefinition) => Transport,
    sharing: RunnerSharing = {},
  ) {
    this.name = definition.name
    this.events = events
    this.workers = sharing.workers ?? []
    this.lanes = sharing.lanes ?? new Lanes(this.workers.length)
    this.maxDocumentBytes = sharing.maxDocumentBytes ?? Infinity
    this.components = definition.components.map((c) => ({
      id: componentId(c),
      processorId: c.processor_id,
      processors: processorsOf(c),
      params: c.params ?? {},
      timeoutMs: c.timeout_seconds === undefined ? undefined : c.timeout_seconds * 1000,
      skipUnlessReturned: c.skip_unless_returned,
    }))
  }

  async process(req: ProcessEventInPipelineRequest): Promise<ProcessEventInPipelineResponse | EncodedMessage> {
    // Refused before anything is created or handed on.
    const bytes = documentBytes(req.event, this.maxDocumentBytes)
    returnedSelection(req.returned)
    if (this.workers.length === 0 || req.keep_after) return this.run(req, parseInputEvent(req.event ?? {}))
    const k = this.lanes.take(bytes)
    try {
      return await this.atWorker(this.workers[k], req)
    } finally {
      this.lanes.done(k, bytes)
    }
  }

  /**
   * The worker's answer, handed on as it came (its bytes are the answer this runner would give).
   * The event id is held open here, in the stack's events service, for as long as the worker
   * works on it (in an events store of its own): an id in use is ALREADY_EXISTS, as it is for a
   * request run here.
   */
  private async atWorker(worker: Transport, req: ProcessEventInPipelineRequest): Promise<EncodedMessage> {
    // The event is read (its binaries decoded, its labels checked) by the worker alone; what is
    // wrong with it is answered from there, or here first when its id is unusable or taken.
    const eventId = req.event?.event_id
    if (typeof eventId !== 'string' || eventId === '')
      throw invalidArgument('event.event_id must be a non-empty string')
    const reserved = await this.events.openEvent(eventId, { onlyCreateNew: true }).catch((err) => {
      parseInputEvent(req.event)
      throw this.named(`cannot create event '${eventId}'`, err)
    })
    try {
      return new EncodedMessage(await worker.unary<Buffer>('Pipeline', 'Process', req, { raw: true }))
    } finally {
      await this.events.closeEvent(eventId, reserved.lease_id).catch(() => undefined)
    }
  }

  private async run(req: ProcessEventInPipelineRequest, input: InputEvent): Promise<ProcessEventInPipelineResponse> {
    const started = performance.now()
    const requestParams = req.params ?? {}
    const eventId = input.eventId
    const { lease_id } = await this.events.openEvent(eventId, { onlyCreateNew: true }).catch((err) => {
      throw this.named(`cannot create event '${eventId}'`, err)
    })
    // Every component call names the events service instance holding the event, as MTAP's
    // pipeline does (MTAP processors fail without it). Asked for each event, while it loads, so
    // an events service that restarted under a new id is never named wrongly.
    const instanceId = this.events.instanceId()
    instanceId.catch(() => undefined)
    let release = !req.keep_after
    try {
      const timing_info: Record<string, PbDuration> = {}
      const component_results: ComponentResult[] = []
      await timed(timing_info, 'pipeline:load_event', () =>
        this.load(input).catch((err) => {
          throw this.named(`cannot load event '${eventId}'`, err)
        }),
      )
      const eventServiceInstanceId = await instanceId.catch((err) => {
        throw this.named('cannot ask the events service for its instance id', err)
      })
      const selection = returnedSelection(req.returned)
      for (const component of this.components) {
        if (skipped(component, selection, req.keep_after)) continue
        const result = await this.runComponent(component, eventId, eventServiceInstanceId, requestParams)
        component_results.push(result)
        for (const [key, d] of Object.entries(result.timing_info)) timing_info[`${component.id}:${key}`] = d
      }
      // The event as JSON text for a client that asked (svc's gateway), else as the Struct.
      const serialize: (
        events: EventsClient,
        eventId: string,
        selection?: AnswerSelection,
      ) => Promise<string | Buffer> = req.event_as_json ? serializeEventJson : serializeEvent
      const event = await timed(timing_info, 'pipeline:serialize_event', () =>
        serialize(this.events, eventId, selection).catch((err) => {
          throw this.named(`cannot read back event '${eventId}'`, err)
        }),
      )
      const elapsed = toDuration((performance.now() - started) / 1000)
      timing_info['pipeline:total'] = elapsed
      const result = { component_results, elapsed_time: elapsed }
      if (typeof event === 'string') return { event: {}, event_json: event, timing_info, result }
      return { event, timing_info, result }
    } catch (err) {
      release = true
      throw err
    } finally {
      // A failed release cannot be undone from here; the lease was ours and the answer stands.
      if (release) await this.events.closeEvent(eventId, lease_id).catch(() => undefined)
    }
  }

  private async load(input: InputEvent): Promise<void> {
    const { eventId } = input
    await Promise.all([
      ...input.binaries.map(([name, data]) => this.events.addBinary(eventId, name, data)),
      ...input.metadata.map(([key, value]) => this.events.addMetadata(eventId, key, value)),
      ...input.documents.map(async (doc) => {
        await this.events.addDocument(eventId, doc.name, doc.text)
        await Promise.all(
          doc.labelIndices.map((index) =>
            this.events.addLabels(eventId, doc.name, index.name, index.labels, { distinct: index.distinct }),
          ),
        )
      }),
    ])
  }

  private async runComponent(
    component: BoundComponent,
    eventId: string,
    instanceId: string,
    requestParams: JsonObject,
  ): Promise<ComponentResult> {
    const t0 = performance.now()
    let res: ProcessResponse
    try {
      // document_name comes first so that the component's params, then the request's, override it.
      const params = { document_name: DEFAULT_DOCUMENT_NAME, ...component.params, ...requestParams }
      const request: ProcessRequest = {
        processor_id: component.processorId,
        event_id: eventId,
        params,
        event_service_instance_id: instanceId,
      }
      const deadline = component.timeoutMs === undefined ? undefined : Date.now() + component.timeoutMs
      res = await component.processors.unary<ProcessResponse>('Processor', 'Process', request, { deadline })
    } catch (err) {
      if (err instanceof BackendUnreachable)
        throw unreachable(
          `pipeline '${this.name}': component '${component.id}' failed with UNAVAILABLE: processor '${component.processorId}'`,
          err,
        )
      const e = toSvcError(err)
      throw new SvcError(
        e.code,
        `pipeline '${this.name}': component '${component.id}' failed with ${codeName(e.code)}: ${e.message}`,
        e.details,
      )
    }
    const remote = (performance.now() - t0) / 1000
    const timing_info: Record<string, PbDuration> = {}
    const prefix = `${component.processorId}:`
    for (const [key, d] of Object.entries(res.timing_info ?? {})) {
      setMember(timing_info, key.startsWith(prefix) ? key.slice(prefix.length) : key, toDuration(durationSeconds(d)))
    }
    timing_info.remote_call = toDuration(remote)
    return { identifier: component.id, result_dict: res.result ?? {}, timing_info }
  }

  private named(what: string, err: unknown): SvcError {
    if (err instanceof BackendUnreachable)
      return unreachable(`pipeline '${this.name}': ${what}: the events service`, err)
    const e = toSvcError(err)
    return new SvcError(e.code, `pipeline '${this.name}': ${what}: ${e.message}`, e.details)
  }
}

/** Whether the request needs nothing of a component that exists for its answer alone (skip_unless_returned). */
function skipped(component: BoundComponent, selection: AnswerSelection | undefined, keepAfter: boolean): boolean {
  const wanted = selection?.label_indices
  return (
    component.skipUnlessReturned !== undefined &&
    !keepAfter &&
    wanted !== undefined &&
    !component.skipUnlessReturned.some((name) => wanted.includes(name))
  )
}

/** A backend this pipeline calls could not be reached: named, never by its address (the transport logs that). */
function unreachable(who: string, err: BackendUnreachable): SvcError {
  return new SvcError(err.code, `${who} could not be reached`)
}

async function timed<T>(timings: Record<string, PbDuration>, key: string, fn: () => Promise<T>): Promise<T> {
  const t0 = performance.now()
  const out = await fn()
  timings[key] = toDuration((performance.now() - t0) / 1000)
  return out
}
