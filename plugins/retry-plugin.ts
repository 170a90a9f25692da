// Retries backend calls that are safe to repeat, with jittered exponential backoff inside the
// call's own deadline. What is retried is decided by retry-policy.ts; this file only wires it
// to p-retry and records what it did.
import pRetry from 'p-retry'
import {
  codeName,
  SvcError,
  type Plugin,
  type PluginApi,
  type PluginFactory,
  type RequestContext,
} from '../src/plugins/contract.js'
import { maxDelayMs, mayRetry, policyFromOptions, retryableCode } from './retry-policy.js'

/** What the plugin leaves in ctx.locals.retry for other plugins (metrics, logging). */
export interface RetryLocals {
  /** Retries made for this request (attempts beyond the first). */
  retries: number
  /** gRPC code of the last failed attempt, when there was one. */
  lastCode?: number
}

/** Retries the retry plugin made for a request (0 when it did not retry or is not loaded). */
export function retriesOf(ctx: RequestContext): number {
  return (ctx.locals.retry as RetryLocals | undefined)?.retries ?? 0
}

const createRetryPlugin: PluginFactory = (options, api: PluginApi): Plugin => {
  const policy = policyFromOptions(options)
  return {
    name: 'retry',
    wrapCall: (next) => async (call) => {
      const ctx = call.ctx
      if (
        policy.tries <= 1 ||
        !mayRetry(policy, { kind: ctx.kind, identifier: call.identifier, idempotent: ctx.idempotent })
      )
        return next(call)
      const idempotent = ctx.idempotent === true
      const state: RetryLocals = { retries: 0 }
      ctx.locals.retry = state
      return pRetry(
        (attempt) => {
          if (attempt > 1) state.retries++
          return next(call)
        },
        {
          retries: policy.tries - 1,
          factor: policy.factor,
          minTimeout: policy.minMs,
          maxTimeout: policy.maxMs,
          randomize: policy.randomize,
          onFailedAttempt: ({ error }) => {
            if (error instanceof SvcError) state.lastCode = error.code
          },
          shouldRetry: ({ error, retriesConsumed }) => {
            if (!(error instanceof SvcError) || !retryableCode(policy, error.code, idempotent)) return false
            // A retry that could only start after the deadline would turn the real error into a 504.
            if (call.deadline - Date.now() <= maxDelayMs(policy, retriesConsumed)) return false
            api.log('debug', 'retrying backend call', {
              request_id: ctx.id,
              identifier: call.identifier,
              method: call.method,
              code: codeName(error.code),
              retry: retriesConsumed + 1,
            })
            return true
          },
        },
      )
    },
  }
}

export default createRetryPlugin
