// svc.api.v1.Events: a thin wiring of the RPCs onto an EventStore (store.ts), as one table of
// handlers that the gRPC server and the in-process transport both call. Label indices arrive in
// the flat form the wire codec decodes (src/grpc/codecs.ts) and are stored and returned as such.
import { durationSeconds } from '../api/duration.js'
import type {
  AddBinaryDataRequest,
  AddDocumentRequest,
  AddLabelsRequest,
  AddMetadataRequest,
  CloseEventRequest,
  DocumentRequest,
  EventRequest,
  GetBinaryDataRequest,
  GetLabelsRequest,
  OpenEventRequest,
} from '../api/messages.js'
import { DEFAULT_API_PACKAGE } from '../api/names.js'
import { resourceExhausted } from '../api/errors.js'
import { EncodedMessage, type ServiceHandlers } from '../api/services.js'
import type { Admit } from '../grpc/admission.js'
import { startGrpcServer, type RunningGrpcServer } from '../grpc/server.js'
import { MemoryEventStore, type EventStoreOptions } from './event-store.js'
import { MAX_ESTIMATE_PER_ENCODED_BYTE, type StoredLabelIndex } from './label-index.js'
import type { EventStore } from './store.js'

const EMPTY = {}

/** One handler per RPC: the gRPC service and the in-process transport both call these. */
export function eventsHandlers(store: EventStore, maxDocumentBytes = Infinity): ServiceHandlers {
  const textEncoded = store.getDocumentTextEncoded?.bind(store)
  const labelsEncoded = store.getLabelsEncoded?.bind(store)
  return {
    GetEventsInstanceId: async () => ({ instance_id: await store.getEventsInstanceId() }),
    OpenEvent: async (req: OpenEventRequest) => {
      const { created, leaseId } = await store.openEvent(req.event_id, {
        onlyCreateNew: req.only_create_new,
        leaseDurationMs: durationSeconds(req.lease_duration) * 1000,
      })
      return { created, lease_id: leaseId }
    },
    CloseEvent: (req: CloseEventRequest) => store.closeEvent(req.event_id, req.lease_id),
    GetAllMetadata: async (req: EventRequest) => ({ metadata: await store.getAllMetadata(req.event_id) }),
    AddMetadata: async (req: AddMetadataRequest) => {
      await store.addMetadata(req.event_id, req.key, req.value)
      return EMPTY
    },
    GetAllBinaryDataNames: async (req: EventRequest) => ({
      binary_data_names: await store.getAllBinaryDataNames(req.event_id),
    }),
    AddBinaryData: async (req: AddBinaryDataRequest) => {
      checkDocumentSize(req.binary_data.length, `binary ${req.binary_data_name}`, maxDocumentBytes)
      await store.addBinaryData(req.event_id, req.binary_data_name, req.binary_data)
      return EMPTY
    },
    GetBinaryData: async (req: GetBinaryDataRequest) => ({
      binary_data: await store.getBinaryData(req.event_id, req.binary_data_name),
    }),
    AddDocument: async (req: AddDocumentRequest) => {
      checkDocumentSize(Buffer.byteLength(req.text), `the text of document ${req.document_name}`, maxDocumentBytes)
      await store.addDocument(req.event_id, req.document_name, req.text)
      return EMPTY
    },
    GetAllDocumentNames: async (req: EventRequest) => ({
      document_names: await store.getAllDocumentNames(req.event_id),
    }),
    // Reads are answered from encodings the store has (or keeps) where it has them: nothing is encoded twice.
    GetDocumentText: textEncoded
      ? async (req: DocumentRequest) => new EncodedMessage(await textEncoded(req.event_id, req.document_name))
      : async (req: DocumentRequest) => ({ text: await store.getDocumentText(req.event_id, req.document_name) }),
    GetLabelIndicesInfo: async (req: DocumentRequest) => ({
      label_index_infos: await store.getLabelIndicesInfo(req.event_id, req.document_name),
    }),
    AddLabels: async (req: AddLabelsRequest) => {
      await store.addLabels(req.event_id, req.document_name, req.index_name, labelIndexOf(req), req.no_key_validation)
      return EMPTY
    },
    // The stored index has the response's shape: it goes back out without a copy.
    GetLabels: labelsEncoded
      ? async (req: GetLabelsRequest) =>
          new EncodedMessage(await labelsEncoded(req.event_id, req.document_name, req.index_name))
      : (req: GetLabelsRequest) => store.getLabels(req.event_id, req.document_name, req.index_name),
  }
}

/** RESOURCE_EXHAUSTED naming the limit when a document or binary is larger than it. */
function checkDocumentSize(bytes: number, what: string, maxBytes: number): void {
  if (bytes > maxBytes)
    throw resourceExhausted(
      `${what.slice(0, 300)} holds ${bytes} bytes, more than the largest document allowed (max_document_bytes: ${maxBytes})`,
    )
}

