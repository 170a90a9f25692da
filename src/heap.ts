// The heap a process's data may grow to: what the gateway's memory budget and the events
// store's byte cap take their defaults as a share of.
import { getHeapStatistics } from 'node:v8'

const OLD_SPACE_FLAG = /^--max[-_]old[-_]space[-_]size(?:=(\d+))?$/

/**
 * The old generation's limit when Node was given one (--max-old-space-size, on the command line
 * or in NODE_OPTIONS; the command line wins), else V8's heap limit. V8's heap limit also counts
 * the young generation, where nothing that outlives a request stays: at a 256 MiB old space,
 * Node 24's V8 reserves 192 MiB of it (heap limit 448 MiB) where Node 20's reserves 48 MiB
 * (304 MiB), so a share of the heap limit would give a small heap a budget its old space cannot
 * hold. Without the flag the young generation is a few percent of the limit.
 */
export function dataHeapLimit(): number {
  const heapLimit = getHeapStatistics().heap_size_limit
  const words = [...nodeOptionsWords(process.env.NODE_OPTIONS ?? ''), ...process.execArgv]
  let oldSpaceMiB: number | undefined
  for (let i = 0; i < words.length; i++) {
    const m = OLD_SPACE_FLAG.exec(words[i])
    if (!m) continue
    const value = Number(m[1] ?? words[i + 1])
    if (Number.isFinite(value) && value > 0) oldSpaceMiB = value
  }
  return oldSpaceMiB === undefined ? heapLimit : Math.min(heapLimit, oldSpaceMiB * 2 ** 20)
}

/** NODE_OPTIONS as Node reads it: words apart by spaces, or in double quotes (a backslash escapes). */
function nodeOptionsWords(text: string): string[] {
  return [...text.matchAll(/"((?:\\.|[^"\\])*)"|(\S+)/g)].map((m) => (m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]))
}
