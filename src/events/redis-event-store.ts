// The events store in Redis: several events service instances on one store are interchangeable
// (any of them answers for any event), and restarting one loses nothing. The rules are the
// memory store's (event-store.ts): leases, idle expiry, the two caps, the same errors with the
// same messages. Each RPC is one Lua script (redis-scripts.ts), atomic in Redis; the label
// checks that need no stored state run here first, as in the memory store.
//
// The client is ioredis: it speaks to one server, to a primary found through Sentinel, or to a
// Cluster, with reconnection and script caching (EVALSHA, EVAL on a cache miss) built in. Every
// call is bounded by the store's timeout (redis-link.ts): its caller is answered by then, and
// told whether the write may have been applied; a call whose connection closed before the answer
// is run again (the scripts recognise their own earlier effect), except CloseEvent. Under
// durability=replicated a write is acknowledged once a replica holds it (replication-barrier.ts).
import { randomBytes, randomUUID } from 'node:crypto'
import {
  alreadyExists,
  internal,
  invalidArgument,
  notFound,
  resourceExhausted,
  SvcError,
  unavailable,
} from '../api/errors.js'
import { Status } from '../api/status.js'
import type { LabelIndexInfo, OpenEventOptions } from '../api/messages.js'
import { quoteName, requireName } from '../api/names.js'
import { codePointLength } from '../api/text-offsets.js'
import { getLabelsResponse } from '../grpc/codecs.js'
import { bufferView } from '../grpc/wire.js'
import { DEFAULT_IDLE_TIMEOUT_MS, DEFAULT_MAX_EVENTS, limit, type EventStoreOptions } from './event-store.js'
import { inspectLabelIndex, type StoredLabelIndex } from './label-index.js'
import { connectLinks, NOT_RUN_NOW, type RedisSpec, type StoreLinks } from './redis-clients.js'
import { NotSent, Unanswered, type RedisLink } from './redis-link.js'
import { SCRIPT_KEYS, SCRIPTS, type StoreScript } from './redis-scripts.js'
import type { EventStore } from './store.js'

/**
 * The byte cap's default on Redis: 1 GiB of stored bytes. The memory store defaults to half this
 * process's heap limit because that is where it keeps events; Redis keeps them in its own memory,
 * whose limit this process cannot see (give --max-bytes below Redis's maxmemory).
 */
