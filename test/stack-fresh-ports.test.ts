// svc up chooses its backends' ports by binding port 0 and letting go, so that a restarted
// backend comes back on the same address; another process can take such a port before the
// backend listens. These take it on purpose, between the plan and the start, with real listeners
// and the real backends, and check that the stack plans again only when that is the cure.
import { createServer, type Server } from 'node:net'
import t, { type Test } from 'tap'
import { parseConfig } from '../src/config/config.js'
import { createLogger, type Logger } from '../src/log.js'
import { startBackends } from '../src/stack/backends.js'
import { Closers } from '../src/stack/closers.js'
import { PLAN_ATTEMPTS, startWithFreshPorts } from '../src/stack/fresh-ports.js'
import { planStack, type StackPlan } from '../src/stack/stack-plan.js'
import { freePort } from './helpers/processes.js'

/** Listens on 127.0.0.1:port until `t` ends, as the process that took the port would. */
async function hold(t: Test, port: number): Promise<void> {
  const server: Server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  t.teardown(() => new Promise<void>((r) => server.close(() => r())))
}

/** The events service alone, in this process, on 127.0.0.1. */
function eventsOnly(port = 0) {
  return parseConfig(
    `stack: {host: 127.0.0.1, single_process: true, processors: false, pipelines: [], metrics_port: false, events: {port: ${port}}}`,
    'f.yaml',
  ).config
}

function recordingLog() {
  const warnings: Record<string, unknown>[] = []
  const base = createLogger('test', 'error')
  const log: Logger = (level, msg, fields) => {
    if (level === 'warn') warnings.push({ msg, ...fields })
    else base(level, msg, fields)
  }
  return { log, warnings }
}

t.test('a chosen port taken before its backend listens: the stack plans again and starts on new ports', async (t) => {
  const { log, warnings } = recordingLog()
  const plans: StackPlan[] = []
  const closers = new Closers()
  t.teardown(() => closers.closeAll())
  const backends = await startWithFreshPorts(
    () => planStack(eventsOnly(), 'f.yaml'),
    async (plan) => {
      plans.push(plan)
      if (plans.length === 1) await hold(t, plan.backends.events!.port)
      return startBackends(closers, plan.backends)
    },
    log,
  )
  t.equal(plans.length, 2, 'a second plan was made')
  t.same(plans[0]!.chosenPorts, [plans[0]!.backends.events!.port], 'the plan knows the events port was its choice')
  t.not(plans[1]!.backends.events!.port, plans[0]!.backends.events!.port, 'the events service moved to a new port')
  t.equal(backends.events, `127.0.0.1:${plans[1]!.backends.events!.port}`)
  t.match(warnings, [{ msg: /taken before it listened/, port: plans[0]!.backends.events!.port, attempt: 1 }])
})

t.test('a port the config fixed is not chosen again: its failure stands at once', async (t) => {
  const { log, warnings } = recordingLog()
  const fixed = await freePort()
  let starts = 0
  const closers = new Closers()
  t.teardown(() => closers.closeAll())
  await t.rejects(
    startWithFreshPorts(
      () => planStack(eventsOnly(fixed), 'f.yaml'),
      async (plan) => {
        starts++
        t.same(plan.chosenPorts, [], 'nothing was chosen')
        await hold(t, fixed)
        return startBackends(closers, plan.backends)
      },
      log,
    ),
    { message: new RegExp(`cannot listen on 127\\.0\\.0\\.1:${fixed}\\b.*address already in use`) },
  )
  t.equal(starts, 1)
  t.same(warnings, [])
})

t.test('chosen ports lost every time: the last failure is the answer after PLAN_ATTEMPTS plans', async (t) => {
  const { log, warnings } = recordingLog()
  let starts = 0
  const closers = new Closers()
  t.teardown(() => closers.closeAll())
  await t.rejects(
    startWithFreshPorts(
      () => planStack(eventsOnly(), 'f.yaml'),
      async (plan) => {
        starts++
        await hold(t, plan.backends.events!.port)
        return startBackends(closers, plan.backends)
      },
      log,
    ),
    { message: /address already in use/ },
  )
  t.equal(starts, PLAN_ATTEMPTS)
  t.equal(warnings.length, PLAN_ATTEMPTS - 1)
})

t.test('any other failure of the start is not retried', async (t) => {
  const { log } = recordingLog()
  let starts = 0
  await t.rejects(
    startWithFreshPorts(
      () => planStack(eventsOnly(), 'f.yaml'),
      async () => {
        starts++
        throw new Error('the events store could not be opened')
      },
      log,
    ),
    { message: 'the events store could not be opened' },
  )
  t.equal(starts, 1)
})
