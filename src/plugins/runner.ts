// Runs the loaded plugins' hooks. One chain per name in HOOKS, built once at start-up by one
// builder from the hook's policy (hook-policy.ts). A chain has the hook's own signature and is
// null when no plugin implements the hook, so a gateway without plugins pays one null check per
// hook. A plugin that throws is logged and counted; whether the request fails with it is the
// hook's policy, and the gateway keeps serving either way.
import {
  HOOKS,
  Status,
  SvcError,
  type CallFn,
  type HookName,
  type Plugin,
  type PluginRoute,
  type RoutesInfo,
} from './contract.js'
import { HOOK_POLICY, type HookPolicy } from './hook-policy.js'

type Log = (level: 'debug' | 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>) => void

/** Each hook's chain: every plugin implementing it, run by its policy; null when none does. */
export type HookChains = { readonly [H in HookName]: NonNullable<Plugin[H]> | null }

type AnyHook = (a: unknown, b?: unknown) => unknown
type Wrapper = (next: CallFn) => CallFn
/** What a chain does when plugin `i` threw: throws what answers the request, or returns to go on. */
type Caught = (i: number, err: unknown) => void

export class PluginRunner {
  readonly hooks: HookChains
  /** Endpoints the plugins serve, in config order. */
  readonly routes: PluginRoute[]
  private readonly failures = new Map<string, number>()

  constructor(
    readonly plugins: readonly Plugin[],
    private readonly log: Log,
  ) {
    const hooks: Partial<Record<HookName, unknown>> = {}
    for (const hook of HOOKS) hooks[hook] = this.chain(hook, HOOK_POLICY[hook])
    this.hooks = hooks as HookChains
    this.routes = plugins.flatMap((p) => p.routes ?? [])
  }

  /** The base call with every plugin's wrapCall around it; composed once, at start-up. */
  wrap(base: CallFn): CallFn {
    return this.hooks.wrapCall ? this.hooks.wrapCall(base) : base
  }

  routesChanged(info: RoutesInfo): void {
    this.hooks.onRoutesChanged?.(info)
  }

  failureCounts(): Record<string, number> {
    return Object.fromEntries(this.failures)
  }

  private chain(hook: HookName, policy: HookPolicy): unknown {
    const having = this.plugins.filter((p) => typeof p[hook] === 'function')
    if (having.length === 0) return null
    const fns = having.map((p) => (p[hook] as AnyHook).bind(p))
    const caught: Caught = (i, err) => this.caught(hook, policy, having[i], err)
    if (policy.run === 'nested') return (base: CallFn) => nest(fns as Wrapper[], base, caught)
    if (policy.awaited) {
      return async (a: unknown, b?: unknown) => {
        for (let i = 0; i < fns.length; i++) {
          try {
            await fns[i](a, b)
          } catch (err) {
            caught(i, err)
          }
        }
      }
    }
    return (a: unknown, b?: unknown) => {
      for (let i = 0; i < fns.length; i++) {
        try {
          fns[i](a, b)
        } catch (err) {
          caught(i, err)
        }
      }
    }
  }

  private caught(hook: HookName, policy: HookPolicy, plugin: Plugin, err: unknown): void {
    if (policy.onThrow === 'answer' && policy.ownErrors && err instanceof SvcError) throw err
    this.failures.set(plugin.name, (this.failures.get(plugin.name) ?? 0) + 1)
    this.log('error', 'plugin failed', {
      plugin: plugin.name,
      hook,
      error: err instanceof Error ? err.message : String(err),
    })
    if (policy.onThrow === 'answer') throw new SvcError(Status.INTERNAL, `plugin ${plugin.name} failed in ${hook}`)
  }

  async close(): Promise<void> {
    for (const p of this.plugins) {
      try {
        await p.close?.()
      } catch (err) {
        this.log('warn', 'plugin close failed', { plugin: p.name, error: (err as Error).message })
      }
    }
  }
}

/** Each wrapper around the next, the first outermost; a wrapper's own throw goes through `caught`. */
function nest(wrappers: Wrapper[], base: CallFn, caught: Caught): CallFn {
  let fn = base
  for (let i = wrappers.length - 1; i >= 0; i--) {
    const wrapped = wrappers[i](fn)
    fn = async (call) => {
      try {
        return await wrapped(call)
      } catch (err) {
        caught(i, err)
        throw err
      }
    }
  }
  return fn
}
