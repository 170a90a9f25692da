// Replica confirmation for the Redis store's `durability=replicated`: a write is acknowledged
// only once a replica holds it (Redis WAIT). WAIT counts what its own connection has written, and
// blocks that connection while it waits, so writes are confirmed in groups: one WAIT in flight at
// a time, covering every write whose answer had come when it was sent (group commit).
//
// A WAIT is trusted only on the connection the write went over: after a reconnection (to another
// primary, after a failover) it would count nothing of the old one, so such a write is reported
// lost for the store to repeat.
import type { RedisLink } from './redis-link.js'

/** `confirmed`: a replica holds the write. `lost`: the connection changed; `late`: not confirmed by the deadline. */
export type Confirmation = 'confirmed' | 'lost' | 'late'

/** WAIT on the writing connection: how many replicas acknowledged within `timeoutMs`. */
export type WaitCommand = (replicas: number, timeoutMs: number) => Promise<number>

interface Waiter {
  epoch: number
  deadline: number
  settle(result: Confirmation): void
}

export class ReplicationBarrier {
  private inFlight = false
  private scheduled = false
  private queue: Waiter[] = []

  constructor(
    private readonly link: RedisLink,
    private readonly wait: WaitCommand,
    private readonly replicas = 1,
  ) {}

  /** Confirms the writes answered on `link` in `epoch` so far, by `deadline`. */
  confirm(epoch: number, deadline: number): Promise<Confirmation> {
    return new Promise((resolve) => {
      let done = false
      const waiter: Waiter = {
        epoch,
        deadline,
        settle: (result) => {
          if (done) return
          done = true
          clearTimeout(timer)
          resolve(result)
        },
      }
      const timer = setTimeout(
        () => {
          this.queue = this.queue.filter((w) => w !== waiter)
          waiter.settle('late')
        },
        Math.max(0, deadline - Date.now()),
      )
      this.queue.push(waiter)
      this.schedule()
    })
  }

  /**
   * The next WAIT goes once the answers that came with this one have all joined: Redis answers
   * concurrent writes together, and one WAIT for all of them costs it (and its replica) less.
   */
  private schedule(): void {
    if (this.scheduled) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      this.flush()
    })
  }

  private flush(): void {
    if (this.inFlight || this.queue.length === 0) return
    const group = this.queue
    this.queue = []
    const epoch = this.link.epoch
    const current = group.filter((w) => w.epoch === epoch)
    for (const w of group) if (w.epoch !== epoch) w.settle('lost')
    if (current.length === 0) return
    this.inFlight = true
    const now = Date.now()
    const timeoutMs = Math.max(1, Math.min(...current.map((w) => w.deadline)) - now)
    const latest = Math.max(...current.map((w) => w.deadline))
    this.link
      .send(() => this.wait(this.replicas, timeoutMs), latest, timeoutMs)
      .then(
        ({ value }) => {
          if (value >= this.replicas) {
            for (const w of current) w.settle('confirmed')
            return
          }
          // Not yet: those with time left wait in the next group.
          for (const w of current)
            if (w.deadline > Date.now()) this.queue.push(w)
            else w.settle('late')
        },
        () => {
          for (const w of current) w.settle(this.link.epoch === epoch && w.deadline <= Date.now() ? 'late' : 'lost')
        },
      )
      .finally(() => {
        this.inFlight = false
        this.schedule()
      })
  }
}
