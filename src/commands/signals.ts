// The one place `svc` commands react to signals: a stop request (SIGTERM from an orchestrator,
// SIGINT from a terminal) runs the command's shutdown once.
export const STOP_SIGNALS: readonly NodeJS.Signals[] = ['SIGTERM', 'SIGINT']

export interface OnStopOptions {
  /** The signals that stop the command (default SIGTERM and SIGINT). */
  signals?: readonly NodeJS.Signals[]
  /**
   * What a second signal does while the shutdown runs. 'force' (the default): the handlers are
   * gone, so it ends the process the default way, as a second Ctrl-C is expected to. 'ignore':
   * nothing, for a shutdown that must finish to leave nothing behind (svc up's child processes).
   */
  repeated?: 'force' | 'ignore'
}

/**
 * Runs `shutdown` on the first stop signal. Returns a function that removes the handlers (for a
 * command that fails to start and ends on its own).
 */
export function onStopSignal(shutdown: (signal: NodeJS.Signals) => unknown, opts: OnStopOptions = {}): () => void {
  const signals = opts.signals ?? STOP_SIGNALS
  let stopping = false
  const remove = () => {
    for (const s of signals) process.off(s, handler)
  }
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    if (opts.repeated !== 'ignore') remove()
    void shutdown(signal)
  }
  for (const s of signals) process.on(s, handler)
  return remove
}
