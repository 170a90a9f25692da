// Reads a V8 CPU profile (node --cpu-prof) into what the bench prints: self time by part of the
// stack (HTTP, gRPC, JSON, codec, GC, …), by step of a gateway request, and the top functions,
// each in µs per request.
import { readFileSync } from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}

interface CpuProfile {
  startTime: number
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

export interface ProfileSummary {
  /** Microseconds of CPU (idle excluded) the profile saw. */
  busyUs: number
  /** Self time by part, µs, largest first. */
  parts: [string, number][]
  /** Self time by function, µs, largest first. */
  functions: [string, number][]
  /** Self time by step of a gateway request (stepOf), µs, largest first. */
  steps: [string, number][]
}

/** The steps of a gateway request docs/performance.md's breakdown names, by the script a frame runs. */
const STEP_OF_SCRIPT: [RegExp, string][] = [
  [/find-my-way|\/src\/gateway\/router\./, 'routing'],
  [/\/src\/grpc\/(wire|codecs)\.|protobufjs|@grpc\/proto-loader/, 'transcoding (protobuf ⇄ objects)'],
  [
    /\/src\/transport\/|\/src\/grpc\/(message-framing|grpc-headers|status-details|byte-budget)|@grpc\/grpc-js|internal\/http2\//,
    'gRPC client call (HTTP/2, HPACK, framing, its socket writes)',
  ],
  [/\/src\/gateway\/(body|json-shape|unrepresentable|label-limits)\./, 'request body (read, UTF-8 and shape checks)'],
  [
    /\/src\/gateway\/(reply|compression|raw-answer)\.|node:_http_outgoing/,
    'response writing (reply, node:http out, its socket writes)',
  ],
  [/\/src\/plugins\/|\/plugins\//, 'plugin chain'],
  [/\/src\/(gateway|api|discovery)\//, 'request steps (context, route spec, backend call, budget)'],
  [/node:_http_(server|common|incoming)|node:internal\/http/, 'HTTP parsing and request in (node:http)'],
]
/** Node's own plumbing: a frame here is charged to the nearest caller above that is one of the steps. */
const PLUMBING: [RegExp, string][] = [
  [/node:net|stream_base_commons|node:internal\/streams|node:stream/, 'sockets and streams (node, reads)'],
  [/^node:/, 'promises, timers, nextTick, events (node)'],
]
/** Functions whose self time is a JSON builtin's: the profiler charges JSON.parse/stringify to the caller. */
const JSON_CALLERS: Record<string, string> = {
  parseJsonObject: 'JSON.parse (request body)',
  send: 'JSON.stringify (answer)',
}

/**
 * The request step a sample's self time belongs to: GC and V8's own work as such; JSON.parse and
 * JSON.stringify by name or by the one function of ours that calls each; anything else by the
 * nearest frame (itself or a caller) of one of the steps, builtins (Buffer copies, socket writes,
 * promise resolution) and Node's plumbing by their callers; Node's plumbing where no step is above.
 */
function stepOf(node: ProfileNode, parentOf: Map<number, ProfileNode>): string {
  const { functionName, url } = node.callFrame
  if (functionName === '(garbage collector)') return 'GC'
  if (functionName === '(program)') return 'native, outside JS (program)'
  if (url === '' && (functionName === 'parse' || functionName === 'stringify')) return 'JSON.parse / JSON.stringify'
  if (/\/src\/gateway\/(body|reply)\./.test(url) && JSON_CALLERS[functionName]) return JSON_CALLERS[functionName]
  let plumbing: string | undefined
  for (let n: ProfileNode | undefined = node; n !== undefined; n = parentOf.get(n.id)) {
    const u = n.callFrame.url
    if (u === '') continue
    for (const [re, step] of STEP_OF_SCRIPT) if (re.test(u)) return step
    const p = PLUMBING.find(([re]) => re.test(u))
    if (p === undefined) return 'other'
    plumbing ??= p[1]
  }
  return plumbing ?? 'promises, timers, nextTick, events (node)'
}

/** The part of the stack a frame belongs to, by its script (or a native function's name). */
export function partOf(functionName: string, url: string): string {
  if (functionName === '(idle)') return 'idle'
  if (functionName === '(garbage collector)') return 'GC'
  if (functionName === '(program)') return 'native (program)'
  if (url === '') {
    if (functionName === 'parse' || functionName === 'stringify') return 'JSON parse/stringify'
    return 'V8 builtins'
  }
  if (url.includes('@grpc/grpc-js')) return 'grpc-js'
  if (url.includes('@grpc/proto-loader') || url.includes('protobufjs')) return 'protobufjs'
  if (url.includes('find-my-way')) return 'router (find-my-way)'
  if (url.includes('/node_modules/')) return 'other packages'
  if (/node:(internal\/)?http2/.test(url)) return 'node http2'
  if (/node:_http_|node:internal\/http|node:http\b/.test(url)) return 'node http (HTTP/1)'
  if (/node:net|stream_base_commons|node:internal\/streams|node:stream/.test(url)) return 'node net/streams'
  if (url.startsWith('node:')) return 'node other (timers, events, promises)'
  const m = /\/src\/([^/]+)\//.exec(url)
  if (m) return `src/${m[1]}`
  if (url.includes('/plugins/')) return 'plugins/'
  return 'other'
}

function shortUrl(url: string): string {
  const i = url.lastIndexOf('/node_modules/')
  if (i >= 0) return url.slice(i + 14)
  const s = url.lastIndexOf('/src/')
  if (s >= 0) return url.slice(s + 1)
  return url.replace(/^file:\/\//, '')
}

/**
 * Self times of a profile, counting only samples taken within [fromUs, toUs] of the monotonic
 * clock (process.hrtime in µs; V8's profiler stamps samples with the same clock on Linux), so
 * that startup and warm-up are left out.
 */
export function summarizeProfile(path: string, fromUs = -Infinity, toUs = Infinity): ProfileSummary {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as CpuProfile
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parentOf = new Map<number, ProfileNode>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n)
  const selfUs = new Map<number, number>()
  // A sample's time is the delta to the next sample.
  let t = profile.startTime
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i]
    if (t < fromUs || t > toUs) continue
    const dt = profile.timeDeltas[i + 1] ?? 0
    selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + dt)
  }
  const parts = new Map<string, number>()
  const functions = new Map<string, number>()
  const steps = new Map<string, number>()
  let busyUs = 0
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame
    const part = partOf(functionName, url)
    if (part === 'idle') continue
    busyUs += us
    parts.set(part, (parts.get(part) ?? 0) + us)
    const name = url ? `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}` : functionName
    functions.set(name, (functions.get(name) ?? 0) + us)
    const step = stepOf(byId.get(id)!, parentOf)
    steps.set(step, (steps.get(step) ?? 0) + us)
  }
  const desc = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1])
  return { busyUs, parts: desc(parts), functions: desc(functions), steps: desc(steps) }
}
