// How each hook runs and what a plugin throwing in it means, written out for every name in
// HOOKS (the type makes a missing one a compile error). The runner reads only this table.
import type { HookName } from './contract.js'

export interface HookPolicy {
  /**
   * in-order: each plugin's hook is called in config order with the same arguments.
   * nested: each plugin wraps the next (wrapCall); the first in config order is outermost.
   */
  readonly run: 'in-order' | 'nested'
  /** in-order hooks only: whether a returned promise is awaited before the next plugin runs. */
  readonly awaited: boolean
  /**
   * answer: the chain stops and the request is answered with the error (500, "plugin <name>
   * failed in <hook>"). continue: the failure is logged and counted, and the next plugin runs.
   */
  readonly onThrow: 'answer' | 'continue'
  /** Whether an SvcError thrown on purpose answers as itself (auth's 401) rather than as a failure. */
  readonly ownErrors: boolean
}

export const HOOK_POLICY: { readonly [H in HookName]: HookPolicy } = {
  onRequest: { run: 'in-order', awaited: true, onThrow: 'answer', ownErrors: true },
  wrapCall: { run: 'nested', awaited: true, onThrow: 'answer', ownErrors: true },
  // The response is already decided: an error thrown here is a plugin bug, never an answer.
  onResponse: { run: 'in-order', awaited: false, onThrow: 'answer', ownErrors: false },
  // Observers: one failing must not keep the others from seeing the event.
  onError: { run: 'in-order', awaited: false, onThrow: 'continue', ownErrors: false },
  onRoutesChanged: { run: 'in-order', awaited: false, onThrow: 'continue', ownErrors: false },
}
