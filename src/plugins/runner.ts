// Runs the loaded plugins' hooks. Each hook list is null when no plugin implements it, so a
// gateway without plugins pays one null check per hook. A plugin that throws (other than an
// SvcError it raises on purpose, such as auth's 401) fails the request with INTERNAL and is
// counted; the gateway keeps serving.
import { SvcError } from '../api/errors.js'
import { Status } from '../api/status.js'
import type { BackendCall, CallFn, Plugin, PluginRoute, RequestContext, RoutesInfo } from './contract.js'

type Log = (level: 'debug' | 'info' | 'warn' | 'error', msg: string, fields?: Record<string, unknown>) => void

export class PluginRunner {
  readonly onRequest: Plugin[] | null
  readonly onResponse: Plugin[] | null
  readonly onError: Plugin[] | null
  readonly routes: PluginRoute[]
  private readonly wrappers: Plugin[]
  private readonly failures = new Map<string, number>()

  constructor(readonly plugins: readonly Plugin[], private readonly log: Log) {
    const having = (h: keyof Plugin) => {
      const list = plugins.filter((p) => typeof p[h] === 'function')
      return list.length ? list : null
    }
    this.onRequest = having('onRequest')
    this.onResponse = having('onResponse')
    this.onError = having('onError')
    this.wrappers = plugins.filter((p) => typeof p.wrapCall === 'function')
    this.routes = plugins.flatMap((p) => p.routes ?? [])
  }

  failureCounts(): Record<string, number> {
    return Object.fromEntries(this.failures)
  }

  private failed(plugin: Plugin, hook: string, err: unknown): SvcError {
    this.failures.set(plugin.name, (this.failures.get(plugin.name) ?? 0) + 1)
    this.log('error', 'plugin failed', { plugin: plugin.name, hook, error: err instanceof Error ? err.message : String(err) })
    return new SvcError(Status.INTERNAL, `plugin ${plugin.name} failed in ${hook}`)
  }

  async runOnRequest(ctx: RequestContext): Promise<void> {
    for (const p of this.onRequest!) {
      try {
        await p.onRequest!(ctx)
      } catch (err) {
        if (err instanceof SvcError) throw err
        throw this.failed(p, 'onRequest', err)
      }
    }
  }

  /** Returns an error to answer with instead, when a plugin failed. */
  runOnResponse(ctx: RequestContext): SvcError | undefined {
    for (const p of this.onResponse!) {
      try {
        p.onResponse!(ctx)
      } catch (err) {
        return this.failed(p, 'onResponse', err)
      }
    }
    return undefined
  }

  runOnError(ctx: RequestContext, error: { code: number; message: string; status: number }): void {
    for (const p of this.onError!) {
      try {
        p.onError!(ctx, error)
      } catch (err) {
        this.failed(p, 'onError', err)
      }
    }
  }

  routesChanged(info: RoutesInfo): void {
    for (const p of this.plugins) {
      if (!p.onRoutesChanged) continue
      try {
        p.onRoutesChanged(info)
      } catch (err) {
        this.failed(p, 'onRoutesChanged', err)
      }
    }
  }

  /** Composes wrapCall around the base call once: the first plugin in config order is outermost. */
  wrap(base: CallFn): CallFn {
    let fn = base
    for (let i = this.wrappers.length - 1; i >= 0; i--) {
      const p = this.wrappers[i]
      const wrapped = p.wrapCall!(fn)
      fn = async (call: BackendCall) => {
        try {
          return await wrapped(call)
        } catch (err) {
          if (err instanceof SvcError) throw err
          throw this.failed(p, 'wrapCall', err)
        }
      }
    }
    return fn
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
