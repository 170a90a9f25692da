// Bytes a process agrees to hold at once for messages still arriving. A message's length prefix
// says how large it will be before its bytes come, so a reservation is made (or refused) then:
// a peer announcing large messages on many streams gets RESOURCE_EXHAUSTED at once instead of
// filling the heap. One message may exceed the budget when it is the only one being received,
// so that the largest message the size limit allows can always get through, one at a time.

export class ByteBudget {
  private used = 0

  constructor(readonly limit: number) {}

  /** Reserves `bytes`; false when that would pass the limit and something else is held. */
  tryReserve(bytes: number): boolean {
    if (this.used > 0 && this.used + bytes > this.limit) return false
    this.used += bytes
    return true
  }

  release(bytes: number): void {
    this.used -= bytes
  }

  get held(): number {
    return this.used
  }
}
