// What the registry provider does with each read, on a real routing table: a believed answer
// is published, a failed read or a distrusted empty answer keeps the last good routes (stale,
// with the reason), and each distinct problem or set of skipped items is logged once.
import t from 'tap'
import type { SkippedItem } from '../src/discovery/consul-snapshot.js'
import { RegistryFeed } from '../src/discovery/registry-feed.js'
import { RoutingTable } from '../src/discovery/routing-table.js'
import { route, type ProviderSnapshot } from '../src/discovery/snapshot.js'

const EMPTY: ProviderSnapshot = { source: 'registry', events: null, processors: [], pipelines: [] }
const ONE: ProviderSnapshot = { ...EMPTY, processors: [route('processor', 'ner', ['10.0.0.1:9001'], 'registry')] }

function setup(emptyGraceMs = 60_000) {
  const table = new RoutingTable()
  const logs: { level: string; msg: string; reason?: unknown }[] = []
  const feed = new RegistryFeed({
    table,
    log: (level, msg, fields) => logs.push({ level, msg, ...fields }),
    where: '127.0.0.1:8500',
    emptyGraceMs,
  })
  const registry = () => table.sources().find((s) => s.source === 'registry')
  return { table, logs, feed, registry }
}

t.test('a believed answer is published; unchanged ones are not logged as changes', async (t) => {
  const { table, logs, feed, registry } = setup()
  feed.answered({ snapshot: ONE, skipped: [] })
  t.equal(table.current.processors.get('ner')?.target, '10.0.0.1:9001')
  t.match(registry(), { stale: false })
  feed.answered({ snapshot: ONE, skipped: [] })
  t.equal(logs.filter((l) => l.msg === 'registry routes changed').length, 1)
})

t.test('a failed read keeps the routes, stale with the reason, logged once per distinct reason', async (t) => {
  const { table, logs, feed, registry } = setup()
  feed.answered({ snapshot: ONE, skipped: [] })
  feed.readFailed('ECONNREFUSED')
  feed.readFailed('ECONNREFUSED')
  feed.readFailed('ETIMEDOUT')
  t.equal(table.current.processors.size, 1, 'the route stays')
  t.match(registry(), { stale: true, reason: 'registry 127.0.0.1:8500 unreachable: ETIMEDOUT' })
  t.same(
    logs.filter((l) => l.level === 'warn').map((l) => l.reason),
    ['registry 127.0.0.1:8500 unreachable: ECONNREFUSED', 'registry 127.0.0.1:8500 unreachable: ETIMEDOUT'],
  )
  feed.answered({ snapshot: ONE, skipped: [] })
  t.match(registry(), { stale: false })
  t.ok(logs.some((l) => l.level === 'info' && l.msg === 'registry read succeeded again'))
})

t.test(
  'an empty answer after a failed read is distrusted; one with routes is believed and ends the outage',
  async (t) => {
    const { table, feed, registry } = setup()
    feed.answered({ snapshot: ONE, skipped: [] })
    feed.readFailed('ECONNREFUSED')
    feed.answered({ snapshot: EMPTY, skipped: [] })
    t.equal(table.current.processors.size, 1, 'the last good route stays')
    t.match(registry(), { stale: true, reason: /answered no services right after an outage/ })
    feed.answered({ snapshot: ONE, skipped: [] })
    t.match(registry(), { stale: false })
    feed.answered({ snapshot: EMPTY, skipped: [] })
    t.equal(table.current.processors.size, 0, 'with no outage since, an empty answer is the truth')
  },
)

t.test('a watch that saw the agent blink makes the next empty answer suspect too', async (t) => {
  const { table, feed } = setup()
  feed.answered({ snapshot: ONE, skipped: [] })
  feed.outageSeen()
  feed.answered({ snapshot: EMPTY, skipped: [] })
  t.equal(table.current.processors.size, 1)
})

t.test('an answer from a read that began before the outage does not end it', async (t) => {
  const { table, feed, registry } = setup()
  feed.answered({ snapshot: ONE, skipped: [] })
  // The old agent answers a read in flight while it shuts down; the watch has already seen it go.
  const began = feed.readBegins()
  feed.outageSeen()
  feed.answered({ snapshot: ONE, skipped: [] }, began)
  t.match(registry(), { stale: false }, 'the answer itself is published')
  feed.answered({ snapshot: EMPTY, skipped: [] }, feed.readBegins())
  t.equal(table.current.processors.size, 1, "the restarted agent's empty answer is still distrusted")
  t.match(registry(), { stale: true, reason: /answered no services right after an outage/ })
  feed.answered({ snapshot: ONE, skipped: [] }, feed.readBegins())
  feed.answered({ snapshot: EMPTY, skipped: [] }, feed.readBegins())
  t.equal(table.current.processors.size, 0, 'a read begun after the outage ends it')
})

t.test('with no grace an empty answer after an outage is believed', async (t) => {
  const { table, feed } = setup(0)
  feed.answered({ snapshot: ONE, skipped: [] })
  feed.readFailed('ECONNREFUSED')
  feed.answered({ snapshot: EMPTY, skipped: [] })
  t.equal(table.current.processors.size, 0)
})

t.test('skipped items: kept for the provider, listed on the source, logged once per distinct set', async (t) => {
  const { logs, feed, registry } = setup()
  const skipped: SkippedItem[] = [{ service: 'bad name', id: 'x-1', reason: 'service name is not a valid identifier' }]
  feed.answered({ snapshot: ONE, skipped })
  feed.answered({ snapshot: ONE, skipped })
  t.same(feed.skipped, skipped)
  t.same(registry()?.skipped, ['bad name (x-1): service name is not a valid identifier'])
  t.equal(logs.filter((l) => l.msg === 'registry item not routed').length, 1)
  feed.answered({ snapshot: ONE, skipped: [] })
  t.same(feed.skipped, [])
})
