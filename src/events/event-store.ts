// The events service's model in memory (the embedded default store): events kept alive by
// leases, bounded in number and bytes, with idle events expired. Pure (no gRPC), so every rule
// is unit-testable with an injected clock. Methods mirror the RPCs of svc.api.v1.Events and
// throw SvcError; they answer synchronously, which the EventStore contract (store.ts) allows.
//
// Lifetime rules:
// - Each OpenEvent adds a lease (ids 1, 2, … per event, int32). CloseEvent releases one; the event
//   is deleted with its last lease. lease_id 0 releases one lease of the store's choosing (the
//   newest lease without a duration, else the newest one); an unknown lease id (already closed or
//   expired) releases nothing, so closing twice is harmless.
// - A lease with a duration expires by itself (a timer per such lease; the clock decides).
// - An event none of whose leases has a duration expires when no call has touched it for
//   idleTimeoutMs. Expiry is checked whenever the event is looked up, and a single sweep timer
//   frees expired events nobody asks for.
// - Label offsets count Unicode code points of the text (PROTOCOL.md §1), as MTAP's Python SDK
//   does; a document's length in code points is counted once, when it is added.
import { randomUUID } from 'node:crypto'
import { alreadyExists, invalidArgument, notFound, resourceExhausted, unavailable } from '../api/errors.js'
import type { LabelIndexInfo, OpenEventOptions } from '../api/messages.js'
import { quoteName, requireName } from '../api/names.js'
import { codePointLength } from '../api/text-offsets.js'
import { getLabelsResponse } from '../grpc/codecs.js'
import { methodDefinition } from '../grpc/proto.js'
import { dataHeapLimit } from '../heap.js'
import { inspectLabelIndex, labelIndexType, type StoredLabelIndex } from './label-index.js'
import type { EventStore } from './store.js'

export interface EventStoreOptions {
  /** Idle time after which an event held only by leases without a duration expires; 0 = never. Default 1 hour. */
  idleTimeoutMs?: number
  /** Most events held at once; OpenEvent of a new event beyond it is RESOURCE_EXHAUSTED. 0 = no limit. Default 100,000. */
  maxEvents?: number
  /**
   * Most estimated bytes held at once (text, binaries, metadata, names, labels, and requests being
   * decoded); 0 = no limit. Default: half the heap this process may grow to (defaultMaxBytes).
   */
  maxBytes?: number
  /** The clock, in milliseconds; Date.now by default (tests inject their own). */
  now?: () => number
}

export const DEFAULT_IDLE_TIMEOUT_MS = 60 * 60 * 1000
export const DEFAULT_MAX_EVENTS = 100_000
/** The share of the process's heap limit the store may fill by default; the rest is V8's and the requests'. */
export const DEFAULT_HEAP_SHARE = 0.5

/** The default byte cap: DEFAULT_HEAP_SHARE of the heap this process's data may grow to (dataHeapLimit). */
export function defaultMaxBytes(): number {
  return Math.floor(dataHeapLimit() * DEFAULT_HEAP_SHARE)
}

interface Lease {
  /** Clock time at which the lease ends; Infinity without a duration. */
  expiresAt: number
  timer?: NodeJS.Timeout
}

interface DocumentRecord {
  readonly text: string
  /** The text's length in code points, the bound of label offsets. */
  readonly codePoints: number
  readonly indices: Map<string, StoredIndex>
  /** The GetDocumentText answer, encoded on the first read and kept (the text never changes). */
  encoded?: Uint8Array
}

interface StoredIndex {
  readonly index: StoredLabelIndex
  /** Charged to the event: the index, and its encoding once kept. */
  bytes: number
  /** The GetLabels answer, encoded on the first read and kept until the index is replaced. */
  encoded?: Uint8Array
}

interface EventRecord {
  readonly id: string
  readonly metadata: Map<string, string>
  readonly binaries: Map<string, Uint8Array>
  readonly documents: Map<string, DocumentRecord>
  readonly leases: Map<number, Lease>
  nextLeaseId: number
  /** Leases with a duration, and the earliest time one of them ends (Infinity when none). */
  timedLeases: number
  nextExpiry: number
  touched: number
  bytes: number
}

