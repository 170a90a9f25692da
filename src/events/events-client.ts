// A promise-shaped client of the Events service (PROTOCOL.md §1) over one transport. Processors,
// the processor host and the pipeline service each hold one for their lifetime; errors are
// SvcErrors carrying the events service's status (NOT_FOUND stays NOT_FOUND).
import { toDuration } from '../api/duration.js'
import { failedPrecondition, invalidArgument } from '../api/errors.js'
import { checkFlatLabels, type FlatLabel, type GenericLabelIndex } from '../api/labels.js'
import type { GetLabelsResponse, LabelIndexInfo, OpenEventOptions } from '../api/messages.js'
import { EVENTS_IDENTIFIER } from '../api/names.js'
import type { RouteName } from '../api/route-target.js'
import { addressedRoute, type ClientCache } from '../transport/client-cache.js'
import { createGrpcTransport } from '../transport/grpc-transport.js'
import type { Transport, UnaryOptions } from '../transport/transport.js'

export interface EventsClientOptions {
  /** Package the events service answers under (default svc.api.v1); unused with `clients`. */
  apiPackage?: string
  /** Deadline of each call in milliseconds (default 60 s). */
  timeoutMs?: number
  /**
   * The cache to reach the events service through (shared with other clients; it answers an
   * events service of this process in process). Without one the client has a channel of its own.
   */
  clients?: ClientCache
}

export interface AddLabelsOptions {
  distinct: boolean
  /** Allow the reserved field keys (document, location, text, id, label_index_name). */
  noKeyValidation?: boolean
  /**
   * The caller neither changes nor reads the labels (objects and array) after the call
   * (UnaryOptions.handOver): an events service in this process may keep them instead of copies.
   */
  handOver?: boolean
}

const DEFAULT_TIMEOUT_MS = 60_000

/** The events service as routed by the registry: `svc-events`, wherever its instances are. */
export const REGISTERED_EVENTS: RouteName = { kind: 'events', identifier: EVENTS_IDENTIFIER }

export class EventsClient {
  /** Where the service is: its address, or `svc-events` when a registry finds it. */
  readonly address: string
  private readonly transport: Transport
  private readonly ownsTransport: boolean
  private readonly timeoutMs: number

  /**
   * `at`: the service's address (host:port or a gRPC target), or REGISTERED_EVENTS to follow
   * the registry's svc-events through `opts.clients` (a cache with a resolver).
   */
  constructor(at: string | RouteName, opts: EventsClientOptions = {}) {
    this.address = typeof at === 'string' ? at : at.identifier
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS
    this.ownsTransport = opts.clients === undefined
    if (opts.clients) this.transport = opts.clients.bind(typeof at === 'string' ? addressedRoute('events', at) : at)
    else if (typeof at === 'string') this.transport = createGrpcTransport(at, { apiPackage: opts.apiPackage })
    else
      throw invalidArgument(
        `the events service ${at.identifier} has no address: it needs a client cache that resolves it (a registry)`,
      )
  }

  /** Whether calls go to an events service in this process. */
  get inProcess(): boolean {
    return this.transport.inProcess
  }

  private call<Res>(
    method: string,
    request: object,
    opts: Pick<UnaryOptions, 'readOnly' | 'handOver'> = {},
  ): Promise<Res> {
    return this.transport.unary<Res>('Events', method, request, { deadline: Date.now() + this.timeoutMs, ...opts })
  }

  async instanceId(): Promise<string> {
    const res = await this.call<{ instance_id: string }>('GetEventsInstanceId', {})
    return res.instance_id
  }

  async openEvent(eventId: string, opts: OpenEventOptions = {}): Promise<{ created: boolean; lease_id: number }> {
    const req: Record<string, unknown> = { event_id: eventId, only_create_new: Boolean(opts.onlyCreateNew) }
    if (opts.leaseDurationMs) req.lease_duration = toDuration(opts.leaseDurationMs / 1000)
    const res = await this.call<{ created: boolean; lease_id: number }>('OpenEvent', req)
    return { created: Boolean(res.created), lease_id: Number(res.lease_id) }
  }

  /** Releases one lease; true when that deleted the event. */
  async closeEvent(eventId: string, leaseId: number): Promise<boolean> {
    const res = await this.call<{ deleted: boolean }>('CloseEvent', { event_id: eventId, lease_id: leaseId })
    return Boolean(res.deleted)
  }