/**
 * A document or binary beyond the limit is refused by its encoded size, before it is decoded
 * (its message's other fields, ids and names, take at most this much more).
 */
const NAMES_SLACK_BYTES = 64 * 1024

/**
 * The handlers in-process callers get instead (svc up's processors and pipelines): label indices
 * are read as the stored objects, and text as the stored string, which the in-process transport
 * copies for the caller (in-process-copy.ts; a string needs no copy) where gRPC would decode the
 * kept encoding. The store's objects never reach the caller: the copy is the isolation.
 */
export function eventsInProcessHandlers(store: EventStore): ServiceHandlers {
  return {
    GetDocumentText: async (req: DocumentRequest) => ({
      text: await store.getDocumentText(req.event_id, req.document_name),
    }),
    GetLabels: (req: GetLabelsRequest) => store.getLabels(req.event_id, req.document_name, req.index_name),
  }
}

/** A request that sets neither member of the oneof adds an empty generic index. */
function labelIndexOf(req: AddLabelsRequest): StoredLabelIndex {
  if (req.labels === 'custom_labels' && req.custom_labels)
    return { custom_labels: { type_url: req.custom_labels.type_url, value: req.custom_labels.value } }
  return { generic_labels: req.generic_labels ?? { is_distinct: false, labels: [] } }
}

/**
 * The most bytes of heap one encoded byte of each adding request may decode to: label indices at
 * the estimate's worst (label-index.ts), text and metadata at two bytes a character, binaries as
 * they are. The store reserves this before decoding and refuses what would not fit.
 */
const DECODED_BYTES_PER_BYTE: ReadonlyMap<string, number> = new Map([
  ['AddLabels', MAX_ESTIMATE_PER_ENCODED_BYTE],
  ['AddDocument', 2],
  ['AddMetadata', 2],
  ['AddBinaryData', 1],
])

function decodingAdmission(store: EventStore, maxDocumentBytes: number): Admit {
  return (method, bytes) => {
    if ((method === 'AddDocument' || method === 'AddBinaryData') && bytes > maxDocumentBytes + NAMES_SLACK_BYTES) {
      throw resourceExhausted(
        `${method}: the request holds ${bytes} bytes, more than the largest document allowed (max_document_bytes: ${maxDocumentBytes})`,
      )
    }
    const factor = DECODED_BYTES_PER_BYTE.get(method)
    return factor === undefined ? undefined : store.reserveDecoding?.(bytes * factor)
  }
}

export interface EventsListenOptions {
  host?: string
  port?: number
  /** More package names to serve the methods under (e.g. mtap.api.v1); svc.api.v1 always. */
  apiPackages?: string[]
  /** The largest document text (UTF-8 bytes) or binary AddDocument and AddBinaryData take (max_document_bytes); none when absent. */
  maxDocumentBytes?: number
}

export interface EventsServerOptions extends EventStoreOptions, EventsListenOptions {}

export type RunningEventsServer<S extends EventStore> = RunningGrpcServer & {
  store: S
  /** The store's instance id (shared by every instance serving a shared store). */
  instanceId: string
  /** Handlers for callers in this process, in place of the gRPC ones (eventsInProcessHandlers). */
  local: { Events: ServiceHandlers }
}

/** Serves `store` as the Events service; closing the server then closes the store. */
export async function serveEventStore<S extends EventStore>(
  store: S,
  opts: EventsListenOptions = {},
): Promise<RunningEventsServer<S>> {
  const { host, port, apiPackages = [], maxDocumentBytes = Infinity } = opts
  const packages = [...new Set([DEFAULT_API_PACKAGE, ...apiPackages])]
  let running: RunningGrpcServer
  let instanceId: string
  try {
    instanceId = await store.getEventsInstanceId()
    running = await startGrpcServer(
      [
        {
          service: 'Events',
          handlers: eventsHandlers(store, maxDocumentBytes),
          admit: decodingAdmission(store, maxDocumentBytes),
        },
      ],
      { host, port, apiPackages: packages },
    )
  } catch (err) {
    await store.close()
    throw err
  }
  return {
    ...running,
    store,
    instanceId,
    local: { Events: eventsInProcessHandlers(store) },
    async close(graceMs?: number) {
      await running.close(graceMs)
      await store.close()
    },
  }
}

/** Starts an events service on a fresh store in memory (the embedded default). */
export function startEventsServer(opts: EventsServerOptions = {}): Promise<RunningEventsServer<MemoryEventStore>> {
  const { host, port, apiPackages, maxDocumentBytes, ...storeOptions } = opts
  return serveEventStore(new MemoryEventStore(storeOptions), { host, port, apiPackages, maxDocumentBytes })
}