const DOCUMENT_TEXT_RESPONSE = methodDefinition('Events', 'GetDocumentText')!

const UNTIMED: Lease = Object.freeze({ expiresAt: Infinity })
const INT32_MAX = 2 ** 31 - 1
// setTimeout overflows above this and would fire at once; longer leases re-arm on firing.
const MAX_TIMER_MS = 2 ** 31 - 1
// A cap about to refuse a request first sweeps, but at most this often (a sweep is O(events)).
const RECLAIM_INTERVAL_MS = 1000
// Byte estimates, upper bounds of what the heap holds (label indices: label-index.ts): strings at
// two bytes per UTF-16 code unit, plus what an event's record and maps (measured: 941 bytes), a
// document's record (with its index map) and a map entry cost.
const EVENT_OVERHEAD = 1024
const DOCUMENT_OVERHEAD = 256
const ENTRY_OVERHEAD = 64

export class MemoryEventStore implements EventStore {
  /** A random id of this store; clients compare it to tell one events service instance from another. */
  readonly instanceId: string = randomUUID()
  /** Events live in this process: no other instance can serve them. */
  readonly shared = false
  private readonly events = new Map<string, EventRecord>()
  private readonly idleTimeoutMs: number
  private readonly maxEvents: number
  private readonly maxBytes: number
  private readonly now: () => number
  private readonly sweepTimer: NodeJS.Timeout
  private totalBytes = 0
  /** Reserved for requests being decoded (reserveDecoding). */
  private decoding = 0
  private lastSweep = -Infinity
  private closed = false

  constructor(opts: EventStoreOptions = {}) {
    this.idleTimeoutMs = limit(opts.idleTimeoutMs, DEFAULT_IDLE_TIMEOUT_MS, 'idleTimeoutMs')
    this.maxEvents = limit(opts.maxEvents, DEFAULT_MAX_EVENTS, 'maxEvents')
    this.maxBytes = opts.maxBytes === undefined ? defaultMaxBytes() : limit(opts.maxBytes, 0, 'maxBytes')
    this.now = opts.now ?? Date.now
    // Lookups already refuse expired events; the sweep only frees the ones nobody asks for again.
    const interval = Number.isFinite(this.idleTimeoutMs)
      ? Math.min(60_000, Math.max(1000, this.idleTimeoutMs / 10))
      : 60_000
    this.sweepTimer = setInterval(() => this.sweep(), interval)
    this.sweepTimer.unref()
  }

  getEventsInstanceId(): string {
    return this.instanceId
  }

  openEvent(eventId: string, opts: OpenEventOptions = {}): { created: boolean; leaseId: number } {
    requireName(eventId, 'event_id')
    const durationMs = opts.leaseDurationMs ?? 0
    if (!(durationMs >= 0)) throw invalidArgument('lease_duration must not be negative')
    if (this.closed) throw unavailable('the events store is closed')
    const now = this.now()
    let ev = this.events.get(eventId)
    if (ev !== undefined && !this.alive(ev, now)) ev = undefined
    let created = false
    if (ev === undefined) {
      if (this.events.size >= this.maxEvents) {
        this.reclaim(now)
        if (this.events.size >= this.maxEvents) {
          throw resourceExhausted(`the events store is full: it holds ${this.events.size} events, its limit`)
        }
      }
      const bytes = EVENT_OVERHEAD + 2 * eventId.length
      this.reserve(bytes, now)
      ev = {
        id: eventId,
        metadata: new Map(),
        binaries: new Map(),
        documents: new Map(),
        leases: new Map(),
        nextLeaseId: 1,
        timedLeases: 0,
        nextExpiry: Infinity,
        touched: now,
        bytes,
      }
      this.totalBytes += bytes
      this.events.set(eventId, ev)
      created = true
    } else if (opts.onlyCreateNew) {
      throw alreadyExists(`event ${quoteName(eventId)} already exists`)
    }
    ev.touched = now
    return { created, leaseId: this.addLease(ev, durationMs, now) }
  }