  async getAllMetadata(eventId: string): Promise<Record<string, string>> {
    const res = await this.call<{ metadata?: Record<string, string> }>('GetAllMetadata', { event_id: eventId })
    return { ...(res.metadata ?? {}) }
  }

  async addMetadata(eventId: string, key: string, value: string): Promise<void> {
    await this.call('AddMetadata', { event_id: eventId, key, value })
  }

  async binaryNames(eventId: string): Promise<string[]> {
    const res = await this.call<{ binary_data_names?: string[] }>('GetAllBinaryDataNames', { event_id: eventId })
    return res.binary_data_names ?? []
  }

  async addBinary(eventId: string, name: string, data: Uint8Array): Promise<void> {
    await this.call('AddBinaryData', { event_id: eventId, binary_data_name: name, binary_data: data })
  }

  async getBinary(eventId: string, name: string): Promise<Uint8Array> {
    const res = await this.call<{ binary_data?: Uint8Array }>('GetBinaryData', {
      event_id: eventId,
      binary_data_name: name,
    })
    return res.binary_data ?? new Uint8Array(0)
  }

  async addDocument(eventId: string, name: string, text: string): Promise<void> {
    await this.call('AddDocument', { event_id: eventId, document_name: name, text })
  }

  async documentNames(eventId: string): Promise<string[]> {
    const res = await this.call<{ document_names?: string[] }>('GetAllDocumentNames', { event_id: eventId })
    return res.document_names ?? []
  }

  async getText(eventId: string, documentName: string): Promise<string> {
    const res = await this.call<{ text?: string }>('GetDocumentText', {
      event_id: eventId,
      document_name: documentName,
    })
    return res.text ?? ''
  }

  async labelIndicesInfo(eventId: string, documentName: string): Promise<LabelIndexInfo[]> {
    const res = await this.call<{ label_index_infos?: LabelIndexInfo[] }>('GetLabelIndicesInfo', {
      event_id: eventId,
      document_name: documentName,
    })
    return (res.label_index_infos ?? []).map((i) => ({ index_name: i.index_name, type: i.type }))
  }

  /** Stores (or replaces) a label index; labels are validated first (INVALID_ARGUMENT). */
  async addLabels(
    eventId: string,
    documentName: string,
    indexName: string,
    labels: FlatLabel[],
    opts: AddLabelsOptions,
  ): Promise<void> {
    await this.call(
      'AddLabels',
      {
        event_id: eventId,
        document_name: documentName,
        index_name: indexName,
        labels: 'generic_labels',
        generic_labels: { is_distinct: Boolean(opts.distinct), labels: checkFlatLabels(labels) },
        no_key_validation: Boolean(opts.noKeyValidation),
      },
      { handOver: opts.handOver === true },
    )
  }

  /**
   * A generic label index. `readOnly`: the caller reads the labels once, right away, and neither
   * changes nor keeps them (UnaryOptions.readOnly), so an events service in this process may
   * lend its own instead of copies.
   */
  async getLabels(
    eventId: string,
    documentName: string,
    indexName: string,
    opts: { readOnly?: boolean } = {},
  ): Promise<GenericLabelIndex> {
    const res = await this.call<GetLabelsResponse>(
      'GetLabels',
      {
        event_id: eventId,
        document_name: documentName,
        index_name: indexName,
      },
      { readOnly: opts.readOnly === true },
    )
    if (res.labels === 'custom_labels') {
      throw failedPrecondition(
        `label index '${indexName}' of document '${documentName}' holds custom labels, not generic ones`,
      )
    }
    const generic = res.generic_labels ?? { is_distinct: false, labels: [] }
    return { distinct: generic.is_distinct, labels: generic.labels }
  }

  /** A label index as the GetLabelsResponse the events service encoded, for copying on (the pipeline's answer). */
  getLabelsEncoded(eventId: string, documentName: string, indexName: string): Promise<Buffer> {
    return this.transport.unary<Buffer>(
      'Events',
      'GetLabels',
      { event_id: eventId, document_name: documentName, index_name: indexName },
      { deadline: Date.now() + this.timeoutMs, raw: true },
    )
  }

  close(): void {
    if (this.ownsTransport) this.transport.close()
  }
}
