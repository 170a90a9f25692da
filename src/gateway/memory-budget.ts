// The gateway's memory budget: what the request bodies and answers in flight may take at once
// (gateway.memory_budget, by default half the heap limit of the process). Each request holds an
// account (RequestMemory) that reserves its estimated cost step by step (memory-cost.ts) and
// gives all of it back when its response is closed. A reservation that does not fit waits, in
// arrival order, up to BUDGET_WAIT_MS for others to finish, then the request is answered 503
// with Retry-After; one that could never fit is answered 413 (a request) or 503 (an answer).
import { dataHeapLimit } from '../heap.js'
import { gatewayError } from './errors.js'

/** What a reservation is for: a request's body, an answer arriving, or the answer a request's documents will have (reserved before the call). */
export type Reserved = 'request' | 'answer' | 'expected answer'

/** How long a reservation waits for room before the request is refused. */
export const BUDGET_WAIT_MS = 5000

/** The default budget: half the heap this process's data may grow to (dataHeapLimit). */
export function defaultMemoryBudget(): number {
  return Math.floor(dataHeapLimit() / 2)
}

interface Waiter {
  readonly bytes: number
  readonly resolve: () => void
  readonly reject: (err: Error) => void
  readonly timer: NodeJS.Timeout
}

export class MemoryBudget {
  private used = 0
  private readonly waiting: Waiter[] = []

  constructor(
    readonly limit: number,
    private readonly maxWaitMs = BUDGET_WAIT_MS,
  ) {}

  /** Bytes reserved now. */
  get reserved(): number {
    return this.used
  }

  /** Takes `bytes` when they fit and nobody waits before; else waits (see above). */
  reserve(bytes: number, what: Reserved): Promise<void> {
    if (bytes > this.limit) return Promise.reject(neverFits(bytes, this.limit, what))
    if (this.tryReserve(bytes)) return Promise.resolve()
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        bytes,
        resolve,
        reject,
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1)
          reject(busy(what))
          this.admitWaiting()
        }, this.maxWaitMs),
      }
      this.waiting.push(waiter)
    })
  }

  /** Takes `bytes` if they fit now and nobody waits before; false otherwise. */
  tryReserve(bytes: number): boolean {
    if (this.waiting.length > 0 || this.used + bytes > this.limit) return false
    this.used += bytes
    return true
  }

  /** Takes `bytes` whether they fit or not: memory already spent, accounted so that later requests wait. */
  force(bytes: number): void {
    this.used += bytes
  }

  release(bytes: number): void {
    this.used -= bytes
    this.admitWaiting()
  }

  private admitWaiting(): void {
    while (this.waiting.length > 0 && this.used + this.waiting[0].bytes <= this.limit) {
      const w = this.waiting.shift()!
      clearTimeout(w.timer)
      this.used += w.bytes
      w.resolve()
    }
  }
}

/** One request's share of the budget; everything it took is given back at once by release(). */
export class RequestMemory {
  private held = 0
  private released = false

  constructor(private readonly budget: MemoryBudget) {}

  async reserve(bytes: number, what: Reserved): Promise<void> {
    if (bytes <= 0) return
    await this.budget.reserve(bytes, what)
    if (this.released) this.budget.release(bytes)
    else this.held += bytes
  }

  /** Takes `bytes` now or throws BUSY: for a body arriving in chunks, which cannot wait. */
  take(bytes: number): void {
    if (this.released || bytes <= 0) return
    // Part of the body was read: the connection is closed rather than the rest of it read.
    if (!this.budget.tryReserve(bytes)) throw busy('request', CLOSE)
    this.held += bytes
  }

  force(bytes: number): void {
    if (this.released || bytes <= 0) return
    this.budget.force(bytes)
    this.held += bytes
  }

  release(): void {
    if (this.released) return
    this.released = true
    this.budget.release(this.held)
    this.held = 0
  }
}

const CLOSE = Object.freeze({ connection: 'close' })

function busy(what: Reserved, headers?: Readonly<Record<string, string>>) {
  return gatewayError(
    'BUSY',
    `the gateway is busy: the ${what}s in flight hold its memory budget (gateway.memory_budget); retry later`,
    headers,
  )
}

function neverFits(bytes: number, limit: number, what: Reserved) {
  if (what === 'expected answer') {
    return gatewayError(
      'BODY_TOO_COMPLEX',
      `the answer to this request's documents would take about ${bytes} bytes of memory to relay, more than gateway.memory_budget (${limit})`,
    )
  }
  return what === 'request'
    ? gatewayError(
        'BODY_TOO_COMPLEX',
        `decoding this request body would take about ${bytes} bytes of memory, more than gateway.memory_budget (${limit})`,
      )
    : gatewayError(
        'ANSWER_TOO_LARGE',
        `the backend's answer would take about ${bytes} bytes of memory to relay, more than gateway.memory_budget (${limit})`,
      )
}
