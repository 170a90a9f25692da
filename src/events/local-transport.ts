// The in-process transport to an events store: when a processor host or a pipeline runs in the
// same process as the events service (svc up), its client calls the service's own handlers
// directly instead of going through HTTP/2 and protobuf. Same handlers, same validation, same
// SvcErrors as over gRPC; what crosses is copied, so neither side shares objects with the
// store (the wire would have copied them too).
import { toSvcError } from '../api/errors.js'
import type { Json } from '../api/json.js'
import type { EventStore } from './event-store.js'
import { eventsHandlers, type EventsHandlers } from './events-service.js'
import type { FlatLabel, JsonLabels } from '../api/labels.js'

export class LocalEventsTransport {
  private readonly handlers: EventsHandlers

  constructor(readonly store: EventStore) {
    this.handlers = eventsHandlers(store)
  }

  /**
   * Runs the call on a later turn of the event loop, as a socket would: without that, a
   * pipeline of in-process calls would run as one chain of microtasks and starve every other
   * request (and health check) of this process until it finished.
   */
  call<Res>(method: string, request: Record<string, unknown>): Promise<Res> {
    return new Promise<Res>((resolve, reject) => {
      setImmediate(() => {
        try {
          resolve(copyOut(method, this.handlers[method](copyIn(method, request))) as Res)
        } catch (err) {
          reject(toSvcError(err))
        }
      })
    })
  }
}

function copyIn(method: string, req: Record<string, unknown>): Record<string, unknown> {
  switch (method) {
    case 'AddLabels':
      return req.generic_labels ? { ...req, generic_labels: cloneLabels(req.generic_labels as JsonLabels) } : req
    case 'AddBinaryData':
      return { ...req, binary_data: (req.binary_data as Uint8Array).slice() }
    default:
      return req
  }
}

function copyOut(method: string, res: unknown): unknown {
  const r = res as Record<string, unknown>
  switch (method) {
    case 'GetLabels':
      return r.generic_labels ? { ...r, generic_labels: cloneLabels(r.generic_labels as JsonLabels) } : r
    case 'GetBinaryData':
      return { binary_data: (r.binary_data as Uint8Array).slice() }
    case 'GetAllBinaryDataNames':
      return { binary_data_names: [...(r.binary_data_names as string[])] }
    case 'GetAllDocumentNames':
      return { document_names: [...(r.document_names as string[])] }
    case 'GetAllMetadata':
      return { metadata: { ...(r.metadata as Record<string, string>) } }
    case 'GetLabelIndicesInfo':
      return { label_index_infos: (r.label_index_infos as object[]).map((i) => ({ ...i })) }
    default:
      return res
  }
}

function cloneLabels(l: JsonLabels): JsonLabels {
  const labels = new Array<FlatLabel>(l.labels.length)
  for (let i = 0; i < labels.length; i++) labels[i] = cloneJson(l.labels[i] as unknown as Json) as unknown as FlatLabel
  return { is_distinct: Boolean(l.is_distinct), labels }
}

/** A deep copy of a JSON value; undefined members are dropped as JSON (and the wire) would. */
function cloneJson(v: Json): Json {
  if (v === null || typeof v !== 'object') return v
  if (Array.isArray(v)) {
    const out = new Array<Json>(v.length)
    for (let i = 0; i < v.length; i++) out[i] = v[i] === undefined ? null : cloneJson(v[i])
    return out
  }
  const out: Record<string, Json> = {}
  for (const k in v) {
    const x = v[k]
    if (x !== undefined) out[k] = cloneJson(x)
  }
  return out
}
