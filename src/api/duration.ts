// google.protobuf.Duration: `{seconds, nanos}` in messages (seconds an int64, a decimal string
// when decoded), `"1.5s"` in JSON. Conversions both ways.
import { setMember } from './json.js'

export interface PbDuration {
  seconds?: string | number
  nanos?: number
}

/** Seconds (float) as a protobuf Duration. */
export function toDuration(seconds: number): PbDuration {
  const sign = seconds < 0 ? -1 : 1
  const abs = Math.abs(seconds)
  let whole = Math.floor(abs)
  let nanos = Math.round((abs - whole) * 1e9)
  if (nanos >= 1e9) {
    whole += 1
    nanos -= 1e9
  }
  return { seconds: String(sign * whole), nanos: sign * nanos }
}

/** A protobuf Duration as seconds (float). */
export function durationSeconds(d: PbDuration | null | undefined): number {
  if (!d) return 0
  return Number(d.seconds ?? 0) + (d.nanos ?? 0) / 1e9
}

/** Duration in its JSON form: seconds with an "s" suffix, at most 9 decimals ("0.003512s"). */
export function durationToJson(d: PbDuration | null | undefined): string {
  const secs = Number(d?.seconds ?? 0)
  const nanos = d?.nanos ?? 0
  if (nanos === 0) return `${secs}s`
  const neg = secs < 0 || nanos < 0
  const frac = String(Math.abs(nanos)).padStart(9, '0').replace(/0+$/, '')
  return `${neg ? '-' : ''}${Math.abs(secs)}.${frac}s`
}

/** The range of google.protobuf.Duration: ±10,000 years. */
export const MAX_DURATION_SECONDS = 315_576_000_000

/** Parses "1.5s" (or a number of seconds) into a Duration; undefined when malformed or beyond MAX_DURATION_SECONDS. */
export function durationFromJson(v: unknown): PbDuration | undefined {
  if (typeof v === 'number')
    return Number.isFinite(v) && Math.abs(v) <= MAX_DURATION_SECONDS ? toDuration(v) : undefined
  if (typeof v !== 'string') return undefined
  const m = /^(-?)(\d+)(?:\.(\d{1,9}))?s$/.exec(v)
  if (!m || Number(m[2]) > MAX_DURATION_SECONDS) return undefined
  const sign = m[1] ? -1 : 1
  const nanos = m[3] ? Number(m[3].padEnd(9, '0')) : 0
  return { seconds: String(sign * Number(m[2])), nanos: sign * nanos }
}

/** A map of Durations (timing_info) in JSON form. */
export function durationMapToJson(m: Record<string, PbDuration> | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  if (m) for (const k of Object.keys(m)) setMember(out, k, durationToJson(m[k]))
  return out
}
