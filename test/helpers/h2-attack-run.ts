// One attack on a running process, measured: its resident memory before the attack and at its
// peak, what the attack saw, and what a well-behaved client saw meanwhile. The victim's memory
// is watched while the attack runs, and the attack stopped once it grew past `memoryCap`, so a
// victim without defences cannot take the (shared) machine's memory.
import type { Attack, AttackOutcome } from './h2-attacks.js'
import { sleep } from './h2-attacker.js'
import { procMemory, resetPeak } from './proc-memory.js'
import type { SteadyCalls, SteadyReport } from './steady-calls.js'

export interface AttackRunOptions {
  durationMs: number
  /** Growth of the victim's RSS past which the attack is stopped, bytes. */
  memoryCap: number
  /** Starts the well-behaved client; it calls from before the attack until after it. */
  steady: () => SteadyCalls | Promise<SteadyCalls>
  /** How long the well-behaved client goes on after the attack (default 1 s). */
  afterMs?: number
}

export interface AttackRun {
  outcome: AttackOutcome
  /** The victim's RSS before the attack, bytes. */
  before: number
  /** Its highest RSS from then to the end of the run, bytes. */
  peak: number
  /** The attack was stopped because the victim grew past memoryCap. */
  stoppedForMemory: boolean
  /** The victim process still exists after the run. */
  alive: boolean
  steady: SteadyReport
}

export async function attackProcess(
  pid: number,
  address: string,
  attack: Attack,
  opts: AttackRunOptions,
): Promise<AttackRun> {
  const before = procMemory(pid).rss
  // Without clear_refs, VmHWM may hold an older peak: the 50 ms samples are the peak then.
  const peakResets = resetPeak(pid)
  let peak = before
  const controller = new AbortController()
  let stoppedForMemory = false
  const sample = () => {
    try {
      const m = procMemory(pid)
      peak = Math.max(peak, m.rss, peakResets ? m.peak : 0)
      if (peak - before > opts.memoryCap && !controller.signal.aborted) {
        stoppedForMemory = true
        controller.abort()
      }
    } catch {
      // The victim is gone; `alive` says so.
    }
  }
  const watch = setInterval(sample, 50)
  try {
    const steady = await opts.steady()
    await sleep(300)
    const outcome = await attack(address, { durationMs: opts.durationMs, signal: controller.signal })
    await sleep(opts.afterMs ?? 1000)
    const report = await steady.stop()
    sample()
    return { outcome, before, peak, stoppedForMemory, alive: isAlive(pid), steady: report }
  } finally {
    clearInterval(watch)
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
