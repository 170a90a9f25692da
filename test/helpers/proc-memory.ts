// A process's memory as the kernel counts it (Linux /proc): resident now, and its peak.
import { readFileSync, writeFileSync } from 'node:fs'

export interface ProcMemory {
  /** VmRSS, bytes. */
  rss: number
  /** VmHWM, the highest resident set so far, bytes. */
  peak: number
}

export function procMemory(pid: number): ProcMemory {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024
  return { rss: kb('VmRSS'), peak: kb('VmHWM') }
}

export const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`

/** Resets the process's VmHWM to its VmRSS now (Linux clear_refs); false where that is not allowed. */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5')
    return true
  } catch {
    return false
  }
}
