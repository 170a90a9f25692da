// The one converter between JSON values and google.protobuf.Struct/Value/Duration as
// proto-loader (protobufjs) represents them. A plain object passed where a Struct is expected
// is encoded as an empty Struct without error, so every Struct goes through here. protobufjs
// keeps Struct's own field names camelCase (nullValue, structValue, …) even with keepCase.

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json }

export interface PbValue {
  nullValue?: number | string
  numberValue?: number
  stringValue?: string
  boolValue?: boolean
  structValue?: PbStruct
  listValue?: { values?: PbValue[] }
  kind?: string
}
export interface PbStruct {
  fields?: Record<string, PbValue>
}

export function toValue(v: unknown): PbValue {
  if (v === null || v === undefined) return { nullValue: 0 }
  switch (typeof v) {
    case 'string':
      return { stringValue: v }
    case 'number':
      return { numberValue: v }
    case 'boolean':
      return { boolValue: v }
    case 'bigint':
      return { numberValue: Number(v) }
    case 'object':
      if (Array.isArray(v)) return { listValue: { values: v.map(toValue) } }
      return { structValue: toStruct(v as Record<string, unknown>) }
    default:
      return { nullValue: 0 }
  }
}

export function toStruct(obj: Record<string, unknown> | null | undefined): PbStruct {
  const fields: Record<string, PbValue> = {}
  if (obj) for (const k of Object.keys(obj)) fields[k] = toValue(obj[k])
  return { fields }
}

export function fromValue(v: PbValue | null | undefined): Json {
  if (!v) return null
  // With `oneofs: true` the decoder names the set member in `kind`; encoders may omit it.
  switch (v.kind ?? presentKind(v)) {
    case 'stringValue':
      return v.stringValue as string
    case 'numberValue':
      return v.numberValue as number
    case 'boolValue':
      return v.boolValue as boolean
    case 'structValue':
      return fromStruct(v.structValue)
    case 'listValue':
      return (v.listValue?.values ?? []).map(fromValue)
    default:
      return null
  }
}

function presentKind(v: PbValue): string | undefined {
  if (v.stringValue !== undefined) return 'stringValue'
  if (v.numberValue !== undefined) return 'numberValue'
  if (v.boolValue !== undefined) return 'boolValue'
  if (v.structValue !== undefined) return 'structValue'
  if (v.listValue !== undefined) return 'listValue'
  return undefined
}

export function fromStruct(s: PbStruct | null | undefined): { [k: string]: Json } {
  const out: { [k: string]: Json } = {}
  const fields = s?.fields
  if (fields) for (const k of Object.keys(fields)) out[k] = fromValue(fields[k])
  return out
}

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

/** Parses "1.5s" (or a number of seconds) into a Duration; undefined when malformed. */
export function durationFromJson(v: unknown): PbDuration | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return toDuration(v)
  if (typeof v !== 'string') return undefined
  const m = /^(-?)(\d+)(?:\.(\d{1,9}))?s$/.exec(v)
  if (!m) return undefined
  const sign = m[1] ? -1 : 1
  const nanos = m[3] ? Number(m[3].padEnd(9, '0')) : 0
  return { seconds: String(sign * Number(m[2])), nanos: sign * nanos }
}

/** A map of Durations (timing_info) in JSON form. */
export function durationMapToJson(m: Record<string, PbDuration> | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  if (m) for (const k of Object.keys(m)) out[k] = durationToJson(m[k])
  return out
}
