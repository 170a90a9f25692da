// A backend restarted while calls keep coming: what each call ended with, before the restart
// was over and after. The calls name their outcome ('OK', 'UNAVAILABLE', or anything else as a
// word the test can show); none may hang, which each call's own hang guard turns into an outcome.
import { setTimeout as sleep } from 'node:timers/promises'

export interface RestartLoad {
  /** Outcomes of the calls started while the backend was being restarted. */
  during: string[]
  /** Outcomes of the calls started once the restart was over, up to the first `settled` OKs in a row. */
  after: string[]
}

export interface RestartLoadOptions {
  /** One call; answers its outcome. */
  call: () => Promise<string>
  /** Stops the backend and starts it again (same address). */
  restart: () => Promise<void>
  /** Calls in flight at once, each caller starting its next when one ends (default 8). */
  concurrency?: number
  /** OKs before the restart starts (default 20). */
  okBefore?: number
  /** OKs in a row after the restart that end the load (default 50). */
  settled?: number
  /** Hang guard: the load ends by then even if OKs never come back (default 60 s). */
  withinMs?: number
}

/** Keeps `concurrency` callers busy from before `restart` starts until calls succeed again after it. */
export async function loadThroughRestart(opts: RestartLoadOptions): Promise<RestartLoad> {
  const { call, restart, concurrency = 8, okBefore = 20, settled = 50, withinMs = 60_000 } = opts
  const during: string[] = []
  const after: string[] = []
  let restarted = false
  let okInARow = 0
  const giveUpAt = Date.now() + withinMs
  const done = () => okInARow >= settled || Date.now() > giveUpAt
  const caller = async () => {
    while (!done()) {
      const startedAfter = restarted
      const outcome = await call()
      if (startedAfter) {
        after.push(outcome)
        okInARow = outcome === 'OK' ? okInARow + 1 : 0
      } else {
        during.push(outcome)
      }
      // A caller that failed waits a little, as a client would, rather than spinning.
      if (outcome !== 'OK') await sleep(20)
    }
  }
  const callers = Array.from({ length: concurrency }, caller)
  while (during.filter((o) => o === 'OK').length < okBefore && Date.now() < giveUpAt) await sleep(10)
  await restart()
  restarted = true
  await Promise.all(callers)
  return { during, after }
}

/** Counts of each outcome, e.g. { OK: 40, UNAVAILABLE: 12 }, for assertions that show what happened. */
export function tally(outcomes: string[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const o of outcomes) counts[o] = (counts[o] ?? 0) + 1
  return counts
}