  /** Releases one lease (see the lifetime rules above); `deleted` when it was the event's last. */
  closeEvent(eventId: string, leaseId = 0): { deleted: boolean } {
    const ev = this.event(eventId)
    const id = leaseId === 0 ? pickLease(ev) : leaseId
    if (!ev.leases.has(id)) return { deleted: false }
    this.releaseLease(ev, id)
    if (ev.leases.size > 0) return { deleted: false }
    this.drop(ev)
    return { deleted: true }
  }

  getAllMetadata(eventId: string): Record<string, string> {
    return Object.fromEntries(this.event(eventId).metadata)
  }

  /** Sets a metadata value; a key added again takes the new value. */
  addMetadata(eventId: string, key: string, value: string): void {
    requireName(key, 'key')
    const ev = this.event(eventId)
    const v = value ?? ''
    const old = ev.metadata.get(key)
    this.charge(ev, 2 * v.length + (old === undefined ? ENTRY_OVERHEAD + 2 * key.length : -2 * old.length))
    ev.metadata.set(key, v)
  }

  getAllBinaryDataNames(eventId: string): string[] {
    return [...this.event(eventId).binaries.keys()]
  }

  /** Stores a binary; a name added again takes the new data. */
  addBinaryData(eventId: string, name: string, data: Uint8Array): void {
    requireName(name, 'binary_data_name')
    const ev = this.event(eventId)
    const d = data ?? new Uint8Array(0)
    const old = ev.binaries.get(name)
    this.charge(ev, d.byteLength + (old === undefined ? ENTRY_OVERHEAD + 2 * name.length : -old.byteLength))
    ev.binaries.set(name, d)
  }

  getBinaryData(eventId: string, name: string): Uint8Array {
    requireName(name, 'binary_data_name')
    const ev = this.event(eventId)
    const data = ev.binaries.get(name)
    if (data === undefined) throw notFound(`binary data ${quoteName(name)} not found in event ${quoteName(ev.id)}`)
    return data
  }

  addDocument(eventId: string, documentName: string, text: string): void {
    requireName(documentName, 'document_name')
    const ev = this.event(eventId)
    if (ev.documents.has(documentName)) {
      throw alreadyExists(`document ${quoteName(documentName)} already exists in event ${quoteName(ev.id)}`)
    }
    const t = text ?? ''
    this.charge(ev, DOCUMENT_OVERHEAD + 2 * (documentName.length + t.length))
    ev.documents.set(documentName, { text: t, codePoints: codePointLength(t), indices: new Map() })
  }

  getAllDocumentNames(eventId: string): string[] {
    return [...this.event(eventId).documents.keys()]
  }

  getDocumentText(eventId: string, documentName: string): string {
    return this.document(this.event(eventId), documentName).text
  }

  /** The GetDocumentText answer, encoded: what the events service sends. */
  getDocumentTextEncoded(eventId: string, documentName: string): Uint8Array {
    const ev = this.event(eventId)
    const doc = this.document(ev, documentName)
    if (doc.encoded !== undefined) return doc.encoded
    const encoded = DOCUMENT_TEXT_RESPONSE.responseSerialize({ text: doc.text })
    if (this.keeps(ev, encoded.length)) doc.encoded = encoded
    return encoded
  }

  getLabelIndicesInfo(eventId: string, documentName: string): LabelIndexInfo[] {
    const doc = this.document(this.event(eventId), documentName)
    const infos: LabelIndexInfo[] = []
    for (const [name, stored] of doc.indices) infos.push({ index_name: name, type: labelIndexType(stored.index) })
    return infos
  }

  /**
   * Stores a label index as given (see StoredLabelIndex); an index name added again replaces the
   * index. Generic labels must lie within the text (offsets in code points) and, unless
   * `noKeyValidation`, use no reserved field key.
   */
  addLabels(
    eventId: string,
    documentName: string,
    indexName: string,
    index: StoredLabelIndex,
    noKeyValidation = false,
  ): void {
    requireName(indexName, 'index_name')
    const ev = this.event(eventId)
    const doc = this.document(ev, documentName)
    const bytes = inspectLabelIndex(index, indexName, doc.codePoints, !noKeyValidation)
    const old = doc.indices.get(indexName)
    this.charge(ev, bytes + (old === undefined ? ENTRY_OVERHEAD + 2 * indexName.length : -old.bytes))
    doc.indices.set(indexName, { index, bytes })
  }

