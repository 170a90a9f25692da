// When a backend call may be tried again, and how long to wait. The defaults are written out
// here so that what the gateway repeats is read in one place, not inferred from a library.
import { checkOptions, PLUGIN_OPTIONS, Status, type StatusName } from '../src/plugins/contract.js'

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

/** The policy for a plugin's options (checked against the retry plugin's schema); throws naming the first bad option. */
export function policyFromOptions(options: Record<string, unknown>): RetryPolicy {
  const o = checkOptions(PLUGIN_OPTIONS.retry, options, 'retry')
  const minMs = o.minDelayMs ?? DEFAULT_POLICY.minMs
  const maxMs = o.maxDelayMs ?? DEFAULT_POLICY.maxMs
  if (maxMs < minMs)
    throw new Error(`retry: option maxDelayMs: expected a number ≥ minDelayMs (${minMs}) (got ${maxMs})`)
  const codes = (names: StatusName[] | undefined, dflt: ReadonlySet<number>) =>
    names === undefined ? dflt : new Set(names.map((n) => Status[n]))
  return {
    tries: o.tries ?? DEFAULT_POLICY.tries,
    codes: codes(o.codes, DEFAULT_POLICY.codes),
    nonIdempotentCodes: codes(o.nonIdempotentCodes, DEFAULT_POLICY.nonIdempotentCodes),
    retryNonIdempotent: new Set(o.retryNonIdempotent ?? []),
    identifiers: new Set(o.retryNonIdempotentIdentifiers ?? []),
    minMs,
    factor: o.factor ?? DEFAULT_POLICY.factor,
    maxMs,
    randomize: o.randomize ?? DEFAULT_POLICY.randomize,
  }
}
