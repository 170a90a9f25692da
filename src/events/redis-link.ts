// One ioredis connection as the Redis store uses it: every call ends by its deadline, and a
// failure says whether the command reached Redis. ioredis's own offline queue and resending are
// off (redis-clients.ts): a command is sent only on a connection that is ready and answering, so
// one whose caller has been answered is never sent later; and a command whose connection closed
// before the answer came is the store's to repeat or report, never sent again by ioredis.
//
// While there is no connection (Redis down, restarting, failing over, or a drop being mended),
// a call waits for one until its deadline: a short restart goes unseen. A connection on which
// commands wait and nothing at all has been answered for the silence limit is a hung Redis: the
// commands waiting are given up (they may have been applied) and new ones are refused at once,
// until it answers again.
import type { Cluster, Redis } from 'ioredis'

export type RedisClient = Redis | Cluster

/** The command was never written to Redis: it has not been and will not be applied. */
export class NotSent extends Error {
  override name = 'NotSent'
}

/** The command was written but its answer did not come (connection lost, or the deadline passed): it may have been applied. */
export class Unanswered extends Error {
  override name = 'Unanswered'
}

/** What ioredis says when it refuses a command without writing it. */
const NOT_WRITTEN = /^(Stream isn't writeable|Connection is closed)/
/** How long a command ioredis would not write waits before it is tried again (at most). */
const UNWRITTEN_PAUSE_MS = 50

/** ioredis refused to write the command (its socket had just gone): not sent, to be tried again. */
class NotWritten extends NotSent {}

export interface LinkOptions {
  /** Redis answering nothing this long (ms) while commands wait is taken as hung. */
  silenceMs: number
  /** How often (ms) the offset of Redis's clock is measured again on a live connection. */
  clockEveryMs?: number
}

export class RedisLink {
  /** Counts the connection's closes: an answer, or a WAIT, belongs to the epoch it came in. */
  epoch = 0
  private ready = false
  private lastError = ''
  private closed = false
  /** Redis's clock minus ours (ms), a lower bound measured when the connection became ready. */
  private clockOffset = 0
  private pending = 0
  private firstPendingAt = 0
  private lastAnswerAt = 0
  private quietUntil = 0
  /** Commands sent and not yet settled for their callers: given up on a close or a hang. */
  private readonly inFlight = new Set<(why: string) => void>()
  /** Callers waiting for the connection to change. */
  private readonly waiting = new Set<() => void>()
  private readonly timers: NodeJS.Timeout[]

  constructor(
    readonly client: RedisClient,
    private readonly opts: LinkOptions,
  ) {
    client.on('error', (err: Error) => (this.lastError = err.message))
    client.on('ready', () => void this.measureClock(this.epoch))
    client.on('close', () => this.lost())
    this.timers = [
      setInterval(() => void (this.ready && this.measureClock(this.epoch)), opts.clockEveryMs ?? 30_000),
      setInterval(() => this.watch(), Math.max(25, opts.silenceMs / 4)),
    ]
    for (const t of this.timers) t.unref()
  }

  /** The deadline `atMs` (our clock) on Redis's clock, for scripts that refuse to run late. */
  redisTime(atMs: number): number {
    return Math.floor(atMs + this.clockOffset)
  }

  /**
   * Sends `command` once the connection is usable, and answers its reply with the epoch it came
   * in. NotSent: it never reached Redis; Unanswered: it may have; a ReplyError is Redis's answer.
   * `quietMs`: the command is expected to keep Redis silent that long (WAIT), not a hang.
   */
  async send<T>(command: () => Promise<T>, deadline: number, quietMs = 0): Promise<{ value: T; epoch: number }> {
    for (;;) {
      await this.usable(deadline)
      try {
        return await this.sendOnce(command, deadline, quietMs)
      } catch (err) {
        // ioredis saw the socket gone before its close was reported: wait for that, then go on.
        if (!(err instanceof NotWritten)) throw err
        await this.pause(Math.min(UNWRITTEN_PAUSE_MS, deadline - Date.now()))
      }
    }
  }

  /** Resolves at the next change of the connection's state, or after `ms`. */
  pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        this.waiting.delete(done)
        resolve()
      }
      const timer = setTimeout(done, Math.max(0, ms))
      this.waiting.add(done)
    })
  }

  close(): void {
    this.closed = true
    for (const t of this.timers) clearInterval(t)
    this.giveUp('the store is closed')
  }

  private sendOnce<T>(
    command: () => Promise<T>,
    deadline: number,
    quietMs: number,
  ): Promise<{ value: T; epoch: number }> {
    const epoch = this.epoch
    if (this.pending++ === 0) this.firstPendingAt = Date.now()
    if (quietMs > 0) this.quietUntil = Math.max(this.quietUntil, Date.now() + quietMs)
    return new Promise((resolve, reject) => {
      const finish = (settle: () => void) => {
        if (!this.inFlight.delete(abandon)) return
        clearTimeout(timer)
        settle()
      }
      const abandon = (why: string) => finish(() => reject(new Unanswered(why)))
      const timer = setTimeout(
        () => abandon('Redis did not answer within the bound'),
        Math.max(0, deadline - Date.now()),
      )
      this.inFlight.add(abandon)
      command().then(
        (value) => {
          this.answered(epoch, quietMs)
          finish(() => resolve({ value, epoch }))
        },
        (err: Error) => {
          if (quietMs > 0) this.quietUntil = 0
          if (NOT_WRITTEN.test(err.message)) {
            if (epoch === this.epoch) this.pending = Math.max(0, this.pending - 1)
            return finish(() => reject(new NotWritten(err.message)))
          }
          if (err.name === 'ReplyError') this.answered(epoch)
          finish(() => reject(err.name === 'ReplyError' ? err : new Unanswered(err.message)))
        },
      )
    })
  }

  /** Waits until a command may be sent, or says why none will be before `deadline`. */
  private async usable(deadline: number): Promise<void> {
    for (;;) {
      if (this.closed) throw new NotSent('the store is closed')
      if (this.ready && this.client.status === 'ready') {
        const silent = this.silentMs()
        if (silent > this.opts.silenceMs)
          throw new NotSent(`Redis has answered nothing for ${(silent / 1000).toFixed(1)} s`)
        return
      }
      const left = deadline - Date.now()
      if (left <= 0) throw new NotSent(this.lastError || 'no connection within the bound')
      await this.pause(left)
    }
  }

  /** How long commands have waited with nothing answered (0 when none waits). */
  private silentMs(): number {
    if (this.pending === 0) return 0
    return Date.now() - Math.max(this.firstPendingAt, this.lastAnswerAt, this.quietUntil)
  }

  /** A hung Redis: the commands waiting on it are given up, not left to their deadlines. */
  private watch(): void {
    const silent = this.silentMs()
    if (silent > this.opts.silenceMs && this.inFlight.size > 0)
      this.giveUp(`Redis has answered nothing for ${(silent / 1000).toFixed(1)} s`)
  }

  private giveUp(why: string): void {
    for (const abandon of [...this.inFlight]) abandon(why)
  }

  /** An answer came: Redis is alive, and a WAIT answered no longer excuses its silence. */
  private answered(epoch: number, quietMs = 0): void {
    if (epoch !== this.epoch) return
    this.lastAnswerAt = Date.now()
    this.pending = Math.max(0, this.pending - 1)
    if (quietMs > 0) this.quietUntil = 0
  }

  /** A connection became ready: learn Redis's clock on it, then let commands through. */
  private async measureClock(epoch: number): Promise<void> {
    try {
      const [seconds, micros] = (await this.client.time()) as [number | string, number | string]
      if (epoch !== this.epoch) return
      // Redis read its clock at some moment before now: the offset is at least this.
      this.clockOffset = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) - Date.now()
      this.ready = true
      this.notify()
    } catch (err) {
      // A closed connection is handled by its close; a refusal (an ACL without TIME) is told.
      if (err instanceof Error && err.name === 'ReplyError')
        this.lastError = `Redis refused TIME, which the store needs: ${err.message}`
    }
  }

  private lost(): void {
    this.epoch++
    this.ready = false
    this.pending = 0
    this.quietUntil = 0
    this.giveUp('the connection closed before Redis answered')
    this.notify()
  }

  private notify(): void {
    for (const wake of [...this.waiting]) wake()
  }
}
