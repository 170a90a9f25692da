// The events store in Redis: several events service instances on one store are interchangeable
// (any of them answers for any event), and restarting one loses nothing. The rules are the
// memory store's (event-store.ts): leases, idle expiry, the two caps, the same errors with the
// same messages. Each RPC is one Lua script (redis-scripts.ts), atomic in Redis; the label
// checks that need no stored state run here first, as in the memory store.
//
// The client is ioredis: it speaks to one server, to a primary found through Sentinel, or to a
// Cluster, with reconnection and script caching (EVALSHA, EVAL on a cache miss) built in.
import { randomUUID } from 'node:crypto'
import { Cluster, Redis, type RedisOptions } from 'ioredis'
import { alreadyExists, internal, invalidArgument, notFound, resourceExhausted, SvcError, unavailable } from '../api/errors.js'
import type { LabelIndexInfo, OpenEventOptions } from '../api/messages.js'
import { quoteName, requireName } from '../api/names.js'
import { codePointLength } from '../api/text-offsets.js'
import { getLabelsResponse } from '../grpc/codecs.js'
import { bufferView } from '../grpc/wire.js'
import { DEFAULT_IDLE_TIMEOUT_MS, DEFAULT_MAX_EVENTS, limit, type EventStoreOptions } from './event-store.js'
import { inspectLabelIndex, type StoredLabelIndex } from './label-index.js'
import { SCRIPT_KEYS, SCRIPTS, type StoreScript } from './redis-scripts.js'
import type { RedisNode, StoreSpec } from '../config/store-spec.js'
import type { EventStore } from './store.js'

/**
 * The byte cap's default on Redis: 1 GiB of stored bytes. The memory store defaults to half this
 * process's heap limit because that is where it keeps events; Redis keeps them in its own memory,
 * whose limit this process cannot see (give --max-bytes below Redis's maxmemory).
 */
const DEFAULT_REDIS_MAX_BYTES = 1024 * 1024 * 1024

type RedisSpec = Extract<StoreSpec, { kind: 'redis' }>
type Client = Redis | Cluster
type Reply = (string | number | Buffer)[]

// Keys share the hash tag {events}: one slot, so scripts may touch them all on a Cluster.
const PREFIX = 'svc:{events}:'
const EVENT_PREFIX = `${PREFIX}e:`
const DEADLINES = `${PREFIX}deadlines`
const SIZES = `${PREFIX}sizes`
const TOTAL = `${PREFIX}bytes`
const INSTANCE_ID = `${PREFIX}instance-id`
// What an event costs before it holds anything (its hash, its deadline and size entries).
const EVENT_BYTES = 256
const SWEEP_BATCH = 1000
// A command waits this long for a lost connection to come back before it fails (UNAVAILABLE).
const RETRIES_PER_COMMAND = 2
// Documents whose text length this instance remembers (AddLabels checks labels against it).
const KNOWN_LENGTHS = 10_000

export class RedisEventStore implements EventStore {
  /** The events live in Redis: every instance on it serves them. */
  readonly shared = true
  private readonly idleTimeoutMs: number
  private readonly maxEvents: number
  private readonly maxBytes: number
  private readonly now: (() => number) | undefined
  private readonly sweepTimer: NodeJS.Timeout
  private instanceId: string | undefined
  private closed = false
  /**
   * Text lengths of documents seen here, by event and document name, so that AddLabels is one
   * round trip. Only a hint: the script refuses a length the stored document no longer has.
   */
  private readonly lengths = new Map<string, string>()

  /**
   * A store on `client`, which it then owns (closing the store quits it). `shown` names the
   * store in errors (no password). Limits are this instance's: give every instance the same.
   */
  constructor(
    private readonly client: Client,
    private readonly shown: string,
    opts: EventStoreOptions = {},
  ) {
    this.idleTimeoutMs = limit(opts.idleTimeoutMs, DEFAULT_IDLE_TIMEOUT_MS, 'idleTimeoutMs')
    this.maxEvents = limit(opts.maxEvents, DEFAULT_MAX_EVENTS, 'maxEvents')
    this.maxBytes = limit(opts.maxBytes, DEFAULT_REDIS_MAX_BYTES, 'maxBytes')
    // Without an injected clock the scripts read Redis's, which every instance shares.
    this.now = opts.now
    for (const s of Object.values(SCRIPTS)) client.defineCommand(s.name, { numberOfKeys: SCRIPT_KEYS, lua: s.lua })
    const interval = this.idleTimeoutMs > 0 ? Math.min(60_000, Math.max(1000, this.idleTimeoutMs / 10)) : 60_000
    this.sweepTimer = setInterval(() => void this.sweep().catch(() => undefined), interval)
    this.sweepTimer.unref()
  }

