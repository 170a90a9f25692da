// The plugin runner: one chain per hook in HOOKS, null when no plugin implements it, run by the
// hook's policy (hook-policy.ts): who runs, in which order, and what a plugin throwing means.
import t from 'tap'
import { SvcError } from '../src/api/errors.js'
import { Status } from '../src/api/status.js'
import { HOOKS, type BackendCall, type Plugin, type RequestContext, type RoutesInfo } from '../src/plugins/contract.js'
import { HOOK_POLICY } from '../src/plugins/hook-policy.js'
import { PluginRunner } from '../src/plugins/runner.js'
import { expectError } from './helpers/expect-error.js'

const ctx = () =>
  ({
    id: 'r1',
    method: 'GET',
    path: '/x',
    headers: {},
    remoteAddress: undefined,
    start: 0n,
    timings: { backendMs: 0 },
    sizes: { request: 0, response: 0 },
    attempts: 0,
    responseHeaders: {},
    locals: {},
  }) as RequestContext
const routes: RoutesInfo = { version: 1, events: false, processors: [], pipelines: [], ageSeconds: 0, stale: false }
const boom = () => {
  throw new Error('plugin bug')
}

function runnerOf(plugins: Plugin[]) {
  const logs: string[] = []
  const runner = new PluginRunner(plugins, (level, msg, fields) =>
    logs.push(`${level} ${msg} ${JSON.stringify(fields)}`),
  )
  return { runner, logs }
}

t.test('every hook has a policy, and a hook no plugin implements has no chain', async (t) => {
  t.same(Object.keys(HOOK_POLICY).sort(), [...HOOKS].sort())
  const { runner } = runnerOf([{ name: 'bare' }])
  for (const h of HOOKS) t.equal(runner.hooks[h], null, `${h}: null`)
  const base = async () => 'base'
  t.equal(runner.wrap(base), base, 'no wrapCall: the base call itself')
})

t.test(
  'onRequest: in config order, awaited; an SvcError answers as itself, anything else as a counted INTERNAL',
  async (t) => {
    const seen: string[] = []
    const slow: Plugin = {
      name: 'slow',
      async onRequest() {
        await new Promise((resolve) => setImmediate(resolve))
        seen.push('slow')
      },
    }
    const deny: Plugin = {
      name: 'deny',
      onRequest(c) {
        if (c.path === '/deny') throw new SvcError(Status.UNAUTHENTICATED, 'no key')
      },
    }
    const buggy: Plugin = {
      name: 'buggy',
      onRequest(c) {
        if (c.path === '/bug') boom()
        seen.push('buggy')
      },
    }
    const { runner, logs } = runnerOf([slow, deny, buggy])
    await runner.hooks.onRequest!(ctx())
    t.same(seen, ['slow', 'buggy'], 'the second waits for the first')
    await expectError(
      t,
      Promise.resolve(runner.hooks.onRequest!({ ...ctx(), path: '/deny' })),
      Status.UNAUTHENTICATED,
      /^no key$/,
      'own error',
    )
    t.same(runner.failureCounts(), {}, 'an SvcError on purpose is not a failure')
    await expectError(
      t,
      Promise.resolve(runner.hooks.onRequest!({ ...ctx(), path: '/bug' })),
      Status.INTERNAL,
      /^plugin buggy failed in onRequest$/,
      'bug',
    )
    t.same(runner.failureCounts(), { buggy: 1 })
    t.match(logs.join('\n'), /error plugin failed .*"plugin":"buggy","hook":"onRequest","error":"plugin bug"/)
  },
)

t.test('onResponse: any throw, an SvcError too, is a counted failure that stops the chain', async (t) => {
  const seen: string[] = []
  const { runner } = runnerOf([
    {
      name: 'strict',
      onResponse() {
        throw new SvcError(Status.PERMISSION_DENIED, 'too late to answer')
      },
    },
    { name: 'after', onResponse: () => void seen.push('after') },
  ])
  t.throws(() => runner.hooks.onResponse!(ctx()), {
    code: Status.INTERNAL,
    message: 'plugin strict failed in onResponse',
  })
  t.same(seen, [], 'later hooks do not see a response that is being replaced')
  t.same(runner.failureCounts(), { strict: 1 })
})

t.test('onError and onRoutesChanged: a failing observer is counted and the others still run', async (t) => {
  const seen: string[] = []
  const { runner } = runnerOf([
    { name: 'bad', onError: boom, onRoutesChanged: boom },
    {
      name: 'good',
      onError: (_c, e) => void seen.push(`error ${e.status}`),
      onRoutesChanged: (r) => void seen.push(`routes ${r.version}`),
    },
  ])
  runner.hooks.onError!(ctx(), { code: 5, message: 'x', status: 404 })
  runner.routesChanged(routes)
  t.same(seen, ['error 404', 'routes 1'])
  t.same(runner.failureCounts(), { bad: 2 })
})

t.test(
  'wrapCall: composed once, first plugin outermost; a wrapper bug is a counted INTERNAL, an SvcError passes',
  async (t) => {
    const order: string[] = []
    const tracer = (name: string): Plugin => ({
      name,
      wrapCall: (next) => async (call) => {
        order.push(`${name} in`)
        const r = await next(call)
        order.push(`${name} out`)
        return r
      },
    })
    const { runner } = runnerOf([tracer('outer'), tracer('inner')])
    const call: BackendCall = { ctx: ctx(), identifier: 'p', method: 'Process', deadline: Date.now() + 1000 }
    const fn = runner.wrap(async () => {
      order.push('base')
      return 'answer'
    })
    t.equal(await fn(call), 'answer')
    t.same(order, ['outer in', 'inner in', 'base', 'inner out', 'outer out'])

    const failing = runnerOf([{ name: 'buggy', wrapCall: () => async () => boom() }]).runner
    await expectError(
      t,
      failing.wrap(async () => 'never')(call),
      Status.INTERNAL,
      /^plugin buggy failed in wrapCall$/,
      'bug',
    )
    t.same(failing.failureCounts(), { buggy: 1 })
    const passing = runnerOf([tracer('t')]).runner
    const down = async () => {
      throw new SvcError(Status.UNAVAILABLE, 'backend down')
    }
    await expectError(t, passing.wrap(down)(call), Status.UNAVAILABLE, /^backend down$/, 'backend error')
    t.same(passing.failureCounts(), {}, 'the backend’s error passing through a wrapper is not the wrapper’s failure')
  },
)
