// A backend frozen by SIGSTOP among two instances of one processor. A frozen process still
// accepts TCP (the kernel does) but answers nothing: calls on its connection would hang until
// their deadline. The gateway's keepalive pings a connection that has said nothing for a second
// while calls wait on it, gives it up when the ping goes unanswered, and the retry plugin sends
// those calls to the other instance; new connections to the frozen one never become ready, so
// round-robin skips it. The gateway's deadline is set to 3 s here: a request that waited longer
// would be a 504, so "every request answered 200" is "none waited more than 3 s".
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { run } from './helpers/processes.js'
import { startEvents, startGateway, testConfig } from './helpers/servers.js'

const SVC = fileURLToPath(new URL('../bin/svc.js', import.meta.url))
const IDENTIFIER = 'svc-sentences'

async function processorHost(eventsAddress: string) {
  const child = run(t, process.execPath, [
    SVC,
    'processors',
    '--events',
    eventsAddress,
    '--port',
    '0',
    '--only',
    IDENTIFIER,
  ])
  const line = await child.waitForLine(/listening on (\S+)/, 30_000)
  return { child, address: line[1] }
}

t.test('a frozen instance: requests keep succeeding through the other, none past the 3 s deadline', async (t) => {
  const events = await startEvents(t)
  const [a, b] = await Promise.all([processorHost(events.address), processorHost(events.address)])
  const g = await startGateway(
    t,
    testConfig({
      gateway: { events: events.address, deadline: 3, health_interval: 0 },
      processors: [{ Identifier: IDENTIFIER, Endpoint: `ipv4:${a.address},${b.address}` }],
      plugins: [{ name: 'retry' }],
    }),
  )
  const info = async () => {
    const started = Date.now()
    const r = await g.req('GET', `/v1/processors/${IDENTIFIER}/info`)
    return { status: r.status, ms: Date.now() - started }
  }
  // Both instances have a ready connection before one freezes.
  for (let i = 0; i < 10; i++) t.equal((await info()).status, 200, 'before the freeze')

  process.kill(a.child.child.pid!, 'SIGSTOP')
  t.teardown(() => {
    process.kill(a.child.child.pid!, 'SIGCONT')
  })
  // Waves of concurrent requests: the first lands on the frozen connection before anything is
  // known, the later ones after it has been given up.
  const results: { status: number; ms: number }[] = []
  for (let wave = 0; wave < 6; wave++) {
    results.push(...(await Promise.all(Array.from({ length: 8 }, info))))
  }
  t.same(
    [...new Set(results.map((r) => r.status))],
    [200],
    `all ${results.length} requests answered 200 (a wait past 3 s would be a 504)`,
  )
  const ms = results.map((r) => r.ms).sort((x, y) => x - y)
  t.comment(`latency while one instance is frozen: p50 ${ms[ms.length >> 1]} ms, max ${ms[ms.length - 1]} ms`)
})
