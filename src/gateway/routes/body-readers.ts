// Small typed readers of request body members, shared by the route specs. Each names the member
// and what was expected when it is wrong, never the value (bodies carry clinical text).
import { durationFromJson, type PbDuration } from '../../api/duration.js'
import { quoteName } from '../../api/names.js'
import { gatewayError, invalidBody } from '../errors.js'
import type { Body, RouteInput } from './route-spec.js'

export function str(body: Body, key: string, where = key): string {
  const v = body?.[key]
  if (typeof v !== 'string') throw invalidBody(where, 'a string', v)
  return v
}

export function optString(body: Body, key: string): string | undefined {
  const v = body?.[key]
  if (v !== undefined && typeof v !== 'string') throw invalidBody(key, 'a string', v)
  return v
}

export function optBool(body: Body, key: string): boolean {
  const v = body?.[key]
  if (v === undefined || v === null) return false
  if (typeof v !== 'boolean') throw invalidBody(key, 'true or false', v)
  return v
}

export function optObject(body: Body, key: string): Record<string, unknown> | undefined {
  const v = body?.[key]
  if (v === undefined || v === null) return undefined
  if (typeof v !== 'object' || Array.isArray(v)) throw invalidBody(key, 'an object', v)
  return v as Record<string, unknown>
}

export function required(body: Body, key: string): unknown {
  const v = body?.[key]
  if (v === undefined) throw invalidBody(key, 'present', v)
  return v
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

export function base64(body: Body, key: string): Buffer {
  const s = str(body, key)
  if (s.length % 4 === 1 || !BASE64.test(s)) throw invalidBody(key, 'standard base64', 'a string that is not base64')
  return Buffer.from(s, 'base64')
}

export function leaseDuration(body: Body): PbDuration | undefined {
  const v = body?.lease_duration
  if (v === undefined || v === null) return undefined
  const d = durationFromJson(v)
  if (!d) throw invalidBody('lease_duration', 'a duration such as "30s" or a number of seconds, at most 315576000000', v)
  return d
}

/** From the body, else the query string (a DELETE body is often dropped by clients), else 0. */
export function leaseId(input: RouteInput): number {
  const raw = input.body?.lease_id ?? input.query.get('lease_id') ?? 0
  const n = typeof raw === 'string' ? Number(raw) : raw
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 0x7fffffff) throw invalidBody('lease_id', 'an integer >= 0', raw)
  return n
}

/** Refuses a member not in `known`, naming it: a typo such as `parms` must not be ignored. */
export function knownMembersOnly(body: Body, known: readonly string[], where: string): void {
  if (!body) return
  for (const key of Object.keys(body)) {
    if (!known.includes(key)) throw gatewayError('INVALID_BODY', `${where} has an unknown member ${quoteName(key)} (expected ${known.join(', ')})`)
  }
}
