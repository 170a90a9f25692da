// What the events service needs of a store, whatever holds the events: this process's memory
// (event-store.ts, the embedded default) or Redis (redis-event-store.ts, several instances on
// one store). Both keep the same rules: leases, idle expiry, caps, and the same errors with the
// same messages (SvcErrors). Callers await every method; the memory store answers at once (its
// unit tests call it directly), the Redis store later.
import type { LabelIndexInfo, OpenEventOptions } from '../api/messages.js'
import type { StoredLabelIndex } from './label-index.js'

/** A value now or later: what a store method returns. */
export type Awaitable<T> = T | Promise<T>

export interface EventStore {
  /**
   * The store's identifier, the events service's instance id. Instances serving one shared store
   * answer the same one, so a processor sent by any of them finds the event.
   */
  getEventsInstanceId(): Awaitable<string>
  /**
   * Whether other events service instances may serve this store at the same time (it lives
   * outside this process), so that clients may balance across them.
   */
  readonly shared: boolean
  openEvent(eventId: string, opts?: OpenEventOptions): Awaitable<{ created: boolean; leaseId: number }>
  /** Releases one lease (0: one of the store's choosing); `deleted` when it was the event's last. */
  closeEvent(eventId: string, leaseId?: number): Awaitable<{ deleted: boolean }>
  getAllMetadata(eventId: string): Awaitable<Record<string, string>>
  addMetadata(eventId: string, key: string, value: string): Awaitable<void>
  getAllBinaryDataNames(eventId: string): Awaitable<string[]>
  addBinaryData(eventId: string, name: string, data: Uint8Array): Awaitable<void>
  getBinaryData(eventId: string, name: string): Awaitable<Uint8Array>
  addDocument(eventId: string, documentName: string, text: string): Awaitable<void>
  getAllDocumentNames(eventId: string): Awaitable<string[]>
  getDocumentText(eventId: string, documentName: string): Awaitable<string>
  getLabelIndicesInfo(eventId: string, documentName: string): Awaitable<LabelIndexInfo[]>
  addLabels(
    eventId: string,
    documentName: string,
    indexName: string,
    index: StoredLabelIndex,
    noKeyValidation?: boolean,
  ): Awaitable<void>
  /** The label index, shaped as a GetLabelsResponse. */
  getLabels(eventId: string, documentName: string, indexName: string): Awaitable<StoredLabelIndex>
  /**
   * The GetDocumentText and GetLabels answers already encoded, for a store that holds them so
   * (or keeps them once encoded): the events service sends these bytes as they are, with the same
   * errors as the decoded reads. A store without them is read decoded and its answers encoded.
   */
  getDocumentTextEncoded?(eventId: string, documentName: string): Awaitable<Uint8Array>
  getLabelsEncoded?(eventId: string, documentName: string, indexName: string): Awaitable<Uint8Array>
  /**
   * Reserves what decoding an adding request of this many bytes may take of this process's heap,
   * refusing (RESOURCE_EXHAUSTED) what would pass the byte cap; returns the release. Only a store
   * that holds events in this process's heap has one: a store elsewhere (Redis) decodes into a
   * request's own short-lived memory, bounded by the server's message size limit.
   */
  reserveDecoding?(bytes: number): () => void
  /** Events held now. */
  size(): Awaitable<number>
  /** Bytes held now, as the store counts them for its byte cap. */
  bytes(): Awaitable<number>
  /** Frees every expired event now; answers how many. */
  sweep(): Awaitable<number>
  /**
   * Stops this store object's timers and connections. The memory store drops its events with
   * it; a shared store keeps them for the other instances and the next start.
   */
  close(): Awaitable<void>
}
