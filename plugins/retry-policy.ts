// When a backend call may be tried again, and how long to wait. The defaults are written out
// here so that what the gateway repeats is read in one place, not inferred from a library.
import { codeName, Status } from '../src/plugins/contract.js'

export type RetryKind = 'processor' | 'pipeline'

export interface RetryPolicy {
  /** Total tries of one call, the first included. */
  tries: number
  /** gRPC codes retried for calls that are safe to repeat. */
  codes: ReadonlySet<number>
  /**
   * gRPC codes retried for non-idempotent calls that an allowlist opts in. Never
   * DEADLINE_EXCEEDED: the backend may have done the work and only the answer was late.
   */
  nonIdempotentCodes: ReadonlySet<number>
  /** Non-idempotent calls to these kinds of backend are retried (opt-in). */
  retryNonIdempotent: ReadonlySet<RetryKind>
  /** Non-idempotent calls to these processor or pipeline identifiers are retried (opt-in). */
  identifiers: ReadonlySet<string>
  /** Backoff before retry n (0-based): minMs * factor^n, times 1..2 when randomized, at most maxMs. */
  minMs: number
  factor: number
  maxMs: number
  randomize: boolean
}

/**
 * UNAVAILABLE is the one code gRPC itself calls transient: the backend is down, restarting or
 * unreachable. DEADLINE_EXCEEDED is retried only for idempotent calls and only while the call's
 * own deadline leaves room. RESOURCE_EXHAUSTED is not retried by default: in this system it
 * means a message over the size limit or a full store, which a second try does not fix, and an
 * overloaded backend should not get more traffic for it; add it to `codes` where a backend uses
 * it for rate limiting.
 */
export const DEFAULT_POLICY: RetryPolicy = Object.freeze({
  tries: 3,
  codes: new Set([Status.UNAVAILABLE, Status.DEADLINE_EXCEEDED]),
  nonIdempotentCodes: new Set([Status.UNAVAILABLE]),
  retryNonIdempotent: new Set<RetryKind>(),
  identifiers: new Set<string>(),
  minMs: 50,
  factor: 2,
  maxMs: 1000,
  randomize: true,
})

/** Which kinds of backend a non-idempotent call can be opted in for. */
const OPT_IN_KINDS: readonly RetryKind[] = ['processor', 'pipeline']
/** Codes a non-idempotent call may never be retried on, whatever the options say. */
const NEVER_FOR_NON_IDEMPOTENT = new Set<number>([Status.DEADLINE_EXCEEDED, Status.CANCELLED, Status.UNKNOWN, Status.INTERNAL, Status.ABORTED])

export interface CallFacts {
  kind: string | undefined
  identifier: string
  idempotent: boolean | undefined
}

/** Whether the call may be repeated at all (before looking at an error). */
export function mayRetry(policy: RetryPolicy, call: CallFacts): boolean {
  if (call.idempotent === true) return true
  if (call.kind !== 'processor' && call.kind !== 'pipeline') return false
  return policy.retryNonIdempotent.has(call.kind) || policy.identifiers.has(call.identifier)
}

/** Whether this error code is worth another try for this call. */
export function retryableCode(policy: RetryPolicy, code: number, idempotent: boolean): boolean {
  return idempotent ? policy.codes.has(code) : policy.nonIdempotentCodes.has(code)
}

/** The longest wait before retry n (0-based); a retry that could only start past the deadline is not made. */
export function maxDelayMs(policy: RetryPolicy, retry: number): number {
  return Math.min(policy.maxMs, policy.minMs * policy.factor ** retry * (policy.randomize ? 2 : 1))
}

// ---- options → policy, validated once ----

function fail(option: string, expected: string, got: unknown): never {
  throw new Error(`retry: option ${option}: expected ${expected} (got ${JSON.stringify(got)})`)
}

function num(o: Record<string, unknown>, key: string, dflt: number, min: number, integer = false): number {
  const v = o[key]
  if (v === undefined) return dflt
  if (typeof v !== 'number' || !Number.isFinite(v) || v < min || (integer && !Number.isInteger(v))) fail(key, `${integer ? 'an integer' : 'a number'} ≥ ${min}`, v)
  return v
}

function strings(o: Record<string, unknown>, key: string): string[] {
  const v = o[key]
  if (v === undefined) return []
  if (!Array.isArray(v) || v.some((s) => typeof s !== 'string' || s === '')) fail(key, 'a list of non-empty strings', v)
  return v as string[]
}

function codeList(o: Record<string, unknown>, key: string, dflt: ReadonlySet<number>): ReadonlySet<number> {
  if (o[key] === undefined) return dflt
  const names = Status as unknown as Record<string, number>
  const out = new Set<number>()
  for (const name of strings(o, key)) {
    const code = names[name]
    if (typeof code !== 'number' || code === Status.OK) fail(key, 'gRPC code names such as UNAVAILABLE', name)
    out.add(code)
  }
  return out
}

const KNOWN = new Set(['tries', 'codes', 'nonIdempotentCodes', 'retryNonIdempotent', 'retryNonIdempotentIdentifiers', 'minDelayMs', 'factor', 'maxDelayMs', 'randomize'])

/** The policy for a plugin's options; throws naming the first bad option. */
export function policyFromOptions(o: Record<string, unknown>): RetryPolicy {
  for (const k of Object.keys(o)) if (!KNOWN.has(k)) fail(k, `one of ${[...KNOWN].join(', ')}`, 'unknown option')
  const kinds = strings(o, 'retryNonIdempotent')
  for (const k of kinds) if (!OPT_IN_KINDS.includes(k as RetryKind)) fail('retryNonIdempotent', `a list of ${OPT_IN_KINDS.join(' | ')}`, k)
  const nonIdempotentCodes = codeList(o, 'nonIdempotentCodes', DEFAULT_POLICY.nonIdempotentCodes)
  for (const c of nonIdempotentCodes) if (NEVER_FOR_NON_IDEMPOTENT.has(c)) fail('nonIdempotentCodes', 'codes that prove the call did not run (not DEADLINE_EXCEEDED, CANCELLED, UNKNOWN, INTERNAL, ABORTED)', codeName(c))
  if (o.randomize !== undefined && typeof o.randomize !== 'boolean') fail('randomize', 'true or false', o.randomize)
  const minMs = num(o, 'minDelayMs', DEFAULT_POLICY.minMs, 0)
  const maxMs = num(o, 'maxDelayMs', DEFAULT_POLICY.maxMs, 0)
  if (maxMs < minMs) fail('maxDelayMs', `a number ≥ minDelayMs (${minMs})`, maxMs)
  return {
    tries: num(o, 'tries', DEFAULT_POLICY.tries, 1, true),
    codes: codeList(o, 'codes', DEFAULT_POLICY.codes),
    nonIdempotentCodes,
    retryNonIdempotent: new Set(kinds as RetryKind[]),
    identifiers: new Set(strings(o, 'retryNonIdempotentIdentifiers')),
    minMs,
    factor: num(o, 'factor', DEFAULT_POLICY.factor, 1),
    maxMs,
    randomize: (o.randomize as boolean | undefined) ?? DEFAULT_POLICY.randomize,
  }
}
