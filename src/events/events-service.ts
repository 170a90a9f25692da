// svc.api.v1.Events: a thin wiring of the RPCs onto an EventStore, as one table of handlers that
// the gRPC server and the in-process transport both call. Label indices arrive in the flat form
// the wire codec decodes (src/grpc/codecs.ts) and are stored and returned as those objects.
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
import { EncodedMessage, type ServiceHandlers } from '../api/services.js'
import { startGrpcServer, type RunningGrpcServer } from '../grpc/server.js'
import { EventStore, type EventStoreOptions } from './event-store.js'
import type { StoredLabelIndex } from './label-index.js'

const EMPTY = {}

/** One handler per RPC: the gRPC service and the in-process transport both call these. */
export function eventsHandlers(store: EventStore): ServiceHandlers {
  return {
    GetEventsInstanceId: () => ({ instance_id: store.getEventsInstanceId() }),
    OpenEvent: (req: OpenEventRequest) => {
      const { created, leaseId } = store.openEvent(req.event_id, {
        onlyCreateNew: req.only_create_new,
        leaseDurationMs: durationSeconds(req.lease_duration) * 1000,
      })
      return { created, lease_id: leaseId }
    },
    CloseEvent: (req: CloseEventRequest) => store.closeEvent(req.event_id, req.lease_id),
    GetAllMetadata: (req: EventRequest) => ({ metadata: store.getAllMetadata(req.event_id) }),
    AddMetadata: (req: AddMetadataRequest) => {
      store.addMetadata(req.event_id, req.key, req.value)
      return EMPTY
    },
    GetAllBinaryDataNames: (req: EventRequest) => ({ binary_data_names: store.getAllBinaryDataNames(req.event_id) }),
    AddBinaryData: (req: AddBinaryDataRequest) => {
      store.addBinaryData(req.event_id, req.binary_data_name, req.binary_data)
      return EMPTY
    },
    GetBinaryData: (req: GetBinaryDataRequest) => ({
      binary_data: store.getBinaryData(req.event_id, req.binary_data_name),
    }),
    AddDocument: (req: AddDocumentRequest) => {
      store.addDocument(req.event_id, req.document_name, req.text)
      return EMPTY
    },
    GetAllDocumentNames: (req: EventRequest) => ({ document_names: store.getAllDocumentNames(req.event_id) }),
    // Reads are answered from encodings the store keeps: nothing is encoded twice.
    GetDocumentText: (req: DocumentRequest) => new EncodedMessage(store.getDocumentTextEncoded(req.event_id, req.document_name)),
    GetLabelIndicesInfo: (req: DocumentRequest) => ({
      label_index_infos: store.getLabelIndicesInfo(req.event_id, req.document_name),
    }),
    AddLabels: (req: AddLabelsRequest) => {
      store.addLabels(req.event_id, req.document_name, req.index_name, labelIndexOf(req), req.no_key_validation)
      return EMPTY
    },
    GetLabels: (req: GetLabelsRequest) => new EncodedMessage(store.getLabelsEncoded(req.event_id, req.document_name, req.index_name)),
  }
}

/** A request that sets neither member of the oneof adds an empty generic index. */
function labelIndexOf(req: AddLabelsRequest): StoredLabelIndex {
  if (req.labels === 'custom_labels' && req.custom_labels) return { custom_labels: { type_url: req.custom_labels.type_url, value: req.custom_labels.value } }
  return { generic_labels: req.generic_labels ?? { is_distinct: false, labels: [] } }
}

export interface EventsServerOptions extends EventStoreOptions {
  host?: string
  port?: number
  /** More package names to serve the methods under (e.g. mtap.api.v1); svc.api.v1 always. */
  apiPackages?: string[]
}

/** Starts an events service with a fresh store; closing the server also closes the store. */
export async function startEventsServer(
  opts: EventsServerOptions = {},
): Promise<RunningGrpcServer & { store: EventStore; instanceId: string }> {
  const { host, port, apiPackages = [], ...storeOptions } = opts
  const store = new EventStore(storeOptions)
  const packages = [...new Set([DEFAULT_API_PACKAGE, ...apiPackages])]
  let running: RunningGrpcServer
  try {
    running = await startGrpcServer(
      [{ service: 'Events', handlers: eventsHandlers(store) }],
      { host, port, apiPackages: packages },
    )
  } catch (err) {
    store.close()
    throw err
  }
  return {
    ...running,
    store,
    instanceId: store.instanceId,
    async close(graceMs?: number) {
      await running.close(graceMs)
      store.close()
    },
  }
}
