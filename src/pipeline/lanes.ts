// Which of a pipeline's runners takes a request (svc up: its worker threads). A runner works
// through one request's steps at a time between others', and one step of a large note (tokens of
// 2 MB: about a second) holds that runner's thread for as long as it takes, so a small request
// handed to the same runner would wait that long. Large requests therefore have a lane of their
// own: with two runners or more the last one never takes a large request, and a small one goes to
// a runner with no large request in flight when there is one, the least busy of them. Among
// equals a small request takes the last (the lane large ones never enter: a small request left
// in another runner would wait behind the next large one started there), a large one the first.

/** A request of this many bytes of documents and binaries or more is large (about 60 ms of work). */
export const LARGE_REQUEST_BYTES = 64 * 1024

export class Lanes {
  private readonly inFlight: number[]
  private readonly largeInFlight: number[]

  constructor(
    readonly count: number,
    private readonly largeBytes = LARGE_REQUEST_BYTES,
  ) {
    this.inFlight = new Array(count).fill(0)
    this.largeInFlight = new Array(count).fill(0)
  }

  /** The runner for a request of `bytes`, counted in flight until `done` is called with the same arguments. */
  take(bytes: number): number {
    const large = bytes >= this.largeBytes
    const k = large ? this.leastBusy(this.count > 1 ? this.count - 1 : 1) : this.leastBusySmall()
    this.inFlight[k]++
    if (large) this.largeInFlight[k]++
    return k
  }

  done(k: number, bytes: number): void {
    this.inFlight[k]--
    if (bytes >= this.largeBytes) this.largeInFlight[k]--
  }

  /** Requests in flight at each runner. */
  get counts(): readonly number[] {
    return this.inFlight
  }

  /** Among the first `n` runners, the one with the fewest in flight, the first among equals. */
  private leastBusy(n: number): number {
    let pick = 0
    for (let k = 1; k < n; k++) if (this.inFlight[k] < this.inFlight[pick]) pick = k
    return pick
  }

  /** The runner for a small request: one without a large request in flight first, then the fewest in flight, the last among equals. */
  private leastBusySmall(): number {
    let pick = this.count - 1
    for (let k = this.count - 2; k >= 0; k--) {
      const free = this.largeInFlight[k] === 0
      const pickFree = this.largeInFlight[pick] === 0
      if (free !== pickFree ? free : this.inFlight[k] < this.inFlight[pick]) pick = k
    }
    return pick
  }
}
