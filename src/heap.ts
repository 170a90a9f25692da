// The heap a process's data may grow to (what the gateway's memory budget and the events store's
// byte cap take their defaults as a share of), and how a gateway's process tunes V8's heap.
import { getHeapStatistics, setFlagsFromString } from 'node:v8'

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

const PRETENURING_FLAG = /^--(?:no[-_])?allocation[-_]site[-_]pretenuring$/

/**
 * Turns V8's allocation-site pretenuring off in this process, unless Node's command line says
 * --[no-]allocation-site-pretenuring itself, which wins (NODE_OPTIONS may not carry it). Called by
 * the processes that host a gateway (`svc gateway`, `svc up`) before they serve anything.
 *
 * V8 allocates objects from an allocation site straight in the old generation once most of them
 * have outlived a young collection. A burst of label reads at 64 in flight convinces it of that
 * for objects of the label read's path (a burst of metadata or document reads did not). After it,
 * one request at a time, those objects die within their request but are born old, and the young
 * objects they point to (strings, arrays) are kept by them through every young collection:
 * measured, ~1.8 MB survived and was promoted at each scavenge (2.6 ms each, a full collection
 * every ~9), against ~2 KB without. With pretenuring off, gateway CPU per labels GET fell
 * 450–465 → 375–390 µs at 1 in flight and 379–446 → 365–380 µs at 64, and p99 at 1 in flight
 * 3.9–4.3 → 0.9–1.0 ms (three alternating rounds, two gateways over one events service). What a
 * gateway keeps (routes, pools) is made at start or on a refresh, not per request: pretenuring
 * has nothing to win there.
 */
export function stopPretenuring(): void {
  if (process.execArgv.some((w) => PRETENURING_FLAG.test(w))) return
  setFlagsFromString('--no-allocation-site-pretenuring')
}

const INITIAL_OLD_SPACE_FLAG = /^--initial[-_]old[-_]space[-_]size(?:=|$)/

/**
 * `execArgv` for a child process of a gateway's process, without the gateway's start size of the
 * old generation.
 *
 * The gateway's launch scripts (`npm start`, deploy/entrypoint.sh) give node
 * --initial-old-space-size=128. A gateway keeps little (its live heap is ~15 MB) but passes
 * pipeline answers of ~160 KB through buffers, and V8, sizing the old generation from that small
 * live heap, collected it in full every ~30 requests (49–54 full collections in 1,500 whole
 * answers at 16 in flight); from 128 MiB, 5, and the gateway's CPU per request fell from 2.0–2.3
 * to 1.3 ms for ~60 MB more peak RSS (docs/performance.md). V8 reads the option only at start
 * (setFlagsFromString is too late, NODE_OPTIONS refuses it), hence the command lines. The
 * backends keep far more (the lexicon, the stores) and gained no CPU we could measure from it,
 * only ~150 MB of peak RSS, so their child process starts without it.
 */
export function withoutGatewayHeapOptions(execArgv: readonly string[]): string[] {
  const out: string[] = []
  for (let i = 0; i < execArgv.length; i++) {
    if (!INITIAL_OLD_SPACE_FLAG.test(execArgv[i])) out.push(execArgv[i])
    // the value as a word of its own ("--initial-old-space-size 128")
    else if (!execArgv[i].includes('=')) i++
  }
  return out
}

/** NODE_OPTIONS as Node reads it: words apart by spaces, or in double quotes (a backslash escapes). */
function nodeOptionsWords(text: string): string[] {
  return [...text.matchAll(/"((?:\\.|[^"\\])*)"|(\S+)/g)].map((m) =>
    m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2],
  )
}