  /** The stored index object itself, shaped as a GetLabelsResponse. */
  getLabels(eventId: string, documentName: string, indexName: string): StoredLabelIndex {
    return this.storedIndex(this.event(eventId), documentName, indexName).index
  }

  /** The GetLabels answer, encoded: what the events service sends. */
  getLabelsEncoded(eventId: string, documentName: string, indexName: string): Uint8Array {
    const ev = this.event(eventId)
    const stored = this.storedIndex(ev, documentName, indexName)
    if (stored.encoded !== undefined) return stored.encoded
    const encoded = getLabelsResponse.serialize(stored.index)
    if (this.keeps(ev, encoded.length)) {
      stored.encoded = encoded
      stored.bytes += encoded.length
    }
    return encoded
  }

  /**
   * Whether an answer's encoding of this many bytes is kept for the next read: charged to the
   * event like what it encodes, and only while the byte cap has room (kept encodings are a
   * saving, never a reason to refuse a read or reclaim an event).
   */
  private keeps(ev: EventRecord, bytes: number): boolean {
    if (this.totalBytes + bytes > this.maxBytes) return false
    this.charge(ev, bytes)
    return true
  }

  private storedIndex(ev: EventRecord, documentName: string, indexName: string): StoredIndex {
    requireName(indexName, 'index_name')
    const doc = this.document(ev, documentName)
    const stored = doc.indices.get(indexName)
    if (stored === undefined) {
      throw notFound(
        `label index ${quoteName(indexName)} not found in document ${quoteName(documentName)} of event ${quoteName(ev.id)}`,
      )
    }
    return stored
  }

  /** Events held now (expired ones not yet swept included). */
  size(): number {
    return this.events.size
  }

  /**
   * Reserves `bytes` while a request is decoded, before it is: what decoding it may cost at most.
   * RESOURCE_EXHAUSTED when what is held, what other requests reserved and this would exceed the
   * cap: the request is refused before decoding it could take the process past its heap. Returns
   * the release, to call once the request is answered (what it stored is charged by then).
   */
  reserveDecoding(bytes: number): () => void {
    if (this.totalBytes + this.decoding + bytes > this.maxBytes) {
      this.reclaim(this.now())
      if (this.totalBytes + this.decoding + bytes > this.maxBytes) {
        throw resourceExhausted(
          `the events store is full: decoding this request may take ${bytes} bytes, which would exceed its limit of ${this.maxBytes} bytes ` +
            `(${this.totalBytes} held, ${this.decoding} reserved by requests being decoded)`,
        )
      }
    }
    this.decoding += bytes
    let released = false
    return () => {
      if (released) return
      released = true
      this.decoding -= bytes
    }
  }

  /** Estimated bytes held now. */
  bytes(): number {
    return this.totalBytes
  }

  /** Frees every expired event; returns how many. */
  sweep(): number {
    const now = this.now()
    this.lastSweep = now
    let freed = 0
    for (const ev of this.events.values()) if (!this.alive(ev, now)) freed++
    return freed
  }

  /** Stops the timers and drops every event; later opens are UNAVAILABLE. */
  close(): void {
    this.closed = true
    clearInterval(this.sweepTimer)
    for (const ev of this.events.values()) this.drop(ev)
  }

  /** The live event, touched; INVALID_ARGUMENT when the id is empty, NOT_FOUND when absent or expired. */
  private event(eventId: string): EventRecord {
    requireName(eventId, 'event_id')
    const ev = this.events.get(eventId)
    const now = this.now()
    if (ev === undefined || !this.alive(ev, now)) throw notFound(`event ${quoteName(eventId)} not found`)
    ev.touched = now
    return ev
  }

  private document(ev: EventRecord, documentName: string): DocumentRecord {
    requireName(documentName, 'document_name')
    const doc = ev.documents.get(documentName)
    if (doc === undefined) throw notFound(`document ${quoteName(documentName)} not found in event ${quoteName(ev.id)}`)
    return doc
  }

  /** Applies the expiry rules at `now`; drops the event and answers false when it has expired. */
  private alive(ev: EventRecord, now: number): boolean {
    if (now >= ev.nextExpiry) this.expireLeases(ev, now)
    if (ev.leases.size === 0 || (ev.timedLeases === 0 && now - ev.touched >= this.idleTimeoutMs)) {
      this.drop(ev)
      return false
    }
    return true
  }