  async getEventsInstanceId(): Promise<string> {
    if (this.instanceId !== undefined) return this.instanceId
    // The first instance to ask names the store; every later one reads that name.
    await this.command(() => this.client.set(INSTANCE_ID, randomUUID(), 'NX'))
    this.instanceId = (await this.command(() => this.client.get(INSTANCE_ID))) ?? undefined
    if (this.instanceId === undefined) throw internal(`the events store ${this.shown} lost its instance id`)
    return this.instanceId
  }

  async openEvent(eventId: string, opts: OpenEventOptions = {}): Promise<{ created: boolean; leaseId: number }> {
    requireName(eventId, 'event_id')
    const durationMs = opts.leaseDurationMs ?? 0
    if (!(durationMs >= 0)) throw invalidArgument('lease_duration must not be negative')
    const reply = await this.run(SCRIPTS.open, eventId, [opts.onlyCreateNew ? '1' : '0', String(Math.ceil(durationMs)), capArg(this.maxEvents), String(EVENT_BYTES + Buffer.byteLength(eventId))])
    return { created: reply[1] === 1, leaseId: Number(reply[2]) }
  }

  async closeEvent(eventId: string, leaseId = 0): Promise<{ deleted: boolean }> {
    requireName(eventId, 'event_id')
    const reply = await this.run(SCRIPTS.close, eventId, [String(Math.trunc(leaseId))])
    return { deleted: reply[1] === 1 }
  }

  async getAllMetadata(eventId: string): Promise<Record<string, string>> {
    requireName(eventId, 'event_id')
    const reply = await this.run(SCRIPTS.metadata, eventId, [])
    const out: Record<string, string> = {}
    for (let i = 1; i < reply.length; i += 2) out[String(reply[i])] = String(reply[i + 1])
    return out
  }

  async addMetadata(eventId: string, key: string, value: string): Promise<void> {
    requireName(key, 'key')
    requireName(eventId, 'event_id')
    await this.run(SCRIPTS.addMetadata, eventId, [key, value ?? ''])
  }

  async getAllBinaryDataNames(eventId: string): Promise<string[]> {
    requireName(eventId, 'event_id')
    return (await this.run(SCRIPTS.binaryNames, eventId, [])).slice(1).map(String)
  }

  async addBinaryData(eventId: string, name: string, data: Uint8Array): Promise<void> {
    requireName(name, 'binary_data_name')
    requireName(eventId, 'event_id')
    await this.run(SCRIPTS.addBinary, eventId, [name, bufferView(data ?? new Uint8Array(0))])
  }

  async getBinaryData(eventId: string, name: string): Promise<Uint8Array> {
    requireName(name, 'binary_data_name')
    requireName(eventId, 'event_id')
    const reply = await this.run(SCRIPTS.binary, eventId, [name], { binary: true, names: { name } })
    return reply[1] as Buffer
  }

  async addDocument(eventId: string, documentName: string, text: string): Promise<void> {
    requireName(documentName, 'document_name')
    requireName(eventId, 'event_id')
    const t = text ?? ''
    const length = String(codePointLength(t))
    await this.run(SCRIPTS.addDocument, eventId, [documentName, t, length], { names: { documentName } })
    this.remember(eventId, documentName, length)
  }

  async getAllDocumentNames(eventId: string): Promise<string[]> {
    requireName(eventId, 'event_id')
    return (await this.run(SCRIPTS.documentNames, eventId, [])).slice(1).map(String)
  }

  async getDocumentText(eventId: string, documentName: string): Promise<string> {
    requireName(eventId, 'event_id')
    const reply = await this.run(SCRIPTS.text, eventId, [documentName], { binary: true, names: { documentName } })
    return (reply[1] as Buffer).toString('utf8')
  }