const DEFAULT_REDIS_MAX_BYTES = 1024 * 1024 * 1024

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
// A call Redis refused for the moment (a failover, a restart) is tried again after this pause.
const NOT_RUN_PAUSE_MS = 100
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
   * A store on `links`, which it then owns (closing the store quits them). `shown` names the
   * store in errors (no password). Limits are this instance's: give every instance the same.
   */
  constructor(
    private readonly links: StoreLinks,
    private readonly shown: string,
    opts: EventStoreOptions = {},
  ) {
    this.idleTimeoutMs = limit(opts.idleTimeoutMs, DEFAULT_IDLE_TIMEOUT_MS, 'idleTimeoutMs')
    this.maxEvents = limit(opts.maxEvents, DEFAULT_MAX_EVENTS, 'maxEvents')
    this.maxBytes = limit(opts.maxBytes, DEFAULT_REDIS_MAX_BYTES, 'maxBytes')
    // Without an injected clock the scripts read Redis's, which every instance shares.
    this.now = opts.now
    for (const link of links.all) {
      for (const s of Object.values(SCRIPTS))
        link.client.defineCommand(s.name, { numberOfKeys: SCRIPT_KEYS, lua: s.lua })
    }
    const interval = this.idleTimeoutMs > 0 ? Math.min(60_000, Math.max(1000, this.idleTimeoutMs / 10)) : 60_000
    this.sweepTimer = setInterval(() => void this.sweep().catch(() => undefined), interval)
    this.sweepTimer.unref()
  }

  async getEventsInstanceId(): Promise<string> {
    if (this.instanceId !== undefined) return this.instanceId
    // The first instance to ask names the store; every later one reads that name.
    const write = { writes: true, once: false, what: 'naming the store' }
    // Only the instance that set it waits for a replica to hold it.
    await this.call(
      write,
      (link) => link.client.set(INSTANCE_ID, randomUUID(), 'NX'),
      (set) => (set === 'OK' ? 'wrote' : 'unchanged'),
    )
    this.instanceId =
      (await this.call(
        READ,
        (link) => link.client.get(INSTANCE_ID),
        () => 'unchanged',
      )) ?? undefined
    if (this.instanceId === undefined) throw internal(`the events store ${this.shown} lost its instance id`)
    return this.instanceId
  }

  async openEvent(eventId: string, opts: OpenEventOptions = {}): Promise<{ created: boolean; leaseId: number }> {
    requireName(eventId, 'event_id')
    const durationMs = opts.leaseDurationMs ?? 0
    if (!(durationMs >= 0)) throw invalidArgument('lease_duration must not be negative')
    const own = [
      opts.onlyCreateNew ? '1' : '0',
      String(Math.ceil(durationMs)),
      capArg(this.maxEvents),
      String(EVENT_BYTES + Buffer.byteLength(eventId)),
      callToken(),
    ]
    const reply = await this.run(SCRIPTS.open, eventId, own, { what: `opening event ${quoteName(eventId)}` })
    return { created: reply[1] === 1, leaseId: Number(reply[2]) }
  }

  async closeEvent(eventId: string, leaseId = 0): Promise<{ deleted: boolean }> {
    requireName(eventId, 'event_id')
    const reply = await this.run(SCRIPTS.close, eventId, [String(Math.trunc(leaseId))], {
      what: `closing event ${quoteName(eventId)}`,
    })
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
    await this.run(SCRIPTS.addMetadata, eventId, [key, value ?? ''], {
      what: `adding metadata ${quoteName(key)} to event ${quoteName(eventId)}`,
    })
  }

  async getAllBinaryDataNames(eventId: string): Promise<string[]> {
    requireName(eventId, 'event_id')
    return (await this.run(SCRIPTS.binaryNames, eventId, [])).slice(1).map(String)
  }

  async addBinaryData(eventId: string, name: string, data: Uint8Array): Promise<void> {
    requireName(name, 'binary_data_name')
    requireName(eventId, 'event_id')
    await this.run(SCRIPTS.addBinary, eventId, [name, bufferView(data ?? new Uint8Array(0))], {
      what: `adding binary data ${quoteName(name)} to event ${quoteName(eventId)}`,
    })
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
    const what = `adding document ${quoteName(documentName)} to event ${quoteName(eventId)}`
    await this.run(SCRIPTS.addDocument, eventId, [documentName, t, length, callToken()], {
      names: { documentName },
      what,
    })
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
    for (let i = 1; i < reply.length; i += 2)
      infos.push({ index_name: String(reply[i]), type: reply[i + 1] === 'C' ? 'CUSTOM' : 'GENERIC' })
    return infos
  }

  /**
   * Checks the labels against the document's text length (remembered, or read first), then
   * stores them if the document still has that length; should the event have been made again
   * meanwhile with another text under that name, the labels are checked again against the new one.
   */
  async addLabels(
    eventId: string,
    documentName: string,
    indexName: string,
    index: StoredLabelIndex,
    noKeyValidation = false,
  ): Promise<void> {
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
      const what = `adding label index ${quoteName(indexName)} to document ${quoteName(documentName)} of event ${quoteName(eventId)}`
      const reply = await this.run(
        SCRIPTS.addLabels,
        eventId,
        [documentName, indexName, payload, index.custom_labels ? 'C' : 'G', length],
        { names, retry: 'document_changed', what },
      )
      if (reply[0] === 'ok') return
      this.lengths.delete(key)
    }
  }

  async getLabels(eventId: string, documentName: string, indexName: string): Promise<StoredLabelIndex> {
    return getLabelsResponse.deserialize(
      await this.getLabelsEncoded(eventId, documentName, indexName),
    ) as StoredLabelIndex
  }

  /** The index as stored: the GetLabelsResponse encoding addLabels wrote. */
  async getLabelsEncoded(eventId: string, documentName: string, indexName: string): Promise<Buffer> {
    requireName(indexName, 'index_name')
    requireName(eventId, 'event_id')
    const reply = await this.run(SCRIPTS.labels, eventId, [documentName, indexName], {
      binary: true,
      names: { documentName, indexName },
    })
    return reply[1] as Buffer
  }

  async size(): Promise<number> {
    return Number((await this.run(SCRIPTS.size, '', []))[1])
  }

  async bytes(): Promise<number> {
    return Number(
      (await this.call(
        READ,
        (link) => link.client.get(TOTAL),
        () => 'unchanged',
      )) ?? 0,
    )
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

  /** Stops the sweep and quits the connections; the events stay in Redis. */
  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    clearInterval(this.sweepTimer)
    await this.links.close()
  }

  /**
   * Runs a script for `eventId` and answers its reply when it says 'ok'; any other outcome
   * becomes the memory store's error for it (`names` fill in its message), except `retry`,
   * which is answered for the caller to handle.
   */
  private async run(
    script: StoreScript,
    eventId: string,
    own: string[] | (string | Buffer)[],
    opts: RunOptions = {},
  ): Promise<Reply> {
    const now = this.now ? String(Math.floor(this.now())) : ''
    const name = opts.binary ? `${script.name}Buffer` : script.name
    const how = { writes: script.writes, once: script.once, what: opts.what ?? `a call on event ${quoteName(eventId)}` }
    const reply = await this.call(
      how,
      (link, deadline) => {
        const args = [
          EVENT_PREFIX + eventId,
          DEADLINES,
          SIZES,
          TOTAL,
          eventId,
          now,
          capArg(this.idleTimeoutMs),
          capArg(this.maxBytes),
          EVENT_PREFIX,
          String(link.redisTime(deadline)),
          ...own,
        ]
        // ioredis adds each script as a command at run time (defineCommand), so its Redis type does not list them.
        const call = (link.client as unknown as Record<string, (...a: unknown[]) => Promise<Reply>>)[name]
        return call.apply(link.client, args)
      },
      (answer) => {
        const outcome = String(answer[0])
        return outcome === 'ok' ? 'wrote' : outcome === 'expired' ? 'expired' : 'unchanged'
      },
    )
    const outcome = String(reply[0])
    if (outcome === 'ok' || outcome === opts.retry) return [outcome, ...reply.slice(1)]
    throw this.refusal(outcome, Number(reply[1]), eventId, opts.names ?? {})
  }

  /**
   * One command (`send`, given the link and the deadline) within the store's time bound, on the
   * writes' link when it writes. A run whose answer was lost is repeated unless the call is `once`;
   * under durability=replicated, a reply judged 'wrote' is answered once a replica confirms it.
   * Failures become SvcErrors that say whether the write may have been applied.
   */
  private async call<T>(
    how: CallKind,
    send: (link: RedisLink, deadline: number) => Promise<T>,
    judge: (value: T) => Judgement,
  ): Promise<T> {
    if (this.closed) throw unavailable('the events store is closed')
    const { link, barrier } = how.writes ? this.links.writes : this.links.reads
    const deadline = Date.now() + this.links.timeoutMs
    // Whether any run may have reached Redis: failures after that may hide an applied write.
    let sent = false
    for (;;) {
      let answer: { value: T; epoch: number }
      try {
        answer = await link.send(() => send(link, deadline), deadline)
      } catch (err) {
        if (err instanceof NotSent) throw this.unreached(how, sent, err.message)
        if (err instanceof Unanswered) {
          sent = true
          if (how.once || Date.now() >= deadline) throw this.unreached(how, sent, err.message)
          continue
        }
        const message = err instanceof Error ? err.message : String(err)
        if (NOT_RUN_NOW.test(message) && Date.now() < deadline) {
          await link.pause(Math.min(NOT_RUN_PAUSE_MS, deadline - Date.now()))
          continue
        }
        throw this.redisRefused(how, sent, message)
      }
      const judgement = judge(answer.value)
      // Run after its deadline, the script changed nothing; the caller's time is up.
      if (judgement === 'expired')
        throw this.unreached(how, sent, 'Redis ran the call only after its time bound, and refused it')
      if (!barrier || judgement !== 'wrote') return answer.value
      const confirmed = await barrier.confirm(answer.epoch, deadline)
      if (confirmed === 'confirmed') return answer.value
      if (confirmed === 'lost' && !how.once && Date.now() < deadline) {
        sent = true
        continue
      }
      throw unavailable(
        `the events store ${this.shown}: no replica confirmed ${how.what} within ${seconds(this.links.timeoutMs)} s, so it is not acknowledged (it may or may not be kept)`,
      )
    }
  }

  /** Redis did not answer: UNAVAILABLE when nothing can have been written, else UNKNOWN, saying so. */
  private unreached(how: CallKind, sent: boolean, why: string): SvcError {
    if (!sent)
      return unavailable(
        `the events store ${this.shown} cannot be reached (${why})${how.writes ? `: ${how.what} was not applied` : ''}`,
      )
    if (!how.writes)
      return unavailable(
        `the events store ${this.shown} did not answer within ${seconds(this.links.timeoutMs)} s (${why})`,
      )
    return new SvcError(
      Status.UNKNOWN,
      `the events store ${this.shown} did not answer within ${seconds(this.links.timeoutMs)} s (${why}): ${how.what} may have been applied`,
    )
  }

  /** An error Redis answered: out of memory is RESOURCE_EXHAUSTED, a role change UNAVAILABLE (not run), others INTERNAL. */
  private redisRefused(how: CallKind, sent: boolean, message: string): SvcError {
    if (message.startsWith('OOM'))
      return resourceExhausted(`the events store is full: Redis at ${this.shown} is out of memory (${message})`)
    if (NOT_RUN_NOW.test(message)) return this.unreached(how, sent, message)
    return internal(`the events store ${this.shown} failed: ${message}`)
  }

  private refusal(
    outcome: string,
    n: number,
    eventId: string,
    names: { name?: string; documentName?: string; indexName?: string },
  ): SvcError {
    const q = (s: string | undefined) => quoteName(s ?? '')
    switch (outcome) {
      case 'no_event':
        return notFound(`event ${q(eventId)} not found`)
      case 'event_exists':
        return alreadyExists(`event ${q(eventId)} already exists`)
      case 'full_events':
        return resourceExhausted(`the events store is full: it holds ${n} events, its limit`)
      case 'full_bytes':
        return resourceExhausted(
          `the events store is full: storing ${n} more bytes would exceed its limit of ${this.maxBytes} bytes`,
        )
      case 'no_binary':
        return notFound(`binary data ${q(names.name)} not found in event ${q(eventId)}`)
      case 'document_exists':
        return alreadyExists(`document ${q(names.documentName)} already exists in event ${q(eventId)}`)
      case 'empty_document_name':
        return invalidArgument('document_name must not be empty')
      case 'no_document':
        return notFound(`document ${q(names.documentName)} not found in event ${q(eventId)}`)
      case 'no_index':
        return notFound(
          `label index ${q(names.indexName)} not found in document ${q(names.documentName)} of event ${q(eventId)}`,
        )
      default:
        return internal(
          `the events store ${this.shown} answered an unknown outcome ${JSON.stringify(outcome.slice(0, 40))}`,
        )
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
  /** The write as errors name it ("adding document …"). */
  what?: string
}

interface CallKind {
  /** Goes over the writes' link and, under durability=replicated, waits for a replica. */
  writes: boolean
  /** Never run twice for one call. */
  once: boolean
  what: string
}

/** What a reply says: a write to confirm, a script run too late (nothing done), or nothing changed. */
type Judgement = 'wrote' | 'expired' | 'unchanged'

const READ: CallKind = { writes: false, once: false, what: 'a read' }

/** Connects to the Redis of `spec` (one server, Sentinel or Cluster) and opens the store on it. */
export function connectRedisStore(spec: RedisSpec, opts: EventStoreOptions = {}): RedisEventStore {
  return new RedisEventStore(connectLinks(spec, TOTAL), spec.shown, opts)
}

/** A token unique to one call, stored with its effect so that a second run of it recognises it. */
function callToken(): string {
  return randomBytes(12).toString('base64url')
}

function seconds(ms: number): string {
  return String(Math.round(ms / 100) / 10)
}

function lengthKey(eventId: string, documentName: string): string {
  return `${eventId.length}:${eventId}${documentName}`
}

/** A cap as the scripts take it: 0 for none. */
function capArg(value: number): string {
  return value === Infinity ? '0' : String(Math.floor(value))
}