  private addLease(ev: EventRecord, durationMs: number, now: number): number {
    let id = ev.nextLeaseId
    while (ev.leases.has(id)) id = id >= INT32_MAX ? 1 : id + 1
    ev.nextLeaseId = id >= INT32_MAX ? 1 : id + 1
    if (durationMs > 0) {
      const lease: Lease = { expiresAt: now + durationMs }
      lease.timer = this.armLease(ev, id, durationMs)
      ev.leases.set(id, lease)
      ev.timedLeases++
      if (lease.expiresAt < ev.nextExpiry) ev.nextExpiry = lease.expiresAt
    } else {
      ev.leases.set(id, UNTIMED)
    }
    return id
  }

  private armLease(ev: EventRecord, id: number, ms: number): NodeJS.Timeout {
    const timer = setTimeout(() => this.onLeaseTimer(ev, id), Math.min(Math.max(ms, 1), MAX_TIMER_MS))
    timer.unref()
    return timer
  }

  // The timer only triggers; the store's clock decides whether the lease has ended.
  private onLeaseTimer(ev: EventRecord, id: number): void {
    if (this.events.get(ev.id) !== ev) return
    const lease = ev.leases.get(id)
    if (lease === undefined) return
    const now = this.now()
    if (now < lease.expiresAt) lease.timer = this.armLease(ev, id, lease.expiresAt - now)
    else this.alive(ev, now)
  }

  private expireLeases(ev: EventRecord, now: number): void {
    let next = Infinity
    for (const [id, lease] of ev.leases) {
      if (lease.expiresAt <= now) this.releaseLease(ev, id)
      else if (lease.expiresAt < next) next = lease.expiresAt
    }
    ev.nextExpiry = next
  }

  private releaseLease(ev: EventRecord, id: number): void {
    const lease = ev.leases.get(id)
    if (lease === undefined) return
    ev.leases.delete(id)
    if (lease.timer === undefined) return
    clearTimeout(lease.timer)
    ev.timedLeases--
    if (lease.expiresAt === ev.nextExpiry) {
      let next = Infinity
      for (const l of ev.leases.values()) if (l.expiresAt < next) next = l.expiresAt
      ev.nextExpiry = next
    }
  }

  private drop(ev: EventRecord): void {
    for (const lease of ev.leases.values()) if (lease.timer !== undefined) clearTimeout(lease.timer)
    ev.leases.clear()
    if (this.events.get(ev.id) === ev) {
      this.events.delete(ev.id)
      this.totalBytes -= ev.bytes
    }
  }

  /** Adds `delta` bytes to the event's account, refusing growth beyond the store's cap. */
  private charge(ev: EventRecord, delta: number): void {
    if (delta > 0) this.reserve(delta, ev.touched)
    ev.bytes += delta
    this.totalBytes += delta
  }

  private reserve(delta: number, now: number): void {
    if (this.totalBytes + delta <= this.maxBytes) return
    this.reclaim(now)
    if (this.totalBytes + delta > this.maxBytes) {
      throw resourceExhausted(
        `the events store is full: storing ${delta} more bytes would exceed its limit of ${this.maxBytes} bytes`,
      )
    }
  }

  private reclaim(now: number): void {
    if (now - this.lastSweep >= RECLAIM_INTERVAL_MS) this.sweep()
  }
}

/** lease_id 0: the newest lease without a duration (those never end by themselves), else the newest. */
function pickLease(ev: EventRecord): number {
  let newest = 0
  let newestUntimed = 0
  for (const [id, lease] of ev.leases) {
    newest = id
    if (lease.timer === undefined) newestUntimed = id
  }
  return newestUntimed || newest
}

/** An option as a limit: undefined takes the default, 0 means none (Infinity). */
export function limit(value: number | undefined, fallback: number, name: string): number {
  const v = value ?? fallback
  if (typeof v !== 'number' || Number.isNaN(v) || v < 0)
    throw invalidArgument(`${name} must be a number >= 0, got ${v}`)
  return v === 0 ? Infinity : v
}