  async getLabelIndicesInfo(eventId: string, documentName: string): Promise<LabelIndexInfo[]> {
    requireName(eventId, 'event_id')
    const reply = await this.run(SCRIPTS.indexInfo, eventId, [documentName], { names: { documentName } })
    const infos: LabelIndexInfo[] = []
    for (let i = 1; i < reply.length; i += 2) infos.push({ index_name: String(reply[i]), type: reply[i + 1] === 'C' ? 'CUSTOM' : 'GENERIC' })
    return infos
  }

  /**
   * Checks the labels against the document's text length (remembered, or read first), then
   * stores them if the document still has that length; should the event have been made again
   * meanwhile with another text under that name, the labels are checked again against the new one.
   */
  async addLabels(eventId: string, documentName: string, indexName: string, index: StoredLabelIndex, noKeyValidation = false): Promise<void> {
    requireName(indexName, 'index_name')
    requireName(eventId, 'event_id')
    const names = { documentName, indexName }
    const payload = getLabelsResponse.serialize(index)
    const key = lengthKey(eventId, documentName)
    for (;;) {
      let length = this.lengths.get(key)
      const remembered = length !== undefined
      if (length === undefined) {
        length = String((await this.run(SCRIPTS.textLength, eventId, [documentName], { names }))[1])
        this.remember(eventId, documentName, length)
      }
      try {
        inspectLabelIndex(index, indexName, Number(length), !noKeyValidation)
      } catch (err) {
        // A refusal must be the stored document's (or the missing event's): ask before refusing.
        this.lengths.delete(key)
        if (remembered) continue
        throw err
      }
      const reply = await this.run(SCRIPTS.addLabels, eventId, [documentName, indexName, payload, index.custom_labels ? 'C' : 'G', length], { names, retry: 'document_changed' })
      if (reply[0] === 'ok') return
      this.lengths.delete(key)
    }
  }

  async getLabels(eventId: string, documentName: string, indexName: string): Promise<StoredLabelIndex> {
    return getLabelsResponse.deserialize(await this.getLabelsEncoded(eventId, documentName, indexName)) as StoredLabelIndex
  }

  /** The index as stored: the GetLabelsResponse encoding addLabels wrote. */
  async getLabelsEncoded(eventId: string, documentName: string, indexName: string): Promise<Buffer> {
    requireName(indexName, 'index_name')
    requireName(eventId, 'event_id')
    const reply = await this.run(SCRIPTS.labels, eventId, [documentName, indexName], { binary: true, names: { documentName, indexName } })
    return reply[1] as Buffer
  }

  async size(): Promise<number> {
    return Number((await this.run(SCRIPTS.size, '', []))[1])
  }

  async bytes(): Promise<number> {
    return Number((await this.command(() => this.client.get(TOTAL))) ?? 0)
  }

  async sweep(): Promise<number> {
    let freed = 0
    for (;;) {
      const n = Number((await this.run(SCRIPTS.sweep, '', [String(SWEEP_BATCH)]))[1])
      freed += n
      if (n < SWEEP_BATCH) return freed
    }
  }

  private remember(eventId: string, documentName: string, length: string): void {
    if (this.lengths.size >= KNOWN_LENGTHS) this.lengths.delete(this.lengths.keys().next().value as string)
    this.lengths.set(lengthKey(eventId, documentName), length)
  }

