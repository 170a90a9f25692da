// Which of a pipeline's runners takes a request (svc up: its worker threads). A runner works
// through one request's steps at a time between others', and one step of a large note (tokens of
// 2 MB: about a second) holds that runner's thread for as long as it takes, so a small request
// handed to the same runner would wait that long. Large requests therefore have a lane of their
// own: with two runners or more the last one never takes a large request, and a small one goes to
// a runner with no large request in flight when there is one, the least busy of them. Among
// equals the lowest index wins (the first runner).

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
    const k = large ? this.leastBusy(this.count > 1 ? this.count - 1 : 1, false) : this.leastBusy(this.count, true)
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

  /** Among the first `n` runners, the one with the fewest in flight; `avoidLarge`: one without a large request first. */
  private leastBusy(n: number, avoidLarge: boolean): number {
    let pick = -1
    for (let k = 0; k < n; k++) {
      if (pick < 0) {
        pick = k
        continue
      }
      const better = avoidLarge && (this.largeInFlight[k] === 0) !== (this.largeInFlight[pick] === 0) ? this.largeInFlight[k] === 0 : this.inFlight[k] < this.inFlight[pick]
      if (better) pick = k
    }
    return pick
  }
}
