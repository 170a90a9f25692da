// Reads a V8 CPU profile (node --cpu-prof) into what the bench prints: self time by part of the
// stack (HTTP, gRPC, JSON, codec, GC, …) and the top functions, each in µs per request.
import { readFileSync } from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
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
  let busyUs = 0
  for (const [id, us] of selfUs) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame
    const part = partOf(functionName, url)
    if (part === 'idle') continue
    busyUs += us
    parts.set(part, (parts.get(part) ?? 0) + us)
    const name = url ? `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}` : functionName
    functions.set(name, (functions.get(name) ?? 0) + us)
  }
  const desc = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1])
  return { busyUs, parts: desc(parts), functions: desc(functions) }
}
