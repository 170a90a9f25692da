// What a composition of servers has to close, in the reverse order of starting: the part
// started last depends on the ones before it (the gateway on the backends, a pipeline on the
// processors), so it goes first.
export class Closers {
  private readonly closers: (() => Promise<void>)[] = []

  push(close: () => Promise<void>): void {
    this.closers.push(close)
  }

  /** Closes everything pushed so far, newest first; one that fails does not stop the others. */
  async closeAll(): Promise<void> {
    for (const close of this.closers.splice(0).reverse()) await close().catch(() => {})
  }
}