  /** Stops the sweep and quits the connection; the events stay in Redis. */
  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    clearInterval(this.sweepTimer)
    await this.client.quit().catch(() => this.client.disconnect())
  }

  /**
   * Runs a script for `eventId` and answers its reply when it says 'ok'; any other outcome
   * becomes the memory store's error for it (`names` fill in its message), except `retry`,
   * which is answered for the caller to handle.
   */
  private async run(script: StoreScript, eventId: string, own: string[] | (string | Buffer)[], opts: RunOptions = {}): Promise<Reply> {
    if (this.closed) throw unavailable('the events store is closed')
    const args = [EVENT_PREFIX + eventId, DEADLINES, SIZES, TOTAL, eventId, this.now ? String(Math.floor(this.now())) : '', capArg(this.idleTimeoutMs), capArg(this.maxBytes), EVENT_PREFIX, ...own]
    const name = opts.binary ? `${script.name}Buffer` : script.name
    const call = (this.client as unknown as Record<string, (...a: unknown[]) => Promise<Reply>>)[name]
    const reply = await this.command(() => call.apply(this.client, args))
    const outcome = String(reply[0])
    if (outcome === 'ok' || outcome === opts.retry) return [outcome, ...reply.slice(1)]
    throw this.refusal(outcome, Number(reply[1]), eventId, opts.names ?? {})
  }

  private refusal(outcome: string, n: number, eventId: string, names: { name?: string; documentName?: string; indexName?: string }): SvcError {
    const q = (s: string | undefined) => quoteName(s ?? '')
    switch (outcome) {
      case 'no_event':
        return notFound(`event ${q(eventId)} not found`)
      case 'event_exists':
        return alreadyExists(`event ${q(eventId)} already exists`)
      case 'full_events':
        return resourceExhausted(`the events store is full: it holds ${n} events, its limit`)
      case 'full_bytes':
        return resourceExhausted(`the events store is full: storing ${n} more bytes would exceed its limit of ${this.maxBytes} bytes`)
      case 'no_binary':
        return notFound(`binary data ${q(names.name)} not found in event ${q(eventId)}`)
      case 'document_exists':
        return alreadyExists(`document ${q(names.documentName)} already exists in event ${q(eventId)}`)
      case 'empty_document_name':
        return invalidArgument('document_name must not be empty')
      case 'no_document':
        return notFound(`document ${q(names.documentName)} not found in event ${q(eventId)}`)
      case 'no_index':
        return notFound(`label index ${q(names.indexName)} not found in document ${q(names.documentName)} of event ${q(eventId)}`)
      default:
        return internal(`the events store ${this.shown} answered an unknown outcome ${JSON.stringify(outcome.slice(0, 40))}`)
    }
  }

  /** One Redis command, its failures as SvcErrors: unreachable is UNAVAILABLE, out of memory RESOURCE_EXHAUSTED. */
  private async command<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn()
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      if (err instanceof Error && err.name === 'ReplyError') {
        if (message.startsWith('OOM')) return Promise.reject(resourceExhausted(`the events store is full: Redis at ${this.shown} is out of memory (${message})`))
        return Promise.reject(internal(`the events store ${this.shown} failed: ${message}`))
      }
      return Promise.reject(unavailable(`the events store ${this.shown} cannot be reached: ${message}`))
    }
  }
}

interface RunOptions {
  /** Answer the bulk strings as Buffers (data, text, label bytes). */
  binary?: boolean
  /** Names for error messages. */
  names?: { name?: string; documentName?: string; indexName?: string }
  /** An outcome answered rather than thrown. */
  retry?: string
}

/** Connects to the Redis of `spec` (one server, Sentinel or Cluster) and opens the store on it. */
export function connectRedisStore(spec: RedisSpec, opts: EventStoreOptions = {}): RedisEventStore {
  const common: RedisOptions = {
    username: spec.username,
    password: spec.password,
    connectionName: 'svc-events',
    maxRetriesPerRequest: RETRIES_PER_COMMAND,
    // Concurrent calls share one round trip: the store's throughput under load.
    enableAutoPipelining: true,
    ...(spec.tls ? { tls: {} } : {}),
  }
  let client: Client
  if (spec.topology === 'cluster') {
    client = new Cluster(spec.nodes, { redisOptions: common, enableAutoPipelining: true })
  } else if (spec.topology === 'sentinel') {
    client = new Redis({ ...common, db: spec.db, sentinels: spec.nodes.map(sentinel), name: spec.primaryName, sentinelUsername: spec.username, sentinelPassword: spec.password })
  } else {
    client = new Redis({ ...common, host: spec.nodes[0].host, port: spec.nodes[0].port, db: spec.db })
  }
  // Failures reach callers through their commands; without a listener ioredis would print them.
  client.on('error', () => undefined)
  return new RedisEventStore(client, spec.shown, opts)
}

function lengthKey(eventId: string, documentName: string): string {
  return `${eventId.length}:${eventId}${documentName}`
}

function sentinel(node: RedisNode): { host: string; port: number } {
  return { host: node.host, port: node.port }
}

/** A cap as the scripts take it: 0 for none. */
function capArg(value: number): string {
  return value === Infinity ? '0' : String(Math.floor(value))
}

